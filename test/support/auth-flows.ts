import type { Express } from 'express';
import { generate } from 'otplib';
import type { Sequelize } from 'sequelize';
import request from 'supertest';
import type { SmtpCapture } from './smtp-capture';
import { linkIn } from './smtp-capture';

export type Agent = ReturnType<typeof request.agent>;

/** A fresh cookie jar signed in with e-mail and password (the response tells whether a second factor is owed). */
export async function signIn(app: Express, email: string, password: string) {
  const agent = request.agent(app);
  const res = await agent.post('/api/auth/sign-in/email').send({ email, password });
  return { agent, res };
}

/** The token of the next mail to `email` whose subject matches, read from its link containing `path`. */
export async function mailedToken(smtp: SmtpCapture, email: string, subject: RegExp, path: string): Promise<string> {
  const mail = await smtp.nextMailTo(email, subject);
  return linkIn(mail, path).searchParams.get('token')!;
}

/** The link of a magic-link mail as a path supertest can request (the mail carries the public base URL). */
export async function mailedMagicLinkPath(smtp: SmtpCapture, email: string): Promise<string> {
  const link = linkIn(await smtp.nextMailTo(email, /sign-in link/), '/api/auth/magic-link/verify');
  return `${link.pathname}${link.search}`;
}

/** The TOTP code an authenticator app shows `steps` periods from now, for the secret inside an otpauth:// URI. */
export function totpCode(totpUri: string, steps = 0): Promise<string> {
  const secret = new URL(totpUri).searchParams.get('secret')!;
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Turns two-factor on for a signed-in user, confirmed with the current period's code; returns the otpauth:// URI. */
export async function enrollTwoFactor(user: { agent: Agent; password: string }): Promise<string> {
  const enable = await user.agent.post('/api/auth/two-factor/enable').send({ password: user.password });
  const verify = await user.agent.post('/api/auth/two-factor/verify').send({ code: await totpCode(enable.body.data.totpUri) });
  if (verify.status !== 200) throw new Error(`two-factor enrolment failed: ${verify.status} ${JSON.stringify(verify.body)}`);
  return enable.body.data.totpUri as string;
}

/** Mails queued to an address; the outbox row is written in the request's transaction, so zero is final. */
export async function outboxCount(sequelize: Sequelize, email: string): Promise<number> {
  const [rows] = await sequelize.query('SELECT count(*)::int AS count FROM email_outbox WHERE to_address = :email', {
    replacements: { email },
  });
  return (rows as Array<{ count: number }>)[0]!.count;
}

export async function loginEvents(sequelize: Sequelize, userId: string) {
  const [rows] = await sequelize.query('SELECT action, success, metadata FROM login_events WHERE user_id = :userId ORDER BY created_at', {
    replacements: { userId },
  });
  return rows as Array<{ action: string; success: boolean; metadata: Record<string, unknown> }>;
}

export async function auditActions(sequelize: Sequelize, userId: string): Promise<string[]> {
  const [rows] = await sequelize.query(
    `SELECT action FROM audit_logs WHERE resource_id = :userId AND resource_type = 'user' ORDER BY created_at`,
    { replacements: { userId } },
  );
  return (rows as Array<{ action: string }>).map((row) => row.action);
}
