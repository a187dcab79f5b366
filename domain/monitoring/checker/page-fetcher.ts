/**
 * The port through which the checker and the source checks of a new project fetch pages: one guarded GET
 * of a source, redirects followed hop by hop, one deadline over every hop and the body, the body capped
 * while it streams (the integrations layer's http/fetch-page.ts). Never rejects: a problem is a `failed` page.
 */
export interface PageFetcher {
  /** `extraHeaders` (a source's sign-in headers) go only to the source's own origin, never to a redirect elsewhere. */
  fetch(url: string, conditional: Validators, limits: FetchLimits, extraHeaders?: Record<string, string>): Promise<FetchedPage>;
  close(): Promise<void>;
}

export interface FetchLimits {
  timeoutMs: number;
  maxBodyBytes: number;
  maxRedirects: number;
  userAgent: string;
}

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchedPage =
  | { kind: 'notModified'; validators: Validators }
  | { kind: 'ok'; url: string; contentType: string | null; validators: Validators; body: Uint8Array }
  /** `status` and `retryAfterMs` when the site answered with an error status (Retry-After read as delay or date). */
  | { kind: 'failed'; error: string; blocked?: boolean; status?: number; retryAfterMs?: number | null };

/** Retry-After as milliseconds from now: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterOf(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d{1,10}$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
