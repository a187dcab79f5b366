import type { Transaction } from 'sequelize';
import { OrganizationModel } from '../../models/organizations';
import { db } from '../../models/db';

/**
 * The names a durable process's one-line summary shows in the Temporal UI, passed to the engine by the
 * caller that starts it (engine/ reads no database). A name that is gone reads as its id, so a start
 * never fails for a label.
 */
export interface OrganizationLabels {
  organizationId: string;
  organizationName: string;
}

export interface ProjectLabels extends OrganizationLabels {
  projectId: string;
  projectName: string;
}

export async function organizationLabels(organizationId: string, transaction?: Transaction): Promise<OrganizationLabels> {
  const row = await OrganizationModel.findByPk(organizationId, { attributes: ['name'], raw: true, transaction });
  return { organizationId, organizationName: row?.name ?? organizationId };
}

/** The project's labels and its source count (a run's summary shows it when known). */
export async function projectLabels(
  organizationId: string,
  projectId: string,
  transaction?: Transaction,
): Promise<ProjectLabels & { sourceCount?: number }> {
  const [row] = await db.rows<ProjectLabels & { sourceCount: number }>(
    `SELECT p.id AS "projectId", p.organization_id AS "organizationId", o.name AS "organizationName", p.name AS "projectName",
            (SELECT count(*)::int FROM sources s WHERE s.project_id = p.id) AS "sourceCount"
       FROM projects p JOIN organizations o ON o.id = p.organization_id
      WHERE p.id = $1 AND p.organization_id = $2`,
    [projectId, organizationId],
    transaction,
  );
  return row ?? { organizationId, organizationName: organizationId, projectId, projectName: projectId };
}
