import { ScheduleOverlapPolicy, type Client, type ScheduleSpec } from '@temporalio/client';
import type { AlertDigestSchedules } from '../domain/alerts/recipients';
import { ALERT_DIGEST_CALENDAR, ALERT_DIGEST_CATCHUP_WINDOW, alertDigestScheduleId } from '../workflows/contract';
import { searchAttributesFor, summaryOf } from '../workflows/visibility';
import { createOrUpdateSchedule, deleteSchedule } from './schedules';

/** Digest Schedules in Temporal: one per project, daily in the project's timezone. */
export function createAlertDigestSchedules(temporal: Client, taskQueue: string): AlertDigestSchedules {
  const specFor = (timezone: string): ScheduleSpec => ({ calendars: [ALERT_DIGEST_CALENDAR], timezone });
  return {
    async ensure({ projectId, organizationId, projectName, organizationName }, timezone) {
      const scheduleId = alertDigestScheduleId(projectId);
      const typedSearchAttributes = searchAttributesFor({ process: 'alert-digest', organizationId, projectId });
      const summary = summaryOf('Daily alert digest', projectName, organizationName);
      await createOrUpdateSchedule(
        temporal,
        {
          scheduleId,
          typedSearchAttributes,
          spec: specFor(timezone),
          action: {
            type: 'startWorkflow',
            workflowType: 'alertDigestWorkflow',
            workflowId: scheduleId,
            args: [projectId],
            taskQueue,
            typedSearchAttributes,
            staticSummary: summary,
          },
          policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: ALERT_DIGEST_CATCHUP_WINDOW },
          state: { note: summary },
        },
        (previous) => ({
          ...previous,
          typedSearchAttributes,
          spec: specFor(timezone),
          action: { ...previous.action, typedSearchAttributes, staticSummary: summary },
        }),
      );
    },
    async remove(projectId) {
      await deleteSchedule(temporal, alertDigestScheduleId(projectId));
    },
  };
}
