import { judgeShell } from '../rendering/decision';
import type { ChildFetcher, PageReader, ReadingAnswer, ReadingTask } from '../source-check';
import { contentKindOf } from './decode';
import { compareContent } from './compare';
import { bodyHashOf, hasCurrentRules } from './fingerprint';
import { checkFetched, withTrackedValues } from './kinds';

/**
 * All the CPU work of a check, from a fetched body to its outcome: the rendering rule (fingerprint and,
 * for a new shell, the shell test), then the reading and comparison by kind. Pure apart from `children`
 * (a sitemap index's own fetches), so it runs the same in this thread and on a reading thread.
 */
export async function readFetched(
  { previous, page, selectors, gate, rendered }: ReadingTask,
  children: ChildFetcher,
): Promise<ReadingAnswer> {
  if (rendered) return { check: withTrackedValues(compareContent(previous, page, selectors), page, selectors.track ?? []), verdict: null };
  const verdict = gate && judgeShell(gate, page);
  if (verdict?.decision === 'browser' && gate?.browserAvailable) return { check: { outcome: 'render', state: previous }, verdict };
  return { check: await checkFetched(previous, page, selectors, children), verdict };
}

/**
 * The answer for an HTML body byte for byte the one last read, without reading it: unchanged, and under a
 * rendering rule decided for that body (its fingerprint, stored with the body hash, is the shell's), the
 * same verdict. What `readFetched` would answer, at the cost of one hash and no thread.
 */
export function answerForSameBody({ previous, page, selectors, gate }: ReadingTask): ReadingAnswer | null {
  const { contentHash, quickHash } = previous;
  if (contentHash === null || quickHash === null || !hasCurrentRules(contentHash)) return null;
  if (previous.bodyHash !== bodyHashOf(page.body, page.contentType, selectors) || contentKindOf(page.contentType, page.body) !== 'html')
    return null;
  const selected = (selectors.include?.length ?? 0) + (selectors.exclude?.length ?? 0) > 0;
  if (gate && (selected || gate.renderDecision === null || gate.shellHash !== quickHash)) return null;
  const verdict = gate && { shellHash: quickHash, decision: gate.renderDecision! };
  if (verdict?.decision === 'browser' && gate?.browserAvailable) return { check: { outcome: 'render', state: previous }, verdict };
  const { etag, lastModified } = page.validators;
  return { check: { outcome: 'unchanged', notModified: false, state: { ...previous, etag, lastModified, kind: 'html' } }, verdict };
}

/** Bodies read on the caller's thread: for tests and scripts; the worker reads on its pool (reading-pool.ts). */
export const READ_IN_THIS_THREAD: PageReader = { read: readFetched, close: () => Promise.resolve() };
