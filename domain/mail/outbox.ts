import { Op, type Transaction } from 'sequelize';
import { EmailOutboxModel } from '../../models/mail';
import { newId } from '../shared/ids';

export interface OutgoingMail {
  /** What the mail is for, in words an operator reads in the Temporal UI ("Invitation mail"). */
  purpose: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The page that stops this kind of mail, for the List-Unsubscribe header (RFC 2369); `oneClick` when
   * that URL also takes RFC 8058's one-click POST (Vigil serves the page itself).
   */
  listUnsubscribe?: { url: string; oneClick: boolean };
}

/** Starts durable delivery of a stored mail (a Temporal workflow in production); `mail` labels it for operators. */
export type StartMailDelivery = (outboxId: string, mail: Pick<OutgoingMail, 'purpose' | 'to'>) => Promise<void>;

/**
 * Mail is written to the outbox in the caller's transaction and handed to delivery only after
 * commit, so a rolled-back change never sends mail and the mail's secrets never enter workflow history.
 */
export async function queueMail(mail: OutgoingMail, startDelivery: StartMailDelivery, transaction: Transaction): Promise<string> {
  const id = newId();
  await EmailOutboxModel.create(
    {
      id,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      listUnsubscribeUrl: mail.listUnsubscribe?.url ?? null,
      listUnsubscribeOneClick: mail.listUnsubscribe?.oneClick ?? false,
    },
    { transaction },
  );
  transaction.afterCommit(() => startDelivery(id, mail));
  return id;
}

/**
 * Mail whose delivery never began: no attempt was made and it is older than `olderThanMs`, as when
 * Temporal could not be reached right after the commit. Oldest first.
 */
export async function findUndispatchedMail(olderThanMs: number, limit: number): Promise<string[]> {
  const rows = await EmailOutboxModel.findAll({
    where: { sentAt: null, attempts: 0, createdAt: { [Op.lt]: new Date(Date.now() - olderThanMs) } },
    attributes: ['id'],
    order: [['createdAt', 'ASC']],
    limit,
    raw: true,
  });
  return rows.map((row) => row.id);
}
