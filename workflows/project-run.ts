import { TimeoutType, type RetryPolicy } from '@temporalio/common';
import {
  ActivityFailure,
  CancellationScope,
  patched,
  proxyActivities,
  setCurrentDetails,
  TimeoutFailure,
  workflowInfo,
} from '@temporalio/workflow';
import type { createActivities } from '../activities';
import type { createProjectRunBrowserActivities } from '../activities/project-run-browser';
import type { RunProgress } from '../domain/monitoring/run-ledger';
import type { RunTrigger } from '../models/monitoring';
import { CHANGE_ALERTS_PATCH, startChangeAlerts, startRunFailedAlerts } from './change-alerts';
import type { ActivityTiming } from '../platform/config';
import { activityTiming } from './activity-timing';
import { SOURCE_HEALTH_PATCH, startSourceHealthAlerts } from './source-health';
import { countOf, runProgressDetails } from './visibility';

type Activities = ReturnType<typeof createActivities>;
type BrowserActivities = ReturnType<typeof createProjectRunBrowserActivities>;

/** Runs started before browser rendering check every source on the fetch worker, as they did. */
export const BROWSER_RENDERING_PATCH = 'browser-rendering';
/** How long rendering work may wait for a browser worker to pick it up before the run goes on without one. */
const BROWSER_WORKER_WAIT = '5 minutes';

/** The run's activities on the worker's timing (activity-timing.ts). */
function runActivities({ workerLossTimeoutMs, retryIntervalFactor }: ActivityTiming) {
  const retry: RetryPolicy = {
    initialInterval: 2_000 * retryIntervalFactor,
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: 10,
  };
  const { beginProjectRun, finishProjectRun } = proxyActivities<Activities>({ startToCloseTimeout: '1 minute', retry });
  /**
   * A batch heartbeats while it runs; a dead worker is noticed within the heartbeat timeout and the
   * retry picks up only the sources the run has not recorded yet.
   */
  const { checkSourceBatch } = proxyActivities<Activities>({
    startToCloseTimeout: '30 minutes',
    heartbeatTimeout: workerLossTimeoutMs,
    retry,
  });
  return { beginProjectRun, finishProjectRun, checkSourceBatch, timing: { workerLossTimeoutMs, retry } };
}

export interface ProjectRunInput {
  projectId: string;
  trigger: RunTrigger;
}

export interface ProjectRunResult {
  runId: string;
  status: 'completed' | 'failed';
  sourcesChecked: number;
  sourcesChanged: number;
  sourcesFailed: number;
}

/**
 * Checks every source of a project once. The run row and its list of sources are written first; then
 * batches of sources are checked until none is left. Returns null when the run was skipped (the project
 * is gone, or another run of it is in progress).
 */
export async function projectRunWorkflow(input: ProjectRunInput): Promise<ProjectRunResult | null> {
  const activities = runActivities(await activityTiming());
  const { beginProjectRun, finishProjectRun, checkSourceBatch } = activities;
  const run = await beginProjectRun({ ...input, workflowId: workflowInfo().workflowId });
  if (!run) return null;
  setCurrentDetails(`${countOf(run.pending, 'source')} to check`);
  try {
    // Deprecate on 2026-12-17, remove on 2027-01-09 (engine-and-operations.md).
    if (patched(BROWSER_RENDERING_PATCH)) await checkSourcesWithBrowser(activities, run.runId, run.pending);
    else {
      let remaining = run.pending;
      while (remaining > 0) {
        const batch = await checkSourceBatch(run.runId);
        remaining = batch.remaining;
        showProgress(batch.progress);
      }
    }
  } catch (error) {
    await CancellationScope.nonCancellable(() => finishProjectRun(run.runId, 'failed'));
    // Deprecate / remove: change alerts 2026-12-15 / 2027-01-07, source health 2026-12-17 / 2027-01-09 (engine-and-operations.md).
    if (patched(CHANGE_ALERTS_PATCH)) await CancellationScope.nonCancellable(() => startRunFailedAlerts(run.runId));
    if (patched(SOURCE_HEALTH_PATCH)) await CancellationScope.nonCancellable(() => startSourceHealthAlerts(run.runId));
    throw error;
  }
  const finished = await finishProjectRun(run.runId, 'completed');
  if (finished)
    setCurrentDetails(
      `Finished: ${runProgressDetails({ total: finished.sourcesChecked, checked: finished.sourcesChecked, changed: finished.sourcesChanged, failed: finished.sourcesFailed })}`,
    );
  // Deprecate / remove: change alerts 2026-12-15 / 2027-01-07, source health 2026-12-17 / 2027-01-09 (engine-and-operations.md).
  if (patched(CHANGE_ALERTS_PATCH)) await startChangeAlerts(run.runId);
  if (patched(SOURCE_HEALTH_PATCH)) await startSourceHealthAlerts(run.runId);
  return finished;
}

/**
 * The fetch worker checks every source, handing those that need rendering to the browser worker's queue
 * (named in its answer, null when rendering is off); the browser worker then renders and records them.
 * When no browser worker picks the work up in time, the fetch worker checks the rest without a browser.
 */
async function checkSourcesWithBrowser(
  { checkSourceBatch, timing }: ReturnType<typeof runActivities>,
  runId: string,
  pending: number,
): Promise<void> {
  let remaining = pending;
  let toRender = 0;
  let browserTaskQueue: string | null = null;
  while (remaining > 0) {
    const batch = await checkSourceBatch(runId, { browser: true });
    ({ remaining, toRender, browserTaskQueue } = batch);
    showProgress(batch.progress);
  }
  if (toRender === 0 || browserTaskQueue === null) return;
  const { renderSourceBatch } = proxyActivities<BrowserActivities>({
    taskQueue: browserTaskQueue,
    scheduleToStartTimeout: BROWSER_WORKER_WAIT,
    startToCloseTimeout: '30 minutes',
    heartbeatTimeout: timing.workerLossTimeoutMs,
    retry: timing.retry,
  });
  try {
    while (toRender > 0) toRender = (await renderSourceBatch(runId)).remaining;
  } catch (error) {
    if (!waitedInVainForWorker(error)) throw error;
    while (toRender > 0) toRender = (await checkSourceBatch(runId, { browser: false })).remaining;
  }
}

/** Histories recorded before batches reported progress carry none. */
function showProgress(progress: RunProgress | undefined): void {
  if (progress) setCurrentDetails(runProgressDetails(progress));
}

function waitedInVainForWorker(error: unknown): boolean {
  return (
    error instanceof ActivityFailure && error.cause instanceof TimeoutFailure && error.cause.timeoutType === TimeoutType.SCHEDULE_TO_START
  );
}
