import {
  ScheduleNotFoundError,
  ScheduleOverlapPolicy,
  WorkflowNotFoundError,
  type Client,
  type ScheduleUpdateOptions,
} from '@temporalio/client';
import type { ProjectSchedules, ScheduledProject } from '../domain/monitoring/schedules';
import type { RunWorkflowProbe } from '../domain/monitoring/stale-runs';
import type { ProjectLabels } from '../domain/shared/labels';
import {
  PROJECT_RUN_CALENDARS,
  PROJECT_RUN_CATCHUP_WINDOW,
  PROJECT_RUN_JITTER,
  projectRunSchedulePrefix,
  projectScheduleId,
} from '../workflows/contract';
import type { ProjectRunInput, projectRunWorkflow } from '../workflows/project-run';
import { countOf, searchAttributesFor, summaryOf, type VigilTrigger } from '../workflows/visibility';
import { createOrUpdateSchedule, deleteSchedule } from './schedules';

/**
 * Monitoring runs: a Schedule per project, manual runs started by the API, and the questions a stale
 * run row asks of Temporal. Active projects have a running schedule, paused ones a paused schedule
 * (kept, so it resumes as it was); drafts and archived projects have none.
 */
export function createProjectSchedules(temporal: Client, taskQueue: string): ProjectSchedules {
  const schedules = {
    async sync(project: ScheduledProject): Promise<Date | null> {
      if (project.status === 'draft' || project.status === 'archived') {
        await schedules.remove(project.id);
        return null;
      }
      const options = scheduleOptions(project, taskQueue);
      await createOrUpdateSchedule(temporal, { scheduleId: projectScheduleId(project.id), ...options }, () => options);
      return project.status === 'active' ? schedules.nextRunAt(project.id) : null;
    },
    async remove(projectId: string): Promise<void> {
      await deleteSchedule(temporal, projectScheduleId(projectId));
    },
    async nextRunAt(projectId: string): Promise<Date | null> {
      try {
        const description = await temporal.schedule.getHandle(projectScheduleId(projectId)).describe();
        return description.state.paused ? null : (description.info.nextActionTimes[0] ?? null);
      } catch (error) {
        if (error instanceof ScheduleNotFoundError) return null;
        throw error;
      }
    },
  };
  return schedules;
}

/** Starts the run workflow of a run row already written (see domain/monitoring/runs.ts). */
export async function startManualProjectRun(
  temporal: Client,
  taskQueue: string,
  project: ProjectLabels & { sourceCount?: number },
  workflowId: string,
): Promise<void> {
  const { projectId, organizationId } = project;
  const input: ProjectRunInput = { projectId, trigger: 'manual' };
  await temporal.workflow.start<typeof projectRunWorkflow>('projectRunWorkflow', {
    workflowId,
    taskQueue,
    args: [input],
    typedSearchAttributes: searchAttributesFor({
      process: 'monitoring-run',
      organizationId,
      projectId,
      trigger: 'manual',
    }),
    staticSummary: projectRunSummary(project, 'manual'),
  });
}

/** Ends runs at once (their project is being deleted); runs already finished are ignored. */
export async function terminateProjectRuns(temporal: Client, workflowIds: string[]): Promise<void> {
  await Promise.all(
    workflowIds.map(async (workflowId) => {
      try {
        await temporal.workflow.getHandle(workflowId).terminate('project deleted');
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      }
    }),
  );
}

/** Asks Temporal about the workflow; one it no longer knows (history past retention) is closed. */
export function createProjectRunProbe(temporal: Client): RunWorkflowProbe {
  return async (workflowId) => {
    try {
      const description = await temporal.workflow.getHandle(workflowId).describe();
      return description.status.name === 'RUNNING' ? { open: true } : { open: false, closedAt: description.closeTime ?? null };
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) return { open: false, closedAt: null };
      throw error;
    }
  };
}

/** "Monitoring run · Competitor watch · Acme GmbH · 14 sources"; the source count when known at start. */
function projectRunSummary(
  names: Pick<ProjectLabels, 'projectName' | 'organizationName'> & { sourceCount?: number },
  trigger: VigilTrigger,
): string {
  const count = names.sourceCount === undefined ? null : countOf(names.sourceCount, 'source');
  return summaryOf(trigger === 'manual' ? 'Monitoring run (manual)' : 'Monitoring run', names.projectName, names.organizationName, count);
}

function scheduleOptions(project: ScheduledProject, taskQueue: string): ScheduleUpdateOptions {
  const args: [ProjectRunInput] = [{ projectId: project.id, trigger: 'schedule' }];
  const names = { projectName: project.name, organizationName: project.organizationName };
  const calendar = PROJECT_RUN_CALENDARS[project.frequency];
  return {
    typedSearchAttributes: searchAttributesFor({
      process: 'monitoring-run',
      organizationId: project.organizationId,
      projectId: project.id,
    }),
    spec: { calendars: [calendar], timezone: project.timezone, jitter: PROJECT_RUN_JITTER[project.frequency] },
    action: {
      type: 'startWorkflow',
      workflowType: 'projectRunWorkflow',
      workflowId: projectRunSchedulePrefix(project.id),
      taskQueue,
      args,
      typedSearchAttributes: searchAttributesFor({
        process: 'monitoring-run',
        organizationId: project.organizationId,
        projectId: project.id,
        trigger: 'schedule',
      }),
      staticSummary: projectRunSummary(names, 'schedule'),
    },
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: PROJECT_RUN_CATCHUP_WINDOW },
    state: {
      paused: project.status !== 'active',
      note: summaryOf(`Project ${project.status}, ${calendar.comment} (${project.timezone})`, project.name, project.organizationName),
    },
  };
}
