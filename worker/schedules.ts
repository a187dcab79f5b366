import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client, type Workflow } from '@temporalio/client';
import type { Duration } from '@temporalio/common';
import { dispatchStrandedEmailWorkflow, emailDispatchScheduleId } from '../workflows/email';
import { billingReconcileScheduleId, repairBillingWorkflow } from '../workflows/billing';
import { pruneRetentionWorkflow, retentionScheduleId } from '../workflows/retention';
import { domainRecheckScheduleId, recheckVerifiedDomainsWorkflow } from '../workflows/domain-recheck';

const EMAIL_DISPATCH_EVERY = '5 minutes';
const BILLING_RECONCILE_EVERY = '1 hour';
const RETENTION_EVERY = '1 hour';
/** Four readings a day: a grace period of days sees many, so one bad DNS answer decides nothing. */
const DOMAIN_RECHECK_EVERY = '6 hours';

/** Creates the schedules the worker's workflows rely on; an existing schedule is left as it is. */
export async function ensureSchedules(client: Client, taskQueue: string): Promise<void> {
  await ensureSchedule(client, taskQueue, emailDispatchScheduleId(taskQueue), EMAIL_DISPATCH_EVERY, dispatchStrandedEmailWorkflow);
  await ensureSchedule(client, taskQueue, billingReconcileScheduleId(taskQueue), BILLING_RECONCILE_EVERY, repairBillingWorkflow);
  await ensureSchedule(client, taskQueue, retentionScheduleId(taskQueue), RETENTION_EVERY, pruneRetentionWorkflow);
  await ensureSchedule(client, taskQueue, domainRecheckScheduleId(taskQueue), DOMAIN_RECHECK_EVERY, recheckVerifiedDomainsWorkflow);
}

async function ensureSchedule(client: Client, taskQueue: string, scheduleId: string, every: Duration, workflowType: Workflow): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId,
      spec: { intervals: [{ every }] },
      action: { type: 'startWorkflow', workflowType, workflowId: scheduleId, taskQueue },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
}
