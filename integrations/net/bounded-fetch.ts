import { fetch, type Dispatcher, type Response as UndiciResponse } from 'undici';

/**
 * Reading a response a user-given address sent: fetch decodes gzip, deflate and brotli before the
 * stream, so the count below is of decompressed bytes, and a small compressed body that inflates to
 * gigabytes is abandoned as soon as it passes the cap.
 */
export class ResponseTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The response is larger than ${maxBytes} bytes`);
    this.name = 'ResponseTooLargeError';
  }
}

/** The body, or null once it passes `maxBytes` (the rest is never read). */
export async function readCapped(response: UndiciResponse, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

export interface BoundedFetchLimits {
  maxBodyBytes: number;
  /** One deadline for connecting, the headers and the whole body. */
  timeoutMs: number;
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * A fetch for libraries that take one (openid-client's customFetch): every connection goes through
 * `dispatcher` (the outbound address guard), the body is read here under the cap and the deadline,
 * and what the library gets is a Response over those bytes.
 */
export function createBoundedFetch(dispatcher: Dispatcher, limits: BoundedFetchLimits) {
  return async (url: string | URL, init: RequestInit = {}): Promise<Response> => {
    const deadline = AbortSignal.timeout(limits.timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    const response = await fetch(url, { ...(init as Parameters<typeof fetch>[1]), dispatcher, signal });
    const body = await readCapped(response, limits.maxBodyBytes);
    if (!body) throw new ResponseTooLargeError(limits.maxBodyBytes);
    const headers = new Headers([...response.headers]);
    // The bytes are already decoded; their length is the body's own.
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
