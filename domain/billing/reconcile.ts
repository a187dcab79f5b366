import { Op } from 'sequelize';
import type { SubscriptionState } from '../../models/organizations';
import { CreditGrantModel, OrganizationBillingModel } from '../../models/billing';
import { recordAudit } from '../audit/audit-log';
import type { ActorContext } from '../shared/request-context';
import { FREE_CAPS, PACK_CREDITS, isCreditPack, planOf, slotCapOf } from './catalogue';
import { lockOrganizationBilling } from './customers';
import { secondsToDate } from './subscription';
import type { Billing, ProviderSubscription } from './payments';
import { db } from '../../models/db';

const SYSTEM: ActorContext = { principal: null, ipAddress: null, userAgent: null, requestId: 'stripe-reconciliation' };

/** Statuses that keep the paid caps; past_due too, while Stripe retries the payment. */
const PAID_STATUSES = ['active', 'trialing', 'past_due'];
/** Statuses that describe a subscription still in force (or about to be), preferred over ended ones. */
const LIVE_STATUSES = [...PAID_STATUSES, 'unpaid', 'incomplete', 'paused'];

interface BillingState {
  tierId: string | null;
  subscription: SubscriptionState | null;
  seatCap: number;
  slotCap: number;
  slotPacks: number;
}

export type ReconcileOutcome = 'changed' | 'unchanged' | 'no-customer';

/**
 * Sets the organization's tier, caps and subscription from what Stripe holds now. It reads the
 * truth instead of applying the event, so duplicated and out-of-order events converge, and running
 * it twice changes nothing.
 */
export async function reconcileSubscription(organizationId: string, billing: Billing): Promise<ReconcileOutcome> {
  const customerId = (await OrganizationBillingModel.findByPk(organizationId, { attributes: ['stripeCustomerId'], raw: true }))
    ?.stripeCustomerId;
  if (!customerId) return 'no-customer';
  const subscriptions = await billing.payments.listSubscriptions(customerId);
  const state = stateOf(billing, currentSubscription(subscriptions));
  return db.transaction(async (transaction) => {
    const organization = await lockOrganizationBilling(organizationId, transaction);
    const before: BillingState = pickState(organization);
    if (JSON.stringify(before) === JSON.stringify(state)) return 'unchanged';
    await organization.update(state, { transaction });
    await recordAudit(
      {
        organizationId,
        action: 'subscription.reconciled',
        resourceType: 'organization',
        resourceId: organizationId,
        metadata: { from: before, to: state },
      },
      SYSTEM,
      transaction,
    );
    return 'changed';
  });
}

/** The newest live subscription, else the newest ended one. */
function currentSubscription(subscriptions: ProviderSubscription[]): ProviderSubscription | undefined {
  const newestFirst = [...subscriptions].sort((a, b) => b.created - a.created);
  return newestFirst.find((s) => LIVE_STATUSES.includes(s.status)) ?? newestFirst[0];
}

function stateOf(billing: Billing, subscription: ProviderSubscription | undefined): BillingState {
  if (!subscription) return { ...FREE_CAPS, subscription: null };
  const items = planOf(billing.config.catalogue, subscription);
  const record: SubscriptionState = {
    paymentSubscriptionId: subscription.id,
    status: subscription.status,
    interval: items?.plan.interval ?? 'monthly',
    currentPeriodEnd: periodEnd(subscription).toISOString(),
    cancelAt: secondsToDate(subscription.cancelAt)?.toISOString() ?? null,
  };
  if (!items || !PAID_STATUSES.includes(subscription.status)) return { ...FREE_CAPS, subscription: record };
  const { tierId, seatCount, slotPacks } = items.plan;
  return { tierId, subscription: record, seatCap: seatCount, slotCap: slotCapOf(tierId, slotPacks), slotPacks };
}

/** Stripe moved the period end onto the items; older API versions carry it on the subscription. */
function periodEnd(subscription: ProviderSubscription): Date {
  const onItems = subscription.items.map((item) => item.currentPeriodEnd).filter((end): end is number => typeof end === 'number');
  const legacy = subscription.currentPeriodEnd;
  return new Date((onItems.length > 0 ? Math.min(...onItems) : (legacy ?? subscription.created)) * 1000);
}

function pickState(organization: BillingState): BillingState {
  const { tierId, subscription, seatCap, slotCap, slotPacks } = organization;
  return { tierId, subscription: subscription && normalized(subscription), seatCap, slotCap, slotPacks };
}

/** A fixed key order, so states compare equal whatever order jsonb returned the keys in. */
function normalized({ paymentSubscriptionId, status, interval, currentPeriodEnd, cancelAt }: SubscriptionState): SubscriptionState {
  return { paymentSubscriptionId, status, interval, currentPeriodEnd, cancelAt };
}

export type CreditGrantOutcome = 'granted' | 'already-granted' | 'not-paid';

/** Adds a paid credit pack's credits once: the checkout session id is the grant's key. */
export async function grantCreditPack(organizationId: string, sessionId: string, billing: Billing): Promise<CreditGrantOutcome> {
  const session = await billing.payments.retrieveCheckoutSession(sessionId);
  const packId = session.metadata?.packId ?? '';
  if (
    session.clientReferenceId !== organizationId ||
    session.mode !== 'payment' ||
    session.paymentStatus !== 'paid' ||
    !isCreditPack(packId)
  )
    return 'not-paid';
  const credits = PACK_CREDITS[packId];
  return db.transaction(async (transaction) => {
    const organization = await lockOrganizationBilling(organizationId, transaction);
    const [, created] = await CreditGrantModel.findOrCreate({
      where: { checkoutSessionId: sessionId },
      defaults: { checkoutSessionId: sessionId, organizationId, packId, credits },
      transaction,
    });
    if (!created) return 'already-granted';
    await organization.increment({ creditBalance: credits }, { transaction });
    await recordAudit(
      {
        organizationId,
        action: 'credits.granted',
        resourceType: 'organization',
        resourceId: organizationId,
        metadata: { packId, credits, sessionId },
      },
      SYSTEM,
      transaction,
    );
    return 'granted';
  });
}

/** Organizations with a Stripe customer, for the periodic repair; ordered and paged by id. */
export async function listBilledOrganizations(afterId: string | null, limit: number): Promise<string[]> {
  const rows = await OrganizationBillingModel.findAll({
    where: { stripeCustomerId: { [Op.ne]: null }, ...(afterId ? { id: { [Op.gt]: afterId } } : {}) },
    attributes: ['id'],
    order: [['id', 'ASC']],
    limit,
    raw: true,
  });
  return rows.map((row) => row.id);
}
