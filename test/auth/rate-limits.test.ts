import type { Express } from 'express';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { buildApi } from '../../api/server';
import { RATE_LIMITS, accountClientKey } from '../../domain/auth/rate-limits';
import { createPostgresRateLimits } from '../../integrations/rate-limits/postgres';
import { createLogger } from '../../platform/logger';
import { enrollTwoFactor, totpCode } from '../support/auth-flows';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { signUpUnverifiedUser, signUpUser, uniqueEmail, type SignedUpUser } from '../support/users';

const MINUTES = 60;
const HOUR = 3600;

/**
 * The limits as docs/decisions/api-conventions.md#rate-limits states them (the contract shows none):
 * attempts per window in seconds. Written here, not read from domain/auth/rate-limits.ts; each has its case below.
 */
const LIMITS = {
  signInAccount: { points: 10, seconds: 15 * MINUTES },
  signInIp: { points: 50, seconds: 15 * MINUTES },
  signUpIp: { points: 30, seconds: HOUR },
  magicLinkEmail: { points: 5, seconds: HOUR },
  magicLinkIp: { points: 30, seconds: HOUR },
  forgotPasswordEmail: { points: 5, seconds: HOUR },
  forgotPasswordIp: { points: 30, seconds: HOUR },
  resetPasswordIp: { points: 30, seconds: HOUR },
  verificationResendUser: { points: 5, seconds: HOUR },
  twoFactorSession: { points: 5, seconds: 15 * MINUTES },
  twoFactorUser: { points: 10, seconds: 15 * MINUTES },
  passwordCheckUser: { points: 10, seconds: 15 * MINUTES },
  ssoLookupIp: { points: 30, seconds: 15 * MINUTES },
  ssoStartIp: { points: 30, seconds: 15 * MINUTES },
  clientRegistrationIp: { points: 20, seconds: HOUR },
};

/** Each test speaks from its own address (the app trusts X-Forwarded-For from loopback), so per-IP counters start at zero. */
let lastOctet = 0;
const nextIp = () => `203.0.113.${(lastOctet += 1)}`;

describe('rate limits on the auth routes', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  const post = (app: Express, ip: string, path: string, body: object) => request(app).post(path).set('X-Forwarded-For', ip).send(body);
  const signIn = (ip: string, email: string, password: string, app = harness.app) =>
    post(app, ip, '/api/auth/sign-in/email', { email, password });

  function expectRateLimited(res: request.Response, maxSeconds: number): void {
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  }

  it('enforces the documented limits and no undocumented one', () => {
    expect(RATE_LIMITS).toEqual(LIMITS);
  });

  it('stops an account after 10 sign-ins in 15 minutes, and an address after 50', async () => {
    const ip = nextIp();
    const [target, bystander] = [await signUpUser(harness, 'target'), await signUpUser(harness, 'bystander')];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(ip, target.email, 'wrong password')).status).toBe(401);
    }
    expectRateLimited(await signIn(ip, target.email, target.password), 15 * MINUTES);
    expect((await signIn(ip, bystander.email, bystander.password)).status).toBe(200);

    // 12 attempts so far from this address, the bystander's success included: 38 more reach the limit of 50.
    for (let attempt = 13; attempt <= 50; attempt += 1) {
      expect((await signIn(ip, uniqueEmail('ghost'), 'wrong password')).status).toBe(401);
    }
    expectRateLimited(await signIn(ip, uniqueEmail('ghost'), 'wrong password'), 15 * MINUTES);
    expectRateLimited(await signIn(ip, bystander.email, bystander.password), 15 * MINUTES);
    expect((await signIn(nextIp(), bystander.email, bystander.password)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64: a new address from the same prefix for each guess gets no more guesses', async () => {
    const target = await signUpUser(harness, 'v6target');
    const prefix = `2001:db8:${(lastOctet += 1).toString(16)}:1`;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(`${prefix}:${attempt.toString(16)}:0:0:1`, target.email, 'wrong password')).status).toBe(401);
    }
    expectRateLimited(await signIn(`${prefix}:ffff:abcd:0:2`, target.email, 'another guess'), 15 * MINUTES);
    // The owner, elsewhere, is not locked out.
    expect((await signIn(`2001:db8:${(lastOctet += 1).toString(16)}:2::1`, target.email, target.password)).status).toBe(200);
  });

  it('does not forget the failures of an SSO-only member when the right password is guessed', async () => {
    const ip = nextIp();
    const owner = await signUpUser(harness, 'ssoowner');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    await owner.agent
      .put(`/api/user/organizations/${team.id}/settings/security`)
      .send({ authRequired: 'sso', requireMfa: false })
      .expect(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) expect((await signIn(ip, member.email, `guess ${attempt}`)).status).toBe(401);
    expect((await signIn(ip, member.email, member.password)).status).toBe(401);
    expectRateLimited(await signIn(ip, member.email, 'guess 11'), 15 * MINUTES);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const ip = nextIp();
    const user = await signUpUser(harness, 'forgiven');
    for (let attempt = 1; attempt <= 9; attempt += 1) await signIn(ip, user.email, 'wrong password');
    expect((await signIn(ip, user.email, user.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(ip, user.email, 'wrong password')).status).toBe(401);
    }
  });

  it('keeps the counters in Postgres, so a second API instance sees them', async () => {
    const ip = nextIp();
    const email = uniqueEmail('shared');
    for (let attempt = 1; attempt <= 10; attempt += 1) await signIn(ip, email, 'wrong password');
    const { app: secondInstance } = buildApi({
      config: harness.config,
      logger: createLogger(harness.config),
      sequelize: harness.sequelize,
      temporal: harness.temporal,
    });
    expectRateLimited(await signIn(ip, email, 'wrong password', secondInstance), 15 * MINUTES);
    // This account's own counter: the key is the hash of the address and the client together.
    const [row] = await harness.sequelize.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', {
      bind: [`signInAccount:${accountClientKey(email, ip)}`],
      type: QueryTypes.SELECT,
    });
    expect(row?.points).toBe(11);
  });

  it('limits sign-ups per address', async () => {
    const ip = nextIp();
    const email = uniqueEmail('signup');
    const body = { email, password: 'correct horse battery staple', fullName: 'Sign Up' };
    expect((await post(harness.app, ip, '/api/auth/sign-up/email', body)).status).toBe(201);
    for (let attempt = 2; attempt <= 30; attempt += 1) {
      expect((await post(harness.app, ip, '/api/auth/sign-up/email', body)).status).toBe(409);
    }
    expectRateLimited(await post(harness.app, ip, '/api/auth/sign-up/email', { ...body, email: uniqueEmail('signup') }), HOUR);
  });

  it.each([
    ['/api/auth/magic-link', 5],
    ['/api/auth/forgot-password', 5],
  ])('limits %s to %i an hour per e-mail address, without blocking other addresses', async (path, points) => {
    const ip = nextIp();
    const email = uniqueEmail('mailer');
    for (let attempt = 1; attempt <= points; attempt += 1) {
      expect((await post(harness.app, ip, path, { email })).status).toBe(200);
    }
    expectRateLimited(await post(harness.app, ip, path, { email: email.toUpperCase() }), HOUR);
    expect((await post(harness.app, ip, path, { email: uniqueEmail('other') })).status).toBe(200);
  });

  it.each([
    ['/api/auth/magic-link', 30, () => ({ email: uniqueEmail('spread') }), 200],
    ['/api/auth/forgot-password', 30, () => ({ email: uniqueEmail('spread') }), 200],
    ['/api/auth/reset-password', 30, () => ({ token: 'a-guessed-token', password: 'a new password of ours' }), 404],
  ])('limits %s to %i an hour per client address, whatever addresses or tokens it tries', async (path, points, body, answer) => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= points; attempt += 1) expect((await post(harness.app, ip, path, body())).status).toBe(answer);
    expectRateLimited(await post(harness.app, ip, path, body()), HOUR);
    expect((await post(harness.app, nextIp(), path, body())).status).toBe(answer);
  });

  it.each([
    ['the SSO look-up', 30, (ip: string) => post(harness.app, ip, '/api/auth/sign-in/sso', { email: uniqueEmail('sso') })],
    ['the SSO start', 30, (ip: string) => request(harness.app).get('/api/auth/sso/no-such-organization/login').set('X-Forwarded-For', ip)],
  ])('limits %s to %i per client address in 15 minutes', async (_name, points, attempt) => {
    const ip = nextIp();
    for (let count = 1; count <= points; count += 1) expect((await attempt(ip)).status).toBe(404);
    expectRateLimited(await attempt(ip), 15 * MINUTES);
    expect((await attempt(nextIp())).status).toBe(404);
  });

  it('mails a verification link again at most 5 times an hour per user', async () => {
    const [user, other] = [await signUpUnverifiedUser(harness.app, 'resend'), await signUpUnverifiedUser(harness.app, 'resend2')];
    const resend = (who: SignedUpUser) => who.agent.post('/api/auth/verify-email/resend').set('X-Forwarded-For', nextIp());
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await resend(user)).status).toBe(200);
    expectRateLimited(await resend(user), HOUR);
    expect((await resend(other)).status).toBe(200);
  });

  it('lets one client register 20 OAuth clients an hour, and the next one from elsewhere', async () => {
    const ip = nextIp();
    const register = (from: string) =>
      request(harness.app)
        .post('/oauth/register')
        .set('X-Forwarded-For', from)
        .send({ client_name: 'Agent', redirect_uris: ['https://agent.example/cb'], token_endpoint_auth_method: 'none' });
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await register(ip)).status).toBe(201);
    const refused = await register(ip);
    expect([refused.status, refused.body.error]).toEqual([429, 'invalid_request']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(HOUR);
    expect((await register(nextIp())).status).toBe(201);
  });

  describe('second factor and password confirmations', () => {
    /** A half-signed-in session of a two-factor user, from its own client. */
    async function halfSession(user: SignedUpUser) {
      const agent = request.agent(harness.app);
      const res = await agent
        .post('/api/auth/sign-in/email')
        .set('X-Forwarded-For', nextIp())
        .send({ email: user.email, password: user.password });
      expect(res.body.data).toEqual({ twoFactorRequired: true });
      return { verify: (code: string) => agent.post('/api/auth/two-factor/verify').send({ code }) };
    }
    async function wrongCode(totpUri: string): Promise<string> {
      const near = await Promise.all([-1, 0, 1].map((steps) => totpCode(totpUri, steps)));
      return ['111111', '222222', '333333', '444444'].find((code) => !near.includes(code))!;
    }

    it('takes 5 codes per half-session in 15 minutes; a new sign-in gets 5 more', async () => {
      const user = await signUpUser(harness, 'tfsession');
      const totpUri = await enrollTwoFactor(user);
      const guessing = await halfSession(user);
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await guessing.verify(await wrongCode(totpUri))).status).toBe(401);
      expectRateLimited(await guessing.verify(await totpCode(totpUri)), 15 * MINUTES);
      expect((await (await halfSession(user)).verify(await totpCode(totpUri, 1))).status).toBe(200);
    });

    it('takes 10 wrong codes per user in 15 minutes across sessions (a right one forgets them)', async () => {
      const user = await signUpUser(harness, 'tfuser');
      const totpUri = await enrollTwoFactor(user);
      for (const session of [await halfSession(user), await halfSession(user)]) {
        for (let attempt = 1; attempt <= 5; attempt += 1) expect((await session.verify(await wrongCode(totpUri))).status).toBe(401);
      }
      // A third session's first code is within its own 5, and the user's eleventh.
      expectRateLimited(await (await halfSession(user)).verify(await totpCode(totpUri)), 15 * MINUTES);
    });

    it('confirms a signed-in user’s password 10 times in 15 minutes', async () => {
      const user = await signUpUser(harness, 'confirmer');
      const change = (currentPassword: string) =>
        user.agent.post('/api/auth/change-password').send({ currentPassword, newPassword: 'another password of ours' });
      for (let attempt = 1; attempt <= 10; attempt += 1) expect((await change('not my password')).status).toBe(403);
      expectRateLimited(await change(user.password), 15 * MINUTES);
    });
  });

  it('sweeps the rows of windows that ended over an hour ago, at most once per five minutes', async () => {
    let clock = Date.now();
    const limits = createPostgresRateLimits(harness.sequelize, true, () => clock);
    const [endedLongAgo, endedLately] = [`sweep:ended-long-ago-${clock}`, `sweep:ended-lately-${clock}`];
    await harness.sequelize.query('INSERT INTO rate_limits (key, points, expire) VALUES ($1, 3, $2), ($3, 3, $4)', {
      bind: [endedLongAgo, clock - 2 * 3600_000, endedLately, clock - 30 * 60_000],
    });
    const sweepRows = async () =>
      (
        await harness.sequelize.query<{ key: string }>(`SELECT key FROM rate_limits WHERE key LIKE 'sweep:%' ORDER BY key`, {
          type: QueryTypes.SELECT,
        })
      ).map((row) => row.key);

    await limits.consume(['signUpIp', nextIp()]);
    expect(await sweepRows()).toEqual([endedLately, endedLongAgo]);
    clock += 5 * 60_000;
    await limits.consume(['signUpIp', nextIp()]);
    expect(await sweepRows()).toEqual([endedLately]);
  });

  it('lets every attempt through when rate limits are turned off', async () => {
    const config = { ...harness.config, rateLimitsEnabled: false };
    const { app } = buildApi({ config, logger: createLogger(config), sequelize: harness.sequelize, temporal: harness.temporal });
    const ip = nextIp();
    const email = uniqueEmail('unlimited');
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      expect((await signIn(ip, email, 'wrong password', app)).status).toBe(401);
    }
  });
});
