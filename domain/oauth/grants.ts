import type { Transaction } from 'sequelize';
import { OAuthConsentModel } from '../../models/oauth';
import { db } from '../../models/db';

/**
 * Ends everything the account ever approved for applications, in the caller's transaction: every grant
 * (those the consents name, and any grant of the account the provider saved without one), every code,
 * access and refresh token of them, the provider's sessions of the account and the consents. Used where
 * whoever held the account before may not keep it: the first proof of the address, a password reset, a
 * password change. Returns how many grants ended.
 */
export async function revokeUserGrants(userId: string, transaction: Transaction): Promise<number> {
  // The provider stores the account as `accountId` in the payload; migration 0032 indexes it for Grant and Session.
  const rows = await db.rows<{ id: string }>(
    `SELECT grant_id AS id FROM oauth_consents WHERE user_id = $1
      UNION
     SELECT id FROM oauth_payloads WHERE model = 'Grant' AND payload->>'accountId' = $1::text`,
    [userId],
    transaction,
  );
  const grantIds = rows.map((row) => row.id);
  await db.execute(
    `DELETE FROM oauth_payloads
      WHERE grant_id = ANY($2::text[])
         OR (model = 'Grant' AND id = ANY($2::text[]))
         OR (model = 'Session' AND payload->>'accountId' = $1::text)`,
    { bind: [userId, grantIds], transaction },
  );
  await OAuthConsentModel.destroy({ where: { userId }, transaction });
  return grantIds.length;
}
