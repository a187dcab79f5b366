import { Op, type Transaction } from 'sequelize';
import { MembershipModel } from '../../models/organizations';
import type { Role } from '../access/scopes';
import { recordAudit } from '../audit/audit-log';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import type { OrganizationGrant } from './access';
import { lockForMemberChange } from './locking';
import { findMemberships, getMembership, type Membership } from './memberships';
import { db } from '../../models/db';

/** Members are the active ones and those waiting for approval; invitations are listed apart. */
const MEMBER_STATUSES = ['active', 'pending_approval'] as const;

export function listMembers(organizationId: string): Promise<Membership[]> {
  return findMemberships({ organizationId, status: [...MEMBER_STATUSES] });
}

export async function changeMemberRole(grant: OrganizationGrant, memberId: string, role: Role, context: ActorContext): Promise<Membership> {
  return db.transaction(async (transaction) => {
    const { actorRole } = await lockForMemberChange(grant, transaction);
    const member = await findMember(grant.organizationId, memberId, transaction);
    if (actorRole !== 'owner' && (member.role === 'owner' || role === 'owner')) {
      throw new ForbiddenError('Only an owner can change the role of an owner or make someone an owner');
    }
    if (member.role === role) return getMembership(member.id, transaction);
    if (member.role === 'owner')
      await requireAnotherOwner(member, 'The last owner cannot be demoted; make someone else an owner first', transaction);
    await MembershipModel.update({ role }, { where: { id: member.id }, transaction });
    await recordAudit(
      {
        organizationId: grant.organizationId,
        action: 'member.role_changed',
        resourceType: 'membership',
        resourceId: member.id,
        metadata: { userId: member.userId, email: member.email, from: member.role, to: role },
      },
      context,
      transaction,
    );
    return getMembership(member.id, transaction);
  });
}

/** The row stays, marked removed, so history keeps who was a member; access ends with the status. */
export async function removeMember(grant: OrganizationGrant, memberId: string, context: ActorContext): Promise<void> {
  await db.transaction(async (transaction) => {
    const { actorRole } = await lockForMemberChange(grant, transaction);
    const member = await findMember(grant.organizationId, memberId, transaction);
    if (actorRole !== 'owner' && member.role === 'owner') throw new ForbiddenError('Only an owner can remove an owner');
    if (member.role === 'owner')
      await requireAnotherOwner(member, 'The last owner cannot be removed; make someone else an owner first', transaction);
    await MembershipModel.update({ status: 'removed', inviteTokenHash: null }, { where: { id: member.id }, transaction });
    await recordAudit(
      {
        organizationId: grant.organizationId,
        action: 'member.removed',
        resourceType: 'membership',
        resourceId: member.id,
        metadata: { userId: member.userId, email: member.email, role: member.role },
      },
      context,
      transaction,
    );
  });
}

async function findMember(organizationId: string, memberId: string, transaction: Transaction) {
  const member = await MembershipModel.findOne({
    where: { id: memberId, organizationId, status: [...MEMBER_STATUSES] },
    raw: true,
    transaction,
    lock: true,
  });
  if (!member) throw new NotFoundError('Member');
  return member;
}

async function requireAnotherOwner(
  member: { id: string; organizationId: string },
  message: string,
  transaction: Transaction,
): Promise<void> {
  const others = await MembershipModel.count({
    where: { organizationId: member.organizationId, role: 'owner', status: 'active', id: { [Op.ne]: member.id } },
    transaction,
  });
  if (others === 0) throw new ConflictError(message);
}
