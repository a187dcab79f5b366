import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres';
import { isAlive, log, signalPid, sleep, waitUntil } from './processes';

export interface SupervisedPostgresOptions {
  dataDir: string;
  port: number;
  onLog: (message: string) => void;
  /** Called once the server's process is gone (checked every second), even when stop() ended it. */
  onExit: () => void;
}

export interface SupervisedPostgres {
  url: (database: string) => string;
  /** Stops the server: SIGQUIT (immediate shutdown) once the grace period is over, SIGKILL 5 s later. */
  stop: (graceMs: number) => Promise<void>;
}

/** The launcher's embedded PostgreSQL (kept between runs), with its process watched. */
export async function startSupervisedPostgres({ dataDir, port, onLog, onExit }: SupervisedPostgresOptions): Promise<SupervisedPostgres> {
  const server = await startEmbeddedPostgres({ dataDir, port, persistent: true, onLog });
  // The package keeps the server's process to itself; postmaster.pid names it, so we can watch it.
  const pid = postmasterPid(dataDir);
  if (pid !== undefined) {
    const watch = setInterval(() => {
      if (!isAlive(pid)) {
        clearInterval(watch);
        onExit();
      }
    }, 1_000);
    watch.unref();
  }
  return { url: server.url, stop: (graceMs) => stopPostgres(server, pid, graceMs) };
}

async function stopPostgres(server: RunningPostgres, pid: number | undefined, graceMs: number): Promise<void> {
  // The package's stop() waits for an exit it may already have missed; the pid tells the truth.
  if (pid !== undefined && !isAlive(pid)) return;
  const stopped = server.stop().then(() => true);
  const gone = pid === undefined ? new Promise<boolean>(() => undefined) : waitUntil(() => !isAlive(pid));
  const within = (ms: number) => Promise.race([stopped, gone, sleep(ms).then(() => false)]);
  if ((await within(graceMs)) || pid === undefined) return;
  log(`PostgreSQL did not stop within ${graceMs / 1000} s; sending SIGQUIT to pid ${pid}`);
  signalPid(pid, 'SIGQUIT');
  if (await within(5_000)) return;
  signalPid(pid, 'SIGKILL');
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** PostgreSQL runs as the `postgres` user when we are root; it must be able to traverse the data dir. */
export function makeTraversable(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const mode = fs.statSync(dataDir).mode & 0o7777;
  if ((mode & 0o011) !== 0o011) fs.chmodSync(dataDir, mode | 0o011);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0)
      log(`warning: ${dir} is not traversable by other users; PostgreSQL (user postgres) may fail to start`);
    if (dir === path.dirname(dir)) break;
  }
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      log(`created the database "${name}"`);
    }
  } finally {
    await client.end();
  }
}
