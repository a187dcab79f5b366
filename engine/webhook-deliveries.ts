import type { Client } from '@temporalio/client';
import type { StartWebhookDeliveries } from '../domain/webhooks/deliveries';
import type { Logger } from '../platform/logger';
import { webhookDeliveryWorkflowId } from '../workflows/contract';
import { searchAttributesFor } from '../workflows/visibility';
import type { webhookDeliveryWorkflow } from '../workflows/webhook-delivery';

/** Starts the delivery workflows of an organization's test event; a failed start is logged, and the next delivery tried. */
export function startTestWebhookDeliveries(
  temporal: Client,
  taskQueue: string,
  logger: Logger,
  organizationId: string,
): StartWebhookDeliveries {
  return async (deliveryIds) => {
    for (const deliveryId of deliveryIds) {
      try {
        await temporal.workflow.start<typeof webhookDeliveryWorkflow>('webhookDeliveryWorkflow', {
          workflowId: webhookDeliveryWorkflowId(deliveryId),
          taskQueue,
          args: [deliveryId],
          typedSearchAttributes: searchAttributesFor({ process: 'webhook-delivery', organizationId }),
          staticSummary: 'Webhook delivery · webhook.test',
        });
      } catch (error) {
        logger.error({ err: error, deliveryId }, 'could not start webhook delivery');
      }
    }
  };
}
