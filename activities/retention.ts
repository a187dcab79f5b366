import { pruneExpired, type PruneResult, type RetainedKind } from '../domain/retention/prune';
import type { ActivityDependencies } from './dependencies';

/** Batches one activity runs before handing back to the workflow, which calls again while rows remain. */
const BATCHES_PER_ACTIVITY = 20;

export function createRetentionActivities({ sequelize, retention }: ActivityDependencies) {
  return {
    pruneExpiredRows: (kind: RetainedKind): Promise<PruneResult> => pruneExpired(sequelize, kind, retention, BATCHES_PER_ACTIVITY),
  };
}
