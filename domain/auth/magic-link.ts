import { UserModel } from '../../models/users';
import { mailTemplates } from '../mail/templates';
import { assertSignInMethodAllowed } from '../policies/enforcement';
import type { ActorContext } from '../shared/request-context';
import { normalizeEmail, type User } from '../users/users';
import { proveAddress } from './address-proof';
import { recordLoginEvent } from './login-events';
import { mailLinkToAccount } from './mailed-links';
import { emailKey, ipKey } from './rate-limits';
import type { IssuedSession } from './sessions';
import { startSignedInSession, startTwoFactorChallenge } from './sign-in';
import type { AuthSettings } from './sign-up';
import { consumeUserToken } from './user-tokens';
import { db } from '../../models/db';

export type MagicLinkOutcome =
  | { kind: 'signedIn'; session: IssuedSession; user: User }
  | { kind: 'twoFactorRequired'; session: IssuedSession }
  | { kind: 'invalidLink' };

/** Mails a single-use sign-in link when an active account has this address; the caller answers the same either way. */
export async function requestMagicLink(rawEmail: string, settings: AuthSettings, context: ActorContext): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await settings.rateLimits.consume(['magicLinkEmail', emailKey(email)], ['magicLinkIp', ipKey(context.ipAddress)]);
  mailLinkToAccount(
    email,
    'magic_link',
    (user, token) =>
      mailTemplates.magicLink(user.email, `${settings.baseUrl}/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`),
    settings,
  );
}

/**
 * Spends a magic-link token: a full session, a half-session when a second factor is owed, or nothing.
 * The mailed link proves the address, so into an unproven account it is that account's first proof
 * (address-proof.ts): whatever was set up before ends, then the owner is signed in.
 */
export async function signInWithMagicLink(token: string, settings: AuthSettings, context: ActorContext): Promise<MagicLinkOutcome> {
  const userId = await db.transaction(async (transaction) => {
    const owner = await consumeUserToken(token, 'magic_link', transaction);
    if (owner) await proveAddress(owner, 'magic_link', context, transaction);
    return owner;
  });
  const user = userId ? await UserModel.findByPk(userId, { raw: true }) : null;
  if (!user?.isActive) {
    const reason = user ? 'disabled' : 'invalid_link';
    await recordLoginEvent(
      { userId: user?.id ?? null, email: user?.email ?? null, action: 'sign_in.magic_link', success: false, metadata: { reason } },
      context,
    );
    return { kind: 'invalidLink' };
  }
  await assertSignInMethodAllowed(user.id);
  if (user.twoFactorEnabled)
    return { kind: 'twoFactorRequired', session: await startTwoFactorChallenge(user, { method: 'magic_link' }, settings, context) };
  return { kind: 'signedIn', ...(await startSignedInSession(user, { method: 'magic_link', mfaCompleted: false }, settings, context)) };
}
