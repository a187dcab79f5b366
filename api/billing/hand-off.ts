import type { BillingEvent, HandBillingEvent } from '../../domain/billing/webhook';
import { billingWorkflowId, stripeEventSignal, type reconcileBillingWorkflow } from '../../workflows/billing';
import type { ApiDependencies } from '../dependencies';

/** Signal-with-start: the organization's reconciliation workflow gets the event, started if it is not running. */
export function billingEventHandOff({ temporal, config }: Pick<ApiDependencies, 'temporal' | 'config'>): HandBillingEvent {
  return async (organizationId: string, event: BillingEvent) => {
    await temporal.workflow.signalWithStart<typeof reconcileBillingWorkflow, [BillingEvent]>('reconcileBillingWorkflow', {
      workflowId: billingWorkflowId(organizationId),
      taskQueue: config.temporal.taskQueue,
      args: [organizationId],
      signal: stripeEventSignal,
      signalArgs: [event],
    });
  };
}
