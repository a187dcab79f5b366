import type http from 'node:http';
import net from 'node:net';
import { Agent, buildConnector } from 'undici';
import { createHttpSourceChecker } from '../../../integrations/http/source-checker';
import type { SourceCheck, SourceCheckerOptions, SourceState } from '../../../domain/monitoring/source-check';
import { resolveAllowedAddress } from '../../../integrations/net/outbound';
import { startLocalSite, type LocalSite } from './local-site';

const OPTIONS: SourceCheckerOptions = {
  allowPrivateNetworks: true,
  timeoutMs: 2_000,
  maxBodyBytes: 64 * 1024,
  maxRedirects: 3,
  concurrency: 8,
  perHostConcurrency: 4,
  userAgent: 'VigilTest/1.0',
};

function fresh(url: string): SourceState {
  return { url, etag: null, lastModified: null, quickHash: null, bodyHash: null, contentHash: null, text: null };
}

function article(headline: string, paragraph: string, noise = ''): string {
  return `<!doctype html><html><head><title>News</title><script nonce="${noise}">window.t="${noise}"</script></head>
<body><nav><a href="/">Home</a><a href="/about">About</a></nav>
<main><h1>${headline}</h1><p class="byline">Updated ${noise ? '10:42' : '09:15'} · ${noise ? '3 minutes ago' : '1 hour ago'}</p>
<p>${paragraph}</p><p>The second paragraph stays the same between versions of this page.</p></main>
<footer>© 2026 Example Media · <a href="/privacy">Privacy</a></footer></body></html>`;
}

function expectOutcome<T extends SourceCheck['outcome']>(check: SourceCheck, outcome: T): Extract<SourceCheck, { outcome: T }> {
  expect(check.outcome).toBe(outcome);
  return check as Extract<SourceCheck, { outcome: T }>;
}

describe('source checker fetching', () => {
  let site: LocalSite;
  const held: http.ServerResponse[] = [];
  beforeAll(async () => {
    site = await startLocalSite();
  });
  afterAll(async () => {
    for (const response of held) response.destroy();
    await site.close();
  });

  it('takes the first fetch as the baseline, then reports an edit with a diff and a summary', async () => {
    const checker = createHttpSourceChecker(OPTIONS);
    site.page('/story', article('Council approves budget', 'The vote passed 7 to 2 on Tuesday evening.'));
    const baseline = expectOutcome(await checker.check(fresh(site.url('/story'))), 'baseline');
    expect(baseline.state.text).toContain('# Council approves budget');
    expect(baseline.state.text).not.toContain('Privacy');

    const unchanged = expectOutcome(await checker.check(baseline.state), 'unchanged');
    expect(unchanged.notModified).toBe(false);
    expect(unchanged.state.contentHash).toBe(baseline.state.contentHash);

    site.page('/story', article('Council approves budget', 'The vote passed 6 to 3 on Tuesday evening.'));
    const changed = expectOutcome(await checker.check(unchanged.state), 'changed');
    expect(changed.previousHash).toBe(baseline.state.contentHash);
    expect(changed.state.contentHash).not.toBe(baseline.state.contentHash);
    expect(changed.diff).toContain('-The vote passed 7 to 2 on Tuesday evening.');
    expect(changed.diff).toContain('+The vote passed 6 to 3 on Tuesday evening.');
    expect(changed.summary).toBe('Changed “The vote passed 7 to 2 on Tuesday evening.” to “The vote passed 6 to 3 on Tuesday evening.”.');
    await checker.close();
  });

  it('answers unchanged when only stamps that track the clock, relative times and per-request tokens differ, and keeps the newer text', async () => {
    let now = new Date('2026-11-23T09:15:40Z');
    const checker = createHttpSourceChecker({ ...OPTIONS, clock: () => now });
    site.page('/noisy', article('Rates held', 'The bank kept its rate at 4%.'));
    const baseline = expectOutcome(await checker.check(fresh(site.url('/noisy'))), 'baseline');
    expect(baseline.state.fetchedAt).toEqual(now);
    now = new Date('2026-11-23T10:42:20Z');
    site.page('/noisy', article('Rates held', 'The bank kept its rate at 4%.', 'a81f09c2d4e5b6a7c8d9e0f1a2b3c4d5'));
    const check = expectOutcome(await checker.check(baseline.state), 'unchanged');
    expect(check.state).toMatchObject({ fetchedAt: now, text: expect.stringContaining('Updated 10:42 · 3 minutes ago') });
    await checker.close();
  });

  it('reports a stamp that moved by other than the time elapsed as a change', async () => {
    let now = new Date('2026-11-23T09:15:40Z');
    const checker = createHttpSourceChecker({ ...OPTIONS, clock: () => now });
    site.page('/stamped', article('Rates held', 'The bank kept its rate at 4%.'));
    const baseline = expectOutcome(await checker.check(fresh(site.url('/stamped'))), 'baseline');
    now = new Date('2026-11-23T09:16:10Z');
    site.page('/stamped', article('Rates held', 'The bank kept its rate at 4%.', 'a81f09c2d4e5b6a7c8d9e0f1a2b3c4d5'));
    const check = expectOutcome(await checker.check(baseline.state), 'changed');
    expect(check.diff).toContain('+Updated 10:42 · 3 minutes ago');
    await checker.close();
  });

  it('answers unchanged when a rotating promo and a reshuffled recommendation list differ, and stores the new text', async () => {
    const checker = createHttpSourceChecker(OPTIONS);
    const page = (
      promo: string,
      picks: string[],
      extra = '',
    ) => `<html><body><div class="promo-bar">${promo}</div><main><h1>Trail shoes</h1>
<p>Grip for wet rock.${extra}</p><section class="related-products"><ul>${picks.map((pick) => `<li>${pick}</li>`).join('')}</ul></section>
<h2>Sizes</h2><ul>${['38', '39', '40'].map((size) => `<li>EU ${size}</li>`).join('')}</ul></main></body></html>`;
    site.page('/shoes', page('Free shipping this week', ['Socks', 'Gaiters', 'Poles']));
    const baseline = expectOutcome(await checker.check(fresh(site.url('/shoes'))), 'baseline');
    site.page('/shoes', page('20% off with code WINTER', ['Poles', 'Socks', 'Headlamp']));
    const check = expectOutcome(await checker.check(baseline.state), 'unchanged');
    expect(check.state.quickHash).not.toBe(baseline.state.quickHash);
    expect(check.state.text).toBe(baseline.state.text);

    site.page('/shoes', page('20% off with code WINTER', ['Poles', 'Socks', 'Headlamp'], ' Now vegan.'));
    const changed = expectOutcome(await checker.check(check.state), 'changed');
    expect(changed.summary).toBe('Changed “Grip for wet rock.” to “Grip for wet rock. Now vegan.”.');
    await checker.close();
  });

  it('sends the validators it stored and keeps the state on 304 Not Modified', async () => {
    const checker = createHttpSourceChecker(OPTIONS);
    const seen: http.IncomingHttpHeaders[] = [];
    site.route('/cached', (request, response) => {
      seen.push(request.headers);
      if (request.headers['if-none-match'] === '"v1"') return void response.writeHead(304, { etag: '"v1"' }).end();
      response
        .writeHead(200, { 'content-type': 'text/html', etag: '"v1"', 'last-modified': 'Sat, 21 Nov 2026 10:00:00 GMT' })
        .end(article('Cached', 'Body.'));
    });
    const baseline = expectOutcome(await checker.check(fresh(site.url('/cached'))), 'baseline');
    expect(baseline.state.etag).toBe('"v1"');
    expect(seen[0]?.['if-none-match']).toBeUndefined();

    const check = expectOutcome(await checker.check(baseline.state), 'unchanged');
    expect(check.notModified).toBe(true);
    expect(check.state).toEqual(baseline.state);
    expect(seen[1]?.['if-none-match']).toBe('"v1"');
    expect(seen[1]?.['if-modified-since']).toBe('Sat, 21 Nov 2026 10:00:00 GMT');
    await checker.close();
  });

  it('fails a source that does not answer within the time budget', async () => {
    const checker = createHttpSourceChecker({ ...OPTIONS, timeoutMs: 300 });
    site.route('/slow', (_request, response) => void held.push(response));
    const check = expectOutcome(await checker.check(fresh(site.url('/slow'))), 'failed');
    expect(check.error).toBe('Timed out after 300 ms');
    await checker.close();
  });

  it('fails a source that answers an error status, and keeps its previous state', async () => {
    const checker = createHttpSourceChecker(OPTIONS);
    const previous = { ...fresh(site.url('/missing')), contentHash: 'v1:abc', text: 'kept' };
    const check = expectOutcome(await checker.check(previous), 'failed');
    expect(check.error).toBe('HTTP 404 Not Found');
    expect(check.state).toBe(previous);
    await checker.close();
  });

  it.each([
    [
      'declares its length',
      (response: http.ServerResponse) => response.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(5_000)),
    ],
    [
      'streams without a length',
      (response: http.ServerResponse) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        for (let chunk = 0; chunk < 10; chunk += 1) response.write('y'.repeat(1_000));
        response.end();
      },
    ],
  ])('fails a body over the cap when the server %s', async (_how, respond) => {
    const checker = createHttpSourceChecker({ ...OPTIONS, maxBodyBytes: 4_096 });
    site.route('/big', (_request, response) => respond(response));
    const check = expectOutcome(await checker.check(fresh(site.url('/big'))), 'failed');
    expect(check.error).toBe('Response is larger than 4096 bytes');
    await checker.close();
  });

  it('follows a chain of redirects within the limit, and fails past it', async () => {
    const checker = createHttpSourceChecker(OPTIONS);
    for (let hop = 1; hop <= 3; hop += 1) {
      site.route(`/hop${hop}`, (_request, response) => response.writeHead(hop === 2 ? 301 : 302, { location: `/hop${hop + 1}` }).end());
    }
    site.page('/hop4', article('Arrived', 'After three redirects.'));
    const arrived = expectOutcome(await checker.check(fresh(site.url('/hop1'))), 'baseline');
    expect(arrived.state.url).toBe(site.url('/hop1'));
    expect(arrived.state.text).toContain('After three redirects.');

    site.route('/loop', (_request, response) => response.writeHead(307, { location: site.url('/loop', 'localhost') }).end());
    const looped = expectOutcome(await checker.check(fresh(site.url('/loop'))), 'failed');
    expect(looped.error).toBe('Too many redirects (more than 3)');
    await checker.close();
  });

  it('refuses a loopback source unless private networks are allowed', async () => {
    const checker = createHttpSourceChecker({ ...OPTIONS, allowPrivateNetworks: false });
    site.page('/private', article('Internal', 'Not for outsiders.'));
    const check = expectOutcome(await checker.check(fresh(site.url('/private', 'localhost'))), 'failed');
    // The tenant learns that the host is private, never which internal address it resolved to.
    expect(check.error).toBe('Refused: localhost resolves to a private or reserved address, not a public address');
    expect(check.error).not.toMatch(/127\.0\.0\.1|::1/);
    await checker.close();
  });

  it('refuses a redirect from a public site to a private address', async () => {
    // The machine has no public address, so "public.test" stands in for a public site; every other
    // connection goes through the real guard with private networks refused.
    const connect = buildConnector({ timeout: 2_000 });
    const dispatcher = new Agent({
      connect(options, callback) {
        if (options.hostname === 'public.test') return connect({ ...options, hostname: '127.0.0.1' }, callback);
        resolveAllowedAddress(options.hostname, false).then(
          (address) => connect({ ...options, hostname: address }, callback),
          (error: Error) => callback(error, null),
        );
      },
    });
    const checker = createHttpSourceChecker({ ...OPTIONS, allowPrivateNetworks: false }, dispatcher);
    site.route('/to-metadata', (_request, response) =>
      response.writeHead(302, { location: `http://169.254.169.254:${site.port}/latest/meta-data` }).end(),
    );
    site.route('/to-loopback', (_request, response) => response.writeHead(302, { location: site.url('/private') }).end());

    const metadata = expectOutcome(await checker.check(fresh(site.url('/to-metadata', 'public.test'))), 'failed');
    expect(metadata.error).toBe('Refused: 169.254.169.254 resolves to a private or reserved address, not a public address');
    const loopback = expectOutcome(await checker.check(fresh(site.url('/to-loopback', 'public.test'))), 'failed');
    expect(loopback.error).toBe('Refused: 127.0.0.1 resolves to a private or reserved address, not a public address');
    await checker.close();
  });

  it('reports a connection that is refused', async () => {
    const checker = createHttpSourceChecker(OPTIONS);
    const closed = await startLocalSite();
    await closed.close();
    const check = expectOutcome(await checker.check(fresh(closed.url('/'))), 'failed');
    expect(check.error).toBe('Could not fetch: ECONNREFUSED');
    await checker.close();
  });

  it('sends a GET once more when the site drops the kept-alive connection under it, and only once', async () => {
    // One connection per origin, so the second check is sure to reuse the first one's.
    const checker = createHttpSourceChecker(OPTIONS, new Agent({ connections: 1 }));
    for (const drop of ['close', 'reset'] as const) {
      const site = await startDroppingSite((request) => (request.connectionRequest === 2 ? drop : 'answer'));
      const baseline = expectOutcome(await checker.check(fresh(site.url)), 'baseline');
      // The second check reuses the first one's connection, which the site drops as the request arrives.
      expectOutcome(await checker.check(baseline.state), 'unchanged');
      expect(site.requests).toEqual([
        { connection: 1, connectionRequest: 1, answered: 'answer' },
        { connection: 1, connectionRequest: 2, answered: drop },
        { connection: 2, connectionRequest: 1, answered: 'answer' },
      ]);
      await site.close();
    }
    const dropsAll = await startDroppingSite(() => 'reset');
    const failed = expectOutcome(await checker.check(fresh(dropsAll.url)), 'failed');
    expect(failed.error).toBe('Could not fetch: ECONNRESET');
    expect(dropsAll.requests).toHaveLength(2);
    await dropsAll.close();
    await checker.close();
  });

  it('keeps at most perHostConcurrency requests in flight per host, and concurrency overall', async () => {
    const checker = createHttpSourceChecker({ ...OPTIONS, concurrency: 3, perHostConcurrency: 2 });
    site.route('/queued', (_request, response) => {
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/plain' }).end('queued page'), 30);
    });
    site.maxInFlightByHost.clear();
    const urls = Array.from({ length: 12 }, (_, index) => site.url(`/queued?n=${index}`, index % 2 === 0 ? '127.0.0.1' : 'localhost'));
    const checks = await Promise.all(urls.map((url) => checker.check(fresh(url))));
    expect(checks.map((check) => check.outcome)).toEqual(urls.map(() => 'baseline'));
    expect(site.maxInFlightByHost.get(`127.0.0.1:${site.port}`)).toBe(2);
    expect(site.maxInFlightByHost.get(`localhost:${site.port}`)).toBe(2);
    expect(site.maxInFlight()).toBeLessThanOrEqual(3);
    await checker.close();
  });

  it('narrows the comparison to the include selectors, without the exclude selectors, and fails an invalid selector', async () => {
    const checker = createHttpSourceChecker(OPTIONS);
    const page = (price: string, news: string, visitors: string) =>
      `<html><body><main><section id="plans"><h2>Plans</h2><p>Pro ${price}</p><p class="live">${visitors} online</p></section><section id="news"><p>${news}</p></section></main></body></html>`;
    const selectors = { include: ['#plans'], exclude: ['.live'] };
    site.page('/selected', page('$30', 'Launch week', 'Bob'));
    const baseline = expectOutcome(await checker.check(fresh(site.url('/selected')), selectors), 'baseline');
    expect(baseline.state.text).toBe('## Plans\nPro $30');

    site.page('/selected', page('$30', 'Webinar on Friday', 'Alice'));
    expect((await checker.check(baseline.state, selectors)).outcome).toBe('unchanged');
    site.page('/selected', page('$35', 'Webinar on Friday', 'Alice'));
    expect(expectOutcome(await checker.check(baseline.state, selectors), 'changed').summary).toBe('Changed “Pro $30” to “Pro $35”.');

    const invalid = expectOutcome(await checker.check(baseline.state, { include: ['div:nope'] }), 'failed');
    expect(invalid.error).toBe('The selector “div:nope” is not a valid CSS selector: Unknown pseudo-class :nope');
    await checker.close();
  });

  it('decodes the charset from the header or the page, and handles plain text and JSON', async () => {
    const checker = createHttpSourceChecker(OPTIONS);
    const latin1 = Buffer.from('<html><body><main><p>Caf\xe9 cr\xe8me \u20ac</p></main></body></html>'.replace('\u20ac', '\x80'), 'latin1');
    site.route('/latin1-header', (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' }).end(latin1),
    );
    site.route('/latin1-meta', (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1])),
    );
    site.route('/notes.txt', (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/plain' }).end('line one\n\n  line   two\n'),
    );
    site.route('/data.json', (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"b":1,"a":[2,3]}'),
    );

    for (const path of ['/latin1-header', '/latin1-meta']) {
      expect(expectOutcome(await checker.check(fresh(site.url(path))), 'baseline').state.text).toBe('Café crème €');
    }
    expect(expectOutcome(await checker.check(fresh(site.url('/notes.txt'))), 'baseline').state.text).toBe('line one\nline two');
    const json = expectOutcome(await checker.check(fresh(site.url('/data.json'))), 'baseline');
    site.route('/data.json', (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"a":[2,3],"b":1}'),
    );
    expect((await checker.check(json.state)).outcome).toBe('unchanged');
    await checker.close();
  });
});

interface DroppingSiteRequest {
  connection: number;
  connectionRequest: number;
  answered: 'answer' | 'close' | 'reset';
}

/**
 * A site on raw TCP that keeps connections alive and answers or drops each request as `decide` says: a
 * clean close (FIN) or a reset (RST) as the request arrives, what a site's idle timeout does to a reused
 * connection. Each request is recorded with its connection.
 */
async function startDroppingSite(decide: (request: Omit<DroppingSiteRequest, 'answered'>) => DroppingSiteRequest['answered']) {
  const requests: DroppingSiteRequest[] = [];
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const connection = ++connections;
    let connectionRequest = 0;
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      while (received.includes('\r\n\r\n')) {
        received = received.slice(received.indexOf('\r\n\r\n') + 4);
        const request = { connection, connectionRequest: ++connectionRequest };
        const answered = decide(request);
        requests.push({ ...request, answered });
        if (answered === 'close') return void socket.destroy();
        if (answered === 'reset') return void socket.resetAndDestroy();
        const body = '<!doctype html><html><body><main><h1>Opening hours</h1><p>Open daily from nine to five.</p></main></body></html>';
        socket.write(
          `HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: ${body.length}\r\nkeep-alive: timeout=60\r\n\r\n${body}`,
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hours`,
    requests,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
