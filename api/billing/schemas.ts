import { BILLING_INTERVALS, CREDIT_PACKS, PAID_TIERS } from '../../domain/billing/catalogue';
import { httpUrl, timestamp } from '../http/common-schemas';
import { z } from '../http/zod';

/** `free` is a TierId too, but only as the absence of a subscription: nothing to buy or switch to. */
const paidTier = z
  .enum(PAID_TIERS, { error: 'must be plus, pro or enterprise (free is the tier without a subscription)' })
  .openapi('PaidTierId');
export const intervalField = z.enum(BILLING_INTERVALS).openapi('BillingInterval');
export const creditPackField = z.enum(CREDIT_PACKS).openapi('CreditPackId');

const MAX_SEATS = 10_000;
const MAX_SLOT_PACKS = 1_000;

const seatCountField = z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_SEATS, `must be at most ${MAX_SEATS}`);
const slotPacksField = z
  .number()
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(MAX_SLOT_PACKS, `must be at most ${MAX_SLOT_PACKS}`);
const returnUrl = (description: string) =>
  httpUrl('must be an http(s) URL', 2048).openapi({
    description: `${description}; on APP_URL's or BASE_URL's origin or one listed in REDIRECT_ALLOWED_ORIGINS, else 400 VALIDATION_ERROR`,
  });

export const checkoutBody = z
  .object({
    tierId: paidTier,
    interval: intervalField,
    seatCount: seatCountField.openapi({ description: 'Quantity of the tier item: the seat cap' }),
    slotPacks: slotPacksField.optional().openapi({ description: 'Slot packs of 5 project slots, billed as a second subscription item' }),
    successUrl: returnUrl('Where Stripe sends the user after paying'),
    cancelUrl: returnUrl('Where Stripe sends the user when they cancel'),
  })
  .openapi('SubscriptionCheckoutRequest');

export const creditCheckoutBody = z
  .object({
    packId: creditPackField,
    successUrl: returnUrl('Where Stripe sends the user after paying'),
    cancelUrl: returnUrl('Where Stripe sends the user when they cancel'),
  })
  .openapi('CreditCheckoutRequest');

export const checkoutSessionSchema = z
  .object({ sessionId: z.string(), url: z.string().openapi({ description: 'The Stripe Checkout page' }) })
  .openapi('CheckoutSession');

export const verifyBody = z.object({ sessionId: z.string().min(1).max(255) }).openapi('VerifyCheckoutRequest');

export const verificationSchema = z.object({ status: z.string(), customerId: z.string() }).openapi('CheckoutVerification');

export const subscriptionSchema = z
  .object({
    status: z.string().openapi({ description: 'Stripe’s subscription status' }),
    interval: z.string(),
    currentPeriodEnd: timestamp(),
    cancelAt: timestamp().nullable(),
    tierId: z.string(),
    seatCount: z.number().int(),
    slotPacks: z.number().int(),
  })
  .openapi('Subscription');

export const updateSubscriptionBody = z
  .object({
    tierId: paidTier.optional(),
    interval: intervalField.optional(),
    seatCount: seatCountField.optional(),
    slotPacks: slotPacksField.optional(),
  })
  .openapi('UpdateSubscriptionRequest');

export const usageSchema = z.object({ activeMembers: z.number().int(), activeProjects: z.number().int() }).openapi('SubscriptionUsage');

export const portalQuery = z.object({ returnUrl: returnUrl('Where the billing portal sends the user back') });

export const portalSchema = z.object({ url: z.string() }).openapi('PortalSession');

export const billingSettingsSchema = z
  .object({ billingEmail: z.string().nullable(), effectiveEmail: z.string() })
  .openapi('BillingSettings');

export const billingSettingsBody = z
  .object({
    billingEmail: z
      .email('must be an e-mail address')
      .max(320)
      .nullable()
      .openapi({ description: 'null: invoices go to the owner’s address' }),
  })
  .openapi('BillingSettingsRequest');
