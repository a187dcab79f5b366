import { createHash } from 'node:crypto';

/**
 * Stripe idempotency key of one write, derived from the request: the same request retried (same
 * body, same `Idempotency-Key` header if the client sends one) maps to the same key, so Stripe
 * answers it once. Stripe keeps keys for 24 hours.
 */
export function idempotencyKey(operation: string, organizationId: string, ...parts: unknown[]): string {
  const digest = createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
  return `vigil/${operation}/${organizationId}/${digest}`;
}
