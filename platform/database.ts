import { ConnectionError, Sequelize } from 'sequelize';
import pg from 'pg';
import type { Config } from './config';
import type { Logger } from './logger';

// Return BIGINT counts as numbers (they stay far below 2^53 here) and keep timestamps as Date objects.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));

export interface DatabaseOptions {
  url: string;
  poolMax: number;
  logger?: Logger;
  /** Longest wait for a pool connection, and for a new connection to open; 30 s unless given. */
  acquireTimeoutMs?: number;
  /** Server-side limit of one statement (`statement_timeout`); none unless given. */
  statementTimeoutMs?: number;
}

/** Opening a connection never waits longer than this, whatever the acquire timeout. */
const MAX_CONNECT_TIMEOUT_MS = 5_000;

/** The pool settings of the API and worker processes, from configuration (docs/operations.md, Dependency outages). */
export function databaseOptions(config: Config, url: string): DatabaseOptions {
  const { poolMax, acquireTimeoutMs, statementTimeoutMs } = config.database;
  return { url, poolMax, acquireTimeoutMs, statementTimeoutMs };
}

/**
 * A pool that rides out a PostgreSQL restart: a connection the server closed is dropped by Sequelize
 * on its `error` event and a new one is opened on the next acquire, so nothing needs restarting. While
 * the server is away, opening a connection fails at once (refused) or within the connect timeout
 * (unreachable), so a request fails fast instead of hanging; TCP keep-alive finds dead idle connections.
 */
export function createSequelize({ url, poolMax, logger, acquireTimeoutMs = 30_000, statementTimeoutMs = 0 }: DatabaseOptions): Sequelize {
  return new Sequelize(url, {
    dialect: 'postgres',
    dialectModule: pg,
    logging: logger ? (sql: string) => logger.trace({ sql }, 'sql') : false,
    pool: { max: poolMax, min: 0, idle: 10_000, acquire: acquireTimeoutMs },
    dialectOptions: {
      keepAlive: true,
      connectionTimeoutMillis: Math.min(acquireTimeoutMs, MAX_CONNECT_TIMEOUT_MS),
      ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    },
    define: { underscored: true, timestamps: true },
  });
}

/** One round trip; rejects with the reason when PostgreSQL does not answer. */
export function probeDatabase(sequelize: Sequelize): Promise<unknown> {
  return sequelize.query('SELECT 1');
}

export async function isDatabaseReachable(sequelize: Sequelize): Promise<boolean> {
  try {
    await probeDatabase(sequelize);
    return true;
  } catch {
    return false;
  }
}

/** SQLSTATEs of a server that is going away or not there yet, and of a statement it cut off. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: fast or smart shutdown, or a failover
  '57P02', // crash_shutdown: another backend crashed and the server restarts
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
]);
/** Socket errors of a connection to a server that is down or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What `pg` says, without a code, about a connection that died under it or never opened. */
const UNAVAILABLE_MESSAGES = /Connection terminated|not queryable|timeout expired/i;

/**
 * Whether an error says PostgreSQL is unavailable (down, restarting, unreachable, or too slow) rather
 * than that the statement is wrong: Sequelize's connection errors (refused, timed out, pool acquire
 * timeout), and a query error, from Sequelize or straight from `pg`, whose cause is a server shutdown,
 * a lost connection or the statement timeout.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  if (error instanceof ConnectionError) return true;
  for (const cause of causesOf(error)) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
      return true;
    if (cause instanceof Error && UNAVAILABLE_MESSAGES.test(cause.message)) return true;
  }
  return false;
}

/**
 * The error and the `pg` error Sequelize wrapped in it (`parent`, `original`). A `cause` is not
 * followed: a failed outbound `fetch` carries its ECONNREFUSED there, and that is no database outage.
 */
function* causesOf(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    yield current;
    const wrapper = current as { parent?: unknown; original?: unknown };
    current = wrapper.parent ?? wrapper.original;
  }
}
