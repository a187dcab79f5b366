import { EmailOutboxModel } from '../../models/mail';

export type DeliveryResult = 'sent' | 'already-sent' | 'missing';

/** The mail server refused the message for good (a 5xx reply): sending it again cannot succeed. */
export class PermanentDeliveryError extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

export interface OutgoingMail {
  /** The outbox row the message comes from. */
  outboxId: string;
  from: string;
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  /** List-Unsubscribe (RFC 2369); `oneClick`: the URL takes RFC 8058's one-click POST. */
  listUnsubscribe: { url: string; oneClick: boolean } | null;
}

/**
 * The port outbox mail leaves through (the integrations layer's mail/smtp-transport.ts fills it). `send` throws
 * PermanentDeliveryError when the message was refused for good; any other failure is worth retrying.
 */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Sends outbox rows through the transport, once each, recording attempts and the last error on the row. */
export function createMailDelivery({ from }: { from: string }, transport: MailTransport) {
  async function deliver(outboxId: string): Promise<DeliveryResult> {
    const mail = await EmailOutboxModel.findByPk(outboxId);
    if (!mail) return 'missing';
    if (mail.sentAt) return 'already-sent';
    await mail.increment('attempts');
    try {
      await transport.send({
        outboxId,
        from,
        messageId: messageIdOf(outboxId, from),
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        listUnsubscribe: mail.listUnsubscribeUrl ? { url: mail.listUnsubscribeUrl, oneClick: mail.listUnsubscribeOneClick } : null,
      });
    } catch (error) {
      await mail.update({ lastError: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    await mail.update({ sentAt: new Date(), lastError: null });
    return 'sent';
  }

  return { deliver, close: () => transport.close() };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;

/**
 * One Message-ID per outbox row, the same on every attempt: a worker that dies after the SMTP server
 * accepted a message but before recording it sends it again, and the copy is recognisable as the same
 * message (the e-mail counterpart of a webhook's `webhook-id`).
 */
function messageIdOf(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'vigil.local';
  return `<${outboxId}@${domain}>`;
}
