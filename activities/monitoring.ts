import { Context } from '@temporalio/activity';
import { beginRun, finishRun, runProgress, type BegunRun, type FinishedRun, type RunProgress } from '../domain/monitoring/run-ledger';
import { checkNextBatch } from '../domain/monitoring/batch';
import { releaseStaleRun } from '../domain/monitoring/stale-runs';
import type { RunTrigger } from '../models/monitoring';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDependencies } from './index';

export function createMonitoringActivities({ monitoring }: ActivityDependencies) {
  const { sequelize, createChecker, batchSize, sourceFailingAfter, schedules, probeRun } = monitoring;
  const nextRunAt = (projectId: string) => schedules.nextRunAt(projectId);
  return {
    /** A stale run of the project (its workflow ended from outside) no longer keeps this one from starting. */
    async beginProjectRun(input: { projectId: string; trigger: RunTrigger; workflowId: string }): Promise<BegunRun | null> {
      await releaseStaleRun(input.projectId, { sequelize, probe: probeRun, nextRunAt }, input.workflowId);
      return beginRun(sequelize, input);
    },
    /** Resumes from the database on a retry: sources already recorded are no longer pending. */
    async checkSourceBatch(runId: string): Promise<{ remaining: number; progress: RunProgress }> {
      const context = Context.current();
      const checker = createChecker();
      try {
        const remaining = await whileHeartbeating(() => checkNextBatch(sequelize, runId, { batchSize, checker, signal: context.cancellationSignal, failingAfter: sourceFailingAfter }));
        return { remaining, progress: await runProgress(runId) };
      } finally {
        await checker.close();
      }
    },
    finishProjectRun(runId: string, status: 'completed' | 'failed'): Promise<FinishedRun | null> {
      return finishRun(sequelize, runId, status, nextRunAt);
    },
  };
}
