import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { auditActions, loginEvents, mailedMagicLinkPath, mailedToken, outboxCount, signIn } from '../support/auth-flows';
import { startHarness, type Harness } from '../support/harness';
import { signUpUnverifiedUser, signUpUser, TEST_PASSWORD, uniqueEmail } from '../support/users';

const NEW_PASSWORD = 'a brand new passphrase';

describe('e-mail verification, magic links and passwords', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  describe('e-mail verification', () => {
    it('verifies the address with the mailed token, once', async () => {
      const user = await signUpUnverifiedUser(harness.app, 'verify');
      const token = await mailedToken(harness.smtp, user.email, /Confirm/, '/verify-email');

      const res = await user.agent.post('/api/auth/verify-email').send({ token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: user.id, isVerified: true, verifiedAt: expect.any(String) });
      expect((await user.agent.get('/api/auth/session')).body.data.user.isVerified).toBe(true);
      expect(await auditActions(harness.sequelize, user.id)).toContain('user.email_verified');

      const reuse = await request(harness.app).post('/api/auth/verify-email').send({ token });
      expect(reuse.status).toBe(404);
      expect(reuse.body.code).toBe('NOT_FOUND');
    });

    it('answers 404 for a token it never issued', async () => {
      const res = await request(harness.app).post('/api/auth/verify-email').send({ token: 'not-a-token-we-issued' });
      expect(res.status).toBe(404);
    });

    it('resends a new link that replaces the old one, and refuses once verified', async () => {
      const user = await signUpUnverifiedUser(harness.app, 'resend');
      const oldToken = await mailedToken(harness.smtp, user.email, /Confirm/, '/verify-email');

      const resend = await user.agent.post('/api/auth/verify-email/resend');
      expect(resend.status).toBe(200);
      const newToken = await mailedToken(harness.smtp, user.email, /Confirm/, '/verify-email');
      expect(newToken).not.toBe(oldToken);

      expect((await request(harness.app).post('/api/auth/verify-email').send({ token: oldToken })).status).toBe(404);
      expect((await user.agent.post('/api/auth/verify-email').send({ token: newToken })).status).toBe(200);

      const again = await user.agent.post('/api/auth/verify-email/resend');
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('CONFLICT');
    });
  });

  describe('magic link', () => {
    it('opening the mailed link spends nothing; posting its token signs in, once', async () => {
      const user = await signUpUser(harness, 'magic');
      const res = await request(harness.app).post('/api/auth/magic-link').send({ email: user.email.toUpperCase() });
      expect(res.status).toBe(200);
      const path = await mailedMagicLinkPath(harness.smtp, user.email);
      const token = new URL(path, harness.config.baseUrl).searchParams.get('token')!;

      const browser = request.agent(harness.app);
      for (let scan = 0; scan < 2; scan += 1) {
        const opened = await request(harness.app).get(path);
        expect(opened.status).toBe(302);
        expect(opened.headers.location).toBe(`${harness.config.appUrl}/magic-link?token=${encodeURIComponent(token)}`);
        expect(opened.headers['set-cookie']).toBeUndefined();
      }
      const spent = await browser.post('/api/auth/magic-link/verify').send({ token });
      expect(spent.status).toBe(200);
      expect(spent.body.data).toMatchObject({ id: user.id, email: user.email });
      expect(spent.headers['set-cookie']![0]).toMatch(/^vigil_session=[\w-]{40,};.*HttpOnly/);
      const session = await browser.get('/api/auth/session');
      expect(session.status).toBe(200);
      expect(session.body.data).toMatchObject({ user: { id: user.id }, session: { method: 'magic_link', mfaCompleted: false } });

      const reused = await request(harness.app).post('/api/auth/magic-link/verify').send({ token });
      expect([reused.status, reused.body.code]).toEqual([404, 'NOT_FOUND']);
      expect(reused.headers['set-cookie']).toBeUndefined();

      const events = await loginEvents(harness.sequelize, user.id);
      expect(events).toContainEqual(expect.objectContaining({ action: 'sign_in.magic_link', success: true }));
    });

    it('answers an unknown address exactly like a known one and mails nothing', async () => {
      const user = await signUpUser(harness, 'known');
      const ghost = uniqueEmail('ghost');
      const unknown = await request(harness.app).post('/api/auth/magic-link').send({ email: ghost });
      const known = await request(harness.app).post('/api/auth/magic-link').send({ email: user.email });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      await mailedMagicLinkPath(harness.smtp, user.email);
      expect(await outboxCount(harness.sequelize, ghost)).toBe(0);
      expect(await outboxCount(harness.sequelize, user.email)).toBe(2);
    });

    it('answers 404 for an unknown link without a session and records the failure', async () => {
      // The request's own browser, so only its own event is counted.
      const userAgent = `forger/${randomUUID()}`;
      const res = await request(harness.app)
        .post('/api/auth/magic-link/verify')
        .set('User-Agent', userAgent)
        .send({ token: 'forged-token' });
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
      expect(res.headers['set-cookie']).toBeUndefined();
      const [rows] = await harness.sequelize.query(`SELECT action, success FROM login_events WHERE user_agent = :userAgent`, {
        replacements: { userAgent },
      });
      expect(rows).toEqual([{ action: 'sign_in.magic_link', success: false }]);
    });
  });

  describe('forgotten password', () => {
    it('resets the password with the mailed token, ending every session', async () => {
      const user = await signUpUser(harness, 'forgot');
      const other = await signIn(harness.app, user.email, TEST_PASSWORD);
      const ghost = uniqueEmail('ghost');

      const known = await request(harness.app).post('/api/auth/forgot-password').send({ email: user.email });
      const unknown = await request(harness.app).post('/api/auth/forgot-password').send({ email: ghost });
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(await outboxCount(harness.sequelize, ghost)).toBe(0);
      const token = await mailedToken(harness.smtp, user.email, /Reset/, '/reset-password');

      const reset = await request(harness.app).post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD });
      expect(reset.status).toBe(200);
      expect(reset.body.data.message).toEqual(expect.any(String));

      expect((await user.agent.get('/api/auth/session')).status).toBe(401);
      expect((await other.agent.get('/api/auth/session')).status).toBe(401);
      expect((await signIn(harness.app, user.email, TEST_PASSWORD)).res.status).toBe(401);
      expect((await signIn(harness.app, user.email, NEW_PASSWORD)).res.status).toBe(200);
      expect(await auditActions(harness.sequelize, user.id)).toContain('user.password_reset');

      const reuse = await request(harness.app).post('/api/auth/reset-password').send({ token, password: 'yet another passphrase' });
      expect(reuse.status).toBe(404);
    });

    it('lets only the newest reset link work', async () => {
      const user = await signUpUser(harness, 'twice');
      await request(harness.app).post('/api/auth/forgot-password').send({ email: user.email });
      const first = await mailedToken(harness.smtp, user.email, /Reset/, '/reset-password');
      await request(harness.app).post('/api/auth/forgot-password').send({ email: user.email });
      const second = await mailedToken(harness.smtp, user.email, /Reset/, '/reset-password');

      expect((await request(harness.app).post('/api/auth/reset-password').send({ token: first, password: NEW_PASSWORD })).status).toBe(404);
      expect((await request(harness.app).post('/api/auth/reset-password').send({ token: second, password: NEW_PASSWORD })).status).toBe(
        200,
      );
    });
  });

  describe('changing the password', () => {
    it('needs the current password and ends every other session', async () => {
      const user = await signUpUser(harness, 'change');
      const other = await signIn(harness.app, user.email, TEST_PASSWORD);

      const wrong = await user.agent
        .post('/api/auth/change-password')
        .send({ currentPassword: 'not my password', newPassword: NEW_PASSWORD });
      expect(wrong.status).toBe(403);
      expect(wrong.body.code).toBe('FORBIDDEN');

      const same = await user.agent.post('/api/auth/change-password').send({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
      expect(same.status).toBe(400);
      expect(same.body.meta.errors).toEqual([{ field: 'newPassword', error: expect.any(String), location: 'body' }]);

      const changed = await user.agent
        .post('/api/auth/change-password')
        .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(changed.status).toBe(200);
      expect((await user.agent.get('/api/auth/session')).status).toBe(200);
      expect((await other.agent.get('/api/auth/session')).status).toBe(401);
      expect((await signIn(harness.app, user.email, TEST_PASSWORD)).res.status).toBe(401);
      expect((await signIn(harness.app, user.email, NEW_PASSWORD)).res.status).toBe(200);
      expect(await auditActions(harness.sequelize, user.id)).toContain('user.password_changed');
    });
  });

  it('serves no pages for mailed links when the web application lives at another APP_URL', async () => {
    for (const path of ['/verify-email?token=x', '/reset-password?token=x', '/magic-link?token=x', '/invites/x', '/pages/pages.js']) {
      expect((await request(harness.app).get(path)).status).toBe(404);
    }
  });

  describe('validation and credentials', () => {
    it.each([
      ['/api/auth/verify-email', {}, ['token']],
      ['/api/auth/magic-link', { email: 'not-an-address' }, ['email']],
      ['/api/auth/forgot-password', {}, ['email']],
      ['/api/auth/reset-password', { token: '', password: 'short' }, ['token', 'password']],
    ])('POST %s names the failing body fields', async (path, body, fields) => {
      const res = await request(harness.app).post(path).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.meta.errors.map((e: { field: string; location: string }) => [e.field, e.location])).toEqual(
        fields.map((field) => [field, 'body']),
      );
    });

    it('GET magic-link/verify without a token is a query validation error', async () => {
      const res = await request(harness.app).get('/api/auth/magic-link/verify');
      expect(res.status).toBe(400);
      expect(res.body.meta.errors).toEqual([{ field: 'token', error: expect.any(String), location: 'query' }]);
    });

    it('change-password checks both fields and the new-password policy', async () => {
      const user = await signUpUser(harness, 'policy');
      const res = await user.agent.post('/api/auth/change-password').send({ newPassword: 'x'.repeat(129) });
      expect(res.status).toBe(400);
      expect(res.body.meta.errors.map((e: { field: string }) => e.field).sort()).toEqual(['currentPassword', 'newPassword']);
    });

    it.each(['/api/auth/verify-email/resend', '/api/auth/change-password'])('POST %s needs a signed-in user', async (path) => {
      const res = await request(harness.app).post(path).send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    });
  });
});
