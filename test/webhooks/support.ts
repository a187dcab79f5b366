import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1. `respond` decides each answer from the request number (1-based)
 * and the request itself; every request is kept.
 */
export async function startReceiver(
  respond: (count: number, request: ReceivedRequest) => { status: number; headers?: Record<string, string> } = () => ({ status: 204 }),
) {
  const received: ReceivedRequest[] = [];
  const waiters: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { headers: req.headers, body };
      received.push(request);
      const answer = respond(received.length, request);
      res.writeHead(answer.status, answer.headers).end();
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Waits until at least `count` requests have arrived. */
  async function waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedRequest[]> {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${received.length} of ${count} webhook requests arrived`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return received;
  }

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    waitFor,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
