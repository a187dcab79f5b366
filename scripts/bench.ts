import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { createSequelize } from '../platform/database';
import { migrateToLatest } from '../platform/migrator';
import { benchHostLimit, printHostLimitTable } from './bench-host-limit';
import { benchMonitoring, printMonitoringTable } from './bench-monitoring';
import { benchProjectCreation, printProjectCreationTable } from './bench-project-creation';
import { benchReads, printReadsTable } from './bench-reads';
import { benchRendering, printRenderingTable } from './bench-rendering';
import { startEmbeddedPostgres } from './lib/embedded-postgres';
import { ensureTemporalCli } from './lib/temporal-cli';
import { stopChild } from './lib/processes';
import { waitForReady } from './lib/services';
import { ensureDatabase } from './lib/supervised-postgres';
import { freePort, startTemporalDevServer } from './lib/temporal-dev-server';

/**
 * `npm run bench`: throughput, latency and memory of the API on this machine. Starts its own
 * PostgreSQL and Temporal dev server in a temporary directory, runs the API as a separate process
 * (so its memory is measured alone), loads it over loopback with autocannon, prints a table, and
 * removes everything it started.
 */
const ROOT = path.resolve(__dirname, '..');
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const AUDIT_ROWS = 100_000;
const SLOW_EXPORTS = 20;
const PASSWORD = 'benchmark password 1';
/** `BENCH_ONLY=project-creation`, `BENCH_ONLY=monitoring` or `BENCH_ONLY=host-limit` runs that scenario alone. */
const ONLY = process.env.BENCH_ONLY;

interface Row {
  scenario: string;
  requestsPerSecond: string;
  p50: string;
  p99: string;
  /** The API process's resident memory right after the scenario. */
  apiRss: string;
  notes: string;
}

async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-'));
  fs.chmodSync(workDir, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort(), persistent: false });
  const temporal = await startTemporalDevServer({ binary: ensureTemporalCli(), port: await freePort(), uiPort: null, dbFile: null });
  let api: ChildProcess | undefined;
  try {
    const databaseUrl = postgres.url('postgres');
    const sequelize = createSequelize({ url: databaseUrl, poolMax: 2 });
    await migrateToLatest(sequelize);
    if (ONLY === 'project-creation') {
      await sequelize.close();
      printProjectCreationTable(await benchProjectCreation(databaseUrl, temporal.address));
      return;
    }
    if (ONLY === 'host-limit') {
      await sequelize.close();
      printHostLimitTable(await benchHostLimit(databaseUrl, temporal.address));
      return;
    }
    if (ONLY === 'monitoring') {
      await sequelize.close();
      printMonitoringTable(await benchMonitoring(databaseUrl, temporal.address));
      return;
    }
    const port = await freePort();
    api = startApi(databaseUrl, temporal.address, port);
    const base = `http://127.0.0.1:${port}`;
    await waitForReady(`${base}/readyz`);
    const fixture = await createFixture(base, sequelize);
    await sequelize.close();
    const rows = await runScenarios(base, fixture, api.pid!);
    printTable(rows);
    printMonitoringTable(await benchMonitoring(databaseUrl, temporal.address));
    printHostLimitTable(await benchHostLimit(databaseUrl, temporal.address));
    printProjectCreationTable(await benchProjectCreation(databaseUrl, temporal.address));
    printRenderingTable(await benchRendering(databaseUrl, temporal.address));
    // Its own database: the seeded counts are the data set's, not added to what the scenarios above wrote.
    printReadsTable(
      await benchReads(await createMigratedDatabase(databaseUrl, postgres.url('vigil_bench_reads'), 'vigil_bench_reads'), temporal.address),
    );
  } finally {
    if (api) await stopChild(api);
    await temporal.stop();
    await postgres.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function createMigratedDatabase(adminUrl: string, url: string, name: string): Promise<string> {
  await ensureDatabase(adminUrl, name);
  const sequelize = createSequelize({ url, poolMax: 2 });
  await migrateToLatest(sequelize);
  await sequelize.close();
  return url;
}

function startApi(databaseUrl: string, temporalAddress: string, port: number): ChildProcess {
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  return spawn(process.execPath, ['--import', tsx, path.join(ROOT, 'api/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: temporalAddress,
      TEMPORAL_TASK_QUEUE: 'bench',
      SECRET_KEY: 'benchmark-secret-key-0123456789abcdef',
      LOG_LEVEL: 'warn',
      RATE_LIMITS_ENABLED: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

interface Fixture {
  email: string;
  cookie: string;
  apiKey: string;
  organizationId: string;
}

/** One user with a session, an API key and a team organization whose audit log holds 100,000 entries. */
async function createFixture(base: string, sequelize: ReturnType<typeof createSequelize>): Promise<Fixture> {
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await post(base, '/api/auth/sign-up/email', { email, password: PASSWORD, fullName: 'Bench User' });
  const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
  // The bench runs no worker to deliver the verification mail: the address is marked proven directly,
  // as the audit entries below are seeded directly.
  await sequelize.query('UPDATE users SET is_verified = true, verified_at = now() WHERE email = $1', { bind: [email] });
  const key = await post(
    base,
    '/api/auth/api-key/create',
    { name: 'bench', scopes: ['user:read', 'organization:read', 'organization:manage-members'] },
    cookie,
  );
  const organization = await post(base, '/api/user/organizations', { name: 'Bench Team' }, cookie);
  const organizationId = (await dataOf<{ id: string }>(organization)).id;
  await sequelize.query(
    `INSERT INTO audit_logs (id, organization_id, actor, action, resource_type, resource_id, metadata, created_at)
     SELECT gen_random_uuid(), $1, '{"type":"system"}', 'bench.entry', 'bench', g::text, jsonb_build_object('n', g), now() - g * interval '1 second'
     FROM generate_series(1, ${AUDIT_ROWS}) AS g`,
    { bind: [organizationId] },
  );
  // As autovacuum would soon after: without statistics the planner expects a few rows for the
  // organization and sorts each keyset page of the export (about 40 ms a page instead of 0.5 ms).
  await sequelize.query('ANALYZE audit_logs');
  return { email, cookie, apiKey: (await dataOf<{ key: string }>(key)).key, organizationId };
}

async function post(base: string, route: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function dataOf<T>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

async function runScenarios(base: string, fixture: Fixture, apiPid: number): Promise<Row[]> {
  const organization = `/api/user/organizations/${fixture.organizationId}`;
  const rows: Row[] = [
    {
      scenario: 'API idle, after start-up and fixtures',
      requestsPerSecond: '-',
      p50: '-',
      p99: '-',
      apiRss: `${residentMemoryMiB(apiPid).toFixed(0)} MiB`,
      notes: '',
    },
  ];
  const load = async (scenario: string, path: string, options: Partial<autocannon.Options>, notes = '') => {
    const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
    const failures = result.non2xx + result.errors + result.timeouts;
    rows.push({
      scenario,
      requestsPerSecond: result.requests.average.toFixed(0),
      p50: `${result.latency.p50} ms`,
      p99: `${result.latency.p99} ms`,
      apiRss: `${residentMemoryMiB(apiPid).toFixed(0)} MiB`,
      notes: [notes, failures > 0 ? `${failures} failed` : ''].filter(Boolean).join('; '),
    });
  };
  await load('GET /api/user/data/countries (public, 249 rows)', '/api/user/data/countries', {});
  await load('GET /api/user/me (X-Api-Key)', '/api/user/me', { headers: { 'x-api-key': fixture.apiKey } });
  await load('GET …/members (session cookie)', `${organization}/members`, { headers: { cookie: fixture.cookie } });
  await load('GET …/audit-logs?limit=100 (100k entries)', `${organization}/audit-logs?limit=100`, { headers: { cookie: fixture.cookie } });
  await load(
    'POST /api/auth/sign-in/email (argon2id)',
    '/api/auth/sign-in/email',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: fixture.email, password: PASSWORD }) },
    'bounded by argon2id (19 MiB, 2 passes)',
  );
  rows.push(await measureExport(`${base}${organization}/audit-logs/export?format=csv`, fixture.cookie, apiPid));
  const stalled = await stallExports(`${base}${organization}/audit-logs/export?format=csv`, fixture.cookie);
  try {
    await load(
      `GET /api/user/me during ${SLOW_EXPORTS} stalled exports`,
      '/api/user/me',
      { headers: { 'x-api-key': fixture.apiKey } },
      'each export client has stopped reading',
    );
  } finally {
    for (const request of stalled) request.destroy();
  }
  return rows;
}

/** Starts exports whose clients read the first bytes and then stop, as a slow download does. */
async function stallExports(url: string, cookie: string): Promise<http.ClientRequest[]> {
  const requests: http.ClientRequest[] = [];
  await Promise.all(
    Array.from(
      { length: SLOW_EXPORTS },
      () =>
        new Promise<void>((resolve, reject) => {
          const request = http.get(url, { headers: { cookie } }, (response) => {
            response.once('data', () => {
              response.pause();
              resolve();
            });
          });
          request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
          requests.push(request);
        }),
    ),
  );
  return requests;
}

/** One full CSV export of 100,000 entries: time, size, and the API process's peak resident memory. */
async function measureExport(url: string, cookie: string, apiPid: number): Promise<Row> {
  const rssBefore = residentMemoryMiB(apiPid);
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  let bytes = 0;
  let peak = rssBefore;
  for await (const chunk of response.body!) {
    bytes += (chunk as Uint8Array).length;
    peak = Math.max(peak, residentMemoryMiB(apiPid));
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    scenario: `GET …/audit-logs/export?format=csv (${AUDIT_ROWS.toLocaleString('en')} entries)`,
    requestsPerSecond: '-',
    p50: `${seconds.toFixed(2)} s total`,
    p99: '-',
    apiRss: `${rssBefore.toFixed(0)} → peak ${peak.toFixed(0)} MiB`,
    notes: `${(bytes / 1048576).toFixed(1)} MiB streamed`,
  };
}

function residentMemoryMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

function printTable(rows: Row[]): void {
  console.log(`\n${os.cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario\n`);
  console.log('| scenario | req/s | p50 | p99 | API RSS | notes |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows)
    console.log(`| ${row.scenario} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.apiRss} | ${row.notes} |`);
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
