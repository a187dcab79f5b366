import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { QueryTypes } from 'sequelize';
import { startHarness, type Harness } from '../support/harness';
import { createJsonArrayCounter } from '../support/json-array-counter';
import { createApiKey } from '../support/api-keys';
import { createTeam, type TeamOrganization } from '../support/organizations';
import { eventually } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';

const BULK_ENTRIES = 100_000;
const MiB = 1024 * 1024;

// A full collection before each sample keeps the measurement about live memory, not garbage awaiting collection.
// Live memory is the JS heap plus the buffers outside it (what a stream that ignored backpressure would hold).
// Resident size is not asserted: it also counts freed pages the allocator keeps and the in-process
// Temporal worker's native memory, and moved by 5 to 74 MiB between quiet and busy machines on the same code.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe('a large audit log export', () => {
  let harness: Harness;
  let owner: SignedUpUser;
  let team: TeamOrganization;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
    owner = await signUpUser(harness, 'bulk');
    team = await createTeam(owner);
    await harness.sequelize.query(
      `INSERT INTO audit_logs (id, organization_id, user_id, actor, action, resource_type, resource_id, metadata, ip_address, user_agent, audit_session_id, trace_id, created_at)
       SELECT gen_random_uuid(), $1, $2, $3::jsonb, 'probe.bulk', 'probe', g::text, jsonb_build_object('sequence', g, 'padding', repeat('x', 400)),
              '203.0.113.7', 'bulk-loader/1.0', 'session-bulk', 'trace-' || g, now() - g * interval '1 millisecond'
       FROM generate_series(1, ${BULK_ENTRIES}) AS g`,
      { bind: [team.id, owner.id, JSON.stringify({ type: 'user', id: owner.id, email: owner.email, fullName: owner.fullName })] },
    );
  });
  afterAll(() => harness.stop());

  const exportPath = () => `/api/user/organizations/${team.id}/audit-logs/export?format=json`;
  const pool = () =>
    (harness.sequelize.connectionManager as unknown as { pool: { using: number; available: number; waiting: number } }).pool;
  const connectionsInUse = () => pool().using;

  /**
   * Starts `count` exports whose clients read the first bytes and stop, as slow downloads do. Loopback
   * buffers take tens of MiB before backpressure reaches the server: until then each stalled export keeps
   * reading pages, which is when other requests used to starve. Each request joins `stalled` as it starts,
   * so the caller can destroy them all whatever happens.
   */
  async function stallExports(server: http.Server, count: number, stalled: http.ClientRequest[]): Promise<void> {
    const key = (await createApiKey(owner, { scopes: ['organization:read', 'organization:manage-members'] })).key;
    const { port } = server.address() as AddressInfo;
    await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<void>((resolve, reject) => {
            const req = http.get({ port, host: '127.0.0.1', path: exportPath(), headers: { 'X-Api-Key': key } }, (res) => {
              res.once('data', () => {
                res.pause();
                resolve();
              });
            });
            req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
            stalled.push(req);
          }),
      ),
    );
  }

  it('streams 100,000 entries as JSON in constant memory', async () => {
    collectGarbage();
    const before = process.memoryUsage();
    const peak = { heapUsed: before.heapUsed, arrayBuffers: before.arrayBuffers };
    const sample = () => {
      collectGarbage();
      const now = process.memoryUsage();
      peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
      peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
    };
    const counter = createJsonArrayCounter();
    let bytes = 0;
    let nextSample = 8 * MiB;
    let head = '';
    const res = await owner.agent
      .get(exportPath())
      .buffer(false)
      .parse((stream, callback) => {
        stream.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (head.length < 64) head += chunk.subarray(0, 64).toString();
          counter.feed(chunk);
          if (bytes >= nextSample) {
            nextSample += 8 * MiB;
            sample();
          }
        });
        stream.on('end', () => callback(null, null));
        stream.on('error', callback);
      });

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(head).toMatch(/^\[\{"id":"[0-9a-f-]{36}","createdAt":"/);
    expect(counter.complete).toBe(true);
    // The bulk entries, plus the organization's creation and the export's own record.
    expect(counter.objects).toBe(BULK_ENTRIES + 2);
    expect(bytes).toBeGreaterThan(BULK_ENTRIES * 500);
    expect((peak.heapUsed - before.heapUsed) / MiB).toBeLessThan(64);
    expect((peak.arrayBuffers - before.arrayBuffers) / MiB).toBeLessThan(64);
    expect(connectionsInUse()).toBe(0);
  });

  it('gives the database connection up when the client walks away mid-export, and keeps serving', async () => {
    const server = http.createServer(harness.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const key = (await createApiKey(owner, { scopes: ['organization:read', 'organization:manage-members'] })).key;
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = http.get({ port, host: '127.0.0.1', path: exportPath(), headers: { 'X-Api-Key': key } }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      });
      // The exports take turns at the one export gate until their socket buffers fill or they end;
      // after that, however long the clients sit on their downloads, no connection stays taken.
      expect(
        await eventually(
          async () => connectionsInUse(),
          (using) => using === 0,
          90_000,
        ),
      ).toBe(0);
      const after = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=audit_log.exported`);
      expect(after.body.data.total).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('holds no connection while clients that stopped reading sit on their downloads', async () => {
    const server = http.createServer(harness.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const stalled: http.ClientRequest[] = [];
    try {
      await stallExports(server, harness.config.database.poolMax + 3, stalled);
      // The exports take turns at the one export gate until their socket buffers fill or they end;
      // after that, however long the clients sit on their downloads, no connection stays taken.
      expect(
        await eventually(
          async () => connectionsInUse(),
          (using) => using === 0,
          90_000,
        ),
      ).toBe(0);
      const me = await owner.agent.get('/api/user/me');
      expect(me.status).toBe(200);
    } finally {
      for (const req of stalled) req.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 120_000);

  it('keeps answering other requests while more exports than the pool has connections fill their buffers', async () => {
    const server = http.createServer(harness.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const stalled: http.ClientRequest[] = [];
    const samples: { using: number; waiting: number }[] = [];
    // The pool is the in-process worker's too: the sign-up's mail is recorded as sent before sampling starts,
    // so the connections counted are the exports' and the requests'.
    await eventually(
      async () =>
        (
          await harness.sequelize.query<{ unsent: number }>('SELECT count(*)::int AS unsent FROM email_outbox WHERE sent_at IS NULL', {
            type: QueryTypes.SELECT,
          })
        )[0]!.unsent,
      (unsent) => unsent === 0,
      30_000,
    );
    const sampler = setInterval(() => samples.push({ using: pool().using, waiting: pool().waiting }), 5);
    try {
      await stallExports(server, harness.config.database.poolMax + 3, stalled);
      samples.length = 0;
      const statuses: number[] = [];
      for (let request = 0; request < 10; request += 1) statuses.push((await owner.agent.get('/api/user/me')).status);

      expect(statuses).toEqual(Array(10).fill(200));
      expect(samples.length).toBeGreaterThan(0);
      // The exports share AUDIT_EXPORT_CONCURRENCY connections and /me takes one at a time: nobody queues.
      expect(Math.max(...samples.map((sample) => sample.waiting))).toBe(0);
      expect(Math.max(...samples.map((sample) => sample.using))).toBeLessThanOrEqual(harness.config.auditExportConcurrency + 1);
    } finally {
      clearInterval(sampler);
      for (const req of stalled) req.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
