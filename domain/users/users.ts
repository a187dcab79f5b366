import type { Transaction } from 'sequelize';
import { UserModel } from '../../models/users';
import { recordAudit } from '../audit/audit-log';
import type { Principal } from '../auth/principal';
import { NotFoundError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { db } from '../../models/db';

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

/** The public form of a user (never the password hash or TOTP secret), in one statement: `GET /api/user/me` is a hot read. */
export async function getUser(userId: string, transaction?: Transaction): Promise<User> {
  const [user] = await db.rows<User>(
    `SELECT u.id, u.created_at AS "createdAt", u.updated_at AS "updatedAt", u.email, u.is_verified AS "isVerified",
            u.verified_at AS "verifiedAt", u.is_active AS "isActive", u.last_login_at AS "lastLoginAt", u.full_name AS "fullName",
            u.email_preferences AS "emailPreferences", u.two_factor_enabled AS "twoFactorEnabled",
            (SELECT count(*)::int FROM memberships m WHERE m.user_id = u.id AND m.status = 'active') AS "organizationCount", u.role
       FROM users u WHERE u.id = $1`,
    [userId],
    transaction,
  );
  if (!user) throw new NotFoundError('User');
  return user;
}

export async function updateFullName(principal: Principal, fullName: string, context: ActorContext): Promise<User> {
  return db.transaction(async (transaction) => {
    const [updated] = await UserModel.update({ fullName }, { where: { id: principal.userId }, transaction });
    if (updated === 0) throw new NotFoundError('User');
    // Only the field names: audit entries outlive the account, so they keep no personal data of their own.
    await recordAudit(
      {
        organizationId: null,
        action: 'user.updated',
        resourceType: 'user',
        resourceId: principal.userId,
        metadata: { changed: ['fullName'] },
      },
      context,
      transaction,
    );
    return getUser(principal.userId, transaction);
  });
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
