import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAlternating, sampleMemory, type Measurement } from './lib/bench-load';
import { API_KEY_HEADER, readScenarios } from './lib/bench-read-scenarios';
import { FULL_SEED, QUICK_SEED, seedReadsDataSet, type ReadsFixture, type SeedReport } from './lib/bench-seed';
import { traceBare, traceDifferences, traceVigil } from './lib/bench-sql-capture';
import { spawnTypeScript, stopChild } from './lib/processes';
import { waitForReady } from './lib/services';
import { freePort } from './lib/temporal-dev-server';

/**
 * The read routes under load, each beside a bare Express + pg baseline sending the same SQL, in the
 * same run: seeds the data set, proves both sides send the same statements and answer the same
 * bytes, then loads both (as separate processes) with autocannon. `BENCH_QUICK=1` seeds a tiny data
 * set and loads each side for a second: a smoke run, not a measurement.
 */
const ROOT = path.resolve(__dirname, '..');
const QUICK = process.env.BENCH_QUICK === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 1 : 8));
const CONNECTIONS = [16, 100] as const;
/** Vigil's default DATABASE_POOL_MAX, given to both sides. */
const POOL_MAX = '10';

export interface ReadRow {
  scenario: string;
  connections: number;
  vigil: Measurement;
  bare: Measurement;
}

export interface ReadsBenchReport {
  seed: SeedReport;
  /** Routes whose SQL or answer differs between Vigil and the baseline (then the ratio compares unlike work). */
  mismatches: string[];
  rows: ReadRow[];
  idleRssMiB: { vigil: number; bare: number };
  peakRssMiB: { vigil: number; bare: number };
}

export async function benchReads(databaseUrl: string, temporalAddress: string): Promise<ReadsBenchReport> {
  const seed = await seedReadsDataSet(databaseUrl, QUICK ? QUICK_SEED : FULL_SEED);
  return { seed, ...(await measureReads(databaseUrl, temporalAddress, seed.fixture)) };
}

/** Vigil in production mode with its defaults, as `api/main.ts` runs in docker-compose. */
function vigilEnvironment(databaseUrl: string, temporalAddress: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: POOL_MAX,
    TEMPORAL_ADDRESS: temporalAddress,
    TEMPORAL_TASK_QUEUE: 'bench-reads',
    SECRET_KEY: 'benchmark-secret-key-0123456789abcdef',
    LOG_LEVEL: 'info',
  };
}

export async function measureReads(
  databaseUrl: string,
  temporalAddress: string,
  fixture: ReadsFixture,
): Promise<Omit<ReadsBenchReport, 'seed'>> {
  const env = vigilEnvironment(databaseUrl, temporalAddress);
  const scenarios = readScenarios(fixture);
  const mismatches = await compareSides(env, fixture);
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-reads-'));
  const [vigilPort, barePort] = [await freePort(), await freePort()];
  // The API's request log goes to a file, as a container runtime collects it.
  const logFile = fs.openSync(path.join(logDir, 'api.log'), 'w');
  const vigil = spawnTypeScript(path.join(ROOT, 'api/main.ts'), [], {
    cwd: ROOT,
    env: { ...env, PORT: String(vigilPort) },
    stdio: ['ignore', logFile, 'inherit'],
  });
  const bare = spawnTypeScript(path.join(ROOT, 'scripts/lib/bench-bare-main.ts'), [], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: POOL_MAX, PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const headers = { [API_KEY_HEADER]: fixture.apiKey };
    const sides = { vigil: `http://127.0.0.1:${vigilPort}`, bare: `http://127.0.0.1:${barePort}` };
    await Promise.all([waitForReady(`${sides.vigil}/readyz`), waitForReady(`${sides.bare}/api/user/me`, { headers })]);
    const memory = sampleMemory({ vigil: pidOf(vigil), bare: pidOf(bare) });
    const idleRssMiB = memory.stop();
    const peaks = sampleMemory({ vigil: pidOf(vigil), bare: pidOf(bare) });
    const rows: ReadRow[] = [];
    for (const scenario of scenarios) {
      const targets = [
        { url: `${sides.vigil}${scenario.path}`, headers, pid: pidOf(vigil) },
        { url: `${sides.bare}${scenario.path}`, headers, pid: pidOf(bare) },
      ];
      // A short warm-up: JIT, pool connections and PostgreSQL's caches, the same for both sides.
      await loadAlternating(targets, CONNECTIONS[0], 1);
      for (const connections of CONNECTIONS) {
        const [vigilResult, bareResult] = await loadAlternating(targets, connections, SECONDS);
        rows.push({ scenario: scenario.name, connections, vigil: vigilResult!, bare: bareResult! });
      }
    }
    return { mismatches, rows, idleRssMiB, peakRssMiB: peaks.stop() };
  } finally {
    await Promise.all([stopChild(vigil), stopChild(bare)]);
    fs.closeSync(logFile);
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

function pidOf(child: ChildProcess): number {
  if (child.pid === undefined) throw new Error('a bench process did not start');
  return child.pid;
}

async function compareSides(env: NodeJS.ProcessEnv, fixture: ReadsFixture): Promise<string[]> {
  const scenarios = readScenarios(fixture);
  const vigil = await traceVigil(env, scenarios, fixture.apiKey);
  const bare = await traceBare(env, scenarios, fixture.apiKey);
  return scenarios.flatMap((scenario, index) =>
    traceDifferences(vigil[index]!, bare[index]!).map((difference) => `${scenario.name}: ${difference}`),
  );
}

export function printReadsTable({ seed, mismatches, rows, idleRssMiB, peakRssMiB }: ReadsBenchReport): void {
  const counts = Object.entries(seed.rows)
    .map(([table, count]) => `${count.toLocaleString('en')} ${table}`)
    .join(', ');
  console.log(
    `\nRead routes, Vigil beside a bare Express + pg baseline running the same SQL (pool ${POOL_MAX} each, ${SECONDS} s per run)`,
  );
  console.log(
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; seeded in ${seed.seconds.toFixed(0)} s: ${counts}\n`,
  );
  console.log('| route | conns | Vigil req/s | p50 | p99 | CPU/req | bare req/s | p50 | p99 | CPU/req | ratio |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { scenario, connections, vigil, bare } of rows) {
    const failures = vigil.failures + bare.failures > 0 ? ` (failures: Vigil ${vigil.failures}, bare ${bare.failures})` : '';
    console.log(
      `| ${scenario} | ${connections} | ${vigil.requestsPerSecond.toFixed(0)} | ${milliseconds(vigil.p50)} | ${milliseconds(vigil.p99)} | ${milliseconds(vigil.cpuPerRequestMs, 2)} | ${bare.requestsPerSecond.toFixed(0)} | ${milliseconds(bare.p50)} | ${milliseconds(bare.p99)} | ${milliseconds(bare.cpuPerRequestMs, 2)} | ${(vigil.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}${failures} |`,
    );
  }
  console.log(
    `\nAPI RSS: idle ${idleRssMiB.vigil.toFixed(0)} MiB, peak ${peakRssMiB.vigil.toFixed(0)} MiB (bare: idle ${idleRssMiB.bare.toFixed(0)} MiB, peak ${peakRssMiB.bare.toFixed(0)} MiB)`,
  );
  console.log(
    mismatches.length === 0
      ? 'Same SQL and same answers on both sides: checked.'
      : `Sides differ, ratios compare unlike work:\n${mismatches.join('\n')}`,
  );
}

function milliseconds(value: number, smallDigits = 1): string {
  return `${value < 10 ? value.toFixed(smallDigits) : value.toFixed(0)} ms`;
}
