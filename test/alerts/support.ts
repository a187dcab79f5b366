import { randomUUID } from 'node:crypto';
import { ProjectModel } from '../../models/projects';

/** A project row of the organization; projects are created through the engine's routes once they exist. */
export async function createProject(organizationId: string, timezone = 'Europe/Paris'): Promise<string> {
  const id = randomUUID();
  await ProjectModel.create({
    id,
    organizationId,
    createdByUserId: null,
    name: `Project ${id.slice(0, 6)}`,
    description: null,
    businessContext: null,
    status: 'active',
    frequency: 'daily',
    timezone,
  });
  return id;
}
