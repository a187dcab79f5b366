import { UserModel } from '../../models/users';
import { recordAudit } from '../audit/audit-log';
import { UnauthorizedError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { joinOrganizationsByDomain } from '../domains/auto-join';
import { isSsoOnlyUser } from '../policies/enforcement';
import { getUser, normalizeEmail, type User } from '../users/users';
import { recordLoginEvent } from './login-events';
import { hashPassword, verifyPassword } from './passwords';
import { sessionPrincipal } from './principal';
import { accountClientKey, ipKey, type RateLimits } from './rate-limits';
import { createSession, newSessionStrength, type IssuedSession, type NewSession, type SessionMethod } from './sessions';
import { db } from '../../models/db';

/** How a user signed in: the method, whether Vigil's second factor was proven, and for SSO whose provider. */
export type SignInKind = Pick<NewSession, 'method' | 'mfaCompleted' | 'sso'>;

export type SignInResult =
  { twoFactorRequired: false; user: User; session: IssuedSession } | { twoFactorRequired: true; session: IssuedSession };

const INVALID_CREDENTIALS = 'Invalid e-mail or password';
/** Verified against when the account does not exist, so both failures take the same time. */
const decoyHash = hashPassword('decoy-password-for-constant-time');

interface SignInSettings {
  sessionTtlDays: number;
}

/**
 * Password sign-in. A wrong password and an unknown e-mail answer the same 401, and both are recorded.
 * Attempts count per address and client, and per IP; success forgets the address-and-client count but never the IP's.
 */
export async function signInWithPassword(
  input: { email: string; password: string },
  settings: SignInSettings & { rateLimits: RateLimits },
  context: ActorContext,
): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const accountKey = accountClientKey(email, context.ipAddress);
  await settings.rateLimits.consume(['signInAccount', accountKey], ['signInIp', ipKey(context.ipAddress)]);
  const user = await UserModel.findOne({ where: { email }, raw: true });
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
  // Asked whatever the password, so neither the answer nor its timing tells a right password from a wrong one.
  const ssoOnly = user ? await isSsoOnlyUser(user.id) : false;
  if (!user || !passwordMatches || !user.isActive || ssoOnly) {
    await recordLoginEvent(
      {
        userId: user?.id ?? null,
        email,
        action: 'sign_in.password',
        success: false,
        metadata: { reason: failureReason(user, passwordMatches, ssoOnly) },
      },
      context,
    );
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  await settings.rateLimits.reset('signInAccount', accountKey);
  if (user.twoFactorEnabled)
    return { twoFactorRequired: true, session: await startTwoFactorChallenge(user, { method: 'password' }, settings, context) };
  return {
    twoFactorRequired: false,
    ...(await startSignedInSession(user, { method: 'password', mfaCompleted: false }, settings, context)),
  };
}

/**
 * Why a password sign-in failed, for the login history only. A member whose organization requires SSO
 * gets the same 401 as a wrong password: a distinct answer would confirm the password to whoever
 * guessed it, and a success would forget their failed guesses.
 */
function failureReason(user: { isActive: boolean } | null, passwordMatches: boolean, ssoOnly: boolean): string {
  if (user?.isActive === false) return 'disabled';
  if (user && passwordMatches && ssoOnly) return 'sso_required';
  return 'invalid_credentials';
}

/** The first factor is proven and a second is owed: a half-session that only two-factor/verify accepts. */
export async function startTwoFactorChallenge(
  user: { id: string; email: string },
  { method, sso }: Omit<SignInKind, 'mfaCompleted'>,
  settings: SignInSettings,
  context: ActorContext,
): Promise<IssuedSession> {
  return db.transaction(async (transaction) => {
    const halfSession = await createSession(
      { userId: user.id, method, sso, mfaCompleted: false, twoFactorPending: true },
      settings.sessionTtlDays,
      context,
      transaction,
    );
    await recordLoginEvent(
      { userId: user.id, email: user.email, action: loginActionFor(method), success: true, metadata: { twoFactorRequired: true } },
      context,
      transaction,
    );
    await recordLoginEvent(
      { userId: user.id, email: user.email, action: 'two_factor.challenge', success: true, metadata: { method } },
      context,
      transaction,
    );
    return halfSession;
  });
}

/** Opens a full session for a user whose identity is proven, and records the sign-in. */
export async function startSignedInSession(
  user: { id: string; email: string; fullName: string },
  kind: SignInKind,
  settings: SignInSettings,
  context: ActorContext,
): Promise<{ user: User; session: IssuedSession }> {
  const { method } = kind;
  const signedIn = await db.transaction(async (transaction) => {
    const newSession = { userId: user.id, ...kind };
    const session = await createSession(newSession, settings.sessionTtlDays, context, transaction);
    await UserModel.update({ lastLoginAt: new Date() }, { where: { id: user.id }, transaction });
    const principal = sessionPrincipal(
      { userId: user.id, email: user.email, fullName: user.fullName },
      { id: session.id, strength: newSessionStrength(newSession) },
    );
    await recordLoginEvent({ userId: user.id, email: user.email, action: loginActionFor(method), success: true }, context, transaction);
    await recordAudit(
      { organizationId: null, action: 'user.signed_in', resourceType: 'session', resourceId: session.id, metadata: { method } },
      { ...context, principal },
      transaction,
    );
    return { user: await getUser(user.id, transaction), session };
  });
  await joinOrganizationsByDomain(user.id, context);
  return signedIn;
}

function loginActionFor(method: SessionMethod) {
  if (method === 'magic_link') return 'sign_in.magic_link' as const;
  if (method === 'sso') return 'sign_in.sso' as const;
  return 'sign_in.password' as const;
}
