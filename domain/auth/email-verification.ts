import { recordAudit } from '../audit/audit-log';
import { mailTemplates } from '../mail/templates';
import { queueMail } from '../mail/outbox';
import { ConflictError, NotFoundError } from '../shared/errors';
import { joinOrganizationsByDomain } from '../domains/auto-join';
import type { ActorContext } from '../shared/request-context';
import { getUser, type User } from '../users/users';
import { proveAddress } from './address-proof';
import { findLiveSession, replaceSessionToken, type IssuedSession } from './sessions';
import type { AuthSettings } from './sign-up';
import { consumeUserToken, issueUserToken } from './user-tokens';
import { verificationLink } from './verification-link';
import { db } from '../../models/db';

/**
 * Uses a mailed verification token (single use); unknown, used and expired tokens are all 404.
 * The proof ends what was granted before it (address-proof.ts): only the account's own sign-up session,
 * presented with the link (`sessionToken`), lives on, under a new token returned as `session`.
 */
export async function verifyEmail(
  token: string,
  context: ActorContext,
  sessionToken?: string,
): Promise<{ user: User; session: IssuedSession | null }> {
  const proven = await db.transaction(async (transaction) => {
    const userId = await consumeUserToken(token, 'email_verification', transaction);
    if (!userId) throw new NotFoundError('Verification link');
    const presenting = sessionToken ? await findLiveSession(sessionToken, userId, transaction) : null;
    const { keptSessionId } = await proveAddress(userId, 'verification_link', context, transaction, presenting);
    const session = presenting && presenting.id === keptSessionId ? await replaceSessionToken(presenting, transaction) : null;
    return { user: await getUser(userId, transaction), session };
  });
  await joinOrganizationsByDomain(proven.user.id, context);
  return proven;
}

/** Mails a fresh verification link to the signed-in user; the previous link stops working. */
export async function resendVerification(userId: string, settings: AuthSettings, context: ActorContext): Promise<void> {
  const user = await getUser(userId);
  if (user.isVerified) throw new ConflictError('This e-mail address is already verified');
  await settings.rateLimits.consume(['verificationResendUser', userId]);
  await db.transaction(async (transaction) => {
    const token = await issueUserToken(userId, 'email_verification', transaction);
    await queueMail(
      mailTemplates.verifyEmail(user.email, user.fullName, verificationLink(settings.appUrl, token)),
      settings.startMailDelivery,
      transaction,
    );
    await recordAudit(
      { organizationId: null, action: 'user.verification_email_resent', resourceType: 'user', resourceId: userId },
      context,
      transaction,
    );
  });
}
