import type { FetchedPage, FetchLimits, PageFetcher } from '../../monitoring/checker/page-fetcher';
import { createKeyedLimiter, type KeyedLimiter } from '../../monitoring/checker/limiter';

const NO_VALIDATORS = { etag: null, lastModified: null };

/** What source checks fetch with: the monitoring fetcher's guarded pages and limits. */
export interface SourceFetchOptions {
  pages: PageFetcher;
  limits: FetchLimits;
  concurrency: number;
  perHostConcurrency: number;
}

/**
 * Fetches under one deadline and an optional cap on their number: each fetch gets what is left of the
 * time (at most the per-fetch timeout), and once the time or the count is spent, fetches are not made.
 */
export interface FetchBudget {
  fetch(url: string): Promise<FetchedPage | { kind: 'skipped'; error: string }>;
}

export function createFetchBudget(
  { pages, limits, concurrency, perHostConcurrency }: SourceFetchOptions,
  timeoutMs: number,
  maxFetches = Number.POSITIVE_INFINITY,
): FetchBudget {
  const deadline = Date.now() + timeoutMs;
  const limiter: KeyedLimiter = createKeyedLimiter(concurrency, perHostConcurrency);
  let fetches = 0;
  return {
    fetch(url) {
      return limiter.run(hostOf(url), async () => {
        const left = deadline - Date.now();
        if (left < 50) return { kind: 'skipped' as const, error: `not checked: the ${timeoutMs} ms for source checks ran out` };
        if (fetches >= maxFetches) return { kind: 'skipped' as const, error: `not fetched: the ${maxFetches} fetches allowed ran out` };
        fetches += 1;
        return pages.fetch(url, NO_VALIDATORS, { ...limits, timeoutMs: Math.min(limits.timeoutMs, left) });
      });
    },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
