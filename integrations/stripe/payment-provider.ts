import Stripe from 'stripe';
import { PaymentProviderError } from '../../domain/billing/payment-errors';
import type { Billing, PaymentProvider, ProviderCheckoutSession, ProviderEvent, ProviderSubscription } from '../../domain/billing/payments';
import type { BillingConfig } from '../../platform/config';

export function createBilling(config: BillingConfig | null): Billing | null {
  if (!config) return null;
  const stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...apiAddress(config.apiBase) });
  return { payments: createStripePayments(stripe, config.webhookSecret), config };
}

function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

/** Billing's calls through Stripe's SDK; Stripe's errors become the domain's PaymentProviderError. */
function createStripePayments(stripe: Stripe, webhookSecret: string): PaymentProvider {
  return {
    createCustomer: (customer, idempotencyKey) =>
      translated(async () => ({ id: (await stripe.customers.create(customer, { idempotencyKey })).id })),
    updateCustomerEmail: (customerId, email, idempotencyKey) =>
      translated(async () => {
        await stripe.customers.update(customerId, { email }, { idempotencyKey });
      }),
    retrieveSubscription: (subscriptionId) => translated(async () => subscriptionOf(await stripe.subscriptions.retrieve(subscriptionId))),
    updateSubscription: (subscriptionId, { items, metadata }, idempotencyKey) =>
      translated(async () =>
        subscriptionOf(
          await stripe.subscriptions.update(
            subscriptionId,
            { items, proration_behavior: 'create_prorations', metadata },
            { idempotencyKey },
          ),
        ),
      ),
    listSubscriptions: (customerId) =>
      translated(async () =>
        (await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 })).data.map(subscriptionOf),
      ),
    createCheckoutSession: (session, idempotencyKey) =>
      translated(async () =>
        checkoutSessionOf(
          await stripe.checkout.sessions.create(
            {
              mode: session.mode,
              line_items: session.lineItems,
              metadata: session.metadata,
              ...(session.mode === 'subscription'
                ? { subscription_data: { metadata: session.objectMetadata } }
                : { payment_intent_data: { metadata: session.objectMetadata } }),
              customer: session.customer,
              client_reference_id: session.clientReferenceId,
              success_url: session.successUrl,
              cancel_url: session.cancelUrl,
            },
            { idempotencyKey },
          ),
        ),
      ),
    retrieveCheckoutSession: (sessionId) => translated(async () => checkoutSessionOf(await stripe.checkout.sessions.retrieve(sessionId))),
    createPortalSession: (customerId, returnUrl, idempotencyKey) =>
      translated(async () => ({
        url: (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, { idempotencyKey })).url,
      })),
    verifyEvent: (rawBody, signature) => eventOf(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret)),
  };
}

async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new PaymentProviderError(error.type, error.message, error.statusCode);
    throw error;
  }
}

function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  return {
    id: subscription.id,
    status: subscription.status,
    created: subscription.created,
    cancelAt: subscription.cancel_at,
    currentPeriodEnd: (subscription as unknown as { current_period_end?: number }).current_period_end,
    items: subscription.items.data.map((item) => ({
      id: item.id,
      priceId: item.price.id,
      quantity: item.quantity,
      currentPeriodEnd: item.current_period_end,
    })),
  };
}

function checkoutSessionOf(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    url: session.url,
    status: session.status,
    mode: session.mode,
    paymentStatus: session.payment_status,
    customerId: idOf(session.customer),
    clientReferenceId: session.client_reference_id,
    metadata: session.metadata,
  };
}

function eventOf(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as {
    id?: string;
    mode?: string;
    client_reference_id?: string | null;
    metadata?: Record<string, string> | null;
    customer?: string | { id: string } | null;
  };
  return {
    id: event.id,
    type: event.type,
    object: {
      id: object.id,
      mode: object.mode,
      clientReferenceId: object.client_reference_id ?? null,
      metadata: object.metadata ?? null,
      customerId: idOf(object.customer),
    },
  };
}

function idOf(reference: string | { id: string } | null | undefined): string | null {
  return (typeof reference === 'string' ? reference : reference?.id) ?? null;
}
