import { z } from 'zod';
import { ConfigError } from './variables';

export const PAID_TIERS = ['plus', 'pro', 'enterprise'] as const;
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export const CREDIT_PACKS = ['credits_100', 'credits_500', 'credits_1000'] as const;

export type PaidTier = (typeof PAID_TIERS)[number];
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export type CreditPack = (typeof CREDIT_PACKS)[number];

const priceVariable = (...parts: string[]) => `STRIPE_PRICE_${parts.join('_').toUpperCase()}`;

/** Every price id Vigil sells, as [variable, meaning]. */
function prices(): [string, string][] {
  return [
    ...PAID_TIERS.flatMap((tier) =>
      BILLING_INTERVALS.map((interval): [string, string] => [
        priceVariable(tier, interval),
        `per-seat recurring price of the ${tier} tier, billed ${interval}`,
      ]),
    ),
    ...BILLING_INTERVALS.map((interval): [string, string] => [
      priceVariable('slot_pack', interval),
      `recurring price of one slot pack (5 project slots), billed ${interval}`,
    ]),
    ...CREDIT_PACKS.map((pack): [string, string] => [
      priceVariable(pack),
      `one-time price of the ${pack.replace('credits_', '')}-credit pack`,
    ]),
  ];
}

function priceSchemas() {
  return Object.fromEntries(
    prices().map(([name, meaning]) => [
      name,
      z
        .string()
        .regex(/^(price|plan)_\w+$/, 'must be a Stripe price id')
        .optional()
        .describe(meaning),
    ]),
  );
}

export const billingVariables = z.object({
  STRIPE_SECRET_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'turns billing on; then `STRIPE_WEBHOOK_SECRET` and every price id are required (start fails naming the missing one); unset: payment routes and the Stripe webhook answer 503 and the rest works',
    ),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe(
      'signing secret of the endpoint `{BASE_URL}/api/webhooks/stripe` (events `checkout.session.*`, `customer.subscription.*`, `invoice.*`)',
    ),
  STRIPE_API_BASE: z.url().optional().describe('another Stripe address (an emulator); unset: api.stripe.com'),
  ...priceSchemas(),
});

export function billingConfig(e: z.infer<typeof billingVariables>) {
  return {
    /** Null when STRIPE_SECRET_KEY is unset: the billing routes answer 503 and the rest works. */
    billing: billing(e),
  };
}

/** Billing is on when a secret key is set; then every price id and the webhook secret are required. */
function billing(e: z.infer<typeof billingVariables>) {
  if (!e.STRIPE_SECRET_KEY) return null;
  if (!e.STRIPE_WEBHOOK_SECRET) throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'is required when STRIPE_SECRET_KEY is set');
  const priceIds = e as Record<string, string | undefined>;
  const price = (...parts: string[]): string => {
    const name = priceVariable(...parts);
    const value = priceIds[name];
    if (!value) throw new ConfigError(name, 'is required when STRIPE_SECRET_KEY is set');
    return value;
  };
  const byInterval = (item: string) =>
    Object.fromEntries(BILLING_INTERVALS.map((interval) => [interval, price(item, interval)])) as Record<BillingInterval, string>;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    /** Another Stripe API address (an emulator in tests); unset: Stripe itself. */
    apiBase: e.STRIPE_API_BASE,
    /** Stripe price ids of everything Vigil sells; slot packs are billed in the tier's interval. */
    catalogue: {
      tiers: Object.fromEntries(PAID_TIERS.map((tier) => [tier, byInterval(tier)])) as Record<PaidTier, Record<BillingInterval, string>>,
      slotPack: byInterval('slot_pack'),
      creditPacks: Object.fromEntries(CREDIT_PACKS.map((pack) => [pack, price(pack)])) as Record<CreditPack, string>,
    },
  };
}

export type BillingConfig = NonNullable<ReturnType<typeof billing>>;
export type BillingCatalogue = BillingConfig['catalogue'];
