import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { embeddedPostgres } from './embedded-postgres';
import { describe, exitOf, isRunning, log, sleep } from './processes';
import type { Run } from './supervision';

export interface SupervisedPostgresOptions {
  dataDir: string;
  port: number;
  /** After it, SIGQUIT (immediate shutdown); SIGKILL 5 s later. */
  graceMs: number;
  onLog: (message: string) => void;
}

export interface SupervisedPostgres {
  url: (database: string) => string;
  /** Starts the server, again after a crash: PostgreSQL replaces a stale postmaster.pid and recovers from its WAL itself. */
  start: () => Promise<Run>;
}

/** The launcher's embedded PostgreSQL, its cluster kept between runs. */
export function supervisedPostgres({ dataDir, port, graceMs, onLog }: SupervisedPostgresOptions): SupervisedPostgres {
  const server = embeddedPostgres({ dataDir, port, persistent: true, onLog });
  return {
    url: server.url,
    start: async () => {
      let postmaster: ChildProcess;
      try {
        postmaster = await server.start();
      } catch (error) {
        // embedded-postgres rejects without a reason when the server exits during start-up.
        throw new Error(`PostgreSQL did not start${error ? `: ${describe(error)}` : ''} (see the "postgres |" lines above)`);
      }
      return {
        pid: postmaster.pid,
        exited: exitOf(postmaster),
        stop: () => stopPostgres(postmaster, graceMs),
        kill: () => postmaster.kill('SIGINT'), // fast shutdown, which goes on without us
      };
    },
  };
}

/** Fast shutdown (SIGINT); after the grace period, immediate shutdown (SIGQUIT); 5 s later, SIGKILL. */
async function stopPostgres(postmaster: ChildProcess, graceMs: number): Promise<void> {
  if (!isRunning(postmaster)) return;
  const exited = exitOf(postmaster).then(() => true);
  const within = (ms: number) => Promise.race([exited, sleep(ms).then(() => false)]);
  postmaster.kill('SIGINT');
  if (await within(graceMs)) return;
  log(`PostgreSQL did not stop within ${graceMs / 1000} s; sending SIGQUIT to pid ${postmaster.pid}`);
  postmaster.kill('SIGQUIT');
  if (await within(5_000)) return;
  postmaster.kill('SIGKILL');
  await exited;
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
