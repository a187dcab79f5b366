import { Op, type Transaction } from 'sequelize';
import { ProjectAlertSettingsModel } from '../../models/alerts';
import { ProjectModel, type ProjectStatus } from '../../models/projects';
import type { WebhookEvent } from '../../models/webhooks';
import { channelAudience } from './audience';
import { projectLabels } from '../shared/labels';
import { alertRecipients, type AlertDigestSchedules } from './recipients';

export interface DigestProject {
  id: string;
  organizationId: string;
  status: ProjectStatus;
  timezone: string;
}

/**
 * Keeps a project's daily digest schedule in step with the project itself: none while it is archived,
 * otherwise at 09:00 in its current timezone whenever someone wants its digest: its alert settings (a
 * daily digest with someone to receive it) or an enabled channel subscribed to `digest.ready` for it.
 * Called inside the transaction that changed what it depends on, like the run schedule, so a Temporal
 * failure leaves the change undone.
 */
export async function followProjectWithDigest(
  project: DigestProject,
  schedules: AlertDigestSchedules,
  transaction?: Transaction,
): Promise<void> {
  if (project.status !== 'archived' && (await wantsDigest(project, transaction)))
    await schedules.ensure(await projectLabels(project.organizationId, project.id, transaction), project.timezone);
  else await schedules.remove(project.id);
}

async function wantsDigest(project: DigestProject, transaction?: Transaction): Promise<boolean> {
  const settings = await ProjectAlertSettingsModel.findByPk(project.id, { attributes: ['mode'], raw: true, transaction });
  if (settings?.mode === 'daily' && (await alertRecipients(project.id, transaction)).length > 0) return true;
  const scope = { organizationId: project.organizationId, projectId: project.id, relevant: null };
  return (await channelAudience('digest.ready', scope, transaction)).length > 0;
}

/** What of an endpoint decides whether it wants the digests of projects. */
export interface DigestSubscription {
  events: WebhookEvent[];
  projectIds: string[] | null;
  enabled: boolean;
}

/**
 * After an endpoint is created, changed or deleted (`before`/`after` null for none), in its transaction:
 * the digest schedules of the projects it wanted or now wants the digest of follow. Nothing when it
 * neither wanted nor wants digests, or wants them of the same projects as before, so endpoints of other
 * events and changes of a digest endpoint's URL or format cost no Temporal call.
 */
export async function followEndpointWithDigests(
  organizationId: string,
  before: DigestSubscription | null,
  after: DigestSubscription | null,
  schedules: AlertDigestSchedules,
  transaction: Transaction,
): Promise<void> {
  const wanting = [before, after].filter(
    (endpoint) => endpoint?.enabled && endpoint.events.includes('digest.ready'),
  ) as DigestSubscription[];
  if (wanting.length === 0 || (wanting.length === 2 && sameProjects(wanting[0]!, wanting[1]!))) return;
  const everyProject = wanting.some((endpoint) => endpoint.projectIds === null);
  const projects = await ProjectModel.findAll({
    where: {
      organizationId,
      status: { [Op.ne]: 'archived' },
      ...(everyProject ? {} : { id: [...new Set(wanting.flatMap((endpoint) => endpoint.projectIds!))] }),
    },
    attributes: ['id', 'organizationId', 'status', 'timezone'],
    raw: true,
    transaction,
  });
  for (const project of projects) await followProjectWithDigest(project, schedules, transaction);
}

function sameProjects(one: DigestSubscription, other: DigestSubscription): boolean {
  if (one.projectIds === null || other.projectIds === null) return one.projectIds === other.projectIds;
  return one.projectIds.length === other.projectIds.length && one.projectIds.every((id) => other.projectIds!.includes(id));
}
