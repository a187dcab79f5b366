import { ProjectRunModel } from '../../models/monitoring';
import { ProjectModel } from '../../models/projects';
import { recordAudit } from '../audit/audit-log';
import type { ActorContext } from '../shared/request-context';
import type { ProjectDependencies } from './create';
import type { RunProcesses, ScheduleProcesses } from './processes';
import { findProjectRow, getProject, type Project } from './projects';
import { db } from '../../models/db';

/**
 * Deletes the project with its topics, sources, runs and changes, after removing its schedules (runs and alert digest) and
 * terminating any run in progress, so nothing keeps working for a project that no longer exists.
 * Answers the project as it was.
 */
export async function deleteProject(
  organizationId: string,
  id: string,
  { processes }: ProjectDependencies<ScheduleProcesses & Pick<RunProcesses, 'terminateRuns'>>,
  actor: ActorContext,
): Promise<Project> {
  return db.transaction(async (transaction) => {
    await findProjectRow(organizationId, id, transaction, true);
    const project = await getProject(organizationId, id, transaction);
    const running = await ProjectRunModel.findAll({
      where: { projectId: id, status: 'running' },
      attributes: ['workflowId'],
      raw: true,
      transaction,
    });
    await processes.schedules.remove(id);
    await processes.digestSchedules.remove(id);
    await processes.terminateRuns(running.map((run) => run.workflowId));
    await ProjectModel.destroy({ where: { id }, transaction });
    await recordAudit(
      { organizationId, action: 'project.deleted', resourceType: 'project', resourceId: id, metadata: { name: project.name } },
      actor,
      transaction,
    );
    return project;
  });
}
