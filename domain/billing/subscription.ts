import type { Transaction } from 'sequelize';
import { recordAudit } from '../audit/audit-log';
import { NotFoundError, ValidationError, type FieldError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { planOf, slotCapOf, type Plan, type PlanItems } from './catalogue';
import { lockOrganizationBilling, type OrganizationBilling } from './customers';
import { idempotencyKey } from './idempotency';
import type { Billing, SubscriptionItemChange } from './payments';
import { subscriptionUsage } from './usage';
import { db } from '../../models/db';

export interface SubscriptionView {
  status: string;
  interval: string;
  currentPeriodEnd: Date;
  cancelAt: Date | null;
  tierId: string;
  seatCount: number;
  slotPacks: number;
}

/** The subscription as Vigil last reconciled it from Stripe. */
export async function getSubscription(organizationId: string): Promise<SubscriptionView> {
  return db.transaction(async (transaction) => toView(await lockOrganizationBilling(organizationId, transaction)));
}

/**
 * Sets any combination of tier, interval, seats and slot packs, prorated at Stripe. The caps follow
 * when Stripe's callback reconciles the organization; a reduction below live usage is refused here.
 */
export async function updateSubscription(
  organizationId: string,
  changes: Partial<Plan>,
  clientKey: string | null,
  billing: Billing,
  context: ActorContext,
): Promise<SubscriptionView> {
  return db.transaction(async (transaction) => {
    const organization = await lockOrganizationBilling(organizationId, transaction);
    const subscriptionId = subscriptionIdOf(organization);
    const current = await billing.payments.retrieveSubscription(subscriptionId);
    const items = planOf(billing.config.catalogue, current);
    if (!items) throw new NotFoundError('Subscription');
    const target: Plan = { ...items.plan, ...changes };
    await requireWithinUsage(organizationId, target, changes, transaction);
    const updated = await billing.payments.updateSubscription(
      subscriptionId,
      { items: itemChanges(billing, items, target), metadata: { organizationId } },
      idempotencyKey('subscription-update', organizationId, subscriptionId, items.plan, target, clientKey),
    );
    await recordAudit(
      {
        organizationId,
        action: 'subscription.updated',
        resourceType: 'subscription',
        resourceId: subscriptionId,
        metadata: { from: items.plan, to: target },
      },
      context,
      transaction,
    );
    return { ...toView(organization), ...target, status: updated.status, cancelAt: secondsToDate(updated.cancelAt) };
  });
}

/** Reductions may not go below what is in use: a downgrade never deletes anything. */
async function requireWithinUsage(organizationId: string, target: Plan, changes: Partial<Plan>, transaction: Transaction): Promise<void> {
  const usage = await subscriptionUsage(organizationId, transaction);
  const errors: FieldError[] = [];
  if (target.seatCount < usage.activeMembers) {
    errors.push({
      field: 'seatCount',
      error: `must be at least ${usage.activeMembers}, the members and open invitations holding a seat`,
      location: 'body',
    });
  }
  if (slotCapOf(target.tierId, target.slotPacks) < usage.activeProjects) {
    const field = changes.slotPacks !== undefined || changes.tierId === undefined ? 'slotPacks' : 'tierId';
    errors.push({
      field,
      error: `leaves ${slotCapOf(target.tierId, target.slotPacks)} project slots, fewer than the ${usage.activeProjects} projects in use`,
      location: 'body',
    });
  }
  if (errors.length > 0) throw new ValidationError(errors);
}

function itemChanges(billing: Billing, { tierItem, slotPackItem }: PlanItems, target: Plan): SubscriptionItemChange[] {
  const { catalogue } = billing.config;
  const items: SubscriptionItemChange[] = [
    { id: tierItem.id, price: catalogue.tiers[target.tierId][target.interval], quantity: target.seatCount },
  ];
  const slotPackPrice = catalogue.slotPack[target.interval];
  if (slotPackItem && target.slotPacks === 0) items.push({ id: slotPackItem.id, deleted: true });
  else if (slotPackItem) items.push({ id: slotPackItem.id, price: slotPackPrice, quantity: target.slotPacks });
  else if (target.slotPacks > 0) items.push({ price: slotPackPrice, quantity: target.slotPacks });
  return items;
}

function subscriptionIdOf({ subscription, tierId }: OrganizationBilling): string {
  if (!subscription || !tierId) throw new NotFoundError('Subscription');
  return subscription.paymentSubscriptionId;
}

function toView(organization: OrganizationBilling): SubscriptionView {
  const { subscription } = organization;
  if (!subscription || !organization.tierId) throw new NotFoundError('Subscription');
  return {
    status: subscription.status,
    interval: subscription.interval,
    currentPeriodEnd: new Date(subscription.currentPeriodEnd),
    cancelAt: subscription.cancelAt ? new Date(subscription.cancelAt) : null,
    tierId: organization.tierId,
    seatCount: organization.seatCap,
    slotPacks: organization.slotPacks,
  };
}

export function secondsToDate(seconds: number | null | undefined): Date | null {
  return seconds ? new Date(seconds * 1000) : null;
}
