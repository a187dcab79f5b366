import { DependencyUnavailableError } from '../../domain/shared/errors';
import { isTemporalUnavailableError } from '../../platform/temporal';
import type { BillingEvent, HandBillingEvent } from '../../domain/billing/webhook';
import { organizationName } from '../../domain/operations/workflow-names';
import { billingWorkflowId, stripeEventSignal, type reconcileBillingWorkflow } from '../../workflows/billing';
import { searchAttributesFor } from '../../workflows/visibility';
import type { ApiDependencies } from '../dependencies';

/**
 * Signal-with-start: the organization's reconciliation workflow gets the event, started if it is not
 * running. When Temporal cannot take it the answer is 503 and nothing is recorded, so Stripe retries.
 */
export function billingEventHandOff({ temporal, config, logger }: Pick<ApiDependencies, 'temporal' | 'config' | 'logger'>): HandBillingEvent {
  return async (organizationId: string, event: BillingEvent) => {
    try {
      await temporal.workflow.signalWithStart<typeof reconcileBillingWorkflow, [BillingEvent]>('reconcileBillingWorkflow', {
        workflowId: billingWorkflowId(organizationId),
        taskQueue: config.temporal.taskQueue,
        args: [organizationId],
        typedSearchAttributes: searchAttributesFor({ process: 'billing', organizationId }),
        staticSummary: `Billing reconciliation for ${await organizationName(organizationId)}`,
        signal: stripeEventSignal,
        signalArgs: [event],
      });
    } catch (error) {
      // An outage is logged once by the dependency watch; anything else is worth its stack here.
      if (!isTemporalUnavailableError(error)) logger.error({ err: error, organizationId, eventId: event.eventId }, 'could not hand a Stripe event to reconciliation');
      throw new DependencyUnavailableError('temporal', 'Billing reconciliation is unavailable; the event was not recorded and can be sent again');
    }
  };
}
