import { UniqueConstraintError } from 'sequelize';
import { UserModel } from '../../models/users';
import { recordAudit } from '../audit/audit-log';
import { mailTemplates } from '../mail/templates';
import { queueMail, type StartMailDelivery } from '../mail/outbox';
import { createOrganization } from '../organizations/create';
import { ConflictError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import { getUser, normalizeEmail, type User } from '../users/users';
import { verificationLink } from './verification-link';
import { recordLoginEvent } from './login-events';
import { ipKey, type RateLimits } from './rate-limits';
import { sessionPrincipal } from './principal';
import { hashPassword } from './passwords';
import { createSession, newSessionStrength, type IssuedSession } from './sessions';
import { issueUserToken } from './user-tokens';
import { db } from '../../models/db';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

export interface AuthSettings {
  sessionTtlDays: number;
  appUrl: string;
  baseUrl: string;
  startMailDelivery: StartMailDelivery;
  /** Seals TOTP secrets at rest. */
  secretKey: string;
  rateLimits: RateLimits;
  /** Runs work after the request has answered; failures are logged, never thrown at the caller. */
  runDetached: (task: () => Promise<void>) => void;
}

/**
 * Creates the user, their personal organization (they own it) and a session, and mails a
 * verification link. The address stays unverified until that link is used.
 */
export async function signUp(
  input: SignUpInput,
  settings: AuthSettings,
  context: ActorContext,
): Promise<{ user: User; session: IssuedSession }> {
  await settings.rateLimits.consume(['signUpIp', ipKey(context.ipAddress)]);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (transaction) => {
    const userId = newId();
    try {
      await UserModel.create({ id: userId, email, passwordHash, fullName: input.fullName, lastLoginAt: new Date() }, { transaction });
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw new ConflictError('An account with this e-mail address already exists');
      throw error;
    }
    const newSession = { userId, method: 'sign_up' as const, mfaCompleted: false };
    const session = await createSession(newSession, settings.sessionTtlDays, context, transaction);
    const principal = sessionPrincipal(
      { userId, email, fullName: input.fullName },
      { id: session.id, strength: newSessionStrength(newSession) },
    );
    const actor: ActorContext = { ...context, principal };
    await createOrganization({ name: `${input.fullName}'s workspace`, type: 'personal', owner: { userId, email } }, actor, transaction);
    const token = await issueUserToken(userId, 'email_verification', transaction);
    await queueMail(
      mailTemplates.verifyEmail(email, input.fullName, verificationLink(settings.appUrl, token)),
      settings.startMailDelivery,
      transaction,
    );
    await recordAudit({ organizationId: null, action: 'user.signed_up', resourceType: 'user', resourceId: userId }, actor, transaction);
    await recordLoginEvent({ userId, email, action: 'sign_up', success: true }, context, transaction);
    return { user: await getUser(userId, transaction), session };
  });
}
