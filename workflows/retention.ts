import { patched, proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import type { RetainedKind } from '../domain/retention/prune';

type Activities = ReturnType<typeof createActivities>;

const { pruneExpiredRows, sweepUnreferencedPictures } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 5 },
});

// Listed here rather than imported: a workflow takes other layers as types only.
const KINDS: readonly RetainedKind[] = ['sessions', 'tokens', 'outbox', 'loginEvents'];

/** Runs started before pictures (issue 28) prune rows only. */
export const PICTURE_SWEEP_PATCH = 'retention-pictures';

export type RetentionCounts = Record<RetainedKind | 'pictures', number>;

/**
 * Run by the `retention` schedule: prunes each kind of expired row until none is left, then deletes the
 * pictures no remaining row refers to. Returns the counts.
 */
export async function pruneRetentionWorkflow(): Promise<RetentionCounts> {
  const deleted: RetentionCounts = { sessions: 0, tokens: 0, outbox: 0, loginEvents: 0, pictures: 0 };
  for (const kind of KINDS) {
    for (let done = false; !done;) {
      const result = await pruneExpiredRows(kind);
      deleted[kind] += result.deleted;
      done = result.done;
    }
  }
  // Deprecate on 2026-11-29, remove on 2026-12-01 (engine-and-operations.md).
  if (patched(PICTURE_SWEEP_PATCH)) {
    for (let next: number | null = 0; next !== null;) {
      const sweep: { deleted: number; next: number | null } = await sweepUnreferencedPictures(next);
      deleted.pictures += sweep.deleted;
      next = sweep.next;
    }
  }
  return deleted;
}
