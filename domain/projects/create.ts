import { ProjectModel } from '../../models/projects';
import { alertProjectCreator } from '../alerts/settings';
import { recordAudit } from '../audit/audit-log';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import { organizationLabels } from '../shared/labels';
import type { TopicProcesses } from './processes';
import { getProject, type Project } from './projects';
import type { DroppedSource } from './sources';
import { assertFreeSlot } from './slots';
import { insertTopics } from './topics';
import { db } from '../../models/db';

export interface CreateProjectInput {
  name: string;
  monitoringIntent: string;
  businessContext?: string | undefined;
  description?: string | undefined;
}

export interface ProjectDependencies<Processes> {
  processes: Processes;
}

/** A created or updated project, and the sources left out because they did not answer with content. */
export interface CheckedProject {
  project: Project;
  droppedSources: DroppedSource[];
}

/** Dropped sources listed in one audit entry; the answer's `meta` lists them all. */
const MAX_AUDITED_DROPS = 50;

export const DEFAULT_FREQUENCY = 'weekly';
export const DEFAULT_TIMEZONE = 'UTC';

/**
 * Generates the topics first (the slow, fallible part: discovery, generation and the check of every
 * proposed source) and only then stores the project with them in one transaction, so a failed or
 * timed-out generation leaves nothing behind. New projects are drafts: they get a schedule when made active.
 */
export async function createProject(
  organizationId: string,
  userId: string,
  input: CreateProjectInput,
  { processes }: ProjectDependencies<Pick<TopicProcesses, 'generateTopics'>>,
  actor: ActorContext,
): Promise<CheckedProject> {
  await assertFreeSlot(organizationId);
  const id = newId();
  const { topics, droppedSources } = await processes.generateTopics(id, await organizationLabels(organizationId), {
    name: input.name,
    monitoringIntent: input.monitoringIntent,
    businessContext: input.businessContext ?? null,
    description: input.description ?? null,
  });
  return db.transaction(async (transaction) => {
    await assertFreeSlot(organizationId, transaction);
    await ProjectModel.create(
      {
        id,
        organizationId,
        createdByUserId: userId,
        name: input.name,
        description: input.description ?? null,
        businessContext: input.businessContext ?? null,
        status: 'draft',
        frequency: DEFAULT_FREQUENCY,
        timezone: DEFAULT_TIMEZONE,
      },
      { transaction },
    );
    await insertTopics(id, topics, transaction);
    await alertProjectCreator(organizationId, id, userId, transaction);
    await recordAudit(
      {
        organizationId,
        action: 'project.created',
        resourceType: 'project',
        resourceId: id,
        metadata: { name: input.name, topics: topics.length, droppedSources: droppedSources.slice(0, MAX_AUDITED_DROPS) },
      },
      actor,
      transaction,
    );
    return { project: await getProject(organizationId, id, transaction), droppedSources };
  });
}
