import { OrganizationModel } from '../models/organizations';
import { ProjectModel } from '../models/projects';
import { selectRows } from '../models/select';

/**
 * The names a workflow's one-line summary shows in the Temporal UI, read when the workflow (or its
 * Schedule) is started. A name that is gone reads as its id, so a start never fails for a label.
 */
export async function organizationName(organizationId: string): Promise<string> {
  const row = await OrganizationModel.findByPk(organizationId, { attributes: ['name'], raw: true });
  return row?.name ?? organizationId;
}

export interface ProjectNames {
  organizationId: string;
  organizationName: string;
  projectName: string;
  sourceCount: number;
}

export async function projectNames(projectId: string): Promise<ProjectNames | null> {
  const [row] = await selectRows<ProjectNames>(
    ProjectModel,
    `SELECT p.organization_id AS "organizationId", o.name AS "organizationName", p.name AS "projectName",
            (SELECT count(*)::int FROM sources s WHERE s.project_id = p.id) AS "sourceCount"
       FROM projects p JOIN organizations o ON o.id = p.organization_id
      WHERE p.id = $1`,
    [projectId],
  );
  return row ?? null;
}
