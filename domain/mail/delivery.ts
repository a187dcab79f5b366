import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { EmailOutboxModel } from '../../models/mail';

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

export type DeliveryResult = 'sent' | 'already-sent' | 'missing';

/** The SMTP server refused the message for good (a 5xx reply): sending it again cannot succeed. */
export class PermanentDeliveryError extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

/** 5xx replies are permanent (RFC 5321 §4.2.1); 4xx replies and network failures are worth retrying. */
function classify(error: unknown): unknown {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return new PermanentDeliveryError(responseCode, error instanceof Error ? error.message : String(error));
  }
  return error;
}

/**
 * Sends outbox mail over SMTP, or, when no SMTP server is configured (development), writes
 * each message as an .eml file under the outbox directory for the developer to read.
 */
export function createMailDelivery({ smtpUrl, from, outboxDir }: MailerOptions) {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(outboxId: string): Promise<DeliveryResult> {
    const mail = await EmailOutboxModel.findByPk(outboxId);
    if (!mail) return 'missing';
    if (mail.sentAt) return 'already-sent';
    await mail.increment('attempts');
    try {
      const info = await transport.sendMail({
        from,
        messageId: messageIdOf(outboxId, from),
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        ...listUnsubscribeHeaders(mail),
      });
      if (!smtpUrl) await writeToOutboxDir(outboxDir, outboxId, (info as { message: Buffer }).message);
    } catch (error) {
      await mail.update({ lastError: error instanceof Error ? error.message : String(error) });
      throw classify(error);
    }
    await mail.update({ sentAt: new Date(), lastError: null });
    return 'sent';
  }

  return { deliver, close: () => transport.close() };
}

/** List-Unsubscribe (RFC 2369) and, where the URL takes the one-click POST, List-Unsubscribe-Post (RFC 8058). */
function listUnsubscribeHeaders({ listUnsubscribeUrl, listUnsubscribeOneClick }: EmailOutboxModel) {
  if (!listUnsubscribeUrl) return {};
  return {
    list: { unsubscribe: listUnsubscribeUrl },
    ...(listUnsubscribeOneClick ? { headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}

/**
 * One Message-ID per outbox row, the same on every attempt: a worker that dies after the SMTP server
 * accepted a message but before recording it sends it again, and the copy is recognisable as the same
 * message (the e-mail counterpart of a webhook's `webhook-id`).
 */
function messageIdOf(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'vigil.local';
  return `<${outboxId}@${domain}>`;
}

async function writeToOutboxDir(outboxDir: string, outboxId: string, message: Buffer): Promise<void> {
  await fs.mkdir(outboxDir, { recursive: true });
  await fs.writeFile(path.join(outboxDir, `${outboxId}.eml`), message);
}
