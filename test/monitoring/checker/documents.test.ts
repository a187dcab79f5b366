import { createHttpSourceChecker } from '../../../integrations/http/source-checker';
import { RULES_VERSION } from '../../../domain/monitoring/checker/fingerprint';
import type { SourceCheck, SourceCheckerOptions, SourceState } from '../../../domain/monitoring/source-check';
import { atomFeed, LEASE_TEXT, leasePdf, NEWS, pricingJson, rssFeed, sitemap, sitemapIndex } from '../../support/documents';
import { startLocalSite, type LocalSite } from './local-site';

const OPTIONS: SourceCheckerOptions = {
  allowPrivateNetworks: true,
  timeoutMs: 5_000,
  maxBodyBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  concurrency: 8,
  perHostConcurrency: 4,
  userAgent: 'VigilTest/1.0',
};

function fresh(url: string): SourceState {
  return { url, etag: null, lastModified: null, quickHash: null, bodyHash: null, contentHash: null, text: null };
}

function expectOutcome<T extends SourceCheck['outcome']>(check: SourceCheck, outcome: T): Extract<SourceCheck, { outcome: T }> {
  // A failure's error is shown when another outcome was expected.
  if (outcome !== 'failed')
    expect({ outcome: check.outcome, error: check.outcome === 'failed' ? check.error : undefined }).toEqual({ outcome, error: undefined });
  expect(check.outcome).toBe(outcome);
  return check as Extract<SourceCheck, { outcome: T }>;
}

describe('source checker: documents and data', () => {
  let site: LocalSite;
  const checker = createHttpSourceChecker(OPTIONS);
  beforeAll(async () => {
    site = await startLocalSite();
  });
  afterAll(async () => {
    await checker.close();
    await site.close();
  });

  const serve = (path: string, contentType: string, body: string | Buffer) =>
    site.route(path, (_request, response) => response.writeHead(200, { 'content-type': contentType }).end(body));

  it('reads a PDF as sentences: metadata and a re-flow are not a change, a changed clause is', async () => {
    serve('/lease.pdf', 'application/pdf', leasePdf(LEASE_TEXT));
    const baseline = expectOutcome(await checker.check(fresh(site.url('/lease.pdf'))), 'baseline');
    expect(baseline.state.kind).toBe('pdf');
    expect(baseline.state.contentHash).toMatch(new RegExp(`^${RULES_VERSION}-pdf1:[0-9a-f]{64}$`));
    expect(baseline.state.text).toContain(
      'Late payments incur a fee of five percent of the monthly rent after a grace period of ten days.',
    );
    expect(baseline.state.text).not.toMatch(/Acme PDF engine|page 1 of/);

    // The same words laid out again: other line width, other page breaks (and page count), new metadata.
    serve('/lease.pdf', 'application/octet-stream', leasePdf(LEASE_TEXT, { width: 38, linesPerPage: 5, build: 2 }));
    const reflowed = expectOutcome(await checker.check(baseline.state), 'unchanged');
    expect(reflowed.state.contentHash).toBe(baseline.state.contentHash);

    serve(
      '/lease.pdf',
      'application/pdf',
      leasePdf(LEASE_TEXT.replace('a grace period of ten days', 'a grace period of five days'), { width: 44, build: 3 }),
    );
    const changed = expectOutcome(await checker.check(reflowed.state), 'changed');
    expect(changed.summary).toBe(
      'Changed “Late payments incur a fee of five percent of the monthly rent after a grace period of ten days.” to “Late payments incur a fee of five percent of the monthly rent after a grace period of five days.”.',
    );
    expect(changed.diff).toContain('-Late payments incur a fee of five percent of the monthly rent after a grace period of ten days.');
    expect(changed.diff).toContain('+Late payments incur a fee of five percent of the monthly rent after a grace period of five days.');
    expect(changed.diff.split('\n').filter((line) => /^[-+][^-+]/.test(line))).toHaveLength(2);
  });

  it('puts back a PDF line whose date only followed the clock, and tells the same line moved another way, or beside an edit', async () => {
    let now = new Date('2026-03-02T08:00:00Z');
    const clocked = createHttpSourceChecker({ ...OPTIONS, clock: () => now });
    const printed = (date: string, text = LEASE_TEXT) => leasePdf(`${text} Printed ${date}.`);
    try {
      serve('/printed.pdf', 'application/pdf', printed('2 March 2026'));
      const baseline = expectOutcome(await clocked.check(fresh(site.url('/printed.pdf'))), 'baseline');
      now = new Date('2026-03-03T10:17:00Z');
      serve('/printed.pdf', 'application/pdf', printed('3 March 2026'));
      const reprinted = expectOutcome(await clocked.check(baseline.state), 'unchanged');
      expect(reprinted.state.text).toContain('Printed 3 March 2026.');

      now = new Date('2026-03-04T09:00:00Z');
      serve('/printed.pdf', 'application/pdf', printed('4 March 2026', LEASE_TEXT.replace('ten days', 'five days')));
      const edited = expectOutcome(await clocked.check(reprinted.state), 'changed');
      expect(edited.diff).toContain('+Late payments incur a fee of five percent of the monthly rent after a grace period of five days.');
      expect(edited.diff).not.toMatch(/^[-+].*Printed/m);

      now = new Date('2026-03-05T09:00:00Z');
      serve('/printed.pdf', 'application/pdf', printed('12 March 2026', LEASE_TEXT.replace('ten days', 'five days')));
      expect(expectOutcome(await clocked.check(edited.state), 'changed').diff).toContain('+Printed 12 March 2026.');
    } finally {
      await clocked.close();
    }
  });

  it('re-baselines silently, without a change, a source whose kind changed (stored under another rules prefix)', async () => {
    serve('/was-xml', 'application/rss+xml', rssFeed(NEWS, 1));
    const asFeed = expectOutcome(
      await checker.check({ ...fresh(site.url('/was-xml')), contentHash: 'v1:0000', quickHash: 'v1:1111', text: 'title: Acme news' }),
      'unchanged',
    );
    expect(asFeed.state).toMatchObject({ kind: 'feed', contentHash: expect.stringMatching(new RegExp(`^${RULES_VERSION}-feed1:`)) });
    serve('/was-xml', 'application/rss+xml', rssFeed([...NEWS].slice(1), 2));
    expect(expectOutcome(await checker.check(asFeed.state), 'changed').summary).toBe(
      'Removed item: “Acme opens a second office in Lisbon”.',
    );
  });

  it('fails a PDF it cannot read, keeping the previous state', async () => {
    serve('/broken.pdf', 'application/pdf', '%PDF-1.4\nnot really a pdf');
    const failed = expectOutcome(await checker.check(fresh(site.url('/broken.pdf'))), 'failed');
    expect(failed.error).toMatch(/^Could not read the PDF: /);
    expect(failed.state.contentHash).toBeNull();
  });

  it('compares an RSS feed item by item: tracking parameters, build date, ttl, generator and order are not a change', async () => {
    serve('/feed.xml', 'application/rss+xml', rssFeed(NEWS, 1, { guids: false }));
    const baseline = expectOutcome(await checker.check(fresh(site.url('/feed.xml'))), 'baseline');
    expect(baseline.state.kind).toBe('feed');
    expect(baseline.state.text).toContain(
      '# Acme opens a second office in Lisbon\n  id: https://acme.example/news/lisbon\n  The new office hosts the support team for southern Europe.',
    );

    serve('/feed.xml', 'text/xml', rssFeed([...NEWS].reverse(), 2, { guids: false }));
    expectOutcome(await checker.check(baseline.state), 'unchanged');

    const added = {
      id: 'news-4',
      title: 'Acme raises prices of the Pro plan',
      link: 'https://acme.example/news/prices',
      summary: 'Pro moves from 49 to 59 euros a month.',
    };
    serve('/feed.xml', 'application/rss+xml', rssFeed([added, ...NEWS], 3, { guids: false }));
    const changed = expectOutcome(await checker.check(baseline.state), 'changed');
    expect(changed.summary).toBe('New item: “Acme raises prices of the Pro plan”.');
    expect(changed.diff).toContain(
      '@@ New item @@\n+# Acme raises prices of the Pro plan\n+  https://acme.example/news/prices\n+  Pro moves from 49 to 59 euros a month.',
    );
  });

  it('reports a corrected feed title as an edit of that item, and a removed item', async () => {
    serve('/changelog.atom', 'application/atom+xml', atomFeed(NEWS, 1));
    const baseline = expectOutcome(await checker.check(fresh(site.url('/changelog.atom'))), 'baseline');
    expect(baseline.state.kind).toBe('feed');
    expect(baseline.state.text).toContain(
      '# Acme Analytics reaches general availability\n  id: urn:acme:news-2\n  link: https://acme.example/news/ga\n',
    );
    serve('/changelog.atom', 'application/atom+xml', atomFeed([...NEWS].reverse(), 4));
    expectOutcome(await checker.check(baseline.state), 'unchanged');

    const corrected = NEWS.map((item) =>
      item.id === 'news-2' ? { ...item, title: 'Acme Analytics reaches general availability in Europe' } : item,
    );
    serve('/changelog.atom', 'application/atom+xml', atomFeed(corrected, 5));
    const edited = expectOutcome(await checker.check(baseline.state), 'changed');
    expect(edited.summary).toBe(
      'Edited item: “Acme Analytics reaches general availability” is now “Acme Analytics reaches general availability in Europe”.',
    );
    expect(edited.diff).toContain(
      '@@ Edited item @@\n-# Acme Analytics reaches general availability\n+# Acme Analytics reaches general availability in Europe\n   https://acme.example/news/ga',
    );

    serve('/changelog.atom', 'application/atom+xml', atomFeed(corrected.slice(0, 2), 6));
    const removed = expectOutcome(await checker.check(edited.state), 'changed');
    expect(removed.summary).toBe('Removed item: “Acme joins the open telemetry consortium”.');
  });

  it('reads a JSON Feed as a feed', async () => {
    const jsonFeed = (title: string, load: number) =>
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'Acme',
        items: [
          {
            id: '1',
            url: `https://acme.example/a?utm_source=${load}`,
            title,
            content_html: '<p>Body</p>',
            date_modified: `2026-11-2${load}T00:00:00Z`,
          },
        ],
      });
    serve('/feed.json', 'application/feed+json', jsonFeed('First post', 1));
    const baseline = expectOutcome(await checker.check(fresh(site.url('/feed.json'))), 'baseline');
    expect(baseline.state.kind).toBe('feed');
    serve('/feed.json', 'application/json', jsonFeed('First post', 2));
    expectOutcome(await checker.check(baseline.state), 'unchanged');
    serve('/feed.json', 'application/json', jsonFeed('First post, corrected', 3));
    expect(expectOutcome(await checker.check(baseline.state), 'changed').summary).toBe(
      'Edited item: “First post” is now “First post, corrected”.',
    );
  });

  it('compares JSON as structure: key order, whitespace and per-response values are not a change, a price is', async () => {
    serve('/api/pricing', 'application/json', pricingJson(49, 1));
    const baseline = expectOutcome(await checker.check(fresh(site.url('/api/pricing'))), 'baseline');
    expect(baseline.state.kind).toBe('json');
    expect(baseline.state.text).toContain('plans[1].price: 49');
    serve('/api/pricing', 'application/json; charset=utf-8', pricingJson(49, 2, true));
    expectOutcome(await checker.check(baseline.state), 'unchanged');
    serve('/api/pricing', 'application/json', pricingJson(59, 3));
    const changed = expectOutcome(await checker.check(baseline.state), 'changed');
    expect(changed.summary).toBe('Changed “plans[1].price: 49” to “plans[1].price: 59”.');
    expect(changed.diff).toContain('-plans[1].price: 49\n+plans[1].price: 59');
  });

  it('watches a site through its sitemap index: new and removed pages are the change, a regenerated lastmod and the order are not', async () => {
    const base = site.url('');
    serve('/sitemap-pages.xml', 'application/xml', sitemap(['/', '/pricing', '/about'], base));
    serve('/sitemap-blog.xml', 'application/xml', sitemap(['/blog/one', '/blog/two'], base));
    serve('/sitemap.xml', 'application/xml', sitemapIndex([site.url('/sitemap-pages.xml'), site.url('/sitemap-blog.xml')]));
    const baseline = expectOutcome(await checker.check(fresh(site.url('/sitemap.xml'))), 'baseline');
    expect(baseline.state.kind).toBe('sitemap');
    expect(baseline.state.text!.split('\n')).toHaveLength(5);

    serve('/sitemap-blog.xml', 'text/xml', sitemap(['/blog/two', '/blog/one'], base, 2));
    serve('/sitemap.xml', 'application/xml', sitemapIndex([site.url('/sitemap-blog.xml'), site.url('/sitemap-pages.xml')], 2));
    expectOutcome(await checker.check(baseline.state), 'unchanged');

    serve('/sitemap-blog.xml', 'application/xml', sitemap(['/blog/one', '/blog/two', '/blog/three'], base, 3));
    const added = expectOutcome(await checker.check(baseline.state), 'changed');
    expect(added.summary).toBe(`New page: ${base}/blog/three.`);
    expect(added.diff).toContain(`@@ New pages @@\n+${base}/blog/three`);

    serve('/sitemap-pages.xml', 'application/xml', sitemap(['/', '/pricing'], base, 4));
    expect(expectOutcome(await checker.check(added.state), 'changed').summary).toBe(`Removed page: ${base}/about.`);

    site.route('/sitemap-blog.xml', (_request, response) => response.writeHead(500).end());
    expect(expectOutcome(await checker.check(added.state), 'failed').error).toBe(
      `Could not fetch the sitemap ${site.url('/sitemap-blog.xml')}: HTTP 500 Internal Server Error`,
    );
  });

  it('tells bot walls apart from other failures', async () => {
    site.route('/challenge', (_request, response) =>
      response
        .writeHead(403, { 'content-type': 'text/html', 'cf-mitigated': 'challenge' })
        .end('<!doctype html><title>Just a moment...</title><script>window._cf_chl_opt={}</script>'),
    );
    const challenge = expectOutcome(await checker.check(fresh(site.url('/challenge'))), 'failed');
    expect(challenge).toMatchObject({ blocked: true, error: 'HTTP 403 Forbidden (Cloudflare challenge)' });

    site.page(
      '/wall-200',
      '<html><head><title>Just a moment...</title></head><body>Checking your browser before accessing the site.</body></html>',
    );
    expect(expectOutcome(await checker.check(fresh(site.url('/wall-200'))), 'failed')).toMatchObject({
      blocked: true,
      error: 'Blocked by a bot wall (Cloudflare challenge)',
    });

    site.route('/captcha', (_request, response) =>
      response.writeHead(403, { 'content-type': 'text/html' }).end('<div class="g-recaptcha" data-sitekey="x"></div>'),
    );
    expect(expectOutcome(await checker.check(fresh(site.url('/captcha'))), 'failed')).toMatchObject({
      blocked: true,
      error: 'HTTP 403 Forbidden (captcha page)',
    });

    site.route('/forbidden', (_request, response) => response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Forbidden</h1>'));
    const plain = expectOutcome(await checker.check(fresh(site.url('/forbidden'))), 'failed');
    expect(plain.error).toBe('HTTP 403 Forbidden');
    expect(plain.blocked).toBeUndefined();

    site.page(
      '/article',
      '<html><body><main><h1>How Cloudflare challenges work</h1><p>A page titled “Just a moment...” asks for a captcha.</p></main></body></html>',
    );
    expect(expectOutcome(await checker.check(fresh(site.url('/article'))), 'baseline').state.kind).toBe('html');
  });
});
