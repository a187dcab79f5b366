import { UserModel } from '../../models/users';
import { recordAudit, type AuditEvent } from '../audit/audit-log';
import { ConflictError, MfaRequiredError, UnauthorizedError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { decryptSecret, encryptSecret } from '../shared/secrets';
import { getUser, type User } from '../users/users';
import { recordLoginEvent } from './login-events';
import type { Principal } from './principal';
import { requireProvenAddress } from './proven-address';
import { confirmPassword, requireSessionId } from './reauthentication';
import { completeTwoFactor, type IssuedSession } from './sessions';
import type { AuthSettings } from './sign-up';
import {
  deleteRecoveryCodes,
  isTotpCode,
  newTotpSecret,
  replaceRecoveryCodes,
  spendRecoveryCode,
  spendTotpCode,
  totpUri,
} from './two-factor-codes';
import { joinOrganizationsByDomain } from '../domains/auto-join';
import { db } from '../../models/db';

export interface TwoFactorEnrollment {
  totpUri: string;
  recoveryCodes: string[];
}

/** Why a code is being verified: finishing a sign-in, confirming enrolment, or proving the factor again in a full session. */
type VerifyStage = 'sign_in' | 'enrollment' | 'step_up';

/**
 * Starts enrolment: stores a new sealed TOTP secret and recovery codes. Two-factor stays off until
 * a first code from the authenticator app is verified, so a mis-scanned secret never locks anyone out.
 */
export async function enableTwoFactor(
  principal: Principal,
  password: string,
  settings: AuthSettings,
  context: ActorContext,
): Promise<TwoFactorEnrollment> {
  requireSessionId(principal);
  // A factor set on an unproven account would be the pre-hijacker's, waiting for the owner.
  await requireProvenAddress(principal.userId, 'turning on two-factor authentication');
  const user = await confirmPassword(principal.userId, password, settings.rateLimits);
  if (user.twoFactorEnabled)
    throw new ConflictError('Two-factor authentication is already on; turn it off first to enrol a new authenticator');
  const secret = newTotpSecret();
  return db.transaction(async (transaction) => {
    await UserModel.update(
      { totpSecret: encryptSecret(secret, settings.secretKey), totpLastTimeStep: null },
      { where: { id: user.id }, transaction },
    );
    const recoveryCodes = await replaceRecoveryCodes(user.id, settings.secretKey, transaction);
    await recordAudit(
      { organizationId: null, action: 'user.two_factor_enrollment_started', resourceType: 'user', resourceId: user.id },
      context,
      transaction,
    );
    return { totpUri: totpUri(user.email, secret), recoveryCodes };
  });
}

/**
 * Checks a TOTP or recovery code and marks the session as having passed the second factor. Enrolment
 * accepts only a TOTP code, since its purpose is to prove the authenticator app works.
 */
export async function verifyTwoFactor(
  principal: Principal,
  code: string,
  settings: AuthSettings,
  context: ActorContext,
): Promise<{ user: User; session: IssuedSession }> {
  const sessionId = requireSessionId(principal);
  await settings.rateLimits.consume(['twoFactorSession', sessionId], ['twoFactorUser', principal.userId]);
  const user = await UserModel.findByPk(principal.userId, { raw: true });
  if (!user?.totpSecret) throw new ConflictError('Two-factor authentication is not set up; enable it first');
  const pending = principal.credential.kind === 'session' && principal.credential.twoFactorPending;
  const stage: VerifyStage = pending ? 'sign_in' : user.twoFactorEnabled ? 'step_up' : 'enrollment';
  const factor = await spendSecondFactor(
    user,
    decryptSecret(user.totpSecret, settings.secretKey),
    code,
    stage !== 'enrollment',
    settings.secretKey,
  );
  const event = { userId: user.id, email: user.email, action: 'two_factor.verify' as const };
  if (!factor) {
    await recordLoginEvent({ ...event, success: false, metadata: { stage, reason: 'invalid_code' } }, context);
    throw new UnauthorizedError('Invalid code');
  }
  const verified = await db.transaction(async (transaction) => {
    const session = await completeTwoFactor(sessionId, settings.sessionTtlDays, transaction);
    if (stage === 'enrollment') await UserModel.update({ twoFactorEnabled: true }, { where: { id: user.id }, transaction });
    if (stage === 'sign_in') await UserModel.update({ lastLoginAt: new Date() }, { where: { id: user.id }, transaction });
    await recordLoginEvent({ ...event, success: true, metadata: { stage, factor } }, context, transaction);
    await recordAudit(auditFor(stage, sessionId, principal, factor), context, transaction);
    return { user: await getUser(user.id, transaction), session };
  });
  await settings.rateLimits.reset('twoFactorUser', user.id);
  if (stage === 'sign_in') await joinOrganizationsByDomain(user.id, context);
  return verified;
}

/** Turns two-factor off (or abandons an unconfirmed enrolment): the secret and recovery codes are deleted. */
export async function disableTwoFactor(
  principal: Principal,
  password: string,
  settings: AuthSettings,
  context: ActorContext,
): Promise<void> {
  requireSessionId(principal);
  const user = await confirmPassword(principal.userId, password, settings.rateLimits);
  if (!user.twoFactorEnabled && !user.totpSecret) throw new ConflictError('Two-factor authentication is not on');
  // A session that predates enrolment has not proven the factor, and must not be able to remove it.
  if (user.twoFactorEnabled && principal.credential.kind === 'session' && !principal.credential.strength.mfaCompleted) {
    throw new MfaRequiredError('Verify a two-factor code in this session before turning two-factor authentication off');
  }
  await db.transaction(async (transaction) => {
    await UserModel.update({ twoFactorEnabled: false, totpSecret: null, totpLastTimeStep: null }, { where: { id: user.id }, transaction });
    await deleteRecoveryCodes(user.id, transaction);
    await recordAudit(
      { organizationId: null, action: 'user.two_factor_disabled', resourceType: 'user', resourceId: user.id },
      context,
      transaction,
    );
  });
}

async function spendSecondFactor(
  user: { id: string; totpLastTimeStep: number | null },
  secret: string,
  code: string,
  allowRecoveryCode: boolean,
  secretKey: string,
): Promise<'totp' | 'recovery_code' | null> {
  if (isTotpCode(code)) return (await spendTotpCode(user, secret, code)) ? 'totp' : null;
  return allowRecoveryCode && (await spendRecoveryCode(user.id, code, secretKey)) ? 'recovery_code' : null;
}

function auditFor(stage: VerifyStage, sessionId: string, principal: Principal, factor: string): AuditEvent {
  const method = principal.credential.kind === 'session' ? principal.credential.strength.method : null;
  if (stage === 'enrollment')
    return { organizationId: null, action: 'user.two_factor_enabled', resourceType: 'user', resourceId: principal.userId };
  if (stage === 'sign_in')
    return {
      organizationId: null,
      action: 'user.signed_in',
      resourceType: 'session',
      resourceId: sessionId,
      metadata: { method, secondFactor: factor },
    };
  return {
    organizationId: null,
    action: 'session.two_factor_verified',
    resourceType: 'session',
    resourceId: sessionId,
    metadata: { secondFactor: factor },
  };
}
