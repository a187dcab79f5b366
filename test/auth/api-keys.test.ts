import request from 'supertest';
import { DEFAULT_API_KEY_SCOPES } from '../../domain/access/scopes';
import { createApiKey, disabledKey, expiredKey, PERSONAL_SCOPES } from '../support/api-keys';
import { startHarness, type Harness } from '../support/harness';
import { signUpUser } from '../support/users';

type Client = request.Agent;

/** Every API key route, called with a valid request for the key `id` (ignored by the first two). */
const ROUTES: Array<{ route: string; call: (client: Client, id: string) => request.Test }> = [
  { route: 'POST /api/auth/api-key/create', call: (client) => client.post('/api/auth/api-key/create').send({ name: 'Any' }) },
  { route: 'GET /api/auth/api-key/list', call: (client) => client.get('/api/auth/api-key/list') },
  { route: 'GET /api/auth/api-key/get', call: (client, id) => client.get('/api/auth/api-key/get').query({ id }) },
  { route: 'POST /api/auth/api-key/update', call: (client, id) => client.post('/api/auth/api-key/update').send({ id, name: 'Renamed' }) },
  { route: 'POST /api/auth/api-key/delete', call: (client, id) => client.post('/api/auth/api-key/delete').send({ id }) },
];
const ROUTES_WITH_ID = ROUTES.slice(2);

describe('API keys', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  const withKey = (key: string) => ({
    get: (path: string) => request(harness.app).get(path).set('X-Api-Key', key),
    post: (path: string) => request(harness.app).post(path).set('X-Api-Key', key),
  });

  async function auditEntries(resourceId: string): Promise<Array<{ action: string; metadata: unknown; organization_id: string | null }>> {
    const [rows] = await harness.sequelize.query(
      'SELECT action, metadata, organization_id FROM audit_logs WHERE resource_id = :resourceId ORDER BY created_at, id',
      {
        replacements: { resourceId },
      },
    );
    return rows as Array<{ action: string; metadata: unknown; organization_id: string | null }>;
  }

  it('creates a key that authenticates by X-Api-Key and by Bearer, and shows it in full only once', async () => {
    const user = await signUpUser(harness, 'keys');
    const res = await user.agent
      .post('/api/auth/api-key/create')
      .send({ name: 'CI pipeline', scopes: ['user:read', 'api-keys:read'], metadata: { team: 'platform' } });
    expect(res.status).toBe(201);
    const { key, id } = res.body.data;
    expect(res.body.data).toEqual({ key: expect.stringMatching(/^vgl_[0-9A-Za-z]{40}$/), id: expect.any(String), name: 'CI pipeline' });

    const byHeader = await request(harness.app).get('/api/user/me').set('X-Api-Key', key);
    expect(byHeader.status).toBe(200);
    expect(byHeader.body.data.id).toBe(user.id);
    const byBearer = await request(harness.app).get('/api/user/me').set('Authorization', `Bearer ${key}`);
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.data.id).toBe(user.id);

    const list = await user.agent.get('/api/auth/api-key/list');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id,
        name: 'CI pipeline',
        start: `${key.slice(0, 8)}…${key.slice(-4)}`,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        expiresAt: null,
        lastUsedAt: expect.any(String),
        enabled: true,
        scopes: ['api-keys:read', 'user:read'],
        metadata: { team: 'platform' },
      },
    ]);
    const single = await user.agent.get('/api/auth/api-key/get').query({ id });
    expect(single.status).toBe(200);
    expect(single.body.data).toEqual(list.body.data[0]);
    for (const body of [list.text, single.text]) {
      expect(body).not.toContain(key);
      expect(body).not.toMatch(/keyHash|key_hash/);
    }
  });

  it('records when a key was last used', async () => {
    const user = await signUpUser(harness, 'lastused');
    const { id, key } = await createApiKey(user);
    expect((await user.agent.get('/api/auth/api-key/get').query({ id })).body.data.lastUsedAt).toBeNull();
    expect((await withKey(key).get('/api/auth/api-key/list')).status).toBe(200);
    const after = await user.agent.get('/api/auth/api-key/get').query({ id });
    expect(Date.parse(after.body.data.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('defaults to the read-only scopes and derives expiresAt from expiresIn', async () => {
    const user = await signUpUser(harness, 'defaults');
    const before = Date.now();
    const { id } = await createApiKey(user, { expiresIn: 3600 });
    const res = await user.agent.get('/api/auth/api-key/get').query({ id });
    expect(res.body.data.scopes).toEqual([...DEFAULT_API_KEY_SCOPES]);
    expect(res.body.data.metadata).toEqual({});
    const expiresAt = Date.parse(res.body.data.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it.each([
    { problem: 'a missing name', body: {}, field: 'name' },
    { problem: 'a blank name', body: { name: '   ' }, field: 'name' },
    { problem: 'a name over 100 characters', body: { name: 'x'.repeat(101) }, field: 'name' },
    { problem: 'a lifetime under a minute', body: { name: 'k', expiresIn: 59 }, field: 'expiresIn' },
    { problem: 'a lifetime over five years', body: { name: 'k', expiresIn: 5 * 365 * 86_400 + 1 }, field: 'expiresIn' },
    { problem: 'a fractional lifetime', body: { name: 'k', expiresIn: 90.5 }, field: 'expiresIn' },
    { problem: 'an unknown scope', body: { name: 'k', scopes: ['user:read', 'root:everything'] }, field: 'scopes.1' },
    { problem: 'an empty scope list', body: { name: 'k', scopes: [] }, field: 'scopes' },
    { problem: 'metadata that is not an object', body: { name: 'k', metadata: ['not', 'an', 'object'] }, field: 'metadata' },
    { problem: 'metadata over 8 KiB', body: { name: 'k', metadata: { blob: 'x'.repeat(8 * 1024) } }, field: 'metadata' },
  ])('refuses to create a key with $problem', async ({ body, field }) => {
    const user = await signUpUser(harness, 'invalid');
    const res = await user.agent.post('/api/auth/api-key/create').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.meta.errors).toEqual([expect.objectContaining({ field, location: 'body' })]);
    expect((await user.agent.get('/api/auth/api-key/list')).body.data).toEqual([]);
  });

  it('validates the id of get, update and delete, and asks update for a change', async () => {
    const user = await signUpUser(harness, 'badid');
    const { id } = await createApiKey(user);
    const get = await user.agent.get('/api/auth/api-key/get').query({ id: 'not-a-uuid' });
    expect(get.status).toBe(400);
    expect(get.body.meta.errors).toEqual([expect.objectContaining({ field: 'id', location: 'query' })]);
    const missing = await user.agent.get('/api/auth/api-key/get');
    expect(missing.status).toBe(400);
    expect(missing.body.meta.errors).toEqual([expect.objectContaining({ field: 'id', location: 'query' })]);

    const update = await user.agent.post('/api/auth/api-key/update').send({ id: 'nope', name: 'x' });
    expect(update.status).toBe(400);
    expect(update.body.meta.errors).toEqual([expect.objectContaining({ field: 'id', location: 'body' })]);
    const badEnabled = await user.agent.post('/api/auth/api-key/update').send({ id, enabled: 'yes' });
    expect(badEnabled.body.meta.errors).toEqual([expect.objectContaining({ field: 'enabled', location: 'body' })]);
    const nothing = await user.agent.post('/api/auth/api-key/update').send({ id });
    expect(nothing.status).toBe(400);
    expect(nothing.body.meta.errors).toEqual([expect.objectContaining({ field: 'body', location: 'body' })]);

    const remove = await user.agent.post('/api/auth/api-key/delete').send({});
    expect(remove.status).toBe(400);
    expect(remove.body.meta.errors).toEqual([expect.objectContaining({ field: 'id', location: 'body' })]);
  });

  it('answers 404 for a key id that does not exist', async () => {
    const user = await signUpUser(harness, 'missing');
    const id = '01890000-0000-7000-8000-000000000000';
    for (const route of ROUTES_WITH_ID) {
      const res = await route.call(user.agent, id);
      expect([route.route, res.status, res.body.code]).toEqual([route.route, 404, 'NOT_FOUND']);
    }
  });

  it.each(ROUTES)('$route answers 401 without a credential, with a disabled key and with an expired key', async ({ call }) => {
    const user = await signUpUser(harness, 'unauth');
    const target = await createApiKey(user);
    const disabled = await disabledKey(user);
    const expired = await expiredKey(user, harness.sequelize);
    const anonymous = await call(request(harness.app), target.id);
    const withDisabled = await call(request(harness.app), target.id).set('X-Api-Key', disabled.key);
    const withExpired = await call(request(harness.app), target.id).set('Authorization', `Bearer ${expired.key}`);
    for (const res of [anonymous, withDisabled, withExpired]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
  });

  it.each(ROUTES)('$route answers 403 to a key without its scope', async ({ call }) => {
    const user = await signUpUser(harness, 'noscope');
    const target = await createApiKey(user);
    const { key } = await createApiKey(user, { scopes: ['user:read'] });
    const res = await call(request(harness.app), target.id).set('X-Api-Key', key);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(res.body.message).toMatch(/api-keys:/);
  });

  it('disables and re-enables a key, which answers 401 meanwhile and stays listed', async () => {
    const user = await signUpUser(harness, 'toggle');
    const { id, key } = await createApiKey(user, { scopes: ['user:read'] });
    const disabled = await user.agent.post('/api/auth/api-key/update').send({ id, enabled: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toMatchObject({ id, enabled: false });
    expect((await withKey(key).get('/api/user/me')).status).toBe(401);
    expect((await user.agent.get('/api/auth/api-key/list')).body.data).toEqual([expect.objectContaining({ id, enabled: false })]);

    const enabled = await user.agent.post('/api/auth/api-key/update').send({ id, enabled: true });
    expect(enabled.body.data.enabled).toBe(true);
    expect((await withKey(key).get('/api/user/me')).status).toBe(200);
  });

  it('renames a key and replaces its scopes and metadata', async () => {
    const user = await signUpUser(harness, 'rename');
    const { id, key } = await createApiKey(user, { metadata: { a: 1, b: 2 } });
    const res = await user.agent
      .post('/api/auth/api-key/update')
      .send({ id, name: '  Nightly export  ', scopes: ['user:read', 'user:read', 'api-keys:read'], metadata: { c: 3 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      name: 'Nightly export',
      scopes: ['api-keys:read', 'user:read'],
      metadata: { c: 3 },
      enabled: true,
    });
    expect(res.text).not.toContain(key);
    expect((await withKey(key).get('/api/user/me')).status).toBe(200);
    expect((await withKey(key).get('/api/user/me/export')).status).toBe(200);
    expect((await withKey(key).post('/api/auth/api-key/create').send({ name: 'No' })).status).toBe(403);
  });

  it('deletes a key for good', async () => {
    const user = await signUpUser(harness, 'delete');
    const { id, key } = await createApiKey(user, { scopes: ['user:read'] });
    const res = await user.agent.post('/api/auth/api-key/delete').send({ id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ success: true });
    expect((await withKey(key).get('/api/user/me')).status).toBe(401);
    expect((await user.agent.get('/api/auth/api-key/get').query({ id })).status).toBe(404);
    expect((await user.agent.post('/api/auth/api-key/delete').send({ id })).status).toBe(404);
    expect((await user.agent.get('/api/auth/api-key/list')).body.data).toEqual([]);
  });

  it("keeps each user's keys to themselves", async () => {
    const alice = await signUpUser(harness, 'alice');
    const bob = await signUpUser(harness, 'bob');
    const { id, key } = await createApiKey(alice, { name: 'Alice key', scopes: ['user:read'] });

    expect((await bob.agent.get('/api/auth/api-key/get').query({ id })).status).toBe(404);
    const update = await bob.agent.post('/api/auth/api-key/update').send({ id, enabled: false, name: 'Hijacked' });
    expect([update.status, update.body.code]).toEqual([404, 'NOT_FOUND']);
    const remove = await bob.agent.post('/api/auth/api-key/delete').send({ id });
    expect([remove.status, remove.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await bob.agent.get('/api/auth/api-key/list')).body.data).toEqual([]);

    const stillWorks = await withKey(key).get('/api/user/me');
    expect([stillWorks.status, stillWorks.body.data.id]).toEqual([200, alice.id]);
    expect((await alice.agent.get('/api/auth/api-key/get').query({ id })).body.data).toMatchObject({ name: 'Alice key', enabled: true });
  });

  it('lets a key grant only the scopes it holds itself', async () => {
    const user = await signUpUser(harness, 'subset');
    const { key, id } = await createApiKey(user, { scopes: ['api-keys:write', 'api-keys:read', 'user:read'] });

    const wider = await withKey(key)
      .post('/api/auth/api-key/create')
      .send({ name: 'Wider', scopes: ['user:read', 'user:write'] });
    expect(wider.status).toBe(403);
    expect(wider.body.message).toContain('user:write');
    const widen = await withKey(key)
      .post('/api/auth/api-key/update')
      .send({ id, scopes: ['user:write'] });
    expect(widen.status).toBe(403);

    const narrower = await withKey(key)
      .post('/api/auth/api-key/create')
      .send({ name: 'Narrower', scopes: ['user:read'] });
    expect(narrower.status).toBe(201);
    const defaulted = await withKey(key).post('/api/auth/api-key/create').send({ name: 'Defaulted' });
    expect(defaulted.status).toBe(201);
    const listed = await withKey(key).get('/api/auth/api-key/get').query({ id: defaulted.body.data.id });
    expect(listed.body.data.scopes).toEqual(['api-keys:read', 'user:read']);
  });

  it('audits creation, update and deletion without the secret', async () => {
    const user = await signUpUser(harness, 'audit');
    const { id, key } = await createApiKey(user, { name: 'Audited', scopes: PERSONAL_SCOPES });
    await user.agent.post('/api/auth/api-key/update').send({ id, name: 'Audited 2', metadata: { secretish: 'not logged' } });
    await withKey(key).post('/api/auth/api-key/delete').send({ id });
    const entries = await auditEntries(id);
    expect(entries.map((entry) => entry.action)).toEqual(['api_key.created', 'api_key.updated', 'api_key.deleted']);
    expect(entries.every((entry) => entry.organization_id === null)).toBe(true);
    expect(entries[1]!.metadata).toMatchObject({ changed: ['name', 'metadata'], name: 'Audited 2' });
    const serialized = JSON.stringify(entries);
    expect(serialized).not.toContain(key);
    expect(serialized).not.toContain('not logged');
  });
});
