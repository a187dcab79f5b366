import type {
  ChildFetcher,
  RenderGate,
  SourceCheck,
  SourceChecker,
  SourceCheckerOptions,
  SourceSelectors,
  SourceState,
} from '../source-check';
import { createKeyedLimiter } from './limiter';
import type { FetchedPage, FetchLimits, PageFetcher, Validators } from './page-fetcher';
import { answerForSameBody, READ_IN_THIS_THREAD } from './reading';
import { ignoreRuleProblem, selectorProblem } from './selection';

export { compareContent } from './compare';

/** Answers of 429 or 503 one check sits out before it reports the refusal. */
const REFUSALS_TRIED = 3;

/**
 * The source checker: fetches through `pages` (guarded and bounded, built in the integrations layer's
 * http/source-checker.ts) and the change decision. Callers may hand it a whole batch at once (Promise.all);
 * the limits on work in flight overall and per host are enforced here.
 */
export function createSourceChecker(options: SourceCheckerOptions, pages: PageFetcher): SourceChecker {
  const limiter = createKeyedLimiter(options.concurrency, options.perHostConcurrency);
  const clock = options.clock ?? (() => new Date());
  const reader = options.reader ?? READ_IN_THIS_THREAD;
  const limits: FetchLimits = {
    timeoutMs: options.timeoutMs,
    maxBodyBytes: options.maxBodyBytes,
    maxRedirects: options.maxRedirects,
    userAgent: options.userAgent,
  };

  const children: ChildFetcher = {
    maxBodyBytes: options.maxBodyBytes,
    async fetch(url) {
      const page = await pages.fetch(url, { etag: null, lastModified: null }, limits);
      return page.kind === 'ok' ? page : { error: page.kind === 'failed' ? page.error : 'Unexpected 304 Not Modified' };
    },
  };

  /**
   * The fetch, in its turn under the host's shared pace; a host answering 429 or 503 holds every worker off
   * (Retry-After, else a doubling back-off) and the fetch is tried again after it, REFUSALS_TRIED times at most.
   */
  async function fetchPaced(url: string, conditional: Validators, headers: Record<string, string>): Promise<FetchedPage> {
    const pacer = options.pacer;
    if (!pacer) return pages.fetch(url, conditional, limits, headers);
    const host = hostOf(url);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await pacer.turn(host);
      } catch (error) {
        return { kind: 'failed', error: error instanceof Error ? error.message : String(error) };
      }
      const page = await pages.fetch(url, conditional, limits, headers);
      if (page.kind === 'failed' && (page.status === 429 || page.status === 503)) {
        await pacer.refused(host, page.retryAfterMs ?? null);
        if (attempt < REFUSALS_TRIED) continue;
        return page;
      }
      if (page.kind !== 'failed' || page.status !== undefined) await pacer.answered(host);
      return page;
    }
  }

  async function checkNow(
    previous: SourceState,
    selectors: SourceSelectors,
    renderGate: RenderGate | undefined,
    headers: Record<string, string>,
  ): Promise<SourceCheck> {
    const invalid = invalidSelection(selectors);
    if (invalid !== null) return { outcome: 'failed', state: previous, error: invalid };
    const conditional = previous.contentHash === null ? { etag: null, lastModified: null } : previous;
    const page = await fetchPaced(previous.url, { etag: conditional.etag, lastModified: conditional.lastModified }, headers);
    switch (page.kind) {
      case 'failed':
        return { outcome: 'failed', state: previous, error: page.error, ...(page.blocked ? { blocked: true } : {}) };
      case 'notModified':
        return {
          outcome: 'unchanged',
          notModified: true,
          state: {
            ...previous,
            etag: page.validators.etag ?? previous.etag,
            lastModified: page.validators.lastModified ?? previous.lastModified,
          },
        };
      case 'ok': {
        const { contentType, validators, body } = page;
        const gate = renderGate
          ? { renderDecision: renderGate.renderDecision, shellHash: renderGate.shellHash, browserAvailable: renderGate.browserAvailable }
          : null;
        const task = { previous, page: { contentType, validators, body, fetchedAt: clock() }, selectors, gate };
        // A body exactly as last read needs no thread: the answer is known from its hash.
        const { check, verdict } = answerForSameBody(task) ?? (await reader.read(task, children));
        if (verdict) renderGate?.noted(verdict);
        return check;
      }
    }
  }

  return {
    check(previous, selectors = {}, renderGate, headers = {}) {
      return limiter.run(hostOf(previous.url), () =>
        checkNow(previous, selectors, renderGate, headers).catch((error: unknown) => ({
          outcome: 'failed' as const,
          state: previous,
          error: `Could not check the source: ${error instanceof Error ? error.message : String(error)}`,
        })),
      );
    },
    close: () => pages.close(),
  };
}

/** A selection saved before a rule about it was tightened fails its source rather than the reading. */
function invalidSelection({ include = [], exclude = [], ignoreText = [] }: SourceSelectors): string | null {
  for (const selector of [...include, ...exclude]) {
    const problem = selectorProblem(selector);
    if (problem !== null) return `The selector “${selector}” ${problem}`;
  }
  for (const rule of ignoreText) {
    const problem = ignoreRuleProblem(rule);
    if (problem !== null) return `The ignore rule “${rule}” ${problem}`;
  }
  return null;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
