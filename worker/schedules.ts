import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client, type Workflow } from '@temporalio/client';
import type { Duration } from '@temporalio/common';
import { dispatchStrandedEmailWorkflow, emailDispatchScheduleId } from '../workflows/email';
import { billingReconcileScheduleId, repairBillingWorkflow } from '../workflows/billing';
import { pruneRetentionWorkflow, retentionScheduleId } from '../workflows/retention';
import { domainRecheckScheduleId, recheckVerifiedDomainsWorkflow } from '../workflows/domain-recheck';
import { searchAttributesFor, type VigilProcess } from '../workflows/visibility';

const EMAIL_DISPATCH_EVERY = '5 minutes';
const BILLING_RECONCILE_EVERY = '1 hour';
const RETENTION_EVERY = '1 hour';
/** Four readings a day: a grace period of days sees many, so one bad DNS answer decides nothing. */
const DOMAIN_RECHECK_EVERY = '6 hours';

/** Creates the schedules the worker's workflows rely on; an existing schedule is left as it is. */
export async function ensureSchedules(client: Client, taskQueue: string): Promise<void> {
  await ensureSchedule(client, taskQueue, emailDispatchScheduleId(taskQueue), EMAIL_DISPATCH_EVERY, dispatchStrandedEmailWorkflow, 'email-dispatch', 'Dispatch of stranded e-mail');
  await ensureSchedule(client, taskQueue, billingReconcileScheduleId(taskQueue), BILLING_RECONCILE_EVERY, repairBillingWorkflow, 'billing-repair', 'Billing repair: reconcile organizations whose Stripe events never arrived');
  await ensureSchedule(client, taskQueue, retentionScheduleId(taskQueue), RETENTION_EVERY, pruneRetentionWorkflow, 'retention', 'Retention: prune expired sessions, tokens, delivered mail, old sign-in events');
  await ensureSchedule(client, taskQueue, domainRecheckScheduleId(taskQueue), DOMAIN_RECHECK_EVERY, recheckVerifiedDomainsWorkflow, 'domain-recheck', 'Re-check of verified domains\' TXT records');
}

/** Creates the schedule, or gives an existing one the current labels, leaving its spec and state as they are. */
async function ensureSchedule(client: Client, taskQueue: string, scheduleId: string, every: Duration, workflowType: Workflow, process: VigilProcess, summary: string): Promise<void> {
  const typedSearchAttributes = searchAttributesFor({ process });
  const labels = { typedSearchAttributes, staticSummary: summary };
  try {
    await client.schedule.create({
      scheduleId,
      typedSearchAttributes,
      spec: { intervals: [{ every }] },
      action: { type: 'startWorkflow', workflowType, workflowId: scheduleId, taskQueue, ...labels },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
      state: { note: summary },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    await client.schedule.getHandle(scheduleId).update((previous) => ({ ...previous, typedSearchAttributes, action: { ...previous.action, ...labels } }));
  }
}
