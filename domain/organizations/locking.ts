import { Op, type InferAttributes, type Transaction } from 'sequelize';
import { MembershipModel, OrganizationModel } from '../../models/organizations';
import { roleCanManageMembers, type Role } from '../access/scopes';
import { ForbiddenError, NotFoundError, PlanLimitError } from '../shared/errors';
import type { OrganizationGrant } from './access';

export type OrganizationRecord = InferAttributes<OrganizationModel>;

/**
 * Every change to members and invitations locks the organization row first, so seat and owner
 * counts cannot race; the caller's role is read again under the lock for the same reason.
 */
export async function lockForMemberChange(
  grant: OrganizationGrant,
  transaction: Transaction,
): Promise<{ organization: OrganizationRecord; actorRole: Role }> {
  const organization = await OrganizationModel.findByPk(grant.organizationId, { transaction, lock: true, raw: true });
  const actor = await MembershipModel.findOne({
    where: { id: grant.membershipId, status: 'active' },
    attributes: ['role'],
    raw: true,
    transaction,
  });
  if (!organization || !actor) throw new NotFoundError('Organization');
  if (!roleCanManageMembers(actor.role)) throw new ForbiddenError('This action needs the owner or admin role');
  return { organization, actorRole: actor.role };
}

/** Active members plus invitations still open; expired invitations hold no seat. */
export function countSeatsInUse(organizationId: string, transaction: Transaction, now = new Date()): Promise<number> {
  return MembershipModel.count({
    where: { organizationId, [Op.or]: [{ status: 'active' }, { status: 'invited', inviteExpiresAt: { [Op.gt]: now } }] },
    transaction,
  });
}

export async function requireSeats(organization: OrganizationRecord, wanted: number, now: Date, transaction: Transaction): Promise<void> {
  const inUse = await countSeatsInUse(organization.id, transaction, now);
  if (inUse + wanted > organization.seatCap) {
    const free = Math.max(organization.seatCap - inUse, 0);
    throw new PlanLimitError(
      `This organization has ${organization.seatCap} seats and ${free} free (open invitations hold a seat); add seats to invite more people`,
    );
  }
}
