import { Context } from '@temporalio/activity';
import { beginRun, finishRun, runProgress, type BegunRun, type FinishedRun, type RunProgress } from '../domain/monitoring/run-ledger';
import { checkNextBatch, type BatchProgress } from '../domain/monitoring/batch';
import { releaseStaleRun } from '../domain/monitoring/stale-runs';
import type { RunTrigger } from '../models/monitoring';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDependencies } from './dependencies';

export function createProjectRunActivities({ projectRun }: ActivityDependencies) {
  const { createChecker, batchSize, sourceFailingAfter, schedules, probeRun, browserQueue, secretKey } = projectRun;
  const nextRunAt = (projectId: string) => schedules.nextRunAt(projectId);
  return {
    /** A stale run of the project (its workflow ended from outside) no longer keeps this one from starting. */
    async beginProjectRun(input: { projectId: string; trigger: RunTrigger; workflowId: string }): Promise<BegunRun | null> {
      await releaseStaleRun(input.projectId, { probe: probeRun, nextRunAt }, input.workflowId);
      return beginRun(input);
    },
    /**
     * Resumes from the database on a retry: sources already recorded are no longer pending. With
     * `browser` (a workflow that renders), sources that need rendering are handed to the browser worker
     * when one is configured, whose task queue the answer names; otherwise they are checked here.
     * `progress` is the run's counters so far, shown as the run workflow's current details.
     */
    async checkSourceBatch(
      runId: string,
      options: { browser?: boolean } = {},
    ): Promise<BatchProgress & { browserTaskQueue: string | null; progress: RunProgress }> {
      const context = Context.current();
      const checker = createChecker();
      const browser = options.browser === true && browserQueue !== null;
      try {
        const batch = await whileHeartbeating(() =>
          checkNextBatch(runId, {
            batchSize,
            checker,
            signal: context.cancellationSignal,
            failingAfter: sourceFailingAfter,
            browser,
            secretKey,
          }),
        );
        return { ...batch, browserTaskQueue: browser ? browserQueue : null, progress: await runProgress(runId) };
      } finally {
        await checker.close();
      }
    },
    finishProjectRun(runId: string, status: 'completed' | 'failed'): Promise<FinishedRun | null> {
      return finishRun(runId, status, nextRunAt);
    },
  };
}
