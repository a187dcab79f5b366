import path from 'node:path';
import { z } from 'zod';
import type { ServerConfig } from './server';

export const mailVariables = z.object({
  SMTP_URL: z.url().optional().describe('SMTP server for outgoing mail; unset: mail is written as `.eml` files into `$DATA_DIR/outbox`'),
  MAIL_FROM: z.string().min(3).default('Vigil <no-reply@vigil.local>').describe('sender of outgoing mail'),
});

export function mailConfig(e: z.infer<typeof mailVariables>, server: ServerConfig) {
  return { mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(server.dataDir, 'outbox') } };
}
