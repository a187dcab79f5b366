import { recordAudit } from '../audit/audit-log';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { PACK_CREDITS, planLineItems, type CreditPack, type Plan } from './catalogue';
import { ensureCustomer, lockOrganizationBilling, type OrganizationBilling } from './customers';
import { idempotencyKey } from './idempotency';
import { ownerEmail } from './settings';
import { PaymentProviderError } from './payment-errors';
import type { Billing, CheckoutSessionRequest, ProviderCheckoutSession } from './payments';
import type { QueueBillingEvent } from './webhook';
import { organizationLabels } from '../shared/labels';
import { db } from '../../models/db';

export interface CheckoutRequest {
  successUrl: string;
  cancelUrl: string;
  /** The client's `Idempotency-Key` header, if any: a new key asks for a new session. */
  clientKey: string | null;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** A Stripe Checkout session for a subscription: the tier per seat, slot packs as a second item. */
export function startSubscriptionCheckout(
  organizationId: string,
  plan: Plan,
  request: CheckoutRequest,
  billing: Billing,
  context: ActorContext,
): Promise<CheckoutSession> {
  const metadata = { organizationId, kind: 'subscription' };
  return openCheckout(organizationId, request, billing, context, {
    refuse: (organization) => {
      if (organization.subscription && ['active', 'trialing', 'past_due'].includes(organization.subscription.status)) {
        throw new ConflictError('This organization already has a subscription; change it with PATCH /payments/subscription');
      }
    },
    params: { mode: 'subscription', lineItems: planLineItems(billing.config.catalogue, plan), metadata, objectMetadata: metadata },
    idempotencyKey: idempotencyKey('checkout', organizationId, plan, request),
    audit: { action: 'billing.checkout_started', metadata: { ...plan } },
  });
}

/** A one-time payment for a credit pack; the credits are added when Stripe reports it paid. */
export function startCreditCheckout(
  organizationId: string,
  packId: CreditPack,
  request: CheckoutRequest,
  billing: Billing,
  context: ActorContext,
): Promise<CheckoutSession> {
  const metadata = { organizationId, kind: 'credits', packId };
  return openCheckout(organizationId, request, billing, context, {
    params: {
      mode: 'payment',
      lineItems: [{ price: billing.config.catalogue.creditPacks[packId], quantity: 1 }],
      metadata,
      objectMetadata: metadata,
    },
    idempotencyKey: idempotencyKey('credits-checkout', organizationId, packId, request),
    audit: { action: 'billing.credits_checkout_started', metadata: { packId, credits: PACK_CREDITS[packId] } },
  });
}

interface CheckoutKind {
  /** Throws when this organization may not start the checkout (checked under the billing lock). */
  refuse?: (organization: OrganizationBilling) => void;
  /** What differs between kinds; customer, reference and return URLs are added for every kind. */
  params: Omit<CheckoutSessionRequest, 'customer' | 'clientReferenceId' | 'successUrl' | 'cancelUrl'>;
  idempotencyKey: string;
  audit: { action: string; metadata: Record<string, unknown> };
}

/** Under the organization's billing lock: its Stripe customer, the session, and the audit entry. */
function openCheckout(
  organizationId: string,
  request: CheckoutRequest,
  billing: Billing,
  context: ActorContext,
  kind: CheckoutKind,
): Promise<CheckoutSession> {
  return db.transaction(async (transaction) => {
    const organization = await lockOrganizationBilling(organizationId, transaction);
    kind.refuse?.(organization);
    const customer = await ensureCustomer(billing, organization, await ownerEmail(organizationId, transaction), transaction);
    const session = await billing.payments.createCheckoutSession(
      { ...kind.params, customer, clientReferenceId: organizationId, successUrl: request.successUrl, cancelUrl: request.cancelUrl },
      kind.idempotencyKey,
    );
    await recordAudit(
      {
        organizationId,
        action: kind.audit.action,
        resourceType: 'checkout_session',
        resourceId: session.id,
        metadata: kind.audit.metadata,
      },
      context,
      transaction,
    );
    return toCheckoutSession(session);
  });
}

export interface VerifiedCheckout {
  status: string;
  customerId: string;
}

type FollowUp = { kind: 'credits'; sessionId: string } | { kind: 'subscription' } | null;

/**
 * Reads the session back after the user returns from Stripe, links its customer to the organization and,
 * once the session is complete, queues reconciliation: a paid credit pack to grant, or a subscription to
 * read back (the same event a webhook would bring, under its own id, so both together grant once).
 */
export async function verifyCheckout(
  organizationId: string,
  sessionId: string,
  billing: Billing,
  queueEvent: QueueBillingEvent,
  context: ActorContext,
): Promise<VerifiedCheckout> {
  const session = await retrieveOwnSession(billing, organizationId, sessionId);
  const { customerId } = session;
  if (!customerId) throw ValidationError.single('sessionId', 'This checkout session has no customer yet');
  await db.transaction(async (transaction) => {
    const organization = await lockOrganizationBilling(organizationId, transaction);
    if (organization.stripeCustomerId === customerId) return;
    await organization.update({ stripeCustomerId: customerId }, { transaction });
    await recordAudit(
      {
        organizationId,
        action: 'billing.customer_linked',
        resourceType: 'organization',
        resourceId: organizationId,
        metadata: { customerId, sessionId },
      },
      context,
      transaction,
    );
  });
  const follow = followUp(session);
  if (follow) {
    await queueEvent(await organizationLabels(organizationId), {
      eventId: `verify:${sessionId}`,
      type: 'checkout.session.verified',
      creditSessionId: follow.kind === 'credits' ? follow.sessionId : null,
    });
  }
  return { status: session.status ?? 'open', customerId };
}

async function retrieveOwnSession(billing: Billing, organizationId: string, sessionId: string): Promise<ProviderCheckoutSession> {
  try {
    const session = await billing.payments.retrieveCheckoutSession(sessionId);
    if (session.clientReferenceId === organizationId) return session;
  } catch (error) {
    if (!(error instanceof PaymentProviderError && error.statusCode === 404)) throw error;
  }
  throw new NotFoundError('Checkout session');
}

function followUp(session: ProviderCheckoutSession): FollowUp {
  if (session.status !== 'complete') return null;
  if (session.mode === 'subscription') return { kind: 'subscription' };
  return session.paymentStatus === 'paid' ? { kind: 'credits', sessionId: session.id } : null;
}

function toCheckoutSession(session: ProviderCheckoutSession): CheckoutSession {
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
  return { sessionId: session.id, url: session.url };
}
