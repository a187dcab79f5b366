import type { BillingConfig } from '../../platform/config';
import { ServiceUnavailableError } from '../shared/errors';

/**
 * The payment provider as billing sees it (the integrations layer's stripe/payment-provider.ts fills it). Every call
 * that fails at the provider throws PaymentProviderError (payment-errors.ts).
 */
export interface PaymentProvider {
  createCustomer(customer: { email: string; metadata: Record<string, string> }, idempotencyKey: string): Promise<{ id: string }>;
  updateCustomerEmail(customerId: string, email: string, idempotencyKey: string): Promise<void>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Changes the items, prorated. */
  updateSubscription(
    subscriptionId: string,
    update: { items: SubscriptionItemChange[]; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<ProviderSubscription>;
  /** The customer's subscriptions in every status (at most 20). */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  createCheckoutSession(session: CheckoutSessionRequest, idempotencyKey: string): Promise<ProviderCheckoutSession>;
  /** Throws PaymentProviderError with statusCode 404 when the provider has no such session. */
  retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession>;
  createPortalSession(customerId: string, returnUrl: string, idempotencyKey: string): Promise<{ url: string }>;
  /** The event the signed payload carries; throws when the signature does not match it or is too old. */
  verifyEvent(rawBody: Buffer, signature: string): ProviderEvent;
}

/** The provider and the catalogue, present only when billing is configured. */
export interface Billing {
  payments: PaymentProvider;
  config: BillingConfig;
}

export interface ProviderSubscriptionItem {
  id: string;
  priceId: string;
  quantity: number | undefined;
  /** Seconds since the epoch; newer API versions carry the period end on the items. */
  currentPeriodEnd: number | undefined;
}

export interface ProviderSubscription {
  id: string;
  status: string;
  /** Seconds since the epoch. */
  created: number;
  cancelAt: number | null;
  /** Seconds since the epoch; older API versions carry the period end on the subscription. */
  currentPeriodEnd: number | undefined;
  items: ProviderSubscriptionItem[];
}

export type SubscriptionItemChange = { id?: string; price: string; quantity: number } | { id: string; deleted: true };

export interface CheckoutSessionRequest {
  mode: 'subscription' | 'payment';
  lineItems: { price: string; quantity: number }[];
  metadata: Record<string, string>;
  /** Copied onto the subscription (subscription mode) or the payment (payment mode). */
  objectMetadata: Record<string, string>;
  customer: string;
  clientReferenceId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderCheckoutSession {
  id: string;
  url: string | null;
  status: string | null;
  mode: string;
  paymentStatus: string;
  customerId: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string> | null;
}

/** An event and what billing reads of its object. */
export interface ProviderEvent {
  id: string;
  type: string;
  object: {
    id?: string;
    mode?: string;
    clientReferenceId: string | null;
    metadata: Record<string, string> | null;
    customerId: string | null;
  };
}

export function requireBilling(billing: Billing | null): Billing {
  if (!billing)
    throw new ServiceUnavailableError(
      'Billing is not configured on this server: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and the STRIPE_PRICE_* variables',
    );
  return billing;
}
