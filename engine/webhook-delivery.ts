import type { Client } from '@temporalio/client';
import type { StartWebhookDeliveries } from '../domain/webhooks/deliveries';
import type { Logger } from '../platform/logger';
import { WEBHOOK_DISPATCH_EVERY, webhookDeliveryWorkflowId, webhookDispatchScheduleId } from '../workflows/contract';
import { searchAttributesFor } from '../workflows/visibility';
import type { webhookDeliveryWorkflow } from '../workflows/webhook-delivery';
import { startCommittedWork } from './committed-starts';
import { ensureIntervalSchedule } from './schedules';

/**
 * Starts the delivery workflows of an organization's test event; a failed start is logged, and the next
 * delivery tried (the delivery is committed: the webhook-dispatch schedule starts it once Temporal is back).
 */
export function startTestWebhookDeliveries(
  temporal: Client,
  taskQueue: string,
  logger: Logger,
  organizationId: string,
): StartWebhookDeliveries {
  return async (deliveryIds) => {
    for (const deliveryId of deliveryIds) {
      await startCommittedWork(
        () =>
          temporal.workflow.start<typeof webhookDeliveryWorkflow>('webhookDeliveryWorkflow', {
            workflowId: webhookDeliveryWorkflowId(deliveryId),
            taskQueue,
            args: [deliveryId],
            typedSearchAttributes: searchAttributesFor({ process: 'webhook-delivery', organizationId }),
            staticSummary: 'Webhook delivery · webhook.test',
          }),
        { logger, fields: { deliveryId }, what: 'webhook delivery', dispatchSchedule: 'webhook-dispatch' },
      );
    }
  };
}

/** The worker's Schedule that starts webhook deliveries whose start was missed. */
export function ensureWebhookDispatchSchedule(temporal: Client, taskQueue: string): Promise<void> {
  return ensureIntervalSchedule(temporal, taskQueue, {
    scheduleId: webhookDispatchScheduleId(taskQueue),
    every: WEBHOOK_DISPATCH_EVERY,
    workflowType: 'dispatchStrandedWebhookDeliveriesWorkflow',
    process: 'webhook-dispatch',
    summary: 'Dispatch of stranded webhook deliveries',
  });
}
