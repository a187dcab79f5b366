import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { resolveAllowedAddress } from '../../integrations/net/outbound';

/** The host name that stands in for a public website in monitoring tests. */
export const PUBLIC_TEST_HOST = 'public.test';

export type PageHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A website on 127.0.0.1 whose pages can change between monitoring runs. */
export async function startWebsite() {
  const handlers = new Map<string, PageHandler>();
  const requests: Array<{ path: string; headers: http.IncomingHttpHeaders }> = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    requests.push({ path, headers: request.headers });
    const handler = handlers.get(path);
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    url: (path: string, host = PUBLIC_TEST_HOST) => `http://${host}:${port}${path}`,
    route: (path: string, handler: PageHandler) => handlers.set(path, handler),
    /** An HTML page, optionally answered after `delayMs`. */
    page(path: string, html: string, { delayMs = 0, headers = {} }: { delayMs?: number; headers?: http.OutgoingHttpHeaders } = {}) {
      handlers.set(path, (_request, response) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!response.destroyed) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(html);
        }, delayMs);
        timers.add(timer);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Website = Awaited<ReturnType<typeof startWebsite>>;

/**
 * The machine has no public address, so `public.test` connects to the local website; every other
 * connection (redirect targets included) goes through the real guard with private networks refused.
 */
export function publicTestDispatcher(): Agent {
  const connect = buildConnector({ timeout: 5_000 });
  return new Agent({
    connect(options, callback) {
      if (options.hostname === PUBLIC_TEST_HOST) return connect({ ...options, hostname: '127.0.0.1' }, callback);
      resolveAllowedAddress(options.hostname, false).then(
        (address) => connect({ ...options, hostname: address }, callback),
        (error: Error) => callback(error, null),
      );
    },
  });
}

/** An article page as a news site would serve it: chrome around one main text. */
export function articlePage(title: string, paragraphs: string[], aside = ''): string {
  return `<!doctype html><html><head><title>${title}</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<main><article><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}</article></main>
<aside>${aside}</aside><footer>© Example Corp</footer></body></html>`;
}
