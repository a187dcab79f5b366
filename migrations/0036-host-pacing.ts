import { runStatements, type Migration } from './migration';

/**
 * The pace every fetch worker keeps with one host, shared through this table: a token bucket of requests
 * (refilled at the configured rate, read and spent in one statement) and the time the host asked
 * everyone to wait until (Retry-After, or a doubling back-off after 429 and 503).
 */
export const hostPacing: Migration = {
  name: '0036-host-pacing',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE host_pacing (
        host text PRIMARY KEY,
        tokens double precision NOT NULL,
        refilled_at timestamptz NOT NULL,
        blocked_until timestamptz,
        backoff_ms integer NOT NULL DEFAULT 0
      )`,
    ]),
};
