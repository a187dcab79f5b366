import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import type { Harness } from './harness';
import { linkIn } from './smtp-capture';

export const TEST_PASSWORD = 'correct horse battery staple';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface SignedUpUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
  /** A supertest agent carrying the user's session cookie. */
  agent: ReturnType<typeof request.agent>;
  personalOrganizationId: string;
}

/**
 * Signs a new user up through the API and proves their address with the mailed verification link,
 * as a real user would before doing anything that outlives the proof (keys, invitations).
 */
export async function signUpUser(harness: Pick<Harness, 'app' | 'smtp'>, label = 'user'): Promise<SignedUpUser> {
  const user = await signUpUnverifiedUser(harness.app, label);
  const mail = await harness.smtp.nextMailTo(user.email, /Confirm your e-mail/);
  const token = linkIn(mail, '/verify-email').searchParams.get('token');
  const verified = await user.agent.post('/api/auth/verify-email').send({ token });
  if (verified.status !== 200) throw new Error(`e-mail verification failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return user;
}

/** Signs a new user up through the API without proving the address; the agent carries the session cookie. */
export async function signUpUnverifiedUser(app: Express, label = 'user'): Promise<SignedUpUser> {
  const email = uniqueEmail(label);
  const fullName = `${label[0]!.toUpperCase()}${label.slice(1)} Tester`;
  const agent = request.agent(app);
  const res = await agent.post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const organizations = await agent.get('/api/user/organizations');
  const personal = (organizations.body.data ?? []).find((o: { isPersonal: boolean }) => o.isPersonal);
  return { id: res.body.data.id, email, password: TEST_PASSWORD, fullName, agent, personalOrganizationId: personal?.id };
}
