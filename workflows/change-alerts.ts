import { ActivityFailure, log, patched, proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import { WORKER_LOSS_TIMEOUT } from './heartbeat';
import { startMailDeliveries } from './mail';
import { startWebhookDeliveries } from './webhook-delivery';

type Activities = ReturnType<typeof createActivities>;

/** Judging may call OpenAI for a batch of changes; a slow batch times out and its changes wait, unjudged, for the next run. */
const { judgeRunChanges, queueRunFailedEvent } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: WORKER_LOSS_TIMEOUT,
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '2 minutes', maximumAttempts: 3 },
});

/** Registered name `mailImmediateAlerts` kept (recorded in histories): it queues the mails. */
const { mailImmediateAlerts: queueImmediateAlertMail } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 10 },
});

/** The patch id under which `project-run` starts its change and failure alerts. */
export const CHANGE_ALERTS_PATCH = 'change-alerts';
/** Before it, a run judged one pass (50 changes) and left the rest to the project's next run. */
const EVERY_PASS_PATCH = 'change-alerts-every-pass';
/**
 * Passes of judging one run asks for (50 changes each), and the deliveries (webhooks and mails, each a child
 * workflow) after which it asks for no more: up to 1,000 changes announced by the run that found them. The
 * bounds keep the run's history and its pending children well inside Temporal's limits (2,000 pending
 * children by default); what is left waits for the project's next run, oldest first.
 */
export const MAX_JUDGE_PASSES = 20;
export const MAX_RUN_DELIVERIES = 1_000;

/**
 * Judges the run's changes and fans the judged ones out to webhooks and immediate mail, pass after pass
 * while changes wait and the judge answers; a change whose judgement failed (announced unjudged) is not
 * taken again by the same run, so one change the judge keeps failing on neither stops nor spins the
 * passes. Called at the end of a run; its failures are logged, never thrown, so alerting cannot fail a run
 * or lose a change.
 */
export async function startChangeAlerts(runId: string): Promise<void> {
  try {
    const failed: string[] = [];
    let deliveries = 0;
    for (let pass = 1; ; pass += 1) {
      const { deliveryIds, judgedChangeIds, morePending, failedChangeIds } = await judgeRunChanges(runId, failed);
      await startWebhookDeliveries(deliveryIds, 'change.detected');
      deliveries += deliveryIds.length;
      if (judgedChangeIds.length > 0) deliveries += await startImmediateChangeMail(judgedChangeIds);
      const more = morePending === true && pass < MAX_JUDGE_PASSES && deliveries < MAX_RUN_DELIVERIES;
      if (!more || !patched(EVERY_PASS_PATCH)) return;
      failed.push(...(failedChangeIds ?? []));
    }
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    log.warn('change alerts failed; unjudged changes wait for the next run', { runId, error: error.message });
  }
}

/** Starts the deliveries of `run.failed` to the organization's webhooks. */
export async function startRunFailedAlerts(runId: string): Promise<void> {
  try {
    await startWebhookDeliveries(await queueRunFailedEvent(runId), 'run.failed');
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    log.warn('run.failed webhooks could not be queued', { runId, error: error.message });
  }
}

/** Mails judged changes at once to projects in immediate mode; answers how many mails it queued. */
async function startImmediateChangeMail(changeIds: string[]): Promise<number> {
  const outboxIds = await queueImmediateAlertMail(changeIds);
  await startMailDeliveries(outboxIds, 'Change alert mail');
  return outboxIds.length;
}
