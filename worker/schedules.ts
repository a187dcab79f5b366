import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import { dispatchStrandedEmailWorkflow, emailDispatchScheduleId } from '../workflows/email';

const EMAIL_DISPATCH_EVERY = '5 minutes';

/** Creates the schedules the worker's workflows rely on; an existing schedule is left as it is. */
export async function ensureSchedules(client: Client, taskQueue: string): Promise<void> {
  const scheduleId = emailDispatchScheduleId(taskQueue);
  try {
    await client.schedule.create({
      scheduleId,
      spec: { intervals: [{ every: EMAIL_DISPATCH_EVERY }] },
      action: { type: 'startWorkflow', workflowType: dispatchStrandedEmailWorkflow, workflowId: scheduleId, taskQueue },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
}
