import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { EmailOutboxModel } from '../../models/identity';

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

export type DeliveryResult = 'sent' | 'already-sent' | 'missing';

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
      const info = await transport.sendMail({ from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody ?? undefined });
      if (!smtpUrl) await writeToOutboxDir(outboxDir, outboxId, (info as { message: Buffer }).message);
    } catch (error) {
      await mail.update({ lastError: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    await mail.update({ sentAt: new Date(), lastError: null });
    return 'sent';
  }

  return { deliver, close: () => transport.close() };
}

async function writeToOutboxDir(outboxDir: string, outboxId: string, message: Buffer): Promise<void> {
  await fs.mkdir(outboxDir, { recursive: true });
  await fs.writeFile(path.join(outboxDir, `${outboxId}.eml`), message);
}
