import { Op, type Transaction } from 'sequelize';
import { ProjectAlertRecipientModel } from '../../models/alerts';
import { MembershipModel } from '../../models/organizations';
import { UserModel } from '../../models/users';
import type { ProjectLabels } from '../shared/labels';

export interface AlertRecipient {
  membershipId: string;
  userId: string;
  email: string;
  fullName: string;
}

/** The Temporal Schedule of a project's daily digest, kept in step with its alert settings and the channels that subscribe to it. */
export interface AlertDigestSchedules {
  ensure(project: ProjectLabels, timezone: string): Promise<void>;
  remove(projectId: string): Promise<void>;
}

/** Active members of the project's organization who receive its alerts. */
export async function alertRecipients(projectId: string, transaction?: Transaction): Promise<AlertRecipient[]> {
  const rows = await ProjectAlertRecipientModel.findAll({ where: { projectId }, attributes: ['membershipId'], raw: true, transaction });
  if (rows.length === 0) return [];
  const memberships = await MembershipModel.findAll({
    where: { id: rows.map((row) => row.membershipId), status: 'active', userId: { [Op.ne]: null } },
    attributes: ['id', 'userId'],
    order: [['createdAt', 'ASC']],
    raw: true,
    transaction,
  });
  const users = await UserModel.findAll({
    where: { id: memberships.map((m) => m.userId!) },
    attributes: ['id', 'email', 'fullName'],
    raw: true,
    transaction,
  });
  const byId = new Map(users.map((user) => [user.id, user]));
  return memberships.flatMap((membership) => {
    const user = byId.get(membership.userId!);
    return user ? [{ membershipId: membership.id, userId: user.id, email: user.email, fullName: user.fullName }] : [];
  });
}
