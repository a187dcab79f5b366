import type { Sequelize, Transaction } from 'sequelize';
import { UserModel } from '../../models/identity';
import { MembershipModel } from '../../models/organizations';
import { recordAudit } from '../audit/audit-log';
import type { Principal } from '../auth/principal';
import { NotFoundError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';

export interface User {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  email: string;
  isVerified: boolean;
  verifiedAt: Date | null;
  isActive: boolean;
  lastLoginAt: Date | null;
  fullName: string;
  emailPreferences: { marketingOptOut: boolean };
  twoFactorEnabled: boolean;
  organizationCount: number;
  role: 'user' | 'staff';
}

/** The public form of a user (never the password hash or TOTP secret). */
export async function getUser(userId: string, transaction?: Transaction): Promise<User> {
  const user = await UserModel.findByPk(userId, { raw: true, transaction });
  if (!user) throw new NotFoundError('User');
  const organizationCount = await MembershipModel.count({ where: { userId, status: 'active' }, transaction });
  return {
    id: user.id,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    email: user.email,
    isVerified: user.isVerified,
    verifiedAt: user.verifiedAt,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt,
    fullName: user.fullName,
    emailPreferences: user.emailPreferences,
    twoFactorEnabled: user.twoFactorEnabled,
    organizationCount,
    role: user.role,
  };
}

export async function updateFullName(principal: Principal, fullName: string, sequelize: Sequelize, context: ActorContext): Promise<User> {
  return sequelize.transaction(async (transaction) => {
    const [updated] = await UserModel.update({ fullName }, { where: { id: principal.userId }, transaction });
    if (updated === 0) throw new NotFoundError('User');
    // Only the field names: audit entries outlive the account, so they keep no personal data of their own.
    await recordAudit({ organizationId: null, action: 'user.updated', resourceType: 'user', resourceId: principal.userId, metadata: { changed: ['fullName'] } }, context, transaction);
    return getUser(principal.userId, transaction);
  });
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
