import { UniqueConstraintError, type InferAttributes, type Transaction } from 'sequelize';
import { MembershipModel, OrganizationModel } from '../../models/organizations';
import { recordAudit } from '../audit/audit-log';
import { NotFoundError } from '../shared/errors';
import { slugTaken } from './slugs';
import type { ActorContext } from '../shared/request-context';
import { createOrganization } from './create';
import { db } from '../../models/db';

export interface OrganizationSummary {
  id: string;
  name: string;
  slug: string;
  status: OrganizationRow['status'];
  type: OrganizationRow['type'];
  tierId: string | null;
  seatCap: number;
  slotCap: number;
  hasActiveSubscription: boolean;
  isPersonal: boolean;
}

export interface Organization extends OrganizationSummary {
  createdAt: Date;
  updatedAt: Date;
  subscription: { paymentSubscriptionId: string; status: string; interval: string; currentPeriodEnd: Date; cancelAt: Date | null } | null;
  slotPacks: number;
  creditBalance: number;
  requireMfa: boolean;
  ssoEnabled: boolean;
}

type OrganizationRow = InferAttributes<OrganizationModel>;

const ACTIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing'];

/** The organizations in which the user holds an active membership, oldest first. */
export async function listUserOrganizations(userId: string): Promise<OrganizationSummary[]> {
  const memberships = await MembershipModel.findAll({ where: { userId, status: 'active' }, attributes: ['organizationId'], raw: true });
  if (memberships.length === 0) return [];
  const rows = await OrganizationModel.findAll({
    where: { id: memberships.map((membership) => membership.organizationId) },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    raw: true,
  });
  return rows.map(toSummary);
}

export async function getOrganization(organizationId: string, transaction?: Transaction): Promise<Organization> {
  const row = await OrganizationModel.findByPk(organizationId, { raw: true, transaction });
  if (!row) throw new NotFoundError('Organization');
  return toOrganization(row);
}

/** A team organization owned by the caller. */
export async function createTeamOrganization(
  input: { name: string; slug?: string },
  owner: { userId: string; email: string },
  context: ActorContext,
): Promise<Organization> {
  return db.transaction(async (transaction) => {
    const id = await createOrganization({ ...input, type: 'team', owner }, context, transaction);
    return getOrganization(id, transaction);
  });
}

/** Renames or re-slugs an organization; only fields that really change are written and audited. */
export async function updateOrganization(
  organizationId: string,
  input: { name?: string; slug?: string },
  context: ActorContext,
): Promise<Organization> {
  return db.transaction(async (transaction) => {
    const organization = await OrganizationModel.findByPk(organizationId, { transaction, lock: true });
    if (!organization) throw new NotFoundError('Organization');
    const changes: Record<string, { from: string; to: string }> = {};
    if (input.name !== undefined && input.name !== organization.name) changes.name = { from: organization.name, to: input.name };
    if (input.slug !== undefined && input.slug !== organization.slug) changes.slug = { from: organization.slug, to: input.slug };
    if (Object.keys(changes).length === 0) return toOrganization(organization.get({ plain: true }));
    try {
      await organization.update({ name: input.name ?? organization.name, slug: input.slug ?? organization.slug }, { transaction });
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw slugTaken();
      throw error;
    }
    await recordAudit(
      { organizationId, action: 'organization.updated', resourceType: 'organization', resourceId: organizationId, metadata: { changes } },
      context,
      transaction,
    );
    return getOrganization(organizationId, transaction);
  });
}

function toSummary(row: OrganizationRow): OrganizationSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    type: row.type,
    tierId: row.tierId,
    seatCap: row.seatCap,
    slotCap: row.slotCap,
    hasActiveSubscription: ACTIVE_SUBSCRIPTION_STATUSES.includes(row.subscription?.status ?? ''),
    isPersonal: row.type === 'personal',
  };
}

function toOrganization(row: OrganizationRow): Organization {
  const { subscription } = row;
  return {
    ...toSummary(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    subscription: subscription && {
      paymentSubscriptionId: subscription.paymentSubscriptionId,
      status: subscription.status,
      interval: subscription.interval,
      currentPeriodEnd: new Date(subscription.currentPeriodEnd),
      cancelAt: subscription.cancelAt ? new Date(subscription.cancelAt) : null,
    },
    slotPacks: row.slotPacks,
    creditBalance: row.creditBalance,
    requireMfa: row.requireMfa,
    ssoEnabled: row.ssoEnabled,
  };
}
