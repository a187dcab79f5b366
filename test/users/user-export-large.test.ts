import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startHarness, type Harness } from '../support/harness';
import { signUpUser, type SignedUpUser } from '../support/users';

const BULK_ROWS = 20_000;
const MiB = 1024 * 1024;
/** The most the export may add to the live heap while it streams. */
const GROWTH_BOUND = 32 * MiB;

// A full collection before each sample keeps the measurement about live memory, not garbage awaiting collection.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Heap plus the buffers outside it (a whole response turned into one Buffer lives there), garbage included. */
function usedMemory(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function liveMemory(): number {
  collectGarbage();
  return usedMemory();
}

/**
 * Live memory where it matters: a reading under the bound is under it whatever garbage it includes, so only
 * a reading over it pays for a full collection (which, on a jest worker carrying other files' heaps, takes
 * long enough that collecting before every sample dominated the file's time).
 */
function sampleMemory(before: number): number {
  const used = usedMemory();
  return used - before < GROWTH_BOUND ? used : liveMemory();
}

describe('a large user data export', () => {
  let harness: Harness;
  let user: SignedUpUser;
  let downloadPath: string;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
    user = await signUpUser(harness, 'historian');
    await harness.sequelize.query(
      `INSERT INTO login_events (id, user_id, email, action, success, ip_address, user_agent, metadata, created_at)
       SELECT gen_random_uuid(), $1, $2, 'sign_in.password', g % 7 <> 0, '203.0.113.7', 'bulk-loader/1.0',
              jsonb_build_object('sequence', g, 'padding', repeat('x', 800)), now() - interval '1 hour' - g * interval '1 millisecond'
       FROM generate_series(1, ${BULK_ROWS}) AS g`,
      { bind: [user.id, user.email] },
    );
    await harness.sequelize.query(
      `INSERT INTO audit_logs (id, organization_id, user_id, actor, action, resource_type, resource_id, metadata, ip_address, user_agent, created_at)
       SELECT gen_random_uuid(), $2, $1, '{}'::jsonb, 'probe.bulk', 'probe', g::text, jsonb_build_object('sequence', g, 'padding', repeat('y', 800)),
              '203.0.113.7', 'bulk-loader/1.0', now() - interval '1 hour' - g * interval '1 millisecond'
       FROM generate_series(1, ${BULK_ROWS}) AS g`,
      { bind: [user.id, user.personalOrganizationId] },
    );
    // Statistics for the rows just loaded, as autovacuum would gather them: without them each keyset page
    // may be planned as a scan and sort, and whether autovacuum has run yet depends on the machine's load.
    await harness.sequelize.query('ANALYZE login_events, audit_logs');
    downloadPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-export-')), 'export.json');
  });
  afterAll(async () => {
    fs.rmSync(path.dirname(downloadPath), { recursive: true, force: true });
    await harness.stop();
  });

  it('streams a complete, parseable export of 20,000 sign-ins and 20,000 audit entries with bounded heap growth', async () => {
    const before = liveMemory();
    let peak = before;
    // Sampled all along, not only as bytes arrive: a response built whole would peak before its first byte.
    const sampler = setInterval(() => {
      peak = Math.max(peak, sampleMemory(before));
    }, 100);
    let bytes = 0;
    const file = fs.openSync(downloadPath, 'w');
    // The body goes to disk as it arrives, so the test itself holds none of it while memory is sampled.
    const res = await user.agent
      .get('/api/user/me/export')
      .buffer(false)
      .parse((stream, callback) => {
        stream.on('data', (chunk: Buffer) => {
          fs.writeSync(file, chunk);
          bytes += chunk.length;
        });
        stream.on('end', () => callback(null, null));
        stream.on('error', callback);
      });
    clearInterval(sampler);
    fs.closeSync(file);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(bytes).toBeGreaterThan(BULK_ROWS * 2 * 800);
    expect(peak - before).toBeLessThan(GROWTH_BOUND);

    const document = JSON.parse(fs.readFileSync(downloadPath, 'utf8'));
    expect(document).toMatchObject({ success: true, status: 200, code: 'OK', message: 'OK' });
    const { data } = document;
    expect(Object.keys(data)).toEqual(['exportedAt', 'profile', 'memberships', 'apiKeys', 'sessions', 'loginHistory', 'auditLog']);
    expect(data.profile).toMatchObject({ id: user.id, email: user.email });
    const bulkSignIns = data.loginHistory.filter((event: { action: string }) => event.action === 'sign_in.password');
    expect(bulkSignIns).toHaveLength(BULK_ROWS);
    expect(data.loginHistory[0]).toMatchObject({ action: 'sign_up' });
    expect(new Set(data.loginHistory.map((event: { id: string }) => event.id)).size).toBe(data.loginHistory.length);
    expect(bulkSignIns.map((event: { metadata: { sequence: number } }) => event.metadata.sequence)).toEqual(
      Array.from({ length: BULK_ROWS }, (_, i) => i + 1),
    );
    const bulkEntries = data.auditLog.filter((entry: { action: string }) => entry.action === 'probe.bulk');
    expect(bulkEntries.map((entry: { resourceId: string }) => Number(entry.resourceId))).toEqual(
      Array.from({ length: BULK_ROWS }, (_, i) => i + 1),
    );
    expect(bulkEntries[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      organizationId: user.personalOrganizationId,
      action: 'probe.bulk',
      resourceType: 'probe',
      resourceId: '1',
      metadata: { sequence: 1, padding: 'y'.repeat(800) },
      ipAddress: '203.0.113.7',
      userAgent: 'bulk-loader/1.0',
    });
  }, 300_000);
});
