import type { Transaction, WhereOptions } from 'sequelize';
import { UserModel } from '../../models/users';
import { MembershipModel, type MembershipStatus } from '../../models/organizations';
import { roleCanManageBilling, roleCanManageMembers, roleCanManageProjects, type Role } from '../access/scopes';
import { NotFoundError } from '../shared/errors';

export interface PersonReference {
  id: string;
  fullName: string;
}

/** A member or an invitation, as clients see it. */
export interface Membership {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  organizationId: string;
  email: string;
  role: Role;
  status: MembershipStatus;
  invitedAt: Date | null;
  joinedAt: Date | null;
  inviteExpiresAt: Date | null;
  /** null until an invitation is accepted. */
  user: PersonReference | null;
  invitedBy: PersonReference | null;
  canManageMembers: boolean;
  canManageProjects: boolean;
  canManageBilling: boolean;
}

type MembershipRow = InstanceType<typeof MembershipModel>;

export async function findMemberships(where: WhereOptions<MembershipRow>, transaction?: Transaction): Promise<Membership[]> {
  const rows = await MembershipModel.findAll({
    where,
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    raw: true,
    transaction,
  });
  const userIds = [...new Set(rows.flatMap((row) => [row.userId, row.invitedByUserId]).filter((id): id is string => id !== null))];
  const users =
    userIds.length === 0 ? [] : await UserModel.findAll({ where: { id: userIds }, attributes: ['id', 'fullName'], raw: true, transaction });
  const people = new Map(users.map((user) => [user.id, { id: user.id, fullName: user.fullName }]));
  const person = (id: string | null) => (id === null ? null : (people.get(id) ?? null));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    organizationId: row.organizationId,
    email: row.email,
    role: row.role,
    status: row.status,
    invitedAt: row.invitedAt,
    joinedAt: row.joinedAt,
    inviteExpiresAt: row.inviteExpiresAt,
    user: person(row.userId),
    invitedBy: person(row.invitedByUserId),
    canManageMembers: roleCanManageMembers(row.role),
    canManageProjects: roleCanManageProjects(row.role),
    canManageBilling: roleCanManageBilling(row.role),
  }));
}

export async function getMembership(membershipId: string, transaction?: Transaction): Promise<Membership> {
  const [membership] = await findMemberships({ id: membershipId }, transaction);
  if (!membership) throw new NotFoundError('Membership');
  return membership;
}
