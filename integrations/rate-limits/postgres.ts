import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import { RATE_LIMITS, type RateLimitName, type RateLimits } from '../../domain/auth/rate-limits';
import { RateLimitedError } from '../../domain/shared/errors';
import { db } from '../../models/db';

/** A counter's row is deleted once its window ended this long ago (rate-limiter-flexible's own choice): an hour. */
const EXPIRED_ROWS_KEPT_MS = 60 * 60 * 1000;
/** At most one sweep of expired rows per this long per RateLimits: five minutes. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * Counters live in Postgres (table rate_limits), so every API process shares them. Rows of ended
 * windows are swept by the first attempt counted five minutes or more after the last sweep, rather than
 * by rate-limiter-flexible's own five-minute timer per limiter: that timer cannot be stopped, so each
 * limiter would keep its Sequelize (and the app around it) alive for as long as the process runs.
 */
export function createPostgresRateLimits(sequelize: Sequelize, enabled: boolean, now: () => number = Date.now): RateLimits {
  if (!enabled) return { consume: async () => undefined, reset: async () => undefined };
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, { points, seconds }]) => [
      name,
      new RateLimiterPostgres({
        storeClient: sequelize,
        storeType: 'sequelize',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points,
        duration: seconds,
      }),
    ]),
  ) as Record<RateLimitName, RateLimiterPostgres>;
  let nextSweepAt = now() + SWEEP_EVERY_MS;
  async function sweepWhenDue(): Promise<void> {
    if (now() < nextSweepAt) return;
    nextSweepAt = now() + SWEEP_EVERY_MS;
    await db.execute('DELETE FROM rate_limits WHERE expire < $1', { bind: [now() - EXPIRED_ROWS_KEPT_MS] });
  }

  return {
    async consume(...hits) {
      await sweepWhenDue();
      const outcomes = await Promise.allSettled(hits.map(([name, key]) => limiters[name].consume(key)));
      const refusals: unknown[] = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      const storeFailure = refusals.find((reason) => !(reason instanceof RateLimiterRes));
      if (storeFailure) throw storeFailure;
      if (refusals.length === 0) return;
      const retryAfterMs = Math.max(...refusals.map((reason) => (reason as RateLimiterRes).msBeforeNext));
      throw new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
  };
}
