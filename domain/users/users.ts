import type { Transaction } from 'sequelize';
import { UserModel } from '../../models/identity';
import { MembershipModel } from '../../models/organizations';
import { NotFoundError } from '../shared/errors';

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

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
