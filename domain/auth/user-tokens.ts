import { Op, type Transaction } from 'sequelize';
import { UserTokenModel } from '../../models/auth';
import { newId } from '../shared/ids';
import { hashToken, randomToken } from '../shared/secrets';

export type TokenPurpose = UserTokenModel['purpose'];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  email_verification: 48 * 3_600_000,
  magic_link: 15 * 60_000,
  password_reset: 60 * 60_000,
};

/** Issues a single-use token; earlier unused tokens of the same purpose stop working. */
export async function issueUserToken(userId: string, purpose: TokenPurpose, transaction: Transaction): Promise<string> {
  await UserTokenModel.update({ usedAt: new Date() }, { where: { userId, purpose, usedAt: null }, transaction });
  const token = randomToken();
  await UserTokenModel.create(
    { id: newId(), userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]) },
    { transaction },
  );
  return token;
}

/** Marks the token used and returns its user, or null when it is unknown, used or expired. */
export async function consumeUserToken(token: string, purpose: TokenPurpose, transaction: Transaction): Promise<string | null> {
  const [count, rows] = await UserTokenModel.update(
    { usedAt: new Date() },
    {
      where: { tokenHash: hashToken(token), purpose, usedAt: null, expiresAt: { [Op.gt]: new Date() } },
      returning: true,
      transaction,
    },
  );
  return count === 1 ? rows[0]!.userId : null;
}

/** Ends every unused token of these purposes, e.g. links mailed before a password changed. */
export async function revokeUserTokens(userId: string, purposes: readonly TokenPurpose[], transaction: Transaction): Promise<void> {
  await UserTokenModel.update({ usedAt: new Date() }, { where: { userId, purpose: [...purposes], usedAt: null }, transaction });
}
