import { type Transaction } from 'sequelize';
import { UserModel } from '../../models/users';
import { OrganizationModel } from '../../models/organizations';
import type { Role } from '../access/scopes';
import { recordAudit } from '../audit/audit-log';
import type { Principal } from '../auth/principal';
import type { RateLimits } from '../auth/rate-limits';
import { confirmPassword, requireSessionId } from '../auth/reauthentication';
import { ConflictError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { db } from '../../models/db';

interface OrganizationStanding {
  id: string;
  name: string;
  type: 'personal' | 'team';
  role: Role;
  otherMembers: number;
  otherOwners: number;
}

/**
 * Deletes the account from a signed-in session (an API key or an application's token answers 403) once
 * the password is confirmed (403 when wrong, rate-limited per user).
 * Organizations that would be left without an owner while others still work in them block the
 * deletion; the user's personal organizations and the ones nobody else is active in go with the
 * account. Foreign keys remove the rest.
 */
export async function deleteAccount(
  principal: Principal,
  password: string,
  { rateLimits }: { rateLimits: RateLimits },
  context: ActorContext,
): Promise<void> {
  const { userId } = principal;
  // Before the password is checked: an application's token or a key must not be a way to guess it either.
  requireSessionId(principal);
  await confirmPassword(userId, password, rateLimits);
  await db.transaction(async (transaction) => {
    const organizations = await standingsOf(userId, transaction);
    const orphaned = organizations.filter((o) => o.type === 'team' && o.role === 'owner' && o.otherOwners === 0 && o.otherMembers > 0);
    if (orphaned.length > 0) {
      const names = orphaned.map((o) => `"${o.name}"`).join(', ');
      throw new ConflictError(`You are the last owner of ${names}; make another member an owner or remove the other members first`);
    }
    const deletedOrganizationIds = organizations
      .filter((o) => o.otherMembers === 0 || (o.type === 'personal' && o.role === 'owner'))
      .map((o) => o.id);
    await recordAudit(
      { organizationId: null, action: 'user.deleted', resourceType: 'user', resourceId: userId, metadata: { deletedOrganizationIds } },
      context,
      transaction,
    );
    await OrganizationModel.destroy({ where: { id: deletedOrganizationIds }, transaction });
    await UserModel.destroy({ where: { id: userId }, transaction });
  });
}

/**
 * The user's active memberships. Their organization rows are locked first and counted in a later
 * statement, so two co-owners deleting their accounts at once cannot both leave as the "other" owner.
 */
async function standingsOf(userId: string, transaction: Transaction): Promise<OrganizationStanding[]> {
  const options = { replacements: { userId }, transaction };
  await db.select(
    `SELECT o.id FROM organizations o JOIN memberships m ON m.organization_id = o.id
      WHERE m.user_id = :userId AND m.status = 'active' ORDER BY o.id FOR UPDATE OF o`,
    options,
  );
  return db.select<OrganizationStanding>(
    `SELECT o.id, o.name, o.type, m.role,
        (SELECT count(*) FROM memberships x
          WHERE x.organization_id = o.id AND x.status = 'active' AND x.user_id <> :userId) AS "otherMembers",
        (SELECT count(*) FROM memberships x
          WHERE x.organization_id = o.id AND x.status = 'active' AND x.role = 'owner' AND x.user_id <> :userId) AS "otherOwners"
      FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.user_id = :userId AND m.status = 'active'`,
    options,
  );
}
