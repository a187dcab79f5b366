import { UniqueConstraintError, type Transaction } from 'sequelize';
import { MembershipModel } from '../../models/organizations';
import { recordAudit } from '../audit/audit-log';
import { requireProvenAddress } from '../auth/proven-address';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { hashToken } from '../shared/secrets';
import type { OrganizationGrant } from './access';
import { lockForMemberChange, requireSeats } from './locking';
import { getMembership, type Membership } from './memberships';
import { actingUser, issueInvitationToken, mailInvitation, type InvitationSettings } from './invitations';
import { db } from '../../models/db';

export async function cancelInvitation(grant: OrganizationGrant, invitationId: string, context: ActorContext): Promise<void> {
  await db.transaction(async (transaction) => {
    await lockForMemberChange(grant, transaction);
    const invitation = await findInvitation(grant.organizationId, invitationId, transaction);
    await MembershipModel.update({ status: 'removed', inviteTokenHash: null }, { where: { id: invitation.id }, transaction });
    await recordAudit(
      {
        organizationId: grant.organizationId,
        action: 'invite.cancelled',
        resourceType: 'membership',
        resourceId: invitation.id,
        metadata: { email: invitation.email, role: invitation.role },
      },
      context,
      transaction,
    );
  });
}

/** Mails a new link valid for another full period; the old link stops working. Reviving an expired invitation needs a free seat. */
export async function resendInvitation(
  grant: OrganizationGrant,
  invitationId: string,
  settings: InvitationSettings,
  context: ActorContext,
): Promise<Membership> {
  const inviter = actingUser(context);
  return db.transaction(async (transaction) => {
    const { organization } = await lockForMemberChange(grant, transaction);
    const invitation = await findInvitation(grant.organizationId, invitationId, transaction);
    const now = new Date();
    if (isExpired(invitation, now)) await requireSeats(organization, 1, now, transaction);
    const { token, ...tokenFields } = issueInvitationToken(now);
    await MembershipModel.update(tokenFields, { where: { id: invitation.id }, transaction });
    await mailInvitation({ email: invitation.email, role: invitation.role, token }, organization, inviter, settings, transaction);
    await recordAudit(
      {
        organizationId: grant.organizationId,
        action: 'invite.resent',
        resourceType: 'membership',
        resourceId: invitation.id,
        metadata: { email: invitation.email },
      },
      context,
      transaction,
    );
    return getMembership(invitation.id, transaction);
  });
}

/** Turns the invitation into the signed-in user's active membership; the address must be theirs. */
export async function acceptInvitation(token: string, context: ActorContext): Promise<Membership> {
  const user = actingUser(context);
  return db.transaction(async (transaction) => {
    const invitation = await MembershipModel.findOne({
      where: { inviteTokenHash: hashToken(token), status: 'invited' },
      raw: true,
      lock: true,
      transaction,
    });
    if (!invitation) throw new NotFoundError('Invitation');
    await requireProvenAddress(user.userId, 'joining an organization', transaction);
    if (invitation.email.toLowerCase() !== user.email.toLowerCase())
      throw new ForbiddenError('This invitation was sent to a different e-mail address');
    if (isExpired(invitation, new Date())) throw new ConflictError('This invitation has expired');
    const existing = await MembershipModel.findOne({
      where: { organizationId: invitation.organizationId, userId: user.userId, status: ['active', 'pending_approval'] },
      attributes: ['id'],
      transaction,
    });
    if (existing) throw new ConflictError('You are already a member of this organization');
    try {
      await MembershipModel.update(
        { status: 'active', userId: user.userId, joinedAt: new Date(), inviteTokenHash: null, inviteExpiresAt: null },
        { where: { id: invitation.id }, transaction },
      );
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw new ConflictError('You are already a member of this organization');
      throw error;
    }
    await recordAudit(
      {
        organizationId: invitation.organizationId,
        action: 'member.joined',
        resourceType: 'membership',
        resourceId: invitation.id,
        metadata: { email: invitation.email, role: invitation.role },
      },
      context,
      transaction,
    );
    return getMembership(invitation.id, transaction);
  });
}

async function findInvitation(organizationId: string, invitationId: string, transaction: Transaction) {
  const invitation = await MembershipModel.findOne({
    where: { id: invitationId, organizationId, status: 'invited' },
    raw: true,
    lock: true,
    transaction,
  });
  if (!invitation) throw new NotFoundError('Invitation');
  return invitation;
}

function isExpired(invitation: { inviteExpiresAt: Date | null }, now: Date): boolean {
  return !invitation.inviteExpiresAt || invitation.inviteExpiresAt.getTime() <= now.getTime();
}
