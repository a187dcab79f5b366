import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { mailedMagicLinkPath, mailedToken, signIn } from '../support/auth-flows';
import { createApiKey } from '../support/api-keys';
import { startHarness, type Harness } from '../support/harness';
import {
  authorizationQuery,
  authorizeAndExchange,
  grantApprovedBeforeProof,
  grantRowsOf,
  pkcePair,
  registerDynamicClient,
  tokenRequest,
  type RegisteredApp,
  type TokenAnswer,
} from '../support/oauth';
import { eventually } from '../support/runs';
import { signUpUnverifiedUser, signUpUser, type SignedUpUser } from '../support/users';

const ATTACKER_SCOPES = 'user:read organization:read projects:read projects:write api-keys:write';
const NEW_PASSWORD = 'the owner chose this one';

/**
 * Issue 32, High 1: an attacker signs up with the victim's address and approves its own application
 * from that unproven session. Nothing of that grant may outlive the owner's proof of the address, and
 * a password reset or change ends every application's grant.
 */
describe('OAuth grants and the proof of an address', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  const withToken = (token: string | undefined) => ({ Authorization: `Bearer ${token}` });

  /** The application holds nothing: its token is refused, its refresh token mints nothing, no row of the grant is left. */
  async function expectGrantEnded(user: SignedUpUser, client: RegisteredApp, tokens: TokenAnswer['body']) {
    const me = await request(harness.app).get('/api/user/me').set(withToken(tokens.access_token));
    expect(me.status).toBe(401);
    const key = await request(harness.app).post('/api/auth/api-key/create').set(withToken(tokens.access_token)).send({ name: 'Backdoor' });
    expect(key.status).toBe(401);
    const refreshed = await tokenRequest(harness.app, client, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect([refreshed.status, refreshed.body.error]).toEqual([400, 'invalid_grant']);
    expect(await grantRowsOf(harness.sequelize, user.id)).toEqual({ consents: 0, grants: 0, tokens: 0 });
  }

  async function auditMetadata(userId: string, action: string): Promise<Record<string, unknown>> {
    const [row] = await harness.sequelize.query<{ metadata: Record<string, unknown> }>(
      `SELECT metadata FROM audit_logs WHERE resource_id = $1 AND action = $2 ORDER BY created_at DESC LIMIT 1`,
      { bind: [userId, action], type: QueryTypes.SELECT },
    );
    return row!.metadata;
  }

  it('attack: the pre-hijacker approves its own app from the unproven sign-up session; only Deny is offered and Allow writes no grant', async () => {
    const attacker = await signUpUnverifiedUser(harness.app, 'victim');
    const client = await registerDynamicClient(harness.app);
    const start = await attacker.agent
      .get('/oauth/authorize')
      .query(authorizationQuery(client, { scope: ATTACKER_SCOPES, challenge: pkcePair().challenge }));
    expect(start.status).toBe(303);
    const consentPath = new URL(start.headers.location!, harness.config.baseUrl).pathname;

    const page = await attacker.agent.get(consentPath);
    expect(page.status).toBe(403);
    expect(page.text).toContain('Verify your e-mail address before authorizing applications');
    expect(page.text).not.toContain('value="allow"');
    expect(page.text).toContain('value="deny"');

    const allowed = await attacker.agent.post(consentPath).set('Origin', harness.config.baseUrl).type('form').send({ decision: 'allow' });
    expect(allowed.status).toBe(403);
    expect(allowed.headers.location).toBeUndefined();
    expect(await grantRowsOf(harness.sequelize, attacker.id)).toEqual({ consents: 0, grants: 0, tokens: 0 });
    const audited = await harness.sequelize.query(`SELECT 1 FROM audit_logs WHERE user_id = $1 AND action = 'oauth_app.consent_granted'`, {
      bind: [attacker.id],
      type: QueryTypes.SELECT,
    });
    expect(audited).toHaveLength(0);
  });

  const proofs: Array<[string, (attacker: SignedUpUser) => Promise<void>]> = [
    [
      'the verification link',
      async (attacker) => {
        const token = await mailedToken(harness.smtp, attacker.email, /Confirm your e-mail/, '/verify-email');
        await request(harness.app).post('/api/auth/verify-email').send({ token }).expect(200);
      },
    ],
    [
      'a magic link',
      async (attacker) => {
        await request(harness.app).post('/api/auth/magic-link').send({ email: attacker.email }).expect(200);
        const token = new URL(await mailedMagicLinkPath(harness.smtp, attacker.email), 'http://vigil.test').searchParams.get('token');
        await request(harness.app).post('/api/auth/magic-link/verify').send({ token }).expect(200);
      },
    ],
    [
      'a password reset',
      async (attacker) => {
        await request(harness.app).post('/api/auth/forgot-password').send({ email: attacker.email }).expect(200);
        const token = await mailedToken(harness.smtp, attacker.email, /Reset/, '/reset-password');
        await request(harness.app).post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD }).expect(200);
      },
    ],
  ];

  it.each(proofs)('attack: a grant the unproven account approved dies when the owner proves the address with %s', async (_path, prove) => {
    const attacker = await signUpUnverifiedUser(harness.app, 'victim');
    const { client, tokens } = await grantApprovedBeforeProof(harness, attacker, ATTACKER_SCOPES);
    expect((await request(harness.app).get('/api/user/me').set(withToken(tokens.access_token))).status).toBe(200);

    await prove(attacker);

    expect(
      (await harness.sequelize.query(`SELECT is_verified FROM users WHERE id = $1`, { bind: [attacker.id], plain: true }))!.is_verified,
    ).toBe(true);
    await expectGrantEnded(attacker, client, tokens);
    expect(await auditMetadata(attacker.id, 'user.email_verified')).toMatchObject({ revokedGrants: 1 });
  });

  it('a password reset of a proven account ends every application grant', async () => {
    const user = await signUpUser(harness, 'resetting');
    const client = await registerDynamicClient(harness.app);
    const { body: tokens } = await authorizeAndExchange(harness.app, user, harness.config.baseUrl, client, 'user:read');
    expect((await request(harness.app).get('/api/user/me').set(withToken(tokens.access_token))).status).toBe(200);

    await request(harness.app).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = await mailedToken(harness.smtp, user.email, /Reset/, '/reset-password');
    await request(harness.app).post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD }).expect(200);

    await expectGrantEnded(user, client, tokens);
    expect(await auditMetadata(user.id, 'user.password_reset')).toMatchObject({ revokedGrants: 1 });
  });

  it('a password change signs out everywhere, apps included: grants end, the changing session and API keys stay', async () => {
    const user = await signUpUser(harness, 'changing');
    const { key } = await createApiKey(user, { scopes: ['user:read'] });
    const client = await registerDynamicClient(harness.app);
    const { body: tokens } = await authorizeAndExchange(harness.app, user, harness.config.baseUrl, client, 'user:read');

    const changed = await user.agent.post('/api/auth/change-password').send({ currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);

    await expectGrantEnded(user, client, tokens);
    expect(await auditMetadata(user.id, 'user.password_changed')).toMatchObject({ revokedGrants: 1 });
    expect((await user.agent.get('/api/user/me')).status).toBe(200);
    expect((await request(harness.app).get('/api/user/me').set('X-Api-Key', key)).status).toBe(200);
    // The user may authorize the app again at once, from the session that changed the password.
    const again = await authorizeAndExchange(harness.app, user, harness.config.baseUrl, client, 'user:read');
    expect((await request(harness.app).get('/api/user/me').set(withToken(again.body.access_token))).status).toBe(200);
  });

  it('attack: a stolen session clicks Allow while the owner’s password reset commits; the approval waits for it and is refused', async () => {
    const owner = await signUpUser(harness, 'racing');
    const { agent: thief } = await signIn(harness.app, owner.email, owner.password);
    const client = await registerDynamicClient(harness.app);
    const start = await thief
      .get('/oauth/authorize')
      .query(authorizationQuery(client, { scope: 'user:read', challenge: pkcePair().challenge }));
    const consentPath = new URL(start.headers.location!, harness.config.baseUrl).pathname;
    expect((await thief.get(consentPath)).status).toBe(200);

    // What a reset's transaction has done before it commits: the user's row updated, every session ended.
    const reset = await harness.sequelize.transaction();
    await harness.sequelize.query('UPDATE users SET password_hash = password_hash WHERE id = $1', { bind: [owner.id], transaction: reset });
    await harness.sequelize.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', { bind: [owner.id], transaction: reset });
    const decision = thief
      .post(consentPath)
      .set('Origin', harness.config.baseUrl)
      .type('form')
      .send({ decision: 'allow' })
      .then((res) => res);
    await eventually(
      () =>
        harness.sequelize.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          { type: QueryTypes.SELECT },
        ),
      ([row]) => row!.waiting > 0,
      10_000,
    );
    await reset.commit();

    const answered = await decision;
    expect(answered.status).toBe(401);
    expect(answered.headers.location).toBeUndefined();
    expect(await grantRowsOf(harness.sequelize, owner.id)).toEqual({ consents: 0, grants: 0, tokens: 0 });
  });
});
