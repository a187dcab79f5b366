import { judgeShell } from '../rendering/decision';
import type { ChildFetcher, PageReader, ReadingAnswer, ReadingTask } from '../source-check';
import { checkFetched } from './kinds';

/**
 * All the CPU work of a check, from a fetched body to its outcome: the rendering rule (fingerprint and,
 * for a new shell, the shell test), then the reading and comparison by kind. Pure apart from `children`
 * (a sitemap index's own fetches), so it runs the same in this thread and on a reading thread.
 */
export async function readFetched({ previous, page, selectors, gate }: ReadingTask, children: ChildFetcher): Promise<ReadingAnswer> {
  const verdict = gate && judgeShell(gate, page);
  if (verdict?.decision === 'browser' && gate?.browserAvailable) return { check: { outcome: 'render', state: previous }, verdict };
  return { check: await checkFetched(previous, page, selectors, children), verdict };
}

/** Bodies read on the caller's thread: for tests and scripts; the worker reads on its pool (reading-pool.ts). */
export const READ_IN_THIS_THREAD: PageReader = { read: readFetched, close: () => Promise.resolve() };
