import type { Transaction } from 'sequelize';
import { UserModel } from '../../models/users';
import { MembershipModel } from '../../models/organizations';
import { OrganizationBillingModel } from '../../models/billing';
import { recordAudit } from '../audit/audit-log';
import { NotFoundError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { lockOrganizationBilling } from './customers';
import { idempotencyKey } from './idempotency';
import type { Billing } from './payments';
import { db } from '../../models/db';

export interface BillingSettings {
  billingEmail: string | null;
  effectiveEmail: string;
}

/** The e-mail of the organization's longest-standing owner. */
export async function ownerEmail(organizationId: string, transaction?: Transaction): Promise<string> {
  const owner = await MembershipModel.findOne({
    where: { organizationId, role: 'owner', status: 'active' },
    order: [
      ['joinedAt', 'ASC'],
      ['id', 'ASC'],
    ],
    attributes: ['userId'],
    raw: true,
    transaction,
  });
  const user = owner?.userId ? await UserModel.findByPk(owner.userId, { attributes: ['email'], raw: true, transaction }) : null;
  if (!user) throw new NotFoundError('Organization owner');
  return user.email;
}

export async function getBillingSettings(organizationId: string, transaction?: Transaction): Promise<BillingSettings> {
  const organization = await OrganizationBillingModel.findByPk(organizationId, { attributes: ['billingEmail'], raw: true, transaction });
  if (!organization) throw new NotFoundError('Organization');
  return {
    billingEmail: organization.billingEmail,
    effectiveEmail: organization.billingEmail ?? (await ownerEmail(organizationId, transaction)),
  };
}

/** Sets the address invoices go to; an existing Stripe customer gets it too, so Stripe mails it. */
export async function updateBillingSettings(
  organizationId: string,
  billingEmail: string | null,
  billing: Billing | null,
  context: ActorContext,
): Promise<BillingSettings> {
  return db.transaction(async (transaction) => {
    const organization = await lockOrganizationBilling(organizationId, transaction);
    const previous = organization.billingEmail;
    if (previous === billingEmail) return getBillingSettings(organizationId, transaction);
    await organization.update({ billingEmail }, { transaction });
    const settings = await getBillingSettings(organizationId, transaction);
    if (billing && organization.stripeCustomerId) {
      await billing.payments.updateCustomerEmail(
        organization.stripeCustomerId,
        settings.effectiveEmail,
        idempotencyKey('customer-email', organizationId, previous, billingEmail),
      );
    }
    await recordAudit(
      {
        organizationId,
        action: 'billing.settings_updated',
        resourceType: 'organization',
        resourceId: organizationId,
        metadata: { billingEmail: { from: previous, to: billingEmail } },
      },
      context,
      transaction,
    );
    return settings;
  });
}
