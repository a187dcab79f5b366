import { db } from '../../models/db';

export interface MemberFactor {
  id: string;
  userId: string;
  email: string;
  fullName: string;
  twoFactorEnabled: boolean;
}

/** Active members with whether they have a second factor, oldest membership first. */
export async function activeMembersWithFactor(organizationId: string): Promise<MemberFactor[]> {
  return db.select<MemberFactor>(
    `SELECT m.id, u.id AS "userId", u.email, u.full_name AS "fullName", u.two_factor_enabled AS "twoFactorEnabled"
       FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.organization_id = :organizationId AND m.status = 'active'
      ORDER BY m.created_at, m.id`,
    { replacements: { organizationId } },
  );
}
