import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { Duplex } from 'node:stream';

/** Answers the address to connect to for a host, or rejects when the host must not be reached. */
export type AddressResolver = (hostname: string) => Promise<string>;

export interface GuardProxy {
  /** `http://127.0.0.1:<port>`, for Chromium's --proxy-server. */
  url: string;
  /** The last refusal per host name, so a failed navigation can say why. */
  refusalFor(hostname: string): string | undefined;
  close(): Promise<void>;
}

/** How long a proxied connection may stay silent, and live at all: nothing outlives the render it served for long. */
export interface ProxyTimeouts {
  idleMs: number;
  totalMs: number;
}

const MAX_REMEMBERED_REFUSALS = 1_000;
const REFUSED_HEADER = 'x-vigil-refused';

/**
 * An HTTP and CONNECT proxy on 127.0.0.1 that is the browser's only way out: every request (documents,
 * redirects, subresources, fetch/XHR, websockets, TLS tunnels) names its destination here, which is
 * resolved and checked by `resolve` (the fetcher's address guard), and the connection goes to the very
 * address that was checked. A refused destination gets a 403 (or a refused tunnel) and no connection.
 */
export async function startGuardProxy(resolve: AddressResolver, timeouts: ProxyTimeouts): Promise<GuardProxy> {
  const refusals = new Map<string, string>();
  const sockets = new Set<net.Socket>();
  const refuse = (host: string, error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    refusals.delete(host);
    refusals.set(host, reason);
    if (refusals.size > MAX_REMEMBERED_REFUSALS) refusals.delete(refusals.keys().next().value!);
    return reason;
  };

  const server = http.createServer((request, response) => {
    const target = absoluteHttpUrl(request.url);
    if (!target) return void response.writeHead(400, { 'content-type': 'text/plain' }).end('Only absolute http URLs go through this proxy');
    resolve(target.hostname).then(
      (address) => forward(request, response, target, address, { sockets, timeouts }),
      (error: unknown) =>
        response.writeHead(403, { 'content-type': 'text/plain', [REFUSED_HEADER]: '1' }).end(refuse(target.hostname, error)),
    );
  });

  server.on('connect', (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    const { hostname, port } = splitHostPort(request.url ?? '');
    resolve(hostname).then(
      (address) => tunnel(client, head, address, port, { sockets, timeouts }),
      (error: unknown) => {
        refuse(hostname, error);
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      },
    );
  });

  server.on('upgrade', (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    const target = absoluteHttpUrl(request.url);
    if (!target) return void client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    resolve(target.hostname).then(
      (address) => upgrade(request, client, head, target, address, { sockets, timeouts }),
      (error: unknown) => {
        refuse(target.hostname, error);
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      },
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refusalFor: (host) => refusals.get(host),
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

function absoluteHttpUrl(raw: string | undefined): URL | null {
  if (!raw || !/^(http|ws):\/\//i.test(raw) || !URL.canParse(raw)) return null;
  return new URL(raw);
}

function splitHostPort(authority: string): { hostname: string; port: number } {
  const match = /^\[?([^\]]*?)\]?:(\d+)$/.exec(authority);
  return match ? { hostname: match[1]!, port: Number(match[2]) } : { hostname: authority, port: 443 };
}

const HOP_BY_HOP = new Set([
  'proxy-connection',
  'proxy-authorization',
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The proxy's open upstream sockets (all destroyed when it closes) and the limits each connection lives by. */
interface Upstreams {
  sockets: Set<net.Socket>;
  timeouts: ProxyTimeouts;
}

function forward(request: http.IncomingMessage, response: http.ServerResponse, target: URL, address: string, upstreams: Upstreams): void {
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  const upstream = http.request(
    {
      host: address,
      port: target.port || 80,
      method: request.method,
      path: `${target.pathname}${target.search}`,
      headers: { ...headers, host: target.host },
      setHost: false,
      // A socket per request: it is tracked, timed and destroyed with the request it served.
      agent: false,
    },
    (answer) => {
      const kept: string[] = [];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        if (!HOP_BY_HOP.has(answer.rawHeaders[i]!.toLowerCase())) kept.push(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
      }
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, kept);
      // A site that resets its connection mid-body fails this response, not the worker (an unhandled 'error').
      answer.once('error', () => response.destroy());
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502).end();
    else response.destroy();
  });
  upstream.on('socket', (socket) => track(socket, response, upstreams));
  // Chromium's side gone (the render ended, the page navigated away): the upstream request goes with it.
  response.once('close', () => upstream.destroy());
  request.once('error', () => upstream.destroy());
  request.pipe(upstream);
}

function tunnel(client: Duplex, head: Buffer, address: string, port: number, upstreams: Upstreams): void {
  const upstream = net.connect(port, address, () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  track(upstream, client, upstreams);
}

function upgrade(request: http.IncomingMessage, client: Duplex, head: Buffer, target: URL, address: string, upstreams: Upstreams): void {
  const upstream = net.connect(Number(target.port || 80), address, () => {
    const lines = [`${request.method} ${target.pathname}${target.search} HTTP/1.1`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      const name = request.rawHeaders[i]!;
      if (!name.toLowerCase().startsWith('proxy-')) lines.push(`${name}: ${request.rawHeaders[i + 1]}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  track(upstream, client, upstreams);
}

/**
 * An upstream socket lives as long as Chromium's side of it, no longer than the total limit, and not
 * silent past the idle limit; the proxy knows it until it closes (and destroys it when the proxy closes).
 */
function track(upstream: net.Socket, client: Duplex | http.ServerResponse, { sockets, timeouts }: Upstreams): void {
  sockets.add(upstream);
  const total = setTimeout(() => upstream.destroy(), timeouts.totalMs);
  upstream.setTimeout(timeouts.idleMs, () => upstream.destroy());
  upstream.once('close', () => {
    clearTimeout(total);
    sockets.delete(upstream);
    client.destroy();
  });
  upstream.on('error', () => client.destroy());
  client.on('error', () => upstream.destroy());
  client.once('close', () => upstream.destroy());
}
