import { type Transaction } from 'sequelize';
import { ProjectAlertRecipientModel, ProjectAlertSettingsModel, type AlertMode } from '../../models/alerts';
import { MembershipModel } from '../../models/organizations';
import { ProjectModel } from '../../models/projects';
import { recordAudit } from '../audit/audit-log';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { alertRecipients, type AlertRecipient, type AlertDigestSchedules } from './recipients';
import { followProjectWithDigest, type DigestProject } from './project-digest';
import { db } from '../../models/db';

export interface AlertSettings {
  projectId: string;
  mode: AlertMode;
  onlyRelevant: boolean;
  recipients: AlertRecipient[];
}

export interface AlertSettingsUpdate {
  mode?: AlertMode;
  onlyRelevant?: boolean;
  recipientMembershipIds?: string[];
}

/** At once and only for relevant changes, as a new project starts (`alertProjectCreator`). */
const DEFAULTS = { mode: 'immediate', onlyRelevant: true } as const;

export async function getAlertSettings(organizationId: string, projectId: string, transaction?: Transaction): Promise<AlertSettings> {
  await findProject(organizationId, projectId, transaction);
  const settings = await ProjectAlertSettingsModel.findByPk(projectId, { raw: true, transaction });
  return {
    projectId,
    mode: settings?.mode ?? DEFAULTS.mode,
    onlyRelevant: settings?.onlyRelevant ?? DEFAULTS.onlyRelevant,
    recipients: await alertRecipients(projectId, transaction),
  };
}

export async function updateAlertSettings(
  organizationId: string,
  projectId: string,
  input: AlertSettingsUpdate,
  context: ActorContext,
  schedules: AlertDigestSchedules,
): Promise<AlertSettings> {
  const { settings, project } = await db.transaction(async (transaction) => {
    const project = await findProject(organizationId, projectId, transaction);
    const current = await getAlertSettings(organizationId, projectId, transaction);
    const mode = input.mode ?? current.mode;
    const onlyRelevant = input.onlyRelevant ?? current.onlyRelevant;
    await ProjectAlertSettingsModel.upsert({ projectId, mode, onlyRelevant }, { transaction });
    if (input.recipientMembershipIds) await replaceRecipients(organizationId, projectId, input.recipientMembershipIds, transaction);
    const saved = await getAlertSettings(organizationId, projectId, transaction);
    await recordAudit(
      {
        organizationId,
        action: 'project.alerts_updated',
        resourceType: 'project',
        resourceId: projectId,
        metadata: { mode, onlyRelevant, recipients: saved.recipients.map((r) => r.membershipId) },
      },
      context,
      transaction,
    );
    return { settings: saved, project };
  });
  await syncDigestSchedule(project, schedules);
  return settings;
}

/**
 * A new project alerts the member who created it: the person who wrote the intent hears about what it
 * asked without a second step. Its alert settings then say otherwise, an empty recipient list included.
 */
export async function alertProjectCreator(
  organizationId: string,
  projectId: string,
  userId: string,
  transaction: Transaction,
): Promise<void> {
  await ProjectAlertSettingsModel.create({ projectId, ...DEFAULTS }, { transaction });
  const membership = await MembershipModel.findOne({
    where: { organizationId, userId, status: 'active' },
    attributes: ['id'],
    raw: true,
    transaction,
  });
  if (membership) await ProjectAlertRecipientModel.create({ projectId, membershipId: membership.id }, { transaction });
}

/** Runs after commit: the schedule follows the project (`followProjectWithDigest`: mail or a channel may want it). */
export async function syncDigestSchedule(project: DigestProject, schedules: AlertDigestSchedules): Promise<void> {
  try {
    await followProjectWithDigest(project, schedules);
  } catch {
    throw new ServiceUnavailableError(
      'The alert settings were saved, but the daily digest schedule could not be updated; save them again shortly',
    );
  }
}

async function replaceRecipients(
  organizationId: string,
  projectId: string,
  membershipIds: string[],
  transaction: Transaction,
): Promise<void> {
  const wanted = [...new Set(membershipIds)];
  const active = await MembershipModel.count({ where: { id: wanted, organizationId, status: 'active' }, transaction });
  if (active !== wanted.length)
    throw ValidationError.single('recipientMembershipIds', 'lists someone who is not an active member of this organization');
  await ProjectAlertRecipientModel.destroy({ where: { projectId }, transaction });
  await ProjectAlertRecipientModel.bulkCreate(
    wanted.map((membershipId) => ({ projectId, membershipId })),
    { transaction },
  );
}

async function findProject(organizationId: string, projectId: string, transaction?: Transaction) {
  const project = await ProjectModel.findOne({
    where: { id: projectId, organizationId },
    attributes: ['id', 'organizationId', 'status', 'timezone'],
    raw: true,
    transaction,
  });
  if (!project) throw new NotFoundError('Project');
  return project;
}
