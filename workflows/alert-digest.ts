import { proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import { startMailDeliveries } from './email';

type Activities = ReturnType<typeof createActivities>;

const { sendAlertDigest, mailImmediateAlerts } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 10 },
});

/** The Schedule that runs a project's digest daily at 09:00 in the project's timezone. */

/** Mails each recipient of the project the changes not mailed to them yet; returns how many mails it queued. */
export async function alertDigestWorkflow(projectId: string): Promise<number> {
  const outboxIds = await sendAlertDigest(projectId);
  await startMailDeliveries(outboxIds, 'Alert digest mail');
  return outboxIds.length;
}

/** For the monitoring run: mails judged changes at once to projects in immediate mode. */
export async function mailImmediateChangeAlerts(changeIds: string[]): Promise<number> {
  const outboxIds = await mailImmediateAlerts(changeIds);
  await startMailDeliveries(outboxIds, 'Change alert mail');
  return outboxIds.length;
}
