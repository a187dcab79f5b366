import type { ProviderSubscription, ProviderSubscriptionItem } from './payments';
import {
  CREDIT_PACKS,
  PAID_TIERS,
  type BillingCatalogue,
  type BillingInterval,
  type CreditPack,
  type PaidTier,
} from '../../platform/config';

export { BILLING_INTERVALS, CREDIT_PACKS, PAID_TIERS, type BillingInterval, type CreditPack, type PaidTier } from '../../platform/config';

export const TIERS = ['free', ...PAID_TIERS] as const;
export type TierId = (typeof TIERS)[number];

/** DESIGN.md §4: the free tier's caps, also what an organization falls back to when its subscription ends. */
export const FREE_CAPS = { tierId: null, seatCap: 5, slotCap: 3, slotPacks: 0 } as const;
export const SLOTS_PER_PACK = 5;
/** Project slots each paid tier includes before slot packs. */
export const TIER_SLOTS: Record<PaidTier, number> = { plus: 10, pro: 25, enterprise: 100 };
export const PACK_CREDITS: Record<CreditPack, number> = { credits_100: 100, credits_500: 500, credits_1000: 1000 };

export interface Plan {
  tierId: PaidTier;
  interval: BillingInterval;
  seatCount: number;
  slotPacks: number;
}

export function slotCapOf(tierId: PaidTier, slotPacks: number): number {
  return TIER_SLOTS[tierId] + SLOTS_PER_PACK * slotPacks;
}

export function isPaidTier(value: string): value is PaidTier {
  return (PAID_TIERS as readonly string[]).includes(value);
}

export function isCreditPack(value: string): value is CreditPack {
  return (CREDIT_PACKS as readonly string[]).includes(value);
}

/** The subscription line items of a plan: the tier per seat, and slot packs as a second item. */
export function planLineItems(catalogue: BillingCatalogue, plan: Plan): { price: string; quantity: number }[] {
  const items = [{ price: catalogue.tiers[plan.tierId][plan.interval], quantity: plan.seatCount }];
  if (plan.slotPacks > 0) items.push({ price: catalogue.slotPack[plan.interval], quantity: plan.slotPacks });
  return items;
}

export interface PlanItems {
  plan: Plan;
  tierItem: ProviderSubscriptionItem;
  slotPackItem: ProviderSubscriptionItem | undefined;
}

/** Reads a subscription back into a plan; null when its tier price is not in the catalogue. */
export function planOf(catalogue: BillingCatalogue, subscription: ProviderSubscription): PlanItems | null {
  for (const item of subscription.items) {
    const match = tierOfPrice(catalogue, item.priceId);
    if (!match) continue;
    const slotPackItem = subscription.items.find((candidate) => candidate.priceId === catalogue.slotPack[match.interval]);
    return { plan: { ...match, seatCount: item.quantity ?? 1, slotPacks: slotPackItem?.quantity ?? 0 }, tierItem: item, slotPackItem };
  }
  return null;
}

function tierOfPrice(catalogue: BillingCatalogue, priceId: string): { tierId: PaidTier; interval: BillingInterval } | null {
  for (const tierId of PAID_TIERS) {
    for (const [interval, price] of Object.entries(catalogue.tiers[tierId])) {
      if (price === priceId) return { tierId, interval: interval as BillingInterval };
    }
  }
  return null;
}
