import { ParentClosePolicy, proxyActivities, sleep, startChild, workflowInfo } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import type { SearchAttributePair } from '@temporalio/common';
import type { ActivityTiming } from '../platform/config';
import { activityTiming } from './activity-timing';
import { startEach } from './children';
import { startMailDeliveries } from './mail';
import { webhookDeliveryWorkflowId } from './contract';
import { childLabels, searchAttributesFor } from './visibility';

type Activities = ReturnType<typeof createActivities>;

/** Failures of the activity itself (database down, worker lost); a receiver's failure is a returned outcome, not a throw. */
function deliveryActivities({ workerLossTimeoutMs, retryIntervalFactor }: ActivityTiming) {
  return proxyActivities<Activities>({
    startToCloseTimeout: '1 minute',
    heartbeatTimeout: workerLossTimeoutMs,
    retry: { initialInterval: 5_000 * retryIntervalFactor, backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 10 },
  });
}

const { findUndispatchedWebhookDeliveries } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '5 seconds', maximumAttempts: 3 },
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Waits between attempts: nine attempts over about 23 hours. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  MINUTE / 2,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
];

export type WebhookDeliveryResult = 'succeeded' | 'failed' | 'abandoned';

/**
 * Delivers one stored webhook message until the receiver accepts it or the retries run out. Every
 * attempt carries the same `webhook-id` (the delivery id). When the last retry fails and the endpoint
 * has not succeeded since it began failing, the endpoint is disabled and its owners are mailed.
 */
export async function webhookDeliveryWorkflow(
  deliveryId: string,
  retryDelaysMs: readonly number[] = WEBHOOK_RETRY_DELAYS_MS,
): Promise<WebhookDeliveryResult> {
  const { attemptWebhookDelivery, disableFailingWebhookEndpoint } = deliveryActivities(await activityTiming());
  for (let attempt = 0; ; attempt += 1) {
    const retryInMs = retryDelaysMs[attempt] ?? null;
    const outcome = await attemptWebhookDelivery(deliveryId, retryInMs);
    if (outcome === 'succeeded' || outcome === 'abandoned') return outcome;
    if (outcome === 'failed' || retryInMs === null) break;
    await sleep(retryInMs);
  }
  await startMailDeliveries(await disableFailingWebhookEndpoint(deliveryId), 'Webhook disabled notice');
  return 'failed';
}

/**
 * Run by a schedule: starts delivery of stored messages whose workflow was never started (the API
 * stores a test event, then starts its workflow after commit; Temporal may be away at that moment).
 * The delivery workflow id is the delivery id, so a delivery already under way is never doubled.
 * Returns how many deliveries it started.
 */
export async function dispatchStrandedWebhookDeliveriesWorkflow(): Promise<number> {
  return startEach(
    (await findUndispatchedWebhookDeliveries()).map(({ deliveryId, organizationId }) =>
      deliveryStart(deliveryId, searchAttributesFor({ process: 'webhook-delivery', organizationId }), 'Stranded webhook delivery'),
    ),
  );
}

/** Starts delivery workflows for queued webhook messages; `event` names them for operators. */
export async function startWebhookDeliveries(deliveryIds: string[], event: string): Promise<void> {
  const typedSearchAttributes = searchAttributesFor(childLabels(workflowInfo().typedSearchAttributes, 'webhook-delivery'));
  await startEach(deliveryIds.map((deliveryId) => deliveryStart(deliveryId, typedSearchAttributes, `Webhook delivery · ${event}`)));
}

/** The start of one delivery's workflow, its id the delivery's, left running when the starter ends. */
function deliveryStart(deliveryId: string, typedSearchAttributes: SearchAttributePair[], staticSummary: string) {
  return () =>
    startChild(webhookDeliveryWorkflow, {
      parentClosePolicy: ParentClosePolicy.ABANDON,
      workflowId: webhookDeliveryWorkflowId(deliveryId),
      args: [deliveryId],
      typedSearchAttributes,
      staticSummary,
    });
}
