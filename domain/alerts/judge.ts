import type { LanguageModel } from '../ai/structured-completion';
import type { ChangeJudge, ChangeToJudge, Judgement } from './judgement';
import { createModelJudge } from './model-judge';
import { offlineJudge } from './offline-judge';

/** The model when one is configured, the offline judge otherwise. */
export function createChangeJudge(model: LanguageModel | null): ChangeJudge {
  return model ? createModelJudge(model) : offlineJudge;
}

/** A change the judge could not judge this time; it stays unjudged and is tried again later. */
export type BatchVerdict = { judged: true; judgement: Judgement } | { judged: false; reason: string };

export interface BatchOptions {
  /** Judgements in flight at once. */
  concurrency?: number;
  /**
   * How long the whole batch may take. Changes not judged by then (in flight or not yet started) are
   * unjudged verdicts, "judging timed out", so a slow judge cannot outlast the activity that records them.
   */
  budgetMs?: number;
}

export const JUDGING_TIMED_OUT = 'judging timed out';

/**
 * Judges a batch a few at a time. One failure never fails the batch: it becomes an unjudged verdict,
 * so the run stores every change and a later pass retries the ones left unjudged.
 */
export async function judgeBatch(
  judge: ChangeJudge,
  changes: ChangeToJudge[],
  { concurrency = 4, budgetMs }: BatchOptions = {},
): Promise<BatchVerdict[]> {
  const verdicts: Array<BatchVerdict | undefined> = new Array<BatchVerdict | undefined>(changes.length).fill(undefined);
  const timedOut: BatchVerdict = { judged: false, reason: JUDGING_TIMED_OUT };
  let timer: NodeJS.Timeout | undefined;
  let expired = false;
  const deadline = new Promise<BatchVerdict>((resolve) => {
    if (budgetMs === undefined) return;
    timer = setTimeout(() => {
      expired = true;
      resolve(timedOut);
    }, budgetMs);
  });
  let next = 0;
  async function worker(): Promise<void> {
    while (next < changes.length && !expired) {
      const index = next;
      next += 1;
      const verdict = judge.judge(changes[index]!).then(
        (judgement): BatchVerdict => ({ judged: true, judgement }),
        (error: unknown): BatchVerdict => ({ judged: false, reason: error instanceof Error ? error.message : String(error) }),
      );
      // A judgement still running at the deadline is left to finish on its own; its answer is not used.
      verdicts[index] = await Promise.race([verdict, deadline]);
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, changes.length) }, worker));
  } finally {
    clearTimeout(timer);
  }
  return verdicts.map((verdict) => verdict ?? timedOut);
}
