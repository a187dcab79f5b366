import type { HostPacer } from './source-check';
import { db } from '../../models/db';

/**
 * The pace of requests to each host, shared by every fetch worker through PostgreSQL (`host_pacing`):
 * a token bucket refilled at `requestsPerSecond`, from which a worker takes a few tokens at a time in one
 * statement (the row locked for that statement only), and the time until which the host asked everyone to
 * wait. A worker spends the tokens it took before asking again, so a busy host costs a few statements per
 * second, not one per request; the bucket holds at most a quarter second of requests, so every worker
 * together sends at most the rate, plus that quarter, in any second.
 */
export interface HostPacingOptions {
  requestsPerSecond: number;
  /** A host that asks to wait longer than this fails its checks now rather than holding them. */
  maxWaitMs: number;
}

const MIN_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 5 * 60_000;

const CLAIM = `
WITH current AS (
  SELECT host, clock_timestamp() AS at, blocked_until,
         least(:capacity, tokens + extract(epoch FROM clock_timestamp() - refilled_at) * :rate) AS available
    FROM host_pacing WHERE host = :host FOR UPDATE
), decided AS (
  SELECT *, CASE WHEN blocked_until > at THEN 0 ELSE least(:want, floor(available))::int END AS granted FROM current
)
UPDATE host_pacing p SET tokens = d.available - d.granted, refilled_at = d.at
  FROM decided d WHERE p.host = d.host
RETURNING d.granted, d.available::float8 AS available,
          greatest(0, extract(epoch FROM d.blocked_until - d.at) * 1000)::float8 AS "blockedMs"`;

const ADD_HOST = `INSERT INTO host_pacing (host, tokens, refilled_at) VALUES (:host, :capacity, clock_timestamp()) ON CONFLICT (host) DO NOTHING`;

const REFUSED = `
UPDATE host_pacing SET
  tokens = 0,
  backoff_ms = least(:max, greatest(:min, backoff_ms * 2)),
  blocked_until = greatest(coalesce(blocked_until, clock_timestamp()),
    clock_timestamp() + make_interval(secs => coalesce(:retryAfterMs, least(:max, greatest(:min, backoff_ms * 2))) / 1000.0))
WHERE host = :host`;

interface Claim {
  granted: number;
  available: number;
  blockedMs: number | null;
}

interface HostState {
  tokens: number;
  claiming: Promise<void> | null;
  /** This worker saw the host refuse since its last answer: the next answer ends the back-off. */
  backedOff: boolean;
}

export function createHostPacer({ requestsPerSecond: rate, maxWaitMs }: HostPacingOptions): HostPacer {
  const capacity = Math.max(1, rate / 4);
  const hosts = new Map<string, HostState>();
  const stateOf = (host: string) => {
    let state = hosts.get(host);
    if (!state) hosts.set(host, (state = { tokens: 0, claiming: null, backedOff: false }));
    return state;
  };

  const claim = async (host: string, want: number): Promise<Claim> => {
    const replacements = { host, capacity, rate, want };
    const [row] = await db.select<Claim>(CLAIM, { replacements });
    if (row) return row;
    await db.execute(ADD_HOST, { replacements });
    return claim(host, want);
  };

  const refill = async (host: string, state: HostState) => {
    for (;;) {
      const { granted, available, blockedMs } = await claim(host, Math.floor(capacity));
      if (granted > 0) {
        state.tokens += granted;
        return;
      }
      if (blockedMs && blockedMs > maxWaitMs)
        throw new Error(`The site asked to wait ${Math.ceil(blockedMs / 1000)} s before the next request (Retry-After or back-off)`);
      await new Promise((resolve) => setTimeout(resolve, blockedMs || Math.ceil(((1 - available) / rate) * 1000)));
    }
  };

  return {
    async turn(host) {
      const state = stateOf(host);
      while (state.tokens < 1) {
        state.claiming ??= refill(host, state).finally(() => (state.claiming = null));
        await state.claiming;
      }
      state.tokens -= 1;
      if (state.tokens < 1 && !state.claiming && !state.backedOff) hosts.delete(host);
    },
    async refused(host, retryAfterMs) {
      const state = stateOf(host);
      state.tokens = 0;
      state.backedOff = true;
      const bounded = retryAfterMs === null ? null : Math.max(0, Math.round(retryAfterMs));
      await db.execute(REFUSED, { replacements: { host, retryAfterMs: bounded, min: MIN_BACKOFF_MS, max: MAX_BACKOFF_MS } });
    },
    async answered(host) {
      const state = hosts.get(host);
      if (!state?.backedOff) return;
      state.backedOff = false;
      await db.execute('UPDATE host_pacing SET backoff_ms = 0 WHERE host = :host', { replacements: { host } });
    },
  };
}
