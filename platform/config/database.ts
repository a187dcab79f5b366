import { z } from 'zod';
import type { ServerConfig } from './server';
import { ConfigError, integer, port } from './variables';

export const databaseVariables = z.object({
  DATABASE_URL: z.url().optional().describe('PostgreSQL connection string; unset: `npm start` runs the embedded server'),
  DATABASE_POOL_MAX: integer(1, 200).default(10).describe("maximum connections in each process's pool"),
  DATABASE_ACQUIRE_TIMEOUT_MS: integer(100, 300_000)
    .default(10_000)
    .describe(
      'longest wait of the API and worker for a pool connection (opening one: at most 5 s); past it the request answers 503 `SERVICE_UNAVAILABLE` with `Retry-After` ([dependency outages](operations.md#dependency-outages))',
    ),
  DATABASE_STATEMENT_TIMEOUT_MS: integer(0, 3_600_000)
    .default(30_000)
    .describe('server-side limit of one SQL statement of the API and worker (`statement_timeout`; `0`: none); migrations run without it'),
  AUDIT_EXPORT_CONCURRENCY: integer(1, 50)
    .default(1)
    .describe(
      'page queries all audit-log exports of one API process run at once, so slow downloads cannot take the pool from other requests',
    ),
  EMBEDDED_POSTGRES_PORT: port.default(5433).describe('port of the embedded PostgreSQL (only without `DATABASE_URL`)'),
});

export function databaseConfig(e: z.infer<typeof databaseVariables>, server: ServerConfig) {
  if (server.isProduction && !e.DATABASE_URL) throw new ConfigError('DATABASE_URL', 'is required when NODE_ENV=production');
  return {
    database: {
      url: e.DATABASE_URL,
      poolMax: e.DATABASE_POOL_MAX,
      /** Longest wait for a pool connection (and for a new connection to open) before the call fails with a 503. */
      acquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
      /** Server-side limit of one statement; 0: none. */
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      embeddedPort: e.EMBEDDED_POSTGRES_PORT,
    },
    /** Page reads all audit exports of a process may run at once (each takes one pool connection). */
    auditExportConcurrency: e.AUDIT_EXPORT_CONCURRENCY,
  };
}
