import type { Transaction } from 'sequelize';
import { UserModel } from '../../models/identity';
import { revokeUserApiKeys } from './api-keys';
import { revokeUserSessions } from './sessions';

/**
 * Records that the owner of the address acted (verification link or password reset) and ends every
 * credential granted before: all sessions but `keepSessionId`, and every API key. Returns how many keys ended.
 */
export async function markAddressProven(userId: string, transaction: Transaction, keepSessionId?: string): Promise<{ revokedApiKeys: number }> {
  await UserModel.update({ isVerified: true, verifiedAt: new Date() }, { where: { id: userId, isVerified: false }, transaction });
  await revokeUserSessions(userId, transaction, keepSessionId);
  return { revokedApiKeys: await revokeUserApiKeys(userId, transaction) };
}
