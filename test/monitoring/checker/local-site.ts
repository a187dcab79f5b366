import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A website on 127.0.0.1 standing in for the monitored pages: routes can be swapped between checks. */
export type Route = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export interface LocalSite {
  port: number;
  url(path: string, host?: string): string;
  route(path: string, handler: Route): void;
  page(path: string, body: string, headers?: http.OutgoingHttpHeaders): void;
  /** The most requests that were in flight at once for each Host header. */
  maxInFlightByHost: Map<string, number>;
  maxInFlight(): number;
  requests: http.IncomingMessage[];
  close(): Promise<void>;
}

export async function startLocalSite(): Promise<LocalSite> {
  const routes = new Map<string, Route>();
  const inFlightByHost = new Map<string, number>();
  const maxInFlightByHost = new Map<string, number>();
  const requests: http.IncomingMessage[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((request, response) => {
    requests.push(request);
    const host = request.headers.host ?? '';
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    inFlightByHost.set(host, (inFlightByHost.get(host) ?? 0) + 1);
    maxInFlightByHost.set(host, Math.max(maxInFlightByHost.get(host) ?? 0, inFlightByHost.get(host)!));
    response.on('close', () => {
      inFlight -= 1;
      inFlightByHost.set(host, inFlightByHost.get(host)! - 1);
    });
    const handler = routes.get(new URL(request.url ?? '/', 'http://site').pathname);
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path, host = '127.0.0.1') => `http://${host}:${port}${path}`,
    route: (path, handler) => routes.set(path, handler),
    page: (path, body, headers = {}) =>
      routes.set(path, (_request, response) =>
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body),
      ),
    maxInFlightByHost,
    maxInFlight: () => maxInFlight,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
