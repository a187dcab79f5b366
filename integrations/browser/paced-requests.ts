import type { BrowserContext, Request } from 'playwright-core';
import { retryAfterOf } from '../../domain/monitoring/checker/page-fetcher';
import type { HostPacer } from '../../domain/monitoring/source-check';

/** Answers of 429 or 503 to a page's document one render sits out before it fails, as a fetch does (domain/monitoring/checker/index.ts). */
export const DOCUMENT_REFUSALS_TRIED = 3;

/**
 * A rendered page's requests under the per-host pace the fetch workers share (domain/monitoring/host-pacing.ts): each waits
 * its turn in the route handler before it leaves Chromium, and a 429 or 503 holds every worker off the
 * host (Retry-After, else the doubling back-off), as a fetched page's does.
 */
export interface PagePacing {
  /** Waits for the request's turn; false when the host asked to wait longer than a check may (`refusal` says why). */
  turn(request: Request): Promise<boolean>;
  /** Why the last request was not sent, if one was not. */
  refusal(): string | undefined;
  /** Resolves once the refusals heard so far are recorded, so a document tried again waits for them. */
  recorded(): Promise<void>;
}

export function pacePageRequests(context: BrowserContext, pacer: HostPacer): PagePacing {
  let refusal: string | undefined;
  let recording: Promise<void> = Promise.resolve();
  context.on('response', (response) => {
    const host = pacedHost(response.request());
    if (host === null) return;
    const status = response.status();
    const told =
      status === 429 || status === 503
        ? pacer.refused(host, retryAfterOf(response.headers()['retry-after'] ?? null))
        : pacer.answered(host);
    recording = Promise.all([recording, told.catch(() => undefined)]).then(() => undefined);
  });
  return {
    async turn(request) {
      const host = pacedHost(request);
      if (host === null) return true;
      try {
        await pacer.turn(host);
        return true;
      } catch (error) {
        refusal = error instanceof Error ? error.message : String(error);
        return false;
      }
    },
    refusal: () => refusal,
    recorded: () => recording,
  };
}

/**
 * The host a request is paced under: a document (the page's own, a redirect, a frame's) by its own host,
 * and any other request when it goes to the host of the page it serves. A third party's assets (a CDN, a
 * font host) are not the watched site's load, and are not held to its pace.
 */
function pacedHost(request: Request): string | null {
  const host = hostOf(request.url());
  if (host === null || request.isNavigationRequest()) return host;
  try {
    return hostOf(request.frame().page().mainFrame().url()) === host ? host : null;
  } catch {
    return null;
  }
}

/** As the fetch worker keys its pace: the host and port of an http(s) URL. */
function hostOf(url: string): string | null {
  if (!/^https?:/i.test(url) || !URL.canParse(url)) return null;
  return new URL(url).host;
}
