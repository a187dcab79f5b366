import { patched, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import { startWebhookDeliveries } from './webhook-delivery';
import { startMailDeliveries } from './mail';

type Activities = ReturnType<typeof createActivities>;

const { sendAlertDigest: queueDigestMail, queueChannelDigests } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 10 },
});

/** Digests through channels (`digest.ready`, issue 28); runs started before them mail only. */
export const CHANNEL_DIGESTS_PATCH = 'channel-digests';

/** The Schedule that runs a project's digest daily at 09:00 in the project's timezone. */

/**
 * Mails each recipient of the project the changes not mailed to them yet, and posts one digest to each
 * endpoint subscribed to `digest.ready`; returns how many mails and posts it queued.
 */
export async function alertDigestWorkflow(projectId: string): Promise<number> {
  const outboxIds = await queueDigestMail(projectId);
  await startMailDeliveries(outboxIds, 'Alert digest mail');
  // Deprecate on 2026-11-28, remove on 2026-11-30 (engine-and-operations.md).
  if (!patched(CHANNEL_DIGESTS_PATCH)) return outboxIds.length;
  // The digest's time, the same on every retry of the activity: its deliveries are keyed by it.
  const deliveryIds = await queueChannelDigests(projectId, workflowInfo().runStartTime.toISOString());
  await startWebhookDeliveries(deliveryIds, 'digest.ready');
  return outboxIds.length + deliveryIds.length;
}
