import { Op, type Transaction } from 'sequelize';
import { ProjectModel } from '../../models/projects';

/**
 * Projects that hold one of the organization's slots: every project but the archived ones. This is
 * the floor `slotCap` may not go below and what project creation is checked against.
 */
export function countActiveProjects(organizationId: string, transaction?: Transaction): Promise<number> {
  return ProjectModel.count({ where: { organizationId, status: { [Op.ne]: 'archived' } }, transaction });
}
