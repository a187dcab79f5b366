import type { Transaction } from 'sequelize';
import { EmailOutboxModel } from '../../models/identity';
import { newId } from '../shared/ids';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Starts durable delivery of a stored mail (a Temporal workflow in production). */
export type StartMailDelivery = (outboxId: string) => Promise<void>;

/**
 * Mail is written to the outbox in the caller's transaction and handed to delivery only after
 * commit, so a rolled-back change never sends mail and the mail's secrets never enter workflow history.
 */
export async function queueMail(mail: OutgoingMail, transaction: Transaction, startDelivery: StartMailDelivery): Promise<string> {
  const id = newId();
  await EmailOutboxModel.create(
    { id, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null },
    { transaction },
  );
  transaction.afterCommit(() => startDelivery(id));
  return id;
}
