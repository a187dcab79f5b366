import ipaddr from 'ipaddr.js';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import { RateLimitedError } from '../shared/errors';
import { hashToken } from '../shared/secrets';
import { db } from '../../models/db';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Every limit of the auth routes: `points` attempts per `seconds`, in a fixed window per key. */
export const RATE_LIMITS = {
  /** Keyed by address and client (accountClientKey). */
  signInAccount: { points: 10, seconds: 15 * MINUTE },
  signInIp: { points: 50, seconds: 15 * MINUTE },
  signUpIp: { points: 30, seconds: HOUR },
  magicLinkEmail: { points: 5, seconds: HOUR },
  magicLinkIp: { points: 30, seconds: HOUR },
  forgotPasswordEmail: { points: 5, seconds: HOUR },
  forgotPasswordIp: { points: 30, seconds: HOUR },
  resetPasswordIp: { points: 30, seconds: HOUR },
  verificationResendUser: { points: 5, seconds: HOUR },
  twoFactorSession: { points: 5, seconds: 15 * MINUTE },
  twoFactorUser: { points: 10, seconds: 15 * MINUTE },
  /** Password confirmations of a signed-in user (change password, two-factor enable and disable). */
  passwordCheckUser: { points: 10, seconds: 15 * MINUTE },
  /** SSO look-ups tell whether a domain uses SSO; each SSO start writes a state record and calls the provider. */
  ssoLookupIp: { points: 30, seconds: 15 * MINUTE },
  ssoStartIp: { points: 30, seconds: 15 * MINUTE },
  /** Dynamic Client Registration (RFC 7591) is open to anyone: each registration writes a client. */
  clientRegistrationIp: { points: 20, seconds: HOUR },
} as const satisfies Record<string, { points: number; seconds: number }>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitHit = readonly [RateLimitName, string];

export interface RateLimits {
  /** Counts one attempt against every key; throws RateLimitedError when any of them is over its limit. */
  consume(...hits: RateLimitHit[]): Promise<void>;
  /** Forgets the attempts of one key (e.g. an account after a successful sign-in). */
  reset(name: RateLimitName, key: string): Promise<void>;
}

/** Keys for e-mail addresses are hashed: they fit the key column and the table holds no addresses. */
export function emailKey(normalizedEmail: string): string {
  return hashToken(normalizedEmail);
}

/**
 * Sign-in failures count per address and client together, so a stranger failing from elsewhere
 * cannot lock the owner out; each client still gets only 10 guesses per address.
 */
export function accountClientKey(normalizedEmail: string, ipAddress: string | null): string {
  return hashToken(`${normalizedEmail}\n${ipKey(ipAddress)}`);
}

/**
 * The client a limit counts against. One IPv6 subscriber usually holds a whole /64 and can pick any
 * address in it, so IPv6 clients are keyed by their /64; IPv4 (mapped into IPv6 or not) by the address.
 */
export function ipKey(ipAddress: string | null): string {
  if (ipAddress === null) return 'unknown';
  if (!ipaddr.isValid(ipAddress)) return ipAddress;
  const address = ipaddr.process(ipAddress);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toNormalizedString()}/64`;
}

/** A counter's row is deleted once its window ended this long ago (rate-limiter-flexible's own choice). */
const EXPIRED_ROWS_KEPT_MS = HOUR * 1000;
/** At most one sweep of expired rows per this long per RateLimits. */
const SWEEP_EVERY_MS = 5 * MINUTE * 1000;

/**
 * Counters live in Postgres (table rate_limits), so every API process shares them. Rows of ended
 * windows are swept by the first attempt counted five minutes or more after the last sweep, rather than
 * by rate-limiter-flexible's own five-minute timer per limiter: that timer cannot be stopped, so each
 * limiter would keep its Sequelize (and the app around it) alive for as long as the process runs.
 */
export function createRateLimits(sequelize: Sequelize, enabled: boolean, now: () => number = Date.now): RateLimits {
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
