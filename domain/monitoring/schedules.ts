import { ScheduleAlreadyRunning, ScheduleNotFoundError, ScheduleOverlapPolicy, type CalendarSpec, type Client, type ScheduleUpdateOptions } from '@temporalio/client';
import type { Duration } from '@temporalio/common';
import type { ProjectFrequency, ProjectStatus } from '../../models/projects';
import { projectRunSchedulePrefix, projectScheduleId, type ProjectRunInput } from '../../workflows/project-run';
import { countOf, searchAttributesFor, summaryOf, type VigilTrigger } from '../../workflows/visibility';
import { organizationName, type ProjectNames } from '../operations/workflow-names';

/** Scheduled checks run at this local hour (daily and longer), before the working day starts. */
const LOCAL_HOUR = 7;

const CALENDARS: Record<ProjectFrequency, CalendarSpec> = {
  hourly: { hour: '*', minute: 0, comment: 'every hour' },
  daily: { hour: LOCAL_HOUR, minute: 0, comment: 'every day' },
  weekly: { dayOfWeek: 'MONDAY', hour: LOCAL_HOUR, minute: 0, comment: 'every Monday' },
  monthly: { dayOfMonth: 1, hour: LOCAL_HOUR, minute: 0, comment: 'the first of every month' },
};

/** Spreads projects sharing a popular time; always well under the period. */
const JITTER: Record<ProjectFrequency, Duration> = { hourly: '10 minutes', daily: '30 minutes', weekly: '30 minutes', monthly: '30 minutes' };

export interface ScheduledProject {
  id: string;
  organizationId: string;
  name: string;
  status: ProjectStatus;
  frequency: ProjectFrequency;
  timezone: string;
}

export interface ProjectSchedules {
  /** Makes the schedule match the project; answers the next run time it reports (null when none is due). */
  sync(project: ScheduledProject): Promise<Date | null>;
  remove(projectId: string): Promise<void>;
  nextRunAt(projectId: string): Promise<Date | null>;
}

/**
 * Active projects have a running schedule, paused ones a paused schedule (kept, so it resumes as it
 * was); drafts and archived projects have none.
 */
export function createProjectSchedules(temporal: Client, taskQueue: string): ProjectSchedules {
  const schedules = {
    async sync(project: ScheduledProject): Promise<Date | null> {
      if (project.status === 'draft' || project.status === 'archived') {
        await schedules.remove(project.id);
        return null;
      }
      const options = scheduleOptions(project, taskQueue, await organizationName(project.organizationId));
      try {
        await temporal.schedule.create({ scheduleId: projectScheduleId(project.id), ...options });
      } catch (error) {
        if (!(error instanceof ScheduleAlreadyRunning)) throw error;
        await temporal.schedule.getHandle(projectScheduleId(project.id)).update(() => options);
      }
      return project.status === 'active' ? schedules.nextRunAt(project.id) : null;
    },
    async remove(projectId: string): Promise<void> {
      try {
        await temporal.schedule.getHandle(projectScheduleId(projectId)).delete();
      } catch (error) {
        if (!(error instanceof ScheduleNotFoundError)) throw error;
      }
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

/** "Monitoring run · Competitor watch · Acme GmbH · 14 sources"; the source count when known at start. */
export function monitoringRunSummary(names: Pick<ProjectNames, 'projectName' | 'organizationName'> & Partial<Pick<ProjectNames, 'sourceCount'>> | null, trigger: VigilTrigger): string {
  const count = names?.sourceCount === undefined ? null : countOf(names.sourceCount, 'source');
  return summaryOf(trigger === 'manual' ? 'Monitoring run (manual)' : 'Monitoring run', names?.projectName, names?.organizationName, count);
}

function scheduleOptions(project: ScheduledProject, taskQueue: string, organization: string): ScheduleUpdateOptions {
  const args: [ProjectRunInput] = [{ projectId: project.id, trigger: 'schedule' }];
  const names = { projectName: project.name, organizationName: organization };
  return {
    typedSearchAttributes: searchAttributesFor({ process: 'monitoring-run', organizationId: project.organizationId, projectId: project.id }),
    spec: { calendars: [CALENDARS[project.frequency]], timezone: project.timezone, jitter: JITTER[project.frequency] },
    action: {
      type: 'startWorkflow',
      workflowType: 'projectRunWorkflow',
      workflowId: projectRunSchedulePrefix(project.id),
      taskQueue,
      args,
      typedSearchAttributes: searchAttributesFor({ process: 'monitoring-run', organizationId: project.organizationId, projectId: project.id, trigger: 'schedule' }),
      staticSummary: monitoringRunSummary(names, 'schedule'),
    },
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 hour' },
    state: { paused: project.status !== 'active', note: summaryOf(`Project ${project.status}, ${CALENDARS[project.frequency].comment} (${project.timezone})`, project.name, organization) },
  };
}
