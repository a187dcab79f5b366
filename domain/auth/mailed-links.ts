import { UserModel } from '../../models/users';
import { queueMail, type OutgoingMail } from '../mail/outbox';
import { isSsoOnlyUser } from '../policies/enforcement';
import type { AuthSettings } from './sign-up';
import { issueUserToken, type TokenPurpose } from './user-tokens';
import { db } from '../../models/db';

/**
 * Mails a single-use link to the active account with this (normalized) address, and does nothing
 * when there is none. The lookup, the transaction and the start of delivery all run after the caller
 * has answered, for known and unknown addresses alike: neither the answer nor its timing tells whether
 * an account exists (no account enumeration).
 */
export function mailLinkToAccount(
  email: string,
  purpose: TokenPurpose,
  compose: (user: { email: string }, token: string) => OutgoingMail,
  settings: Pick<AuthSettings, 'startMailDelivery' | 'runDetached'>,
): void {
  settings.runDetached(() => issueAndMail(email, purpose, compose, settings));
}

async function issueAndMail(
  email: string,
  purpose: TokenPurpose,
  compose: (user: { email: string }, token: string) => OutgoingMail,
  settings: Pick<AuthSettings, 'startMailDelivery'>,
): Promise<void> {
  const user = await UserModel.findOne({ where: { email }, raw: true });
  if (!user?.isActive || (await isSsoOnlyUser(user.id))) return;
  await db.transaction(async (transaction) => {
    const token = await issueUserToken(user.id, purpose, transaction);
    await queueMail(compose(user, token), settings.startMailDelivery, transaction);
  });
}
