import { Op, type Transaction } from 'sequelize';
import { UserModel } from '../../models/users';
import { MembershipModel, OrganizationModel } from '../../models/organizations';
import { DomainModel, type AutoJoinMode } from '../../models/domains';
import { recordAudit } from '../audit/audit-log';
import { lockForMemberChange, requireSeats } from '../organizations/locking';
import type { OrganizationGrant } from '../organizations/access';
import { findMemberships, getMembership, type Membership } from '../organizations/memberships';
import { ConflictError, NotFoundError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import { findDomainRow, toDomain, type Domain } from './domains';
import { emailDomain } from './names';
import { db } from '../../models/db';

/** Sets who joins through a verified domain: nobody, everyone at once, or everyone after approval. */
export async function setAutoJoinPolicy(
  organizationId: string,
  domainId: string,
  policy: { mode: AutoJoinMode; role: 'admin' | 'member' },
  context: ActorContext,
): Promise<Domain> {
  return db.transaction(async (transaction) => {
    const row = await findDomainRow(organizationId, domainId, transaction, true);
    if (policy.mode !== 'off' && row.status !== 'verified')
      throw new ConflictError('Only a verified domain can admit members; verify it first');
    const [, [updated]] = await DomainModel.update(
      { autoJoinMode: policy.mode, autoJoinRole: policy.role },
      { where: { id: domainId }, returning: true, transaction },
    );
    const metadata = { domain: row.domain, from: { mode: row.autoJoinMode, role: row.autoJoinRole }, to: policy };
    await recordAudit(
      { organizationId, action: 'domain.auto_join_updated', resourceType: 'domain', resourceId: domainId, metadata },
      context,
      transaction,
    );
    return toDomain(updated!.get({ plain: true }));
  });
}

/**
 * Admits a user with a verified address to every organization whose verified domain matches it and
 * admits members: at once, or as a join request. Someone who was a member before (removed,
 * rejected) is not admitted again this way. Without a free seat, automatic joining becomes a request.
 */
export async function joinOrganizationsByDomain(userId: string, context: ActorContext): Promise<void> {
  const user = await UserModel.findByPk(userId, { attributes: ['id', 'email', 'isVerified', 'isActive'], raw: true });
  if (!user?.isVerified || !user.isActive) return;
  const domains = await DomainModel.findAll({
    where: { domain: emailDomain(user.email), status: 'verified', autoJoinMode: { [Op.ne]: 'off' } },
    raw: true,
  });
  for (const domain of domains) {
    await db.transaction((transaction) => admit(user, domain, context, transaction));
  }
}

async function admit(
  user: { id: string; email: string },
  domain: { organizationId: string; domain: string; autoJoinMode: AutoJoinMode; autoJoinRole: 'admin' | 'member' },
  context: ActorContext,
  transaction: Transaction,
): Promise<void> {
  const organization = await OrganizationModel.findByPk(domain.organizationId, { transaction, lock: true, raw: true });
  if (!organization) return;
  const earlier = await MembershipModel.findOne({
    where: { organizationId: organization.id, userId: user.id, status: ['active', 'pending_approval', 'removed'] },
    attributes: ['id'],
    raw: true,
    transaction,
  });
  if (earlier) return;
  const now = new Date();
  const status = domain.autoJoinMode === 'automatic' && (await hasFreeSeat(organization, now, transaction)) ? 'active' : 'pending_approval';
  const id = newId();
  await MembershipModel.create(
    {
      id,
      organizationId: organization.id,
      userId: user.id,
      email: user.email,
      role: domain.autoJoinRole,
      status,
      joinedAt: status === 'active' ? now : null,
    },
    { transaction },
  );
  const action = status === 'active' ? 'member.joined_by_domain' : 'member.join_requested';
  await recordAudit(
    {
      organizationId: organization.id,
      action,
      resourceType: 'membership',
      resourceId: id,
      metadata: { domain: domain.domain, role: domain.autoJoinRole },
    },
    { ...context, principal: null },
    transaction,
  );
}

async function hasFreeSeat(organization: Parameters<typeof requireSeats>[0], now: Date, transaction: Transaction): Promise<boolean> {
  try {
    await requireSeats(organization, 1, now, transaction);
    return true;
  } catch {
    return false;
  }
}

export function listJoinRequests(organizationId: string): Promise<Membership[]> {
  return findMemberships({ organizationId, status: 'pending_approval' });
}

/** Approves a join request: the person becomes an active member, if a seat is free. */
export async function approveJoinRequest(grant: OrganizationGrant, memberId: string, context: ActorContext): Promise<Membership> {
  return db.transaction(async (transaction) => {
    const { organization } = await lockForMemberChange(grant, transaction);
    const request = await findJoinRequest(grant.organizationId, memberId, transaction);
    await requireSeats(organization, 1, new Date(), transaction);
    await MembershipModel.update({ status: 'active', joinedAt: new Date() }, { where: { id: request.id }, transaction });
    await recordAudit(
      {
        organizationId: grant.organizationId,
        action: 'member.join_approved',
        resourceType: 'membership',
        resourceId: request.id,
        metadata: { email: request.email, role: request.role },
      },
      context,
      transaction,
    );
    return getMembership(request.id, transaction);
  });
}

/** Rejects a join request; the person is not admitted by domain again (an invitation still works). */
export async function rejectJoinRequest(grant: OrganizationGrant, memberId: string, context: ActorContext): Promise<void> {
  await db.transaction(async (transaction) => {
    await lockForMemberChange(grant, transaction);
    const request = await findJoinRequest(grant.organizationId, memberId, transaction);
    await MembershipModel.update({ status: 'removed' }, { where: { id: request.id }, transaction });
    await recordAudit(
      {
        organizationId: grant.organizationId,
        action: 'member.join_rejected',
        resourceType: 'membership',
        resourceId: request.id,
        metadata: { email: request.email },
      },
      context,
      transaction,
    );
  });
}

async function findJoinRequest(organizationId: string, memberId: string, transaction: Transaction) {
  const request = await MembershipModel.findOne({
    where: { id: memberId, organizationId, status: 'pending_approval' },
    raw: true,
    transaction,
    lock: true,
  });
  if (!request) throw new NotFoundError('Join request');
  return request;
}
