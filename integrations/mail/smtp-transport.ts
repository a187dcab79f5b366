import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { PermanentDeliveryError, type MailTransport, type OutgoingMail } from '../../domain/mail/delivery';

export interface SmtpTransportOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
}

/**
 * Sends mail over SMTP, or, when no SMTP server is configured (development), writes each message as an
 * .eml file under the outbox directory for the developer to read.
 */
export function createSmtpTransport({ smtpUrl, outboxDir }: SmtpTransportOptions): MailTransport {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function send({ outboxId, listUnsubscribe, ...mail }: OutgoingMail): Promise<void> {
    try {
      const info = await transport.sendMail({ ...mail, ...listUnsubscribeHeaders(listUnsubscribe) });
      if (!smtpUrl) await writeToOutboxDir(outboxDir, outboxId, (info as { message: Buffer }).message);
    } catch (error) {
      throw classify(error);
    }
  }

  return { send, close: () => transport.close() };
}

/** 5xx replies are permanent (RFC 5321 §4.2.1); 4xx replies and network failures are worth retrying. */
function classify(error: unknown): unknown {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return new PermanentDeliveryError(responseCode, error instanceof Error ? error.message : String(error));
  }
  return error;
}

/** List-Unsubscribe (RFC 2369) and, where the URL takes the one-click POST, List-Unsubscribe-Post (RFC 8058). */
function listUnsubscribeHeaders(listUnsubscribe: OutgoingMail['listUnsubscribe']) {
  if (!listUnsubscribe) return {};
  return {
    list: { unsubscribe: listUnsubscribe.url },
    ...(listUnsubscribe.oneClick ? { headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}

async function writeToOutboxDir(outboxDir: string, outboxId: string, message: Buffer): Promise<void> {
  await fs.mkdir(outboxDir, { recursive: true });
  await fs.writeFile(path.join(outboxDir, `${outboxId}.eml`), message);
}
