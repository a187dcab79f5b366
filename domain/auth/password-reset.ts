import { UserModel } from '../../models/users';
import { recordAudit } from '../audit/audit-log';
import { revokeUserGrants } from '../oauth/grants';
import { mailTemplates } from '../mail/templates';
import { assertSignInMethodAllowed } from '../policies/enforcement';
import { NotFoundError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { normalizeEmail } from '../users/users';
import { proveAddress } from './address-proof';
import { revokeUserApiKeys } from './api-keys';
import { mailLinkToAccount } from './mailed-links';
import { hashPassword } from './passwords';
import { accountClientKey, emailKey, ipKey } from './rate-limits';
import { revokeUserSessions } from './sessions';
import type { AuthSettings } from './sign-up';
import { consumeUserToken, revokeUserTokens } from './user-tokens';
import { db } from '../../models/db';

/** Mails a reset link when an active account has this address; the caller answers the same either way. */
export async function requestPasswordReset(rawEmail: string, settings: AuthSettings, context: ActorContext): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await settings.rateLimits.consume(['forgotPasswordEmail', emailKey(email)], ['forgotPasswordIp', ipKey(context.ipAddress)]);
  mailLinkToAccount(
    email,
    'password_reset',
    (user, token) => mailTemplates.resetPassword(user.email, `${settings.appUrl}/reset-password?token=${encodeURIComponent(token)}`),
    settings,
  );
}

/**
 * Sets a new password with a mailed token (single use). Whoever knew the old password is locked out:
 * every session, API key and application grant ends and links mailed earlier stop working. The mailed token proves the
 * address; on an unproven account that first proof also removes the second factor (address-proof.ts).
 */
export async function resetPassword(
  input: { token: string; password: string },
  settings: AuthSettings,
  context: ActorContext,
): Promise<void> {
  await settings.rateLimits.consume(['resetPasswordIp', ipKey(context.ipAddress)]);
  const passwordHash = await hashPassword(input.password);
  const email = await db.transaction(async (transaction) => {
    const userId = await consumeUserToken(input.token, 'password_reset', transaction);
    if (!userId) throw new NotFoundError('Password reset link');
    await assertSignInMethodAllowed(userId);
    const proof = await proveAddress(userId, 'password_reset', context, transaction);
    const [, [user]] = await UserModel.update({ passwordHash }, { where: { id: userId }, returning: true, transaction });
    await revokeUserSessions(userId, transaction);
    const revokedApiKeys = proof.revokedApiKeys + (await revokeUserApiKeys(userId, transaction));
    const revokedGrants = proof.revokedGrants + (await revokeUserGrants(userId, transaction));
    await revokeUserTokens(userId, ['password_reset', 'magic_link'], transaction);
    await recordAudit(
      {
        organizationId: null,
        action: 'user.password_reset',
        resourceType: 'user',
        resourceId: userId,
        metadata: { revokedApiKeys, revokedGrants },
      },
      context,
      transaction,
    );
    return user!.email;
  });
  // Whoever failed to sign in enough times to be locked out can sign in with the new password at once from this client.
  await settings.rateLimits.reset('signInAccount', accountClientKey(email, context.ipAddress));
}
