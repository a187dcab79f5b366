import type { Transaction } from 'sequelize';
import { ProjectAlertSettingsModel } from '../../models/alerts';
import type { ProjectStatus } from '../../models/projects';
import { alertRecipients, type DigestSchedules } from './settings';

export interface DigestProject {
  id: string;
  status: ProjectStatus;
  timezone: string;
}

/**
 * Keeps a project's daily digest schedule in step with the project itself: none while it is archived,
 * otherwise at 09:00 in its current timezone whenever its alert settings still ask for a daily digest
 * with someone to receive it. Called inside the project's transaction, like its run schedule, so a
 * Temporal failure leaves the project as it was.
 */
export async function followProjectWithDigest(project: DigestProject, schedules: DigestSchedules, transaction: Transaction): Promise<void> {
  if (project.status !== 'archived' && (await wantsDailyDigest(project.id, transaction)))
    await schedules.ensure(project.id, project.timezone);
  else await schedules.remove(project.id);
}

async function wantsDailyDigest(projectId: string, transaction: Transaction): Promise<boolean> {
  const settings = await ProjectAlertSettingsModel.findByPk(projectId, { attributes: ['mode'], raw: true, transaction });
  return settings?.mode === 'daily' && (await alertRecipients(projectId, transaction)).length > 0;
}
