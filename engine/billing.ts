import type { Client } from '@temporalio/client';
import type { BillingEvent, QueueBillingEvent } from '../domain/billing/webhook';
import { DependencyUnavailableError } from '../domain/shared/errors';
import type { Logger } from '../platform/logger';
import { isTemporalUnavailableError } from '../platform/temporal';
import type { reconcileBillingWorkflow } from '../workflows/billing';
import { BILLING_REPAIR_EVERY, billingReconcileScheduleId, billingWorkflowId, stripeEventSignal } from '../workflows/contract';
import { searchAttributesFor } from '../workflows/visibility';
import { ensureIntervalSchedule } from './schedules';

/**
 * Signal-with-start: the organization's reconciliation workflow gets the event, started if it is not
 * running. When Temporal cannot take it the answer is 503 and nothing is recorded, so Stripe retries.
 */
export function createBillingEventQueue(temporal: Client, taskQueue: string, logger: Logger): QueueBillingEvent {
  return async ({ organizationId, organizationName }, event) => {
    try {
      await temporal.workflow.signalWithStart<typeof reconcileBillingWorkflow, [BillingEvent]>('reconcileBillingWorkflow', {
        workflowId: billingWorkflowId(organizationId),
        taskQueue,
        args: [organizationId],
        typedSearchAttributes: searchAttributesFor({ process: 'billing', organizationId }),
        staticSummary: `Billing reconciliation for ${organizationName}`,
        signal: stripeEventSignal,
        signalArgs: [event],
      });
    } catch (error) {
      // An outage is logged once by the dependency watch; anything else is worth its stack here.
      if (!isTemporalUnavailableError(error))
        logger.error({ err: error, organizationId, eventId: event.eventId }, 'could not queue a Stripe event for reconciliation');
      throw new DependencyUnavailableError(
        'temporal',
        'Billing reconciliation is unavailable; the event was not recorded and can be sent again',
      );
    }
  };
}

/** The worker's Schedule that reconciles organizations whose Stripe events never arrived. */
export function ensureBillingRepairSchedule(temporal: Client, taskQueue: string): Promise<void> {
  return ensureIntervalSchedule(temporal, taskQueue, {
    scheduleId: billingReconcileScheduleId(taskQueue),
    every: BILLING_REPAIR_EVERY,
    workflowType: 'repairBillingWorkflow',
    process: 'billing-repair',
    summary: 'Billing repair: reconcile organizations whose Stripe events never arrived',
  });
}
