import type { Config } from '../../platform/config';
import type { ChangeJudge, ChangeToJudge, Judgement } from './judgement';
import { offlineJudge } from './offline-judge';
import { createOpenAiJudge } from './openai-judge';

/** OpenAI when a key is configured, the offline judge otherwise. */
export function createChangeJudge({ openai }: Pick<Config, 'openai'>): ChangeJudge {
  if (!openai.apiKey) return offlineJudge;
  return createOpenAiJudge({ apiKey: openai.apiKey, model: openai.model, baseUrl: openai.baseUrl, timeoutMs: openai.timeoutMs });
}

/** A change the judge could not judge this time; it stays unjudged and is tried again later. */
export type BatchVerdict = { judged: true; judgement: Judgement } | { judged: false; reason: string };

/**
 * Judges a batch a few at a time. One failure never fails the batch: it becomes an unjudged verdict,
 * so the run stores every change and a later pass retries the ones left unjudged.
 */
export async function judgeBatch(judge: ChangeJudge, changes: ChangeToJudge[], concurrency = 4): Promise<BatchVerdict[]> {
  const verdicts: BatchVerdict[] = new Array(changes.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < changes.length) {
      const index = next;
      next += 1;
      verdicts[index] = await judge.judge(changes[index]!).then(
        (judgement): BatchVerdict => ({ judged: true, judgement }),
        (error: unknown): BatchVerdict => ({ judged: false, reason: error instanceof Error ? error.message : String(error) }),
      );
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, changes.length) }, worker));
  return verdicts;
}
