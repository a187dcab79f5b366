import type { Transaction } from 'sequelize';
import { OrganizationModel } from '../../models/organizations';
import { NotFoundError, PlanLimitError } from '../shared/errors';
import { countActiveProjects } from './usage';

/**
 * Throws 402 when every slot is taken. With a transaction the organization row is locked first, so two
 * creations racing for the last slot cannot both pass.
 */
export async function assertFreeSlot(organizationId: string, transaction?: Transaction): Promise<void> {
  const organization = await OrganizationModel.findByPk(organizationId, {
    attributes: ['id', 'slotCap'],
    transaction,
    ...(transaction ? { lock: true } : {}),
  });
  if (!organization) throw new NotFoundError('Organization');
  const inUse = await countActiveProjects(organizationId, transaction);
  if (inUse >= organization.slotCap) {
    throw new PlanLimitError(
      `Every project slot of this organization is in use (${inUse} of ${organization.slotCap}); archive a project or add slots to the plan`,
    );
  }
}
