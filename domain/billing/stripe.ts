import Stripe from 'stripe';
import type { BillingConfig } from '../../platform/config';
import { ServiceUnavailableError } from '../shared/errors';

/** Stripe and the catalogue, present only when billing is configured. */
export interface Billing {
  stripe: Stripe;
  config: BillingConfig;
}

export function createBilling(config: BillingConfig | null): Billing | null {
  if (!config) return null;
  return { stripe: new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...apiAddress(config.apiBase) }), config };
}

export function requireBilling(billing: Billing | null): Billing {
  if (!billing)
    throw new ServiceUnavailableError(
      'Billing is not configured on this server: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and the STRIPE_PRICE_* variables',
    );
  return billing;
}

function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}
