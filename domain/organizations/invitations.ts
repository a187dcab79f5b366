import { Op, type Transaction } from 'sequelize';
import { z } from 'zod';
import { UserModel } from '../../models/users';
import { MembershipModel } from '../../models/organizations';
import type { Role } from '../access/scopes';
import { recordAudits } from '../audit/audit-log';
import type { Principal } from '../auth/principal';
import { queueMail, type StartMailDelivery } from '../mail/outbox';
import { mailTemplates } from '../mail/templates';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import { hashToken, randomToken } from '../shared/secrets';
import type { OrganizationGrant } from './access';
import { lockForMemberChange, requireSeats, type OrganizationRecord } from './locking';
import { findMemberships, type Membership } from './memberships';
import { db } from '../../models/db';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface InvitationSettings {
  appUrl: string;
  startMailDelivery: StartMailDelivery;
}

export interface InvitationResult {
  sent: string[];
  alreadyMembers: string[];
  alreadyInvited: string[];
  invalidEmails: string[];
}

const emailAddress = z.email().max(254);

/**
 * Invites each new address, or none at all when the seats would not suffice. Addresses that are
 * members or hold an open invitation are reported, not re-invited; an expired invitation is replaced.
 */
export async function sendInvitations(
  grant: OrganizationGrant,
  input: { emails: string[]; role: Role },
  settings: InvitationSettings,
  context: ActorContext,
): Promise<InvitationResult> {
  const inviter = actingUser(context);
  const { addresses, invalidEmails } = classifyAddresses(input.emails);
  return db.transaction(async (transaction) => {
    const { organization, actorRole } = await lockForMemberChange(grant, transaction);
    if (organization.type === 'personal')
      throw new ConflictError('A personal organization cannot have other members; create a team organization to invite people');
    if (input.role === 'owner' && actorRole !== 'owner') throw new ForbiddenError('Only an owner can invite an owner');
    const now = new Date();
    const members = await memberAddresses(organization.id, addresses, transaction);
    const invited = await openInvitationAddresses(organization.id, addresses, now, transaction);
    const sent = addresses.filter((email) => !members.has(email) && !invited.has(email));
    if (sent.length > 0) {
      await requireSeats(organization, sent.length, now, transaction);
      // Expired invitations to these addresses give way to the new ones (one open invitation per address).
      await MembershipModel.update(
        { status: 'removed', inviteTokenHash: null },
        { where: { organizationId: organization.id, status: 'invited', email: sent }, transaction },
      );
      await inviteAll(organization, sent, input.role, inviter, settings, context, transaction);
    }
    return {
      sent,
      alreadyMembers: addresses.filter((email) => members.has(email)),
      alreadyInvited: addresses.filter((email) => invited.has(email)),
      invalidEmails,
    };
  });
}

/** Invitations not yet accepted or cancelled, expired ones included so they can be resent or cancelled. */
export function listInvitations(organizationId: string): Promise<Membership[]> {
  return findMemberships({ organizationId, status: 'invited' });
}

export function actingUser({ principal }: ActorContext): Principal {
  if (!principal) throw new UnauthorizedError();
  return principal;
}

/** A fresh invitation token; only its hash is stored, and storing a new one kills the previous link. */
export function issueInvitationToken(now = new Date()) {
  const token = randomToken();
  return { token, inviteTokenHash: hashToken(token), inviteExpiresAt: new Date(now.getTime() + INVITATION_TTL_MS) };
}

export async function mailInvitation(
  invitation: { email: string; role: Role; token: string },
  organization: OrganizationRecord,
  inviter: Principal,
  settings: InvitationSettings,
  transaction: Transaction,
): Promise<void> {
  const link = `${settings.appUrl}/invites/${invitation.token}`;
  await queueMail(
    mailTemplates.invitation(invitation.email, organization.name, inviter.fullName, invitation.role, link),
    settings.startMailDelivery,
    transaction,
  );
}

/** The memberships and their audit entries are one INSERT each; each address gets its own mail. */
async function inviteAll(
  organization: OrganizationRecord,
  emails: readonly string[],
  role: Role,
  inviter: Principal,
  settings: InvitationSettings,
  context: ActorContext,
  transaction: Transaction,
): Promise<void> {
  const now = new Date();
  const invitations = emails.map((email) => ({ id: newId(), email, ...issueInvitationToken(now) }));
  await MembershipModel.bulkCreate(
    invitations.map(({ id, email, inviteTokenHash, inviteExpiresAt }) => ({
      id,
      organizationId: organization.id,
      userId: null,
      email,
      role,
      status: 'invited' as const,
      invitedByUserId: inviter.userId,
      invitedAt: now,
      inviteTokenHash,
      inviteExpiresAt,
    })),
    { transaction },
  );
  for (const { email, token } of invitations) await mailInvitation({ email, role, token }, organization, inviter, settings, transaction);
  await recordAudits(
    invitations.map(({ id, email }) => ({
      organizationId: organization.id,
      action: 'member.invited',
      resourceType: 'membership',
      resourceId: id,
      metadata: { email, role },
    })),
    context,
    transaction,
  );
}

/** Valid addresses trimmed, lowercased and counted once; anything else is reported as given. */
function classifyAddresses(inputs: string[]): { addresses: string[]; invalidEmails: string[] } {
  const addresses = new Set<string>();
  const invalidEmails: string[] = [];
  for (const input of inputs) {
    const email = input.trim().toLowerCase();
    if (emailAddress.safeParse(email).success) addresses.add(email);
    else invalidEmails.push(input);
  }
  return { addresses: [...addresses], invalidEmails };
}

/** Addresses already in the organization, by the membership's address or the member's current account address. */
async function memberAddresses(organizationId: string, addresses: string[], transaction: Transaction): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const users = await UserModel.findAll({ where: { email: addresses }, attributes: ['id', 'email'], raw: true, transaction });
  const members = await MembershipModel.findAll({
    where: {
      organizationId,
      status: ['active', 'pending_approval'],
      [Op.or]: [{ email: addresses }, { userId: users.map((user) => user.id) }],
    },
    attributes: ['email', 'userId'],
    raw: true,
    transaction,
  });
  const memberUserIds = new Set(members.map((member) => member.userId));
  const known = [...members.map((member) => member.email), ...users.filter((user) => memberUserIds.has(user.id)).map((user) => user.email)];
  return new Set(known.map((email) => email.toLowerCase()));
}

async function openInvitationAddresses(
  organizationId: string,
  addresses: string[],
  now: Date,
  transaction: Transaction,
): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const open = await MembershipModel.findAll({
    where: { organizationId, status: 'invited', email: addresses, inviteExpiresAt: { [Op.gt]: now } },
    attributes: ['email'],
    raw: true,
    transaction,
  });
  return new Set(open.map((row) => row.email.toLowerCase()));
}
