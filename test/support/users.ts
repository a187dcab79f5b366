import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';

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

/** Signs a new user up through the API and returns a cookie-carrying agent for them. */
export async function signUpUser(app: Express, label = 'user'): Promise<SignedUpUser> {
  const email = uniqueEmail(label);
  const fullName = `${label[0]!.toUpperCase()}${label.slice(1)} Tester`;
  const agent = request.agent(app);
  const res = await agent.post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const organizations = await agent.get('/api/user/organizations');
  const personal = (organizations.body.data ?? []).find((o: { isPersonal: boolean }) => o.isPersonal);
  return { id: res.body.data.id, email, password: TEST_PASSWORD, fullName, agent, personalOrganizationId: personal?.id };
}
