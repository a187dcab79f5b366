import { load } from 'cheerio';
import { contentKindOf, decodeBody } from '../../monitoring/checker/decode';
import type { FetchedPage } from '../../monitoring/checker/page-fetcher';
import type { FetchBudget } from './budget';

export interface DroppedSource {
  url: string;
  reason: string;
}

export interface SourceVerdicts {
  /** Each URL that answered with content, mapped to where it ended up after redirects. */
  live: Map<string, string>;
  dropped: DroppedSource[];
}

/** Fetches every URL once (within the budget) and sorts them into live ones and dropped ones with why. */
export async function checkSources(urls: string[], budget: FetchBudget): Promise<SourceVerdicts> {
  const distinct = [...new Set(urls)];
  const verdicts = await Promise.all(distinct.map(async (url) => ({ url, verdict: verdictOf(await budget.fetch(url)) })));
  const live = new Map<string, string>();
  const dropped: DroppedSource[] = [];
  for (const { url, verdict } of verdicts) {
    if ('finalUrl' in verdict) live.set(url, verdict.finalUrl);
    else dropped.push({ url, reason: verdict.reason });
  }
  return { live, dropped };
}

function verdictOf(page: FetchedPage | { kind: 'skipped'; error: string }): { finalUrl: string } | { reason: string } {
  switch (page.kind) {
    case 'skipped':
    case 'failed':
      return { reason: reasonFor(page.error) };
    case 'notModified':
      return { reason: 'answered 304 Not Modified to a plain request' };
    case 'ok': {
      const problem = contentProblem(page);
      return problem ? { reason: problem } : { finalUrl: page.url };
    }
  }
}

/** The fetcher's error in the words of a dropped source. */
function reasonFor(error: string): string {
  if (/^HTTP 404\b/.test(error)) return 'not found (HTTP 404)';
  if (/^HTTP 410\b/.test(error)) return 'gone (HTTP 410)';
  if (/^Could not resolve the host/.test(error)) return 'the host does not resolve (DNS)';
  if (/^Refused: /.test(error)) return `blocked: ${error.slice('Refused: '.length)}`;
  return error.charAt(0).toLowerCase() + error.slice(1);
}

/** Why an answer is not something to watch: an image, an archive, an empty page. Null when it is content. */
function contentProblem(page: Extract<FetchedPage, { kind: 'ok' }>): string | null {
  const kind = contentKindOf(page.contentType, page.body);
  const mime = (page.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (kind === 'binary' && mime !== 'application/pdf') return `not a page (${mime || 'binary content'})`;
  if (page.body.byteLength === 0) return 'empty answer';
  if (
    kind === 'html' &&
    load(decodeBody(page.body, page.contentType, kind))('body')
      .text()
      .trim() === ''
  )
    return 'a page without text';
  return null;
}
