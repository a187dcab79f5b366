import request from 'supertest';
import { redactUrl } from '../../api/http/log-redaction';
import { loadConfig } from '../../platform/config';
import { createApiKey, PERSONAL_SCOPES } from '../support/api-keys';
import { auditActions, mailedToken, signIn } from '../support/auth-flows';
import { startHarness, type Harness } from '../support/harness';
import { createTeam, invitationTokenMailedTo } from '../support/organizations';
import { signUpUnverifiedUser, signUpUser, TEST_PASSWORD, uniqueEmail } from '../support/users';

const NEW_PASSWORD = 'a brand new passphrase';

let lastOctet = 0;
const nextIp = () => `198.51.100.${(lastOctet += 1)}`;

/** The `name=value` of the session cookie a response set, to present it later from another client. */
function sessionCookieSetBy(res: request.Response): string {
  return String(res.headers['set-cookie']![0]).split(';')[0]!;
}

describe('account protection', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  const sessionWith = (cookie: string) => request(harness.app).get('/api/auth/session').set('Cookie', cookie);
  const sessionWithKey = (key: string) => request(harness.app).get('/api/auth/session').set('X-Api-Key', key);

  describe('pre-hijacking: nothing outlives the proof of the address', () => {
    it('refuses API keys to an account whose address is unproven', async () => {
      const squatter = await signUpUnverifiedUser(harness.app, 'squatter');
      const res = await squatter.agent.post('/api/auth/api-key/create').send({ name: 'backdoor', scopes: PERSONAL_SCOPES });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: expect.stringMatching(/verify your e-mail address/i) });
      expect((await squatter.agent.get('/api/auth/api-key/list')).body.data).toEqual([]);
    });

    it('refuses to accept an invitation before the address is proven, and accepts after', async () => {
      const owner = await signUpUser(harness, 'inviter');
      const team = await createTeam(owner);
      const invitee = await signUpUnverifiedUser(harness.app, 'invitee');
      await owner.agent.post(`/api/user/organizations/${team.id}/invites`).send({ emails: [invitee.email], role: 'admin' });
      const token = await invitationTokenMailedTo(harness, invitee.email);

      const early = await invitee.agent.post(`/api/user/invites/${token}/accept`);
      expect(early.status).toBe(403);
      expect(early.body.code).toBe('FORBIDDEN');
      expect(early.body.message).toMatch(/verify your e-mail address/i);

      const verification = await mailedToken(harness.smtp, invitee.email, /Confirm/, '/verify-email');
      expect((await invitee.agent.post('/api/auth/verify-email').send({ token: verification })).status).toBe(200);
      expect((await invitee.agent.post(`/api/user/invites/${token}/accept`)).status).toBe(201);
    });

    it('ends every session made before the proof; the sign-up session presenting the link lives on under a new cookie', async () => {
      const email = uniqueEmail('planted');
      const owner = request.agent(harness.app);
      const signedUp = await owner.post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName: 'Planted Tester' });
      const cookieBeforeProof = sessionCookieSetBy(signedUp);
      const { agent: otherSession } = await signIn(harness.app, email, TEST_PASSWORD);
      const token = await mailedToken(harness.smtp, email, /Confirm/, '/verify-email');

      const verified = await owner.post('/api/auth/verify-email').send({ token });
      expect(verified.status).toBe(200);
      expect(sessionCookieSetBy(verified)).toMatch(/^vigil_session=[\w-]{40,}$/);
      expect(sessionCookieSetBy(verified)).not.toBe(cookieBeforeProof);
      expect((await owner.get('/api/auth/session')).status).toBe(200);
      expect((await sessionWith(cookieBeforeProof)).status).toBe(401);
      expect((await otherSession.get('/api/auth/session')).status).toBe(401);
    });

    it('proving the address from a browser without a session ends them all and signs nobody in', async () => {
      const squatter = await signUpUnverifiedUser(harness.app, 'victimaddr');
      const token = await mailedToken(harness.smtp, squatter.email, /Confirm/, '/verify-email');
      const verified = await request(harness.app).post('/api/auth/verify-email').send({ token });
      expect(verified.status).toBe(200);
      expect(verified.headers['set-cookie']).toBeUndefined();
      expect((await squatter.agent.get('/api/auth/session')).status).toBe(401);
    });

    it('a password reset proves the address and ends every session and API key', async () => {
      const user = await signUpUser(harness, 'resetkeys');
      const key = await createApiKey(user, { scopes: PERSONAL_SCOPES });
      expect((await sessionWithKey(key.key)).status).toBe(200);

      await request(harness.app).post('/api/auth/forgot-password').send({ email: user.email });
      const token = await mailedToken(harness.smtp, user.email, /Reset/, '/reset-password');
      expect((await request(harness.app).post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD })).status).toBe(200);

      expect((await sessionWithKey(key.key)).status).toBe(401);
      expect((await user.agent.get('/api/auth/session')).status).toBe(401);
      const { agent } = await signIn(harness.app, user.email, NEW_PASSWORD);
      expect((await agent.get('/api/auth/api-key/list')).body.data).toEqual([]);
    });

    it('a password reset of an unproven account proves its address', async () => {
      const squatter = await signUpUnverifiedUser(harness.app, 'unproven');
      await mailedToken(harness.smtp, squatter.email, /Confirm/, '/verify-email');
      await request(harness.app).post('/api/auth/forgot-password').send({ email: squatter.email });
      const token = await mailedToken(harness.smtp, squatter.email, /Reset/, '/reset-password');
      expect((await request(harness.app).post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD })).status).toBe(200);

      expect((await squatter.agent.get('/api/auth/session')).status).toBe(401);
      const { agent } = await signIn(harness.app, squatter.email, NEW_PASSWORD);
      expect((await agent.get('/api/auth/session')).body.data.user).toMatchObject({ isVerified: true, verifiedAt: expect.any(String) });
      expect(await auditActions(harness.sequelize, squatter.id)).toContain('user.password_reset');
    });

    it('a password change keeps the API keys (only a reset ends them)', async () => {
      const user = await signUpUser(harness, 'changekeys');
      const key = await createApiKey(user, { scopes: PERSONAL_SCOPES });
      const changed = await user.agent
        .post('/api/auth/change-password')
        .send({ currentPassword: user.password, newPassword: NEW_PASSWORD });
      expect(changed.status).toBe(200);
      expect((await sessionWithKey(key.key)).status).toBe(200);
    });
  });

  describe('sign-in failures count per address and client', () => {
    it('lets the right password in from another client while one client is locked out', async () => {
      const user = await signUpUser(harness, 'lockout');
      const [stranger, owner] = [nextIp(), nextIp()];
      const attempt = (ip: string, password: string) =>
        request(harness.app).post('/api/auth/sign-in/email').set('X-Forwarded-For', ip).send({ email: user.email, password });
      for (let i = 1; i <= 10; i += 1) expect((await attempt(stranger, 'wrong password')).status).toBe(401);
      expect((await attempt(stranger, user.password)).status).toBe(429);
      expect((await attempt(owner, user.password)).status).toBe(200);
    });
  });

  describe('scopes', () => {
    it('needs user:read for the session and the verification resend when an API key calls', async () => {
      const user = await signUpUser(harness, 'scoped');
      const key = await createApiKey(user, { scopes: ['api-keys:read'] });
      const session = await sessionWithKey(key.key);
      expect([session.status, session.body.code]).toEqual([403, 'FORBIDDEN']);
      const resend = await request(harness.app).post('/api/auth/verify-email/resend').set('X-Api-Key', key.key);
      expect([resend.status, resend.body.code]).toEqual([403, 'FORBIDDEN']);

      const reader = await createApiKey(user, { scopes: ['user:read'] });
      expect((await sessionWithKey(reader.key)).status).toBe(200);
    });

    it('an api-keys:write key cannot enable, rename or change a key holding scopes it lacks', async () => {
      const user = await signUpUser(harness, 'escalate');
      const strong = await createApiKey(user, { scopes: PERSONAL_SCOPES });
      await user.agent.post('/api/auth/api-key/update').send({ id: strong.id, enabled: false });
      const weak = await createApiKey(user, { scopes: ['api-keys:read', 'api-keys:write'] });
      const peer = await createApiKey(user, { scopes: ['api-keys:read'] });
      const update = (body: object) => request(harness.app).post('/api/auth/api-key/update').set('X-Api-Key', weak.key).send(body);

      for (const change of [{ enabled: true }, { name: 'renamed' }, { metadata: { a: 1 } }]) {
        const res = await update({ id: strong.id, ...change });
        expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
      }
      expect((await user.agent.get('/api/auth/api-key/get').query({ id: strong.id })).body.data).toMatchObject({
        enabled: false,
        name: 'Test key',
      });
      expect((await update({ id: peer.id, name: 'renamed' })).status).toBe(200);
    });
  });

  describe('enumeration', () => {
    it.each([
      ['/api/auth/forgot-password', /Reset/],
      ['/api/auth/magic-link', /sign-in link/],
    ])('%s answers before any work on the account, so known and unknown addresses answer alike', async (path, subject) => {
      const user = await signUpUser(harness, 'alike');
      const ghost = `ghost-${user.email}`;
      // With the outbox locked, a request that waited for its account's mail would never answer.
      const lock = await harness.sequelize.transaction();
      try {
        await harness.sequelize.query('LOCK TABLE email_outbox IN EXCLUSIVE MODE', { transaction: lock });
        const known = await request(harness.app).post(path).send({ email: user.email }).timeout(10_000);
        const unknown = await request(harness.app).post(path).send({ email: ghost }).timeout(10_000);
        expect([known.status, unknown.status]).toEqual([200, 200]);
        expect(unknown.body).toEqual(known.body);
        expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
      } finally {
        await lock.rollback();
      }
      expect((await harness.smtp.nextMailTo(user.email, subject)).to).toEqual([user.email]);
      const [rows] = await harness.sequelize.query('SELECT count(*)::int AS count FROM email_outbox WHERE to_address = :ghost', {
        replacements: { ghost },
      });
      expect(rows).toEqual([{ count: 0 }]);
    });
  });

  describe('tokens at rest', () => {
    /** The stored outbox rows to `email` once all are delivered (the capture hears the mail just before the row is marked sent). */
    async function deliveredOutbox(email: string): Promise<Array<{ text_body: string; html_body: string | null }>> {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const [rows] = await harness.sequelize.query('SELECT text_body, html_body, sent_at FROM email_outbox WHERE to_address = :email', {
          replacements: { email },
        });
        const mails = rows as Array<{ text_body: string; html_body: string | null; sent_at: Date | null }>;
        if (mails.length > 0 && mails.every((mail) => mail.sent_at)) return mails;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`mail to ${email} was not marked delivered`);
    }

    it('a database read of the outbox yields no usable link once the mail is delivered', async () => {
      const user = await signUpUser(harness, 'atrest');
      await request(harness.app).post('/api/auth/forgot-password').send({ email: user.email });
      await request(harness.app).post('/api/auth/magic-link').send({ email: user.email });
      const resetToken = await mailedToken(harness.smtp, user.email, /Reset/, '/reset-password');
      const magicToken = await mailedToken(harness.smtp, user.email, /sign-in link/, '/magic-link/verify');

      const stored = await deliveredOutbox(user.email);
      expect(stored).toHaveLength(3);
      for (const mail of stored) {
        expect(mail.text_body).not.toMatch(/https?:\/\//);
        expect(mail.text_body).toContain('[link removed after delivery]');
        for (const token of [resetToken, magicToken]) expect(mail.text_body).not.toContain(token);
      }
      expect((await request(harness.app).post('/api/auth/magic-link/verify').send({ token: magicToken })).status).toBe(200);
    });
  });

  it('keeps the invitation token of the invitation page out of the logs, as for the API route', () => {
    expect(redactUrl('/invites/secret-token')).toBe('/invites/[redacted]');
    expect(redactUrl('/api/user/invites/secret-token/accept')).toBe('/api/user/invites/[redacted]/accept');
    expect(redactUrl('/api/user/organizations/org-1/invites/member-1/resend')).toBe(
      '/api/user/organizations/org-1/invites/member-1/resend',
    );
  });

  describe('session lifetime', () => {
    it('ends a session at its absolute lifetime however active it stayed', async () => {
      const user = await signUpUser(harness, 'ancient');
      expect((await user.agent.get('/api/auth/session')).status).toBe(200);
      await harness.sequelize.query(
        `UPDATE sessions SET created_at = now() - interval '30 days 1 minute', last_seen_at = now() WHERE user_id = :userId AND revoked_at IS NULL`,
        { replacements: { userId: user.id } },
      );
      expect((await user.agent.get('/api/auth/session')).status).toBe(401);
    });

    it('SESSION_MAX_AGE_DAYS defaults to 30 and may not be shorter than SESSION_TTL_DAYS', () => {
      expect(loadConfig({}).sessionMaxAgeDays).toBe(30);
      expect(() => loadConfig({ SESSION_TTL_DAYS: '14', SESSION_MAX_AGE_DAYS: '7' })).toThrow(
        /SESSION_MAX_AGE_DAYS must be at least SESSION_TTL_DAYS/,
      );
    });

    it('never slides the expiry past the absolute lifetime', async () => {
      const user = await signUpUser(harness, 'sliding');
      await harness.sequelize.query(
        `UPDATE sessions SET created_at = now() - interval '29 days', last_seen_at = now() - interval '1 hour' WHERE user_id = :userId AND revoked_at IS NULL`,
        { replacements: { userId: user.id } },
      );
      const res = await user.agent.get('/api/auth/session');
      expect(res.status).toBe(200);
      const expiresAt = new Date(res.body.data.session.expiresAt).getTime();
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 86_400_000 + 60_000);
    });
  });
});
