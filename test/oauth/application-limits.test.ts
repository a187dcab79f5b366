import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { createApiKey } from '../support/api-keys';
import { startHarness, type Harness } from '../support/harness';
import { authorizationQuery, authorizeAndExchange, grantRowsOf, pkcePair, registerDynamicClient } from '../support/oauth';
import { signUpUser } from '../support/users';

/**
 * Issue 32: what an application's access token must not be able to do, tried through HTTP as an
 * application (or whoever registered one) would.
 */
describe('what an application’s access token may not do', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  const withToken = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function keysOf(userId: string): Promise<Array<{ name: string; enabled: boolean }>> {
    return harness.sequelize.query(`SELECT name, enabled FROM api_keys WHERE user_id = $1 ORDER BY created_at`, {
      bind: [userId],
      type: QueryTypes.SELECT,
    });
  }

  it('attack (Medium 4): an app asking for api-keys:write is not granted it, and cannot create or re-enable a key to outlive its removal', async () => {
    const user = await signUpUser(harness, 'keyminting');
    const dormant = await createApiKey(user, { name: 'Dormant', scopes: ['user:read'] });
    await user.agent.post('/api/auth/api-key/update').send({ id: dormant.id, enabled: false }).expect(200);
    const client = await registerDynamicClient(harness.app);

    const consentPage = await user.agent
      .get('/oauth/authorize')
      .query(authorizationQuery(client, { scope: 'user:read api-keys:write', challenge: pkcePair().challenge }));
    expect(consentPage.status).toBe(303);
    const page = await user.agent.get(new URL(consentPage.headers.location!, harness.config.baseUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('api-keys:write');

    const tokens = await authorizeAndExchange(harness.app, user, harness.config.baseUrl, client, 'user:read api-keys:write');
    expect(tokens.body.scope).toBe('user:read');
    const token = tokens.body.access_token!;
    const create = await request(harness.app).post('/api/auth/api-key/create').set(withToken(token)).send({ name: 'Backdoor' });
    expect([create.status, create.body.code]).toEqual([403, 'FORBIDDEN']);

    // A token that holds api-keys:write (granted before applications stopped being given it) is refused too.
    await harness.sequelize.query(
      `UPDATE oauth_payloads SET payload = jsonb_set(payload, '{scope}', to_jsonb('user:read api-keys:write'::text)) WHERE model = 'AccessToken' AND id = $1`,
      { bind: [token] },
    );
    const created = await request(harness.app).post('/api/auth/api-key/create').set(withToken(token)).send({ name: 'Backdoor' });
    expect([created.status, created.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(created.body.message).toMatch(/signed-in session or an API key/);
    const reenabled = await request(harness.app)
      .post('/api/auth/api-key/update')
      .set(withToken(token))
      .send({ id: dormant.id, enabled: true });
    expect([reenabled.status, reenabled.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(await keysOf(user.id)).toEqual([{ name: 'Dormant', enabled: false }]);
  });

  it('attack (Low): Dynamic Client Registration refuses redirect URIs a code must not go to; an older such client never sends one there', async () => {
    for (const uri of ['http://evil.example/cb', 'com.evil.app:/cb', 'javascript://x/%0aalert(1)', 'https://user:pw@agent.example/cb']) {
      const res = await request(harness.app)
        .post('/oauth/register')
        .send({ client_name: 'Sneaky', redirect_uris: ['https://agent.example/cb', uri], token_endpoint_auth_method: 'none' });
      expect({ uri, status: res.status, error: res.body.error }).toEqual({ uri, status: 400, error: 'invalid_redirect_uri' });
    }
    const accepted = ['https://agent.example/cb', 'http://127.0.0.1:4999/callback', 'http://localhost:8080/cb', 'http://[::1]:7/cb'];
    const registered = await registerDynamicClient(harness.app, { redirect_uris: accepted });
    expect(registered.redirectUris).toEqual(accepted);

    // A client registered before the rule, with an attacker's http redirect URI beside a loopback one.
    const clientId = `legacy-${Date.now()}`;
    await harness.sequelize.query(
      `INSERT INTO oauth_applications (id, client_id, registration, name, redirect_uris, scopes, public)
       VALUES (gen_random_uuid(), $1, 'dynamic', 'Legacy', ARRAY['http://evil.example/cb', 'http://127.0.0.1:4999/callback'], ARRAY['user:read'], true)`,
      { bind: [clientId] },
    );
    const legacy = { id: '', clientId, redirectUris: ['http://evil.example/cb'], scopes: ['user:read'] };
    const toEvil = await request(harness.app)
      .get('/oauth/authorize')
      .query(authorizationQuery(legacy, { scope: 'user:read', challenge: pkcePair().challenge }));
    expect(toEvil.status).toBe(400);
    expect(toEvil.headers.location).toBeUndefined();
    const toLoopback = await request(harness.app)
      .get('/oauth/authorize')
      .query(
        authorizationQuery(legacy, { scope: 'user:read', challenge: pkcePair().challenge, redirectUri: 'http://127.0.0.1:4999/callback' }),
      );
    expect(toLoopback.status).toBe(303);
  });

  it('attack (Low): an app holding user:write cannot delete the account, nor learn whether a password is right', async () => {
    const user = await signUpUser(harness, 'deleting');
    const client = await registerDynamicClient(harness.app);
    const tokens = await authorizeAndExchange(harness.app, user, harness.config.baseUrl, client, 'user:read user:write');
    const { key } = await createApiKey(user, { scopes: ['user:read', 'user:write'] });
    const answers = [];
    for (const credential of [withToken(tokens.body.access_token!), { 'X-Api-Key': key }]) {
      for (const password of [user.password, 'not the password at all']) {
        const res = await request(harness.app).delete('/api/user/me').set(credential).send({ password });
        answers.push({ status: res.status, code: res.body.code, message: res.body.message });
      }
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 403, code: 'FORBIDDEN', message: expect.stringMatching(/signed-in session/) });
    expect((await user.agent.get('/api/user/me')).status).toBe(200);
  });

  it('attack (Low): an authorization request naming two resources is refused with invalid_target before any consent page', async () => {
    const user = await signUpUser(harness, 'tworesources');
    const client = await registerDynamicClient(harness.app);
    const query = new URLSearchParams(authorizationQuery(client, { scope: 'user:read', challenge: pkcePair().challenge }));
    query.append('resource', `${harness.config.baseUrl}/api`);
    query.append('resource', `${harness.config.baseUrl}/mcp`);
    const res = await user.agent.get(`/oauth/authorize?${query.toString()}`);
    expect(res.status).toBe(303);
    const redirect = new URL(res.headers.location!);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(client.redirectUris[0]);
    expect(redirect.searchParams.get('error')).toBe('invalid_target');
    expect(await grantRowsOf(harness.sequelize, user.id)).toEqual({ consents: 0, grants: 0, tokens: 0 });
  });
});
