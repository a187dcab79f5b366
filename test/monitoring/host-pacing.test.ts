import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryTypes, type Sequelize } from 'sequelize';
import { createRenderer } from '../../integrations/browser/renderer';
import { retryAfterOf } from '../../domain/monitoring/checker/page-fetcher';
import { createHostPacer } from '../../domain/monitoring/host-pacing';
import { startGuardProxy } from '../../integrations/net/guard-proxy';
import { findChromium } from '../../platform/chromium';
import { initModels } from '../../models';
import { createSequelize } from '../../platform/database';
import { testEnv, withDatabase } from '../support/environment';
import { createDatabaseFromTemplate, dropDatabase } from '../support/harness';
import { articlePage, PUBLIC_TEST_HOST } from '../support/website';

/**
 * Two workers' pacers (each with its own tokens in memory) sharing one database: together they keep a
 * host's rate, a refusal holds both off, and a host asking for more than a check may wait fails the turn at once.
 */
const DATABASE = `vigil_host_pacing_${process.pid}`;
const RATE = 40;
/** Slow enough that the spacing of a handful of renders shows. */
const BROWSER_RATE = 5;

describe('the per-host pace shared through PostgreSQL', () => {
  const admin = testEnv('adminDatabaseUrl');
  let pool: Sequelize;
  beforeAll(async () => {
    await createDatabaseFromTemplate(admin, DATABASE, testEnv('templateDatabase'));
    pool = createSequelize({ url: withDatabase(admin, DATABASE), poolMax: 4 });
    initModels(pool);
  });
  afterAll(async () => {
    await pool.close();
    await dropDatabase(admin, DATABASE);
  });

  it('lets two workers together send no more than the rate (plus a quarter second) in any second', async () => {
    const pacers = [1, 2].map(() => createHostPacer({ requestsPerSecond: RATE, maxWaitMs: 10_000 }));
    const started = Date.now();
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        await pacers[index % 2]!.turn('shop.example');
        times.push(Date.now() - started);
      }),
    );
    times.sort((a, b) => a - b);
    const busiestSecond = Math.max(...times.map((time) => times.filter((other) => other >= time && other < time + 1000).length));
    expect(busiestSecond).toBeLessThanOrEqual(RATE * 1.25 + 1);
    // 100 requests at 40/s with a bucket of 10: at least (100 - 10) / 40 seconds.
    expect(times.at(-1)!).toBeGreaterThanOrEqual(2_100);
  });

  it('holds every worker off after a refusal, for Retry-After, and ends the back-off on the next answer', async () => {
    const [one, other] = [1, 2].map(() => createHostPacer({ requestsPerSecond: RATE, maxWaitMs: 10_000 }));
    await one!.turn('busy.example');
    await one!.refused('busy.example', 1_500);
    const asked = Date.now();
    await other!.turn('busy.example');
    expect(Date.now() - asked).toBeGreaterThanOrEqual(1_300);
    await one!.answered('busy.example');
    const [row] = await pool.query<{ backoff_ms: number }>(`SELECT backoff_ms FROM host_pacing WHERE host = 'busy.example'`, {
      type: QueryTypes.SELECT,
    });
    expect(row!.backoff_ms).toBe(0);
  });

  it('fails the turn at once, saying why, when the host asks to wait longer than a check may', async () => {
    const patient = createHostPacer({ requestsPerSecond: RATE, maxWaitMs: 10_000 });
    const hurried = createHostPacer({ requestsPerSecond: RATE, maxWaitMs: 1_000 });
    await patient.turn('closed.example');
    await patient.refused('closed.example', 120_000);
    const asked = Date.now();
    await expect(hurried.turn('closed.example')).rejects.toThrow(/asked to wait 120 s/);
    expect(Date.now() - asked).toBeLessThan(1_000);
  });

  it("paces a browser worker's documents and same-host requests with the fetch workers, and sits out a 429", async () => {
    const arrivals: Array<{ path: string; at: number }> = [];
    let refusedOnce = false;
    const server = http.createServer((request, response) => {
      const path = request.url ?? '/';
      arrivals.push({ path, at: Date.now() });
      if (path === '/page/0' && !refusedOnce) {
        refusedOnce = true;
        return void response.writeHead(429, { 'retry-after': '1' }).end();
      }
      if (path.startsWith('/data/')) return void response.writeHead(200, { 'content-type': 'text/plain' }).end('figures');
      const page = articlePage(`Page ${path}`, [`The page at ${path} says hello.`]);
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(page.replace('</body>', `<script>fetch('/data${path}')</script></body>`));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://${PUBLIC_TEST_HOST}:${(server.address() as AddressInfo).port}`;
    const proxy = await startGuardProxy(() => Promise.resolve('127.0.0.1'), { idleMs: 5_000, totalMs: 20_000 });
    // A fetch worker on the same host, through the other database pool: its turns come out of the same bucket.
    const fetchWorker = createHostPacer({ requestsPerSecond: BROWSER_RATE, maxWaitMs: 10_000 });
    const renderer = createRenderer({
      chromiumPath: findChromium(undefined)!,
      proxyUrl: proxy.url,
      refusalFor: proxy.refusalFor,
      concurrency: 3,
      pageTimeoutMs: 15_000,
      maxDomBytes: 1024 * 1024,
      maxPageMemoryMb: 256,
      pacer: createHostPacer({ requestsPerSecond: BROWSER_RATE, maxWaitMs: 10_000 }),
    });
    try {
      const started = Date.now();
      const [rendered] = await Promise.all([
        Promise.all(Array.from({ length: 6 }, (_, index) => renderer.render(`${origin}/page/${index}`))),
        Promise.all(Array.from({ length: 4 }, () => fetchWorker.turn(new URL(origin).host))),
      ]);
      expect(rendered.map((page) => page.kind)).toEqual(Array(6).fill('ok'));
      expect(rendered[0]!.kind === 'ok' && rendered[0]!.dom).toContain('The page at /page/0 says hello.');
      expect(arrivals.filter(({ path }) => path.startsWith('/data/'))).toHaveLength(6);
      const times = arrivals.map(({ at }) => at - started).sort((a, b) => a - b);
      const busiestSecond = Math.max(...times.map((time) => times.filter((other) => other >= time && other < time + 1000).length));
      expect(busiestSecond).toBeLessThanOrEqual(BROWSER_RATE * 1.25 + 1);
      // The refused document was asked again, after its Retry-After, and rendered.
      const [refused, retried] = arrivals.filter(({ path }) => path === '/page/0');
      expect(retried!.at - refused!.at).toBeGreaterThanOrEqual(900);
      // Every request and fetch took a turn: no faster than the rate allows after the first bucket.
      expect(times.at(-1)!).toBeGreaterThanOrEqual(((arrivals.length + 4 - 2) / BROWSER_RATE) * 1000);
    } finally {
      await renderer.close();
      await proxy.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-26T04:00:00Z');
    expect(retryAfterOf('120', now)).toBe(120_000);
    expect(retryAfterOf('Thu, 26 Nov 2026 04:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterOf('soon', now)).toBeNull();
    expect(retryAfterOf(null, now)).toBeNull();
  });
});
