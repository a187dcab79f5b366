import type { Dispatcher } from 'undici';
import { refusalWall } from '../../domain/monitoring/checker/kinds/bot-wall';
import {
  retryAfterOf,
  type FetchedPage,
  type FetchLimits,
  type PageFetcher,
  type Validators,
} from '../../domain/monitoring/checker/page-fetcher';
import type { BlockedAddressError } from '../net/outbound';
import { httpGet, type HttpAnswer } from './http-get';

const BLOCKED_ADDRESS_CODE: BlockedAddressError['code'] = 'VIGIL_BLOCKED_ADDRESS';

/**
 * One guarded GET of a source: redirects are followed here, hop by hop, so every connection goes through
 * the outbound agent's address check; one deadline covers every hop and the body; the body is counted
 * while it streams and abandoned as soon as it passes the cap.
 */
export function createPageFetcher(dispatcher: Dispatcher): PageFetcher {
  return {
    fetch: (url, conditional, limits, extraHeaders) => fetchPage(url, conditional, dispatcher, limits, extraHeaders),
    close: () => dispatcher.close(),
  };
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** `extraHeaders` (a source's sign-in headers) go only to the source's own origin, never to a redirect elsewhere. */
export async function fetchPage(
  url: string,
  conditional: Validators,
  dispatcher: Dispatcher,
  limits: FetchLimits,
  extraHeaders: Record<string, string> = {},
): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await followRedirects(url, conditional, dispatcher, limits, signal, extraHeaders);
    if ('error' in response) return { kind: 'failed', error: response.error };
    const validators = validatorsOf(response);
    if (response.status === 304) return { kind: 'notModified', validators };
    if (response.status < 200 || response.status > 299) {
      const wall = refusalWall(response.status, { get: response.header }, await readHead(response));
      const error = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
      const answer = { kind: 'failed' as const, status: response.status, retryAfterMs: retryAfterOf(response.header('retry-after')) };
      return wall ? { ...answer, error: `${error} (${wall})`, blocked: true } : { ...answer, error };
    }
    const body = await readCapped(response, limits.maxBodyBytes);
    if (!body) return { kind: 'failed', error: `Response is larger than ${limits.maxBodyBytes} bytes` };
    return { kind: 'ok', url: response.url, contentType: response.header('content-type'), validators, body };
  } catch (error) {
    return { kind: 'failed', error: describeFetchError(error, limits.timeoutMs) };
  }
}

async function followRedirects(
  startUrl: string,
  conditional: Validators,
  dispatcher: Dispatcher,
  limits: FetchLimits,
  signal: AbortSignal,
  extraHeaders: Record<string, string>,
): Promise<(HttpAnswer & { url: string }) | { error: string }> {
  let url = startUrl;
  const origin = URL.canParse(startUrl) ? new URL(startUrl).origin : null;
  for (let hop = 0; ; hop += 1) {
    const target = parseHttpUrl(url);
    if (typeof target === 'string') return { error: target };
    const headers = { ...requestHeaders(conditional, limits.userAgent), ...(target.origin === origin ? lowerCased(extraHeaders) : {}) };
    const response = await getAgainIfDropped(target, headers, dispatcher, signal);
    const location = response.header('location');
    if (!REDIRECT_STATUSES.has(response.status) || !location) return { ...response, url: target.href };
    await response.read(0);
    if (hop >= limits.maxRedirects) return { error: `Too many redirects (more than ${limits.maxRedirects})` };
    url = new URL(location, target).href;
  }
}

/**
 * A connection closed under the request before any answer came: a keep-alive connection the site closed as
 * it was reused (the HTTP/1.1 race every client meets), or a reset. A GET changes nothing, so it is sent
 * once more on another connection, once: a site that drops every request still fails its check.
 */
const DROPPED_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

async function getAgainIfDropped(
  target: URL,
  headers: Record<string, string>,
  dispatcher: Dispatcher,
  signal: AbortSignal,
): Promise<HttpAnswer> {
  try {
    return await httpGet(target, headers, dispatcher, signal);
  } catch (error) {
    if (signal.aborted || !DROPPED_CONNECTION_CODES.has(String(causeOf(error).code))) throw error;
    return httpGet(target, headers, dispatcher, signal);
  }
}

function parseHttpUrl(url: string): URL | string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `Invalid URL: ${url}`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `Unsupported URL scheme ${parsed.protocol}`;
  parsed.hash = '';
  return parsed;
}

function requestHeaders(conditional: Validators, userAgent: string): Record<string, string> {
  return {
    'user-agent': userAgent,
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.5',
    ...(conditional.etag ? { 'if-none-match': conditional.etag } : {}),
    ...(conditional.lastModified ? { 'if-modified-since': conditional.lastModified } : {}),
  };
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function validatorsOf(response: HttpAnswer): Validators {
  return { etag: response.header('etag'), lastModified: response.header('last-modified') };
}

/**
 * The decoded body, or null once it passes `maxBytes` (a declared length past it is refused before any
 * byte; a small compressed body that inflates to gigabytes is abandoned as soon as it passes the cap).
 */
async function readCapped(response: HttpAnswer, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.header('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.read(0);
    return null;
  }
  const { chunks, size, whole } = await response.read(maxBytes + 1);
  return whole && size <= maxBytes ? Buffer.concat(chunks, size) : null;
}

/** The start of an error page, enough to recognise a bot wall; the rest is never read. */
async function readHead(response: HttpAnswer, maxBytes = 32 * 1024): Promise<string> {
  const { chunks } = await response.read(maxBytes);
  return Buffer.concat(chunks).subarray(0, maxBytes).toString('latin1');
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}

/** Errors are read by shape: undici's and the abort signal's errors need not come from this realm's Error. */
function describeFetchError(error: unknown, timeoutMs: number): string {
  const failure = (error ?? {}) as ErrorLike;
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') return `Timed out after ${timeoutMs} ms`;
  const cause = causeOf(error);
  const message = typeof cause.message === 'string' ? cause.message : 'unknown error';
  if (cause.code === BLOCKED_ADDRESS_CODE) return `Refused: ${message}`;
  if (cause.code === 'ENOTFOUND' || cause.code === 'EAI_AGAIN') return `Could not resolve the host (${cause.code})`;
  if (cause.code === 'UND_ERR_CONNECT_TIMEOUT') return 'Timed out connecting';
  if (typeof cause.code === 'string') return `Could not fetch: ${cause.code}`;
  return `Could not fetch: ${message}`;
}

/** undici's own error: the `cause` of the TypeError `httpGet` rejects with, or the error itself. */
function causeOf(error: unknown): ErrorLike {
  const failure = (error ?? {}) as ErrorLike;
  return (typeof failure.cause === 'object' && failure.cause !== null ? failure.cause : failure) as ErrorLike;
}
