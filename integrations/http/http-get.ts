import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import type { Dispatcher } from 'undici';

/**
 * One GET through the outbound dispatcher, answering what the fetch worker used undici's WHATWG `fetch`
 * for (with `redirect: 'manual'`) at a fraction of its CPU: no Request, Headers, Response or web streams
 * around each page. It sends the very headers `fetch` sends for the same request and decodes the body as
 * `fetch` does (the same decoders, in the same order, with the same options), so a site sees, and the
 * checker reads, the same thing. test/unit/monitoring/http-get.test.ts holds the two side by side.
 */
export interface HttpAnswer {
  status: number;
  statusText: string;
  /** Each header as `fetch`'s `Headers.get` gives it: latin1, repeated values joined by ", ", null when absent. */
  header(name: string): string | null;
  /**
   * The decoded body's chunks until it ends (`whole`) or holds at least `limit` bytes, when the rest is
   * abandoned unread (`limit` 0 abandons it all); empty for a status that carries none (204, 205, 304).
   * Rejects as reading `fetch`'s body rejects.
   */
  read(limit: number): Promise<BodyRead>;
}

export interface BodyRead {
  chunks: Buffer[];
  size: number;
  whole: boolean;
}

/** What `fetch` sends besides the caller's headers, in its order; conditional requests also ask caches for a fresh answer. */
export function fetchRequestHeaders(url: URL, headers: Record<string, string>): Record<string, string> {
  const sent: Record<string, string> = { ...headers };
  sent['accept'] ??= '*/*';
  sent['accept-language'] ??= '*';
  sent['sec-fetch-mode'] = 'cors';
  if (CONDITIONAL_HEADERS.some((name) => name in sent)) {
    sent['pragma'] ??= 'no-cache';
    sent['cache-control'] ??= 'no-cache';
  }
  if ('range' in sent && !('accept-encoding' in sent)) sent['accept-encoding'] = 'identity';
  sent['accept-encoding'] ??= url.protocol === 'https:' ? 'br, gzip, deflate' : 'gzip, deflate';
  return sent;
}

const CONDITIONAL_HEADERS = ['if-modified-since', 'if-none-match', 'if-unmodified-since', 'if-match', 'if-range'];
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
/** As `fetch`: more codings than this is an attack on the decoder, not a page. */
const MAX_CONTENT_ENCODINGS = 5;

/**
 * `headers` are lower-cased names (the caller's); a failure before the answer rejects as `fetch` does: the
 * signal's reason when it fired, else a TypeError whose `cause` is undici's error.
 */
export function httpGet(url: URL, headers: Record<string, string>, dispatcher: Dispatcher, signal: AbortSignal): Promise<HttpAnswer> {
  return new Promise<HttpAnswer>((resolve, reject) => {
    let abortConnection: ((error?: Error) => void) | null = null;
    let raw: Readable | null = null;
    let settled = false;
    const onAbort = () => {
      abortConnection?.(signal.reason as Error);
      if (raw) raw.destroy(signal.reason as Error);
      else fail(signal.reason as Error);
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      reject(error);
    };
    if (signal.aborted) return reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    const hasTrailingQuestionMark = url.search.length === 0 && url.href.endsWith('?');
    const handler: Dispatcher.DispatchHandler = {
      onConnect(abort) {
        abortConnection = abort;
        // The deadline passed while the request waited for a connection: it is not sent.
        if (signal.aborted) abort(signal.reason as Error);
      },
      onHeaders(status, rawHeaders, resume, statusText) {
        if (status < 200) return false;
        if (settled) {
          abortConnection?.(signal.reason as Error);
          return false;
        }
        const byName = headersOf(rawHeaders);
        const header = (name: string) => byName.get(name) ?? null;
        const codings = NULL_BODY_STATUSES.has(status) ? null : codingsOf(header('content-encoding'));
        if (codings === 'too many') {
          abortConnection?.(new Error('too many content-encodings in response'));
          return true;
        }
        raw = new Readable({
          read: resume,
          destroy(error, callback) {
            signal.removeEventListener('abort', onAbort);
            abortConnection?.(error ?? undefined);
            callback(error);
          },
        });
        const body = codings ? decoded(raw, codings) : null;
        // Read at once by the caller, or failed: an error before then is the read's answer, not an unhandled event.
        (body ?? raw).on('error', () => undefined);
        settled = true;
        resolve({ status, statusText, header, read: (limit) => readUpTo(body, limit, signal) });
        return true;
      },
      onData(chunk) {
        return raw!.push(chunk);
      },
      onComplete() {
        signal.removeEventListener('abort', onAbort);
        raw!.push(null);
      },
      onError(error) {
        if (raw) raw.destroy(signal.aborted ? (signal.reason as Error) : new TypeError('terminated', { cause: error }));
        else fail(signal.aborted ? (signal.reason as Error) : new TypeError('fetch failed', { cause: error }));
      },
    };
    dispatcher.dispatch(
      {
        origin: url.origin,
        path: `${url.pathname}${url.search}${hasTrailingQuestionMark ? '?' : ''}`,
        method: 'GET',
        headers: fetchRequestHeaders(url, headers),
      },
      handler,
    );
  });
}

function readUpTo(body: Readable | null, limit: number, signal: AbortSignal): Promise<BodyRead> {
  if (!body) return Promise.resolve({ chunks: [], size: 0, whole: true });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const enough = () => {
      body.removeAllListeners('data');
      body.destroy();
      resolve({ chunks, size, whole: false });
    };
    if (body.errored) return reject(asBodyFailure(body.errored, signal));
    if (limit <= 0 || body.destroyed) return enough();
    body.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size >= limit) enough();
    });
    body.once('end', () => resolve({ chunks, size, whole: true }));
    body.once('error', (error) => reject(asBodyFailure(error, signal)));
  });
}

/** As reading fetch's body fails: the deadline's reason as it is, any other failure as a TypeError caused by it. */
function asBodyFailure(error: Error, signal: AbortSignal): Error {
  return error === signal.reason || error instanceof TypeError ? error : new TypeError('terminated', { cause: error });
}

/** Header names lower-cased, values read as latin1, repeated values joined as `Headers.get` joins them. */
function headersOf(rawHeaders: Buffer[]): Map<string, string> {
  const byName = new Map<string, string>();
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toString('latin1').toLowerCase();
    const value = rawHeaders[i + 1]!;
    const values = Array.isArray(value) ? (value as Buffer[]) : [value];
    for (const one of values) {
      const text = one.toString('latin1');
      const before = byName.get(name);
      byName.set(name, before === undefined ? text : `${before}, ${text}`);
    }
  }
  return byName;
}

function codingsOf(contentEncoding: string | null): string[] | 'too many' {
  const codings = contentEncoding ? contentEncoding.toLowerCase().split(',') : [];
  return codings.length > MAX_CONTENT_ENCODINGS ? 'too many' : codings;
}

/** The body under its content codings, undone last-applied first as `fetch` does; an unknown coding leaves it as sent. */
function decoded(raw: Readable, codings: string[]): Readable {
  const decoders: NodeJS.ReadWriteStream[] = [];
  for (let i = codings.length - 1; i >= 0; i -= 1) {
    const decoder = decoderFor(codings[i]!.trim());
    if (!decoder) return raw;
    decoders.push(decoder);
  }
  if (decoders.length === 0) return raw;
  return pipeline(raw, ...(decoders as [NodeJS.ReadWriteStream]), () => undefined) as unknown as Readable;
}

const SYNC_FLUSH = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };

function decoderFor(coding: string): NodeJS.ReadWriteStream | null {
  if (coding === 'gzip' || coding === 'x-gzip') return zlib.createGunzip(SYNC_FLUSH);
  if (coding === 'deflate') return createInflate();
  if (coding === 'br')
    return zlib.createBrotliDecompress({
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
    });
  if (coding === 'zstd' && typeof zlib.createZstdDecompress === 'function')
    return zlib.createZstdDecompress({ flush: zlib.constants.ZSTD_e_continue, finishFlush: zlib.constants.ZSTD_e_end });
  return null;
}

/** `deflate` as `fetch` reads it: zlib-wrapped when the first byte says so, else raw deflate (as some servers send it). */
function createInflate(): Transform {
  let inflate: zlib.Inflate | zlib.InflateRaw | null = null;
  return new Transform({
    transform(this: Transform, chunk: Buffer, encoding: BufferEncoding, callback: TransformCallback) {
      if (!inflate) {
        if (chunk.length === 0) return callback();
        inflate = (chunk[0]! & 0x0f) === 0x08 ? zlib.createInflate(SYNC_FLUSH) : zlib.createInflateRaw(SYNC_FLUSH);
        inflate.on('data', (data: Buffer) => this.push(data));
        inflate.on('end', () => this.push(null));
        inflate.on('error', (error) => this.destroy(error));
      }
      inflate.write(chunk, encoding, callback);
    },
    final(callback) {
      inflate?.end();
      inflate = null;
      callback();
    },
  });
}
