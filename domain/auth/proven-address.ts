import type { Transaction } from 'sequelize';
import { UserModel } from '../../models/users';
import { ForbiddenError } from '../shared/errors';

/** Whether the account's address has been proven (a verification link, magic link, SSO or reset was used). */
export async function isAddressProven(userId: string, transaction?: Transaction): Promise<boolean> {
  const user = await UserModel.findByPk(userId, { attributes: ['isVerified'], raw: true, transaction });
  return user?.isVerified === true;
}

/**
 * Refuses what would outlive the proof of the address (API keys, memberships, applications' grants) to
 * an account whose address is unproven: whoever signed up with someone else's address must keep nothing
 * once the owner proves it.
 */
export async function requireProvenAddress(userId: string, action: string, transaction?: Transaction): Promise<void> {
  if (!(await isAddressProven(userId, transaction))) throw new ForbiddenError(`Verify your e-mail address before ${action}`);
}
