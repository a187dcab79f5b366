import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { createApiKey } from '../support/api-keys';
import { startHarness, type Harness } from '../support/harness';
import { authorizationQuery, authorizeAndExchange, pkcePair, registerDynamicClient } from '../support/oauth';
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
});
