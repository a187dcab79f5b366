import net from 'node:net';
import { QueryTypes } from 'sequelize';
import { listen } from '../../api/server';
import { startHarness, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { signUpUser } from '../support/users';

/** Inputs a fuzzer found to end in a 500; each must be a 400 naming the field, with nothing written. */
describe('hostile input', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  const count = async (sql: string, bind: unknown[]) =>
    Number((await harness.sequelize.query<{ n: string }>(sql, { bind, type: QueryTypes.SELECT }))[0]!.n);

  function expectFieldError(res: { status: number; body: unknown }, field: string, location: string, error: RegExp) {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      meta: { errors: [{ field, location, error: expect.stringMatching(error) }] },
    });
  }

  it('refuses an invalid endDate after a valid startDate on the audit log list and export', async () => {
    const owner = await signUpUser(harness, 'dates');
    const team = await createTeam(owner);
    for (const path of ['audit-logs', 'audit-logs/export']) {
      const res = await owner.agent
        .get(`/api/user/organizations/${team.id}/${path}`)
        .query({ startDate: '2026-01-01T00:00:00Z', endDate: 'yesterday' });
      expectFieldError(res, 'endDate', 'query', /ISO 8601/);
    }
  });

  it('refuses a NUL byte in a name and stores nothing', async () => {
    const owner = await signUpUser(harness, 'nul');
    const renamed = await owner.agent.put('/api/user/me').send({ fullName: 'Ada\u0000Lovelace' });
    expectFieldError(renamed, 'fullName', 'body', /NUL/);
    expect((await owner.agent.get('/api/user/me')).body.data.fullName).toBe(owner.fullName);

    const created = await owner.agent.post('/api/user/organizations').send({ name: 'Null\u0000Corp' });
    expectFieldError(created, 'name', 'body', /NUL/);
    expect(await count(`SELECT count(*) AS n FROM organizations WHERE name LIKE 'Null%'`, [])).toBe(0);
  });

  it('refuses a NUL byte in a query filter', async () => {
    const owner = await signUpUser(harness, 'nulquery');
    const team = await createTeam(owner);
    const res = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=member%00invited`);
    expectFieldError(res, 'action', 'query', /NUL/);
  });

  it('refuses a lone UTF-16 surrogate in a value or a key', async () => {
    const owner = await signUpUser(harness, 'surrogate');
    const value = await owner.agent.put('/api/user/me').set('Content-Type', 'application/json').send('{"fullName":"Ada \\ud800"}');
    expectFieldError(value, 'fullName', 'body', /surrogate/);
    const key = await owner.agent
      .post('/api/auth/api-key/create')
      .set('Content-Type', 'application/json')
      .send('{"name":"k","metadata":{"\\udc00":1}}');
    expectFieldError(key, 'metadata', 'body', /key containing an unpaired UTF-16 surrogate/);
    expect(await count(`SELECT count(*) AS n FROM api_keys WHERE user_id = $1`, [owner.id])).toBe(0);
    expect((await owner.agent.get('/api/user/me')).body.data.fullName).toBe(owner.fullName);
  });

  it('refuses JSON nested thousands of levels deep in free-form metadata', async () => {
    const owner = await signUpUser(harness, 'deep');
    const depth = 5000;
    const metadata = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const res = await owner.agent
      .post('/api/auth/api-key/create')
      .set('Content-Type', 'application/json')
      .send(`{"name":"deep","metadata":${metadata}}`);
    expectFieldError(res, 'metadata', 'body', /nested more than 16 levels/);
    expect(await count(`SELECT count(*) AS n FROM api_keys WHERE user_id = $1`, [owner.id])).toBe(0);
  });

  it('still accepts paired surrogates (emoji) and moderately nested metadata', async () => {
    const owner = await signUpUser(harness, 'emoji');
    const renamed = await owner.agent.put('/api/user/me').send({ fullName: 'Ada 🦉' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.fullName).toBe('Ada 🦉');
    const key = await owner.agent
      .post('/api/auth/api-key/create')
      .send({ name: 'nested', metadata: { a: { b: { c: { d: [1, { e: 'f' }] } } } } });
    expect(key.status).toBe(201);
  });

  it('answers 400 to a path parameter that is not percent-encoded UTF-8', async () => {
    const owner = await signUpUser(harness, 'badpath');
    const res = await owner.agent.get('/api/user/organizations/%ED%A0%80');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message: expect.stringMatching(/UTF-8/) });
  });

  it('refuses a URL with a CR/LF instead of storing it without them', async () => {
    const owner = await signUpUser(harness, 'crlfurl');
    const team = await createTeam(owner);
    const res = await owner.agent
      .post(`/api/user/organizations/${team.id}/webhooks`)
      .send({ url: 'https://hooks.example.com/a\r\nX-Injected: yes', events: ['run.failed'] });
    expectFieldError(res, 'url', 'body', /whitespace or control characters/);
    expect(await count(`SELECT count(*) AS n FROM webhook_endpoints WHERE organization_id = $1`, [team.id])).toBe(0);
  });

  it.each([
    ['a bare CR inside a header value', 'X-Note: one\rtwo\r\n', 400],
    ['headers over 16 KiB', `X-Padding: ${'a'.repeat(20 * 1024)}\r\n`, 431],
  ])('answers the envelope to a request Node’s HTTP parser refuses: %s', async (_name, header, status) => {
    const server = await listen(harness.app, 0);
    try {
      const raw = await rawExchange((server.address() as net.AddressInfo).port, `GET /readyz HTTP/1.1\r\nHost: localhost\r\n${header}\r\n`);
      const [head, body] = raw.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(body!)).toEqual({ success: false, status, code: 'BAD_REQUEST', message: expect.any(String), data: null });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** Writes bytes no HTTP client library would send, and reads everything the server answers. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
