import { ProjectModel, type ProjectFrequency, type ProjectStatus } from '../../models/projects';
import { followProjectWithDigest } from '../alerts/project-digest';
import { recordAudit } from '../audit/audit-log';
import { organizationLabels, projectLabels } from '../shared/labels';
import type { ActorContext } from '../shared/request-context';
import { checkAddedSources } from './added-sources';
import type { CheckedProject, ProjectDependencies } from './create';
import type { ScheduleProcesses, TopicProcesses } from './processes';
import { findProjectRow, getProject, type ProjectRow } from './projects';
import { assertFreeSlot } from './slots';
import { assertSecretsExist } from './source-access';
import { replaceTopics, type TopicInput } from './topics';
import { db } from '../../models/db';

export interface UpdateProjectInput {
  name?: string | undefined;
  description?: string | null | undefined;
  businessContext?: string | null | undefined;
  status?: ProjectStatus | undefined;
  frequency?: ProjectFrequency | undefined;
  timezone?: string | undefined;
  topics?: TopicInput[] | undefined;
  /** Check the sources the update adds and leave out the ones that do not answer (see added-sources.ts). */
  validateSources?: boolean | undefined;
}

const FIELDS = ['name', 'description', 'businessContext', 'status', 'frequency', 'timezone'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Applies the fields sent; `topics` replaces the whole list. The schedule follows status, frequency
 * and timezone inside the transaction, so a Temporal failure leaves the project as it was.
 */
export async function updateProject(
  organizationId: string,
  id: string,
  sent: UpdateProjectInput,
  { processes }: ProjectDependencies<Pick<TopicProcesses, 'checkSources'> & ScheduleProcesses>,
  actor: ActorContext,
): Promise<CheckedProject> {
  await findProjectRow(organizationId, id);
  if (sent.topics) await assertSecretsExist(organizationId, sent.topics);
  const checked =
    sent.validateSources && sent.topics
      ? await checkAddedSources(await projectLabels(organizationId, id), sent.topics, processes)
      : { topics: sent.topics, droppedSources: [] };
  const input = { ...sent, topics: checked.topics };
  const project = await db.transaction(async (transaction) => {
    const current = await findProjectRow(organizationId, id, transaction, true);
    const changes = changedFields(current, input);
    if (changes.status?.from === 'archived') await assertFreeSlot(organizationId, transaction);
    if (Object.keys(changes).length === 0 && !input.topics) return getProject(organizationId, id, transaction);
    const next = { ...current, ...Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to])) } as ProjectRow;
    // The name is part of the schedule's summary in the Temporal UI.
    const scheduleChanged = 'status' in changes || 'frequency' in changes || 'timezone' in changes || 'name' in changes;
    const nextRunAt = scheduleChanged
      ? await processes.schedules.sync({ ...next, ...(await organizationLabels(organizationId, transaction)) })
      : current.nextRunAt;
    await ProjectModel.update(
      {
        name: next.name,
        description: next.description,
        businessContext: next.businessContext,
        status: next.status,
        frequency: next.frequency,
        timezone: next.timezone,
        nextRunAt,
        updatedAt: new Date(),
      },
      { where: { id }, transaction },
    );
    if (input.topics) await replaceTopics(id, input.topics, transaction);
    if ('status' in changes || 'timezone' in changes) await followProjectWithDigest(next, processes.digestSchedules, transaction);
    const dropped = checked.droppedSources.length > 0 ? { droppedSources: checked.droppedSources } : {};
    const metadata = { changes, ...(input.topics ? { topicsReplaced: input.topics.length } : {}), ...dropped };
    await recordAudit({ organizationId, action: 'project.updated', resourceType: 'project', resourceId: id, metadata }, actor, transaction);
    return getProject(organizationId, id, transaction);
  });
  return { project, droppedSources: checked.droppedSources };
}

function changedFields(current: ProjectRow, input: UpdateProjectInput): Partial<Record<Field, { from: unknown; to: unknown }>> {
  const changes: Partial<Record<Field, { from: unknown; to: unknown }>> = {};
  for (const field of FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== current[field]) changes[field] = { from: current[field], to: value };
  }
  return changes;
}
