import type { Transaction } from 'sequelize';
import { UserModel } from '../../models/users';
import { ForbiddenError } from '../shared/errors';

/**
 * Refuses what would outlive the proof of the address (API keys, memberships) to an account whose
 * address is unproven: whoever signed up with someone else's address must keep nothing once the owner proves it.
 */
export async function requireProvenAddress(userId: string, action: string, transaction?: Transaction): Promise<void> {
  const user = await UserModel.findByPk(userId, { attributes: ['isVerified'], raw: true, transaction });
  if (!user?.isVerified) throw new ForbiddenError(`Verify your e-mail address before ${action}`);
}
