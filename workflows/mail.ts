import { ParentClosePolicy, proxyActivities, startChild, workflowInfo } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import { startEach } from './children';
import { activityTiming } from './activity-timing';
import { childLabels, searchAttributesFor } from './visibility';
import { mailWorkflowId } from './contract';

type Activities = ReturnType<typeof createActivities>;

const { findUndispatchedMail } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '5 seconds', maximumAttempts: 3 },
});

/** Delivers one outbox mail; the activity is idempotent, so retries never send twice after success. */
export async function deliverEmailWorkflow(outboxId: string): Promise<void> {
  const { workerLossTimeoutMs, retryIntervalFactor } = await activityTiming();
  const { deliverEmail } = proxyActivities<Activities>({
    startToCloseTimeout: '1 minute',
    heartbeatTimeout: workerLossTimeoutMs,
    retry: { initialInterval: 5_000 * retryIntervalFactor, backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 12 },
  });
  await deliverEmail(outboxId);
}

/**
 * Run by a schedule: starts delivery of mail that was committed but never handed to Temporal.
 * The delivery workflow id is the outbox id, so a delivery already under way is never doubled.
 * Returns how many deliveries it started.
 */
export async function dispatchStrandedEmailWorkflow(): Promise<number> {
  return startMailDeliveries(await findUndispatchedMail(), 'Stranded mail');
}

/**
 * Starts delivery of outbox mails an activity queued; a delivery already under way is left alone.
 * The mails serve the starting workflow's organization and project; `purpose` names them for
 * operators. Answers how many deliveries it started.
 */
export async function startMailDeliveries(outboxIds: string[], purpose: string): Promise<number> {
  const typedSearchAttributes = searchAttributesFor(childLabels(workflowInfo().typedSearchAttributes, 'email'));
  return startEach(
    outboxIds.map(
      (outboxId) => () =>
        startChild(deliverEmailWorkflow, {
          parentClosePolicy: ParentClosePolicy.ABANDON,
          workflowId: mailWorkflowId(outboxId),
          args: [outboxId],
          typedSearchAttributes,
          staticSummary: purpose,
        }),
    ),
  );
}
