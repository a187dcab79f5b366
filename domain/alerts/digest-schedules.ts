import { ScheduleAlreadyRunning, ScheduleNotFoundError, ScheduleOverlapPolicy, type Client, type ScheduleSpec } from '@temporalio/client';
import type { DigestSchedules } from './settings';
import { alertDigestScheduleId, alertDigestWorkflow } from '../../workflows/alert-digest';
import { searchAttributesFor, summaryOf } from '../../workflows/visibility';
import { projectNames } from '../operations/workflow-names';

const DIGEST_HOUR = 9;

/** Digest Schedules in Temporal: one per project, daily at 09:00 in the project's timezone. */
export function createDigestSchedules(client: Client, taskQueue: string): DigestSchedules {
  const specFor = (timezone: string): ScheduleSpec => ({ calendars: [{ hour: DIGEST_HOUR, minute: 0 }], timezone });
  return {
    async ensure(projectId, timezone) {
      const scheduleId = alertDigestScheduleId(projectId);
      const names = await projectNames(projectId);
      const typedSearchAttributes = searchAttributesFor({ process: 'alert-digest', organizationId: names?.organizationId, projectId });
      const summary = summaryOf('Daily alert digest', names?.projectName, names?.organizationName);
      try {
        await client.schedule.create({
          scheduleId,
          typedSearchAttributes,
          spec: specFor(timezone),
          action: { type: 'startWorkflow', workflowType: alertDigestWorkflow, workflowId: scheduleId, args: [projectId], taskQueue, typedSearchAttributes, staticSummary: summary },
          policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '6 hours' },
          state: { note: summary },
        });
      } catch (error) {
        if (!(error instanceof ScheduleAlreadyRunning)) throw error;
        await client.schedule
          .getHandle(scheduleId)
          .update((previous) => ({ ...previous, typedSearchAttributes, spec: specFor(timezone), action: { ...previous.action, typedSearchAttributes, staticSummary: summary } }));
      }
    },
    async remove(projectId) {
      try {
        await client.schedule.getHandle(alertDigestScheduleId(projectId)).delete();
      } catch (error) {
        if (!(error instanceof ScheduleNotFoundError)) throw error;
      }
    },
  };
}
