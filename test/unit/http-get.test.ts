import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { Agent, fetch } from 'undici';
import { httpGet } from '../../integrations/http/http-get';

/**
 * The fetch worker's GET (http-get.ts) against undici's WHATWG `fetch` with `redirect: 'manual'`, which it
 * replaced: the same request headers reach the site, and the same status, status text, headers, decoded
 * body or failure come back, for every content coding `fetch` knows and the ones it does not.
 */
const page = Buffer.from('<!doctype html><html><body><p>Prix : 12 €</p></body></html>');
const encoded: Record<string, [coding: string, body: Buffer]> = {
  plain: ['', page],
  gzip: ['gzip', zlib.gzipSync(page)],
  'x-gzip': ['x-gzip', zlib.gzipSync(page)],
  deflate: ['deflate', zlib.deflateSync(page)],
  'raw deflate': ['deflate', zlib.deflateRawSync(page)],
  br: ['br', zlib.brotliCompressSync(page)],
  'gzip then br': ['gzip, br', zlib.brotliCompressSync(zlib.gzipSync(page))],
  'upper-case coding': ['GZIP', zlib.gzipSync(page)],
  'an unknown coding': ['compress', zlib.gzipSync(page)],
  'a known and an unknown coding': ['gzip, compress', zlib.gzipSync(page)],
  'six codings': ['gzip, gzip, gzip, gzip, gzip, gzip', page],
  'corrupt gzip': ['gzip', Buffer.from('not gzip at all, not at all')],
  'truncated gzip': ['gzip', zlib.gzipSync(page).subarray(0, 20)],
  ...(typeof zlib.zstdCompressSync === 'function' ? { zstd: ['zstd', zlib.zstdCompressSync(page)] as [string, Buffer] } : {}),
};

interface Observed {
  status?: number;
  statusText?: string;
  headers?: Record<string, string | null>;
  body?: string;
  failure?: { name: string; code: unknown };
}

const HEADERS_READ = [
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'location',
  'retry-after',
  'x-twice',
  'x-latin',
];

describe('the fetch worker GET beside undici fetch', () => {
  let server: http.Server;
  let base: string;
  const agent = new Agent();
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://local');
      const route = url.searchParams.get('route') ?? 'echo';
      if (route === 'echo') return response.end(JSON.stringify(request.rawHeaders));
      if (route === 'headers') {
        response.statusMessage = 'Quite Fine';
        response.setHeader('x-twice', ['one', ' two ']);
        response.setHeader('x-latin', Buffer.from([0x63, 0x61, 0x66, 0xe9]).toString('latin1'));
        response.setHeader('etag', '"v1"');
        return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '3' }).end(page);
      }
      if (route === 'refused') return response.writeHead(503, 'Come Back Later', { 'retry-after': '7' }).end('<p>Busy</p>');
      if (route === 'moved') return response.writeHead(302, { location: '/elsewhere?x=é' }).end('moved');
      if (route === 'empty') return response.writeHead(204).end();
      if (route === 'cut') {
        response.writeHead(200, { 'content-length': '100000' }).write(page);
        setTimeout(() => response.destroy(), 20);
        return;
      }
      const [coding, body] = encoded[route]!;
      response.writeHead(200, { 'content-type': 'text/html', ...(coding ? { 'content-encoding': coding } : {}) }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await agent.close();
    await new Promise((resolve) => server.close(resolve));
  });

  async function viaFetch(url: URL, headers: Record<string, string>): Promise<Observed> {
    try {
      const response = await fetch(url, { dispatcher: agent, redirect: 'manual', headers, signal: AbortSignal.timeout(5_000) });
      const read = Object.fromEntries(HEADERS_READ.map((name) => [name, response.headers.get(name)]));
      const base = { status: response.status, statusText: response.statusText, headers: read };
      try {
        return { ...base, body: Buffer.from(await response.arrayBuffer()).toString('latin1') };
      } catch (error) {
        return { ...base, failure: failureOf(error) };
      }
    } catch (error) {
      return { failure: failureOf(error) };
    }
  }

  async function viaGet(url: URL, headers: Record<string, string>): Promise<Observed> {
    try {
      const answer = await httpGet(url, headers, agent, AbortSignal.timeout(5_000));
      const read = Object.fromEntries(HEADERS_READ.map((name) => [name, answer.header(name)]));
      const base = { status: answer.status, statusText: answer.statusText, headers: read };
      try {
        return { ...base, body: Buffer.concat((await answer.read(Infinity)).chunks).toString('latin1') };
      } catch (error) {
        return { ...base, failure: failureOf(error) };
      }
    } catch (error) {
      return { failure: failureOf(error) };
    }
  }

  it.each(Object.keys(encoded))('decodes a body sent with %s as fetch does', async (route) => {
    const url = new URL(`/page?route=${encodeURIComponent(route)}`, base);
    const [expected, actual] = [await viaFetch(url, {}), await viaGet(url, {})];
    expect(actual).toEqual(expected);
    if (['gzip', 'br', 'gzip then br', 'raw deflate', 'upper-case coding'].includes(route))
      expect(actual.body).toBe(page.toString('latin1'));
    if (route === 'corrupt gzip') expect(actual.failure).toBeDefined();
  });

  it.each(['headers', 'refused', 'moved', 'empty', 'cut'])(
    'answers the status, status text, headers and body of "%s" as fetch does',
    async (route) => {
      const url = new URL(`/page?route=${route}`, base);
      const [expected, actual] = [await viaFetch(url, {}), await viaGet(url, {})];
      expect(actual).toEqual(expected);
      if (route === 'headers')
        expect(actual).toMatchObject({ statusText: 'Quite Fine', headers: { 'x-twice': 'one, two ', 'x-latin': 'café' } });
    },
  );

  it.each([
    ['plain', { 'user-agent': 'VigilTest/1.0', accept: 'text/html' }],
    [
      'conditional',
      { 'user-agent': 'VigilTest/1.0', accept: 'text/html', 'if-none-match': '"v1"', 'if-modified-since': 'Mon, 02 Nov 2026 10:00:00 GMT' },
    ],
    [
      'with the source headers',
      {
        'user-agent': 'VigilTest/1.0',
        accept: 'text/html',
        'accept-language': 'fr',
        'cache-control': 'no-transform',
        authorization: 'Bearer x',
      },
    ],
    ['conditional, with a cache-control of its own', { 'user-agent': 'U', 'if-none-match': '"v1"', 'cache-control': 'max-age=5' }],
    ['with a range', { 'user-agent': 'U', range: 'bytes=0-10' }],
    ['with no accept', { 'user-agent': 'U' }],
  ])('sends the site the headers fetch sends (%s), in its order', async (_label, headers) => {
    for (const path of ['/echo', '/echo?', '/echo?a=1&b=%20']) {
      const url = new URL(path, base);
      const [expected, actual] = [await viaFetch(url, headers), await viaGet(url, headers)];
      expect(actual).toEqual(expected);
      expect(JSON.parse(actual.body!)).toEqual(expect.arrayContaining(['sec-fetch-mode', 'accept-encoding']));
    }
  });

  it('fails as fetch does when nothing listens, and with the deadline when the site never answers', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = new URL(`http://127.0.0.1:${port}/`);
    const [expected, actual] = [await viaFetch(refused, {}), await viaGet(refused, {})];
    expect(actual).toEqual(expected);
    expect(actual.failure?.code).toBe('ECONNREFUSED');

    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = new URL(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`);
    const failure = await httpGet(url, {}, agent, AbortSignal.timeout(100)).then(
      () => null,
      (error: unknown) => failureOf(error),
    );
    expect(failure).toEqual({ name: 'TimeoutError', code: 23 });
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
  it('does not send a request whose deadline passed while it waited for a connection', async () => {
    const paths: string[] = [];
    const held: http.ServerResponse[] = [];
    const slow = http.createServer((request, response) => {
      paths.push(request.url ?? '');
      if (request.url === '/first') held.push(response);
      else response.end('late');
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const oneConnection = new Agent({ connections: 1 });
    const first = httpGet(new URL('/first', origin), {}, oneConnection, AbortSignal.timeout(5_000));
    const queued = await httpGet(new URL('/queued', origin), {}, oneConnection, AbortSignal.timeout(150)).then(
      () => null,
      (error: unknown) => failureOf(error),
    );
    expect(queued).toEqual({ name: 'TimeoutError', code: 23 });
    held[0]!.end('first');
    expect(Buffer.concat((await (await first).read(Infinity)).chunks).toString()).toBe('first');
    // The connection is free again: a later request goes through, and the queued one never went.
    const later = await httpGet(new URL('/later', origin), {}, oneConnection, AbortSignal.timeout(5_000));
    expect(Buffer.concat((await later.read(Infinity)).chunks).toString()).toBe('late');
    expect(paths).toEqual(['/first', '/later']);
    await oneConnection.close();
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });
});

/** What the checker reads of a failure (fetch-page.ts, describeFetchError): its name, and the code of its cause or its own. */
function failureOf(error: unknown): { name: string; code: unknown } {
  const failure = error as { name: string; code?: unknown; cause?: { code?: unknown } };
  return { name: failure.name, code: failure.cause?.code ?? failure.code };
}
