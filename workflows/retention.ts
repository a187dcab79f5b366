import { proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import type { RetainedKind } from '../domain/retention/prune';

type Activities = ReturnType<typeof createActivities>;

const { pruneExpiredRows } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 5 },
});

// Listed here rather than imported: a workflow takes other layers as types only.
const KINDS: readonly RetainedKind[] = ['sessions', 'tokens', 'outbox', 'loginEvents'];

/** Run by the `retention` schedule: prunes each kind of expired row until none is left. Returns the counts. */
export async function pruneRetentionWorkflow(): Promise<Record<RetainedKind, number>> {
  const deleted: Record<RetainedKind, number> = { sessions: 0, tokens: 0, outbox: 0, loginEvents: 0 };
  for (const kind of KINDS) {
    for (let done = false; !done;) {
      const result = await pruneExpiredRows(kind);
      deleted[kind] += result.deleted;
      done = result.done;
    }
  }
  return deleted;
}
