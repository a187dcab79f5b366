import ipaddr from 'ipaddr.js';
import { hashToken } from '../shared/secrets';

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
