import { Context } from '@temporalio/activity';
import { beginRun, finishRun, type BegunRun, type FinishedRun } from '../domain/monitoring/run-ledger';
import { checkNextBatch } from '../domain/monitoring/batch';
import type { RunTrigger } from '../models/monitoring';
import type { ActivityDependencies } from './index';

/**
 * Heartbeats carry the progress of a batch; one per second is ample against its 30-second timeout, and
 * one per source cost a noticeable share of the worker's CPU at hundreds of sources a second.
 */
const HEARTBEAT_EVERY_MS = 1_000;

export function createMonitoringActivities({ monitoring }: ActivityDependencies) {
  const { sequelize, createChecker, batchSize, schedules } = monitoring;
  return {
    beginProjectRun(input: { projectId: string; trigger: RunTrigger; workflowId: string }): Promise<BegunRun | null> {
      return beginRun(sequelize, input);
    },
    /** Resumes from the database on a retry: sources already recorded are no longer pending. */
    async checkSourceBatch(runId: string): Promise<{ remaining: number }> {
      const context = Context.current();
      const checker = createChecker();
      let lastHeartbeat = 0;
      try {
        const remaining = await checkNextBatch(sequelize, runId, {
          batchSize,
          checker,
          progress: (checked) => {
            const now = Date.now();
            if (now - lastHeartbeat < HEARTBEAT_EVERY_MS) return;
            lastHeartbeat = now;
            context.heartbeat({ checked });
          },
          signal: context.cancellationSignal,
        });
        return { remaining };
      } finally {
        await checker.close();
      }
    },
    finishProjectRun(runId: string, status: 'completed' | 'failed'): Promise<FinishedRun | null> {
      return finishRun(sequelize, runId, status, (projectId) => schedules.nextRunAt(projectId));
    },
  };
}
