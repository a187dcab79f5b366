import { UniqueConstraintError } from 'sequelize';
import { OrganizationBillingModel, StripeEventModel } from '../../models/billing';
import { AppError } from '../shared/errors';
import { organizationLabels, type OrganizationLabels } from '../shared/labels';
import type { Billing, ProviderEvent } from './payments';
import { db } from '../../models/db';

/** What the reconciliation workflow receives for one Stripe event. */
export interface BillingEvent {
  eventId: string;
  type: string;
  /** Set for a completed one-time checkout: a credit pack to grant. */
  creditSessionId: string | null;
}

/** Queues an event for the organization's reconciliation workflow (signal-with-start). */
export type QueueBillingEvent = (organization: OrganizationLabels, event: BillingEvent) => Promise<void>;

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
  queueEvent: QueueBillingEvent,
): Promise<WebhookOutcome> {
  const event = verifiedEvent(rawBody, signature, billing);
  const organizationId = await organizationOf(event);
  try {
    return await db.transaction(async (transaction) => {
      await StripeEventModel.create({ id: event.id, type: event.type, organizationId }, { transaction });
      if (!organizationId) return 'ignored';
      await queueEvent(await organizationLabels(organizationId, transaction), {
        eventId: event.id,
        type: event.type,
        creditSessionId: creditSessionOf(event),
      });
      return 'accepted';
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) return 'duplicate';
    throw error;
  }
}

function verifiedEvent(rawBody: Buffer, signature: string | undefined, billing: Billing): ProviderEvent {
  if (!signature) throw new InvalidSignatureError();
  try {
    return billing.payments.verifyEvent(rawBody, signature);
  } catch {
    throw new InvalidSignatureError();
  }
}

/** The organization an event concerns: our id on the object, else the Stripe customer linked to one. */
async function organizationOf({ object }: ProviderEvent): Promise<string | null> {
  const byCustomer = async (customer: string) =>
    (await OrganizationBillingModel.findOne({ where: { stripeCustomerId: customer }, attributes: ['id'], raw: true }))?.id ?? null;
  const { customerId } = object;
  const claimed = object.clientReferenceId ?? object.metadata?.organizationId ?? null;
  if (customerId) {
    const linked = await byCustomer(customerId);
    if (linked) return linked;
  }
  if (!claimed || !/^[0-9a-f-]{36}$/i.test(claimed)) return null;
  return (await OrganizationBillingModel.findByPk(claimed, { attributes: ['id'], raw: true }))?.id ?? null;
}

function creditSessionOf({ type, object }: ProviderEvent): string | null {
  if (type !== 'checkout.session.completed' && type !== 'checkout.session.async_payment_succeeded') return null;
  return object.mode === 'payment' ? (object.id ?? null) : null;
}
