import { Context } from '@temporalio/activity';

/** How often a running activity says it is alive; the SDK sends at most one heartbeat per 80 % of the timeout. */
const HEARTBEAT_EVERY_MS = 1_000;

/**
 * Runs `work` while heartbeating, so that Temporal notices a worker killed mid-activity within the
 * activity's heartbeat timeout and retries it elsewhere, instead of waiting out its start-to-close timeout.
 */
export async function whileHeartbeating<T>(work: () => Promise<T>): Promise<T> {
  const context = Context.current();
  const timer = setInterval(() => context.heartbeat(), HEARTBEAT_EVERY_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
