import { proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../activities';

const { deliverEmail } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 12 },
});

export const emailWorkflowId = (outboxId: string) => `email/${outboxId}`;

/** Delivers one outbox mail; the activity is idempotent, so retries never send twice after success. */
export async function deliverEmailWorkflow(outboxId: string): Promise<void> {
  await deliverEmail(outboxId);
}
