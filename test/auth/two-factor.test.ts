import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { rekeyLegacyRecoveryCodes } from '../../domain/auth/two-factor-codes';
import { createApiKey, PERSONAL_SCOPES } from '../support/api-keys';
import { auditActions, loginEvents, mailedMagicLinkPath, signIn, totpCode, type Agent } from '../support/auth-flows';
import { startHarness, type Harness } from '../support/harness';
import { signUpUser, type SignedUpUser } from '../support/users';

interface Enrolled extends SignedUpUser {
  totpUri: string;
  recoveryCodes: string[];
}

describe('TOTP two-factor authentication', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  /** Signs a user up, enrols an authenticator and confirms it with the code of the current period. */
  async function enrolledUser(label: string): Promise<Enrolled> {
    const user = await signUpUser(harness, label);
    const enable = await user.agent.post('/api/auth/two-factor/enable').send({ password: user.password });
    if (enable.status !== 200) throw new Error(`enable failed: ${enable.status} ${JSON.stringify(enable.body)}`);
    const confirm = await user.agent.post('/api/auth/two-factor/verify').send({ code: await totpCode(enable.body.data.totpUri) });
    if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${JSON.stringify(confirm.body)}`);
    return { ...user, ...enable.body.data };
  }

  async function halfSession(user: SignedUpUser): Promise<Agent> {
    const { agent, res } = await signIn(harness.app, user.email, user.password);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ twoFactorRequired: true });
    return agent;
  }

  /** A six-digit code the authenticator shows in no period near now. */
  async function wrongCode(totpUri: string): Promise<string> {
    const near = await Promise.all([-1, 0, 1].map((steps) => totpCode(totpUri, steps)));
    return ['111111', '222222', '333333', '444444'].find((code) => !near.includes(code))!;
  }

  it('walks through enrolment, TOTP sign-in, recovery codes and turning it off', async () => {
    const user = await signUpUser(harness, 'totp');
    const enable = await user.agent.post('/api/auth/two-factor/enable').send({ password: user.password });
    expect(enable.status).toBe(200);
    const { totpUri, recoveryCodes } = enable.body.data as { totpUri: string; recoveryCodes: string[] };
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/Vigil:.+\?.*secret=[A-Z2-7]+/);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await user.agent.get('/api/auth/session')).body.data.user.twoFactorEnabled).toBe(false);

    const confirm = await user.agent.post('/api/auth/two-factor/verify').send({ code: await totpCode(totpUri) });
    expect(confirm.status).toBe(200);
    expect(confirm.body.data.twoFactorEnabled).toBe(true);
    expect((await user.agent.get('/api/auth/session')).body.data.session.mfaCompleted).toBe(true);
    expect(await user.agent.post('/api/auth/sign-out')).toHaveProperty('status', 200);

    const pending = await halfSession(user);
    expect((await pending.get('/api/auth/session')).status).toBe(401);
    const verified = await pending.post('/api/auth/two-factor/verify').send({ code: await totpCode(totpUri, 1) });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ id: user.id, twoFactorEnabled: true });
    const session = await pending.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.data.session).toMatchObject({ method: 'password', mfaCompleted: true });

    const [firstCode, secondCode] = recoveryCodes;
    const withRecovery = await halfSession(user);
    expect((await withRecovery.post('/api/auth/two-factor/verify').send({ code: firstCode!.toUpperCase() })).status).toBe(200);
    expect((await withRecovery.get('/api/auth/session')).body.data.session.mfaCompleted).toBe(true);

    const again = await halfSession(user);
    const reused = await again.post('/api/auth/two-factor/verify').send({ code: firstCode });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid code' });
    expect((await again.post('/api/auth/two-factor/verify').send({ code: secondCode })).status).toBe(200);

    const disable = await again.post('/api/auth/two-factor/disable').send({ password: user.password });
    expect(disable.status).toBe(200);
    const plain = await signIn(harness.app, user.email, user.password);
    expect(plain.res.body.data).toMatchObject({ id: user.id, twoFactorEnabled: false });

    expect(await auditActions(harness.sequelize, user.id)).toEqual(
      expect.arrayContaining(['user.two_factor_enrollment_started', 'user.two_factor_enabled', 'user.two_factor_disabled']),
    );
    const events = await loginEvents(harness.sequelize, user.id);
    expect(events.filter((e) => e.action === 'two_factor.challenge')).toHaveLength(3);
    expect(
      events
        .filter((e) => e.action === 'two_factor.verify')
        .map((e) => [e.success, e.metadata.stage, e.metadata.factor ?? e.metadata.reason]),
    ).toEqual([
      [true, 'enrollment', 'totp'],
      [true, 'sign_in', 'totp'],
      [true, 'sign_in', 'recovery_code'],
      [false, 'sign_in', 'invalid_code'],
      [true, 'sign_in', 'recovery_code'],
    ]);
  });

  it('stores recovery codes keyed: whoever reads the table cannot test guesses against it', async () => {
    const user = await enrolledUser('dumped');
    // The attacker has a copy of recovery_codes and tries candidates offline; here the candidate is even the right code.
    const [rows] = await harness.sequelize.query('SELECT code_hash FROM recovery_codes WHERE user_id = :userId', {
      replacements: { userId: user.id },
    });
    const stored = (rows as Array<{ code_hash: string }>).map((row) => row.code_hash);
    expect(stored).toHaveLength(10);
    for (const code of user.recoveryCodes) {
      const unkeyed = createHash('sha256').update(code.replace('-', '')).digest('hex');
      expect(stored.some((hash) => hash.includes(unkeyed))).toBe(false);
    }
    const withRecovery = await halfSession(user);
    expect((await withRecovery.post('/api/auth/two-factor/verify').send({ code: user.recoveryCodes[3] })).status).toBe(200);
  });

  it('keeps codes stored before keying working, and re-keys them in place', async () => {
    const user = await enrolledUser('legacy');
    const legacyCodes = ['abcde-fghjk', 'mnpqr-stuvw'];
    for (const code of legacyCodes) {
      const legacyHash = createHash('sha256').update(code.replace('-', '')).digest('hex');
      await harness.sequelize.query('INSERT INTO recovery_codes (id, user_id, code_hash) VALUES (:id, :userId, :legacyHash)', {
        replacements: { id: randomUUID(), userId: user.id, legacyHash },
      });
    }
    const beforeRekey = await halfSession(user);
    expect((await beforeRekey.post('/api/auth/two-factor/verify').send({ code: legacyCodes[0] })).status).toBe(200);

    expect(await rekeyLegacyRecoveryCodes(harness.config.secretKey)).toBeGreaterThanOrEqual(2);
    const [rows] = await harness.sequelize.query(`SELECT count(*)::int AS n FROM recovery_codes WHERE code_hash NOT LIKE 'hmac:%'`);
    expect((rows as Array<{ n: number }>)[0]!.n).toBe(0);
    const afterRekey = await halfSession(user);
    expect((await afterRekey.post('/api/auth/two-factor/verify').send({ code: legacyCodes[1]!.toUpperCase() })).status).toBe(200);
    const spent = await halfSession(user);
    expect((await spent.post('/api/auth/two-factor/verify').send({ code: legacyCodes[0] })).status).toBe(401);
    expect(await rekeyLegacyRecoveryCodes(harness.config.secretKey)).toBe(0);
  });

  it('accepts a TOTP code only once', async () => {
    const user = await enrolledUser('replay');
    const code = await totpCode(user.totpUri, 1);
    const first = await halfSession(user);
    expect((await first.post('/api/auth/two-factor/verify').send({ code })).status).toBe(200);
    const second = await halfSession(user);
    expect((await second.post('/api/auth/two-factor/verify').send({ code })).status).toBe(401);
  });

  it('issues a new session token once the second factor is proven, so the half-session token dies', async () => {
    const user = await enrolledUser('rotate');
    const signedIn = await request(harness.app).post('/api/auth/sign-in/email').send({ email: user.email, password: user.password });
    const halfCookie = signedIn.headers['set-cookie']![0]!.split(';')[0]!;
    const verified = await request(harness.app)
      .post('/api/auth/two-factor/verify')
      .set('Cookie', halfCookie)
      .send({ code: await totpCode(user.totpUri, 1) });
    expect(verified.status).toBe(200);
    const fullCookie = verified.headers['set-cookie']![0]!.split(';')[0]!;
    expect(fullCookie).not.toBe(halfCookie);
    const session = await request(harness.app).get('/api/auth/session').set('Cookie', fullCookie);
    expect(session.body.data.session).toMatchObject({ mfaCompleted: true, method: 'password' });
    expect((await request(harness.app).get('/api/auth/session').set('Cookie', halfCookie)).status).toBe(401);
  });

  it('keeps the half-session usable after wrong codes, up to five attempts', async () => {
    const user = await enrolledUser('wrong');
    const wrong = await wrongCode(user.totpUri);

    const patient = await halfSession(user);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const res = await patient.post('/api/auth/two-factor/verify').send({ code: wrong });
      expect([res.status, res.body.message]).toEqual([401, 'Invalid code']);
    }
    expect((await patient.post('/api/auth/two-factor/verify').send({ code: await totpCode(user.totpUri, 1) })).status).toBe(200);

    const guessing = await halfSession(user);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await guessing.post('/api/auth/two-factor/verify').send({ code: wrong })).status).toBe(401);
    }
    const locked = await guessing.post('/api/auth/two-factor/verify').send({ code: wrong });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    const failures = (await loginEvents(harness.sequelize, user.id)).filter((e) => e.action === 'two_factor.verify' && !e.success);
    expect(failures).toHaveLength(9);
  });

  it('confirms enrolment only with a TOTP code, not a recovery code', async () => {
    const user = await signUpUser(harness, 'confirm');
    const enable = await user.agent.post('/api/auth/two-factor/enable').send({ password: user.password });
    const res = await user.agent.post('/api/auth/two-factor/verify').send({ code: enable.body.data.recoveryCodes[0] });
    expect(res.status).toBe(401);
    expect((await user.agent.get('/api/auth/session')).body.data.user.twoFactorEnabled).toBe(false);
  });

  it('asks for the second factor after a magic link too', async () => {
    const user = await enrolledUser('magic2fa');
    await request(harness.app).post('/api/auth/magic-link').send({ email: user.email });
    const browser = request.agent(harness.app);
    const token = new URL(await mailedMagicLinkPath(harness.smtp, user.email), harness.config.baseUrl).searchParams.get('token');
    const opened = await browser.post('/api/auth/magic-link/verify').send({ token });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toEqual({ twoFactorRequired: true });
    expect((await browser.get('/api/auth/session')).status).toBe(401);
    expect((await browser.post('/api/auth/two-factor/verify').send({ code: await totpCode(user.totpUri, 1) })).status).toBe(200);
    expect((await browser.get('/api/auth/session')).body.data.session).toMatchObject({ method: 'magic_link', mfaCompleted: true });
  });

  it('refuses a wrong password, a second enrolment and turning off what is not on', async () => {
    const user = await signUpUser(harness, 'refuse');
    const wrong = await user.agent.post('/api/auth/two-factor/enable').send({ password: 'not the password' });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'FORBIDDEN']);
    const off = await user.agent.post('/api/auth/two-factor/disable').send({ password: user.password });
    expect([off.status, off.body.code]).toEqual([409, 'CONFLICT']);
    const notSetUp = await user.agent.post('/api/auth/two-factor/verify').send({ code: '123456' });
    expect([notSetUp.status, notSetUp.body.code]).toEqual([409, 'CONFLICT']);

    const enrolled = await enrolledUser('twice');
    const twice = await enrolled.agent.post('/api/auth/two-factor/enable').send({ password: enrolled.password });
    expect([twice.status, twice.body.code]).toEqual([409, 'CONFLICT']);
    const wrongOff = await enrolled.agent.post('/api/auth/two-factor/disable').send({ password: 'not the password' });
    expect(wrongOff.status).toBe(403);
  });

  it('keeps the half-session away from everything but the second factor', async () => {
    const user = await enrolledUser('half');
    const pending = await halfSession(user);
    expect((await pending.post('/api/auth/two-factor/enable').send({ password: user.password })).status).toBe(401);
    expect((await pending.post('/api/auth/two-factor/disable').send({ password: user.password })).status).toBe(401);
    expect(
      (await pending.post('/api/auth/change-password').send({ currentPassword: user.password, newPassword: 'another long password' }))
        .status,
    ).toBe(401);
  });

  it('never lets an API key verify, enrol or turn off a second factor', async () => {
    const user = await signUpUser(harness, 'apikey');
    const { key } = await createApiKey(user, { scopes: PERSONAL_SCOPES });
    const verify = await request(harness.app).post('/api/auth/two-factor/verify').set('X-Api-Key', key).send({ code: '123456' });
    const enable = await request(harness.app).post('/api/auth/two-factor/enable').set('X-Api-Key', key).send({ password: user.password });
    const disable = await request(harness.app).post('/api/auth/two-factor/disable').set('X-Api-Key', key).send({ password: user.password });
    expect([verify.status, enable.status, disable.status]).toEqual([403, 403, 403]);
  });

  it('makes a session older than the enrolment prove the factor before turning it off', async () => {
    const user = await signUpUser(harness, 'stepup');
    const { agent: older } = await signIn(harness.app, user.email, user.password);
    const enable = await user.agent.post('/api/auth/two-factor/enable').send({ password: user.password });
    await user.agent.post('/api/auth/two-factor/verify').send({ code: await totpCode(enable.body.data.totpUri) });

    const refused = await older.post('/api/auth/two-factor/disable').send({ password: user.password });
    expect([refused.status, refused.body.code]).toEqual([403, 'MFA_REQUIRED']);
    const stepUp = await older.post('/api/auth/two-factor/verify').send({ code: await totpCode(enable.body.data.totpUri, 1) });
    expect(stepUp.status).toBe(200);
    expect((await older.get('/api/auth/session')).body.data.session.mfaCompleted).toBe(true);
    expect((await older.post('/api/auth/two-factor/disable').send({ password: user.password })).status).toBe(200);
  });

  describe('validation and credentials', () => {
    it.each([
      ['/api/auth/two-factor/enable', {}, 'password'],
      ['/api/auth/two-factor/disable', { password: '' }, 'password'],
      ['/api/auth/two-factor/verify', { code: '12' }, 'code'],
    ])('POST %s names the failing field', async (path, body, field) => {
      const user = await signUpUser(harness, 'invalid');
      const res = await user.agent.post(path).send(body);
      expect(res.status).toBe(400);
      expect(res.body.meta.errors).toEqual([{ field, error: expect.any(String), location: 'body' }]);
    });

    it.each(['/api/auth/two-factor/enable', '/api/auth/two-factor/disable', '/api/auth/two-factor/verify'])(
      'POST %s needs a session',
      async (path) => {
        const res = await request(harness.app).post(path).send({ password: 'whatever password', code: '123456' });
        expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
      },
    );
  });
});
