import type Stripe from 'stripe';
import { UniqueConstraintError } from 'sequelize';
import { OrganizationBillingModel, StripeEventModel } from '../../models/billing';
import { AppError } from '../shared/errors';
import type { Billing } from './stripe';
import { db } from '../../models/db';

/** What the reconciliation workflow receives for one Stripe event. */
export interface BillingEvent {
  eventId: string;
  type: string;
  /** Set for a completed one-time checkout: a credit pack to grant. */
  creditSessionId: string | null;
}

/** Hands an event to the organization's reconciliation workflow (signal-with-start). */
export type HandBillingEvent = (organizationId: string, event: BillingEvent) => Promise<void>;

export class InvalidSignatureError extends AppError {
  constructor() {
    super('BAD_REQUEST', 400, 'The Stripe-Signature header does not match this payload, or it is too old');
  }
}

export type WebhookOutcome = 'accepted' | 'duplicate' | 'ignored';

/**
 * Verifies the signature on the raw body, records the event id (a redelivered event is answered
 * but not handed on again) and hands it to reconciliation in the same transaction, so an event that
 * could not be handed on is not recorded and Stripe's retry gets another chance.
 */
export async function receiveStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  billing: Billing,
  hand: HandBillingEvent,
): Promise<WebhookOutcome> {
  const event = verifiedEvent(rawBody, signature, billing);
  const organizationId = await organizationOf(event);
  try {
    return await db.transaction(async (transaction) => {
      await StripeEventModel.create({ id: event.id, type: event.type, organizationId }, { transaction });
      if (!organizationId) return 'ignored';
      await hand(organizationId, { eventId: event.id, type: event.type, creditSessionId: creditSessionOf(event) });
      return 'accepted';
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) return 'duplicate';
    throw error;
  }
}

function verifiedEvent(rawBody: Buffer, signature: string | undefined, billing: Billing): Stripe.Event {
  if (!signature) throw new InvalidSignatureError();
  try {
    return billing.stripe.webhooks.constructEvent(rawBody, signature, billing.config.webhookSecret);
  } catch {
    throw new InvalidSignatureError();
  }
}

/** The organization an event concerns: our id on the object, else the Stripe customer linked to one. */
async function organizationOf(event: Stripe.Event): Promise<string | null> {
  const object = event.data.object as {
    client_reference_id?: string | null;
    metadata?: Record<string, string> | null;
    customer?: string | { id: string } | null;
  };
  const byCustomer = async (customer: string) =>
    (await OrganizationBillingModel.findOne({ where: { stripeCustomerId: customer }, attributes: ['id'], raw: true }))?.id ?? null;
  const customerId = typeof object.customer === 'string' ? object.customer : object.customer?.id;
  const claimed = object.client_reference_id ?? object.metadata?.organizationId ?? null;
  if (customerId) {
    const linked = await byCustomer(customerId);
    if (linked) return linked;
  }
  if (!claimed || !/^[0-9a-f-]{36}$/i.test(claimed)) return null;
  return (await OrganizationBillingModel.findByPk(claimed, { attributes: ['id'], raw: true }))?.id ?? null;
}

function creditSessionOf(event: Stripe.Event): string | null {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return null;
  return event.data.object.mode === 'payment' ? event.data.object.id : null;
}
