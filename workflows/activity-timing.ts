import { patched, proxyLocalActivities } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import type { ActivityTiming } from '../platform/config';
import { WORKER_LOSS_TIMEOUT_MS } from './heartbeat';

type Activities = ReturnType<typeof createActivities>;

/** What a history recorded before the timing was read from the worker ran with. */
const DEFAULT_TIMING: ActivityTiming = { workerLossTimeoutMs: WORKER_LOSS_TIMEOUT_MS, retryIntervalFactor: 1 };
export const ACTIVITY_TIMING_PATCH = 'activity-timing-from-worker';

const { readActivityTiming } = proxyLocalActivities<Activities>({ startToCloseTimeout: '10 seconds' });

/**
 * The worker's activity timing (WORKER_LOSS_TIMEOUT_SECONDS, ACTIVITY_RETRY_INTERVAL_FACTOR), read by a
 * local activity so that the history records it and a replay reads the same; workflows started before
 * the patch keep the constants they ran with.
 */
export async function activityTiming(): Promise<ActivityTiming> {
  // Deprecate on 2026-12-19, remove on 2027-01-11 (engine-and-operations.md).
  if (!patched(ACTIVITY_TIMING_PATCH)) return DEFAULT_TIMING;
  return readActivityTiming();
}
