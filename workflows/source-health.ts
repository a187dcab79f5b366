import { ActivityFailure, log, proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import { startWebhookDeliveries } from './webhook-delivery';
import { startMailDeliveries } from './mail';
import { WORKER_LOSS_TIMEOUT } from './heartbeat';

type Activities = ReturnType<typeof createActivities>;

const { announceSourceHealth: queueSourceHealth } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  heartbeatTimeout: WORKER_LOSS_TIMEOUT,
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '2 minutes', maximumAttempts: 5 },
});

/** The patch id under which `project-run` starts its sources' health alerts. */
export const SOURCE_HEALTH_PATCH = 'source-health';

/**
 * Starts the deliveries of the project's `source.failing` / `source.recovered` events and mails, queued once
 * per transition. Failures are logged, never thrown: the events stay unqueued and the next run of the project queues them.
 */
export async function startSourceHealthAlerts(runId: string): Promise<void> {
  try {
    const { deliveryIds, outboxIds } = await queueSourceHealth(runId);
    await startWebhookDeliveries(deliveryIds, 'source.failing or source.recovered');
    await startMailDeliveries(outboxIds, 'Source failing or recovered mail');
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    log.warn('source health could not be announced; the next run tries again', { runId, error: error.message });
  }
}
