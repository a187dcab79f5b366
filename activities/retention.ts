import { sweepUnreferencedPictures, type PictureSweep } from '../domain/retention/pictures';
import { pruneExpired, type PruneResult, type RetainedKind } from '../domain/retention/prune';
import type { ActivityDependencies } from './dependencies';

/** Batches one activity runs before handing back to the workflow, which calls again while rows remain. */
const BATCHES_PER_ACTIVITY = 20;

export function createRetentionActivities({ retention, pictures }: ActivityDependencies) {
  return {
    pruneExpiredRows: (kind: RetainedKind): Promise<PruneResult> => pruneExpired(kind, retention, BATCHES_PER_ACTIVITY),
    /** From slice `from` of the picture store on; the workflow calls again with `next` until it is null. */
    sweepUnreferencedPictures: (from: number): Promise<PictureSweep> => sweepUnreferencedPictures(pictures, from),
  };
}
