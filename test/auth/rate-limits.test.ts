import type { Express } from 'express';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { buildApi } from '../../api/server';
import { RATE_LIMITS, createRateLimits } from '../../domain/auth/rate-limits';
import { createLogger } from '../../platform/logger';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser, uniqueEmail } from '../support/users';

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

  it('stops an account after 10 sign-ins in 15 minutes, and an address after 50', async () => {
    const ip = nextIp();
    const [target, bystander] = [await signUpUser(harness, 'target'), await signUpUser(harness, 'bystander')];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(ip, target.email, 'wrong password')).status).toBe(401);
    }
    expectRateLimited(await signIn(ip, target.email, target.password), 15 * 60);
    expect((await signIn(ip, bystander.email, bystander.password)).status).toBe(200);

    // 12 attempts so far from this address, the bystander's success included: 38 more reach the limit of 50.
    for (let attempt = 13; attempt <= 50; attempt += 1) {
      expect((await signIn(ip, uniqueEmail('ghost'), 'wrong password')).status).toBe(401);
    }
    expectRateLimited(await signIn(ip, uniqueEmail('ghost'), 'wrong password'), 15 * 60);
    expectRateLimited(await signIn(ip, bystander.email, bystander.password), 15 * 60);
    expect((await signIn(nextIp(), bystander.email, bystander.password)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64: a new address from the same prefix for each guess gets no more guesses', async () => {
    const target = await signUpUser(harness, 'v6target');
    const prefix = `2001:db8:${(lastOctet += 1).toString(16)}:1`;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(`${prefix}:${attempt.toString(16)}:0:0:1`, target.email, 'wrong password')).status).toBe(401);
    }
    expectRateLimited(await signIn(`${prefix}:ffff:abcd:0:2`, target.email, 'another guess'), 15 * 60);
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
    expectRateLimited(await signIn(ip, member.email, 'guess 11'), 15 * 60);
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
    expectRateLimited(await signIn(ip, email, 'wrong password', secondInstance), 15 * 60);
    const [rows] = await harness.sequelize.query(`SELECT count(*)::int AS count FROM rate_limits WHERE key LIKE 'signInAccount:%'`);
    expect((rows as Array<{ count: number }>)[0]!.count).toBeGreaterThan(0);
  });

  it('limits sign-ups per address', async () => {
    const ip = nextIp();
    const email = uniqueEmail('signup');
    const body = { email, password: 'correct horse battery staple', fullName: 'Sign Up' };
    expect((await post(harness.app, ip, '/api/auth/sign-up/email', body)).status).toBe(201);
    for (let attempt = 2; attempt <= RATE_LIMITS.signUpIp.points; attempt += 1) {
      expect((await post(harness.app, ip, '/api/auth/sign-up/email', body)).status).toBe(409);
    }
    expectRateLimited(await post(harness.app, ip, '/api/auth/sign-up/email', { ...body, email: uniqueEmail('signup') }), 3600);
  });

  it.each([
    ['/api/auth/magic-link', RATE_LIMITS.magicLinkEmail.points],
    ['/api/auth/forgot-password', RATE_LIMITS.forgotPasswordEmail.points],
  ])('limits %s per e-mail address, without blocking other addresses', async (path, points) => {
    const ip = nextIp();
    const email = uniqueEmail('mailer');
    for (let attempt = 1; attempt <= points; attempt += 1) {
      expect((await post(harness.app, ip, path, { email })).status).toBe(200);
    }
    expectRateLimited(await post(harness.app, ip, path, { email: email.toUpperCase() }), 3600);
    expect((await post(harness.app, ip, path, { email: uniqueEmail('other') })).status).toBe(200);
  });

  it.each([
    [
      'the SSO look-up',
      (ip: string) => post(harness.app, ip, '/api/auth/sign-in/sso', { email: uniqueEmail('sso') }),
      RATE_LIMITS.ssoLookupIp.points,
    ],
    [
      'the SSO start',
      (ip: string) => request(harness.app).get('/api/auth/sso/no-such-organization/login').set('X-Forwarded-For', ip),
      RATE_LIMITS.ssoStartIp.points,
    ],
  ])('limits %s per client address', async (_name, attempt, points) => {
    const ip = nextIp();
    for (let count = 1; count <= points; count += 1) expect((await attempt(ip)).status).toBe(404);
    expectRateLimited(await attempt(ip), 15 * 60);
    expect((await attempt(nextIp())).status).toBe(404);
  });

  it('sweeps the rows of windows that ended over an hour ago, at most once per five minutes', async () => {
    let clock = Date.now();
    const limits = createRateLimits(harness.sequelize, true, () => clock);
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
