import type { Transaction } from 'sequelize';
import { OrganizationBillingModel } from '../../models/billing';
import { NotFoundError } from '../shared/errors';
import { idempotencyKey } from './idempotency';
import type { Billing } from './payments';

export type OrganizationBilling = OrganizationBillingModel;

export async function lockOrganizationBilling(organizationId: string, transaction: Transaction): Promise<OrganizationBilling> {
  const organization = await OrganizationBillingModel.findByPk(organizationId, { transaction, lock: true });
  if (!organization) throw new NotFoundError('Organization');
  return organization;
}

/** The organization's Stripe customer, created once (the key makes concurrent first checkouts share it). */
export async function ensureCustomer(
  billing: Billing,
  organization: OrganizationBilling,
  ownerEmail: string,
  transaction: Transaction,
): Promise<string> {
  if (organization.stripeCustomerId) return organization.stripeCustomerId;
  const customer = await billing.payments.createCustomer(
    { email: organization.billingEmail ?? ownerEmail, metadata: { organizationId: organization.id } },
    idempotencyKey('customer', organization.id),
  );
  await organization.update({ stripeCustomerId: customer.id }, { transaction });
  return customer.id;
}
