import { createReadingPool, type ReadingPool } from '../../../domain/monitoring/checker/reading-pool';
import { READ_IN_THIS_THREAD } from '../../../domain/monitoring/checker/reading';
import type { ChildFetcher, FetchedContent, ReadingTask, SourceState } from '../../../domain/monitoring/source-check';
import { atomFeed, LEASE_TEXT, leasePdf, NEWS, pricingJson, rssFeed, sitemap, sitemapIndex } from '../../support/documents';

/**
 * Bodies are read on the pool's threads, and what a thread answers crosses back by structured clone: a
 * changed source of every kind must come back from a thread as it would from this thread, with its change
 * facts (which the run ledger stores with the change) and its state, fetch time included (a Date from a
 * thread is of the main realm, not of jest's sandbox: equal, though not `instanceof` the test's Date).
 */
const base = 'https://acme.example';
const fresh: SourceState = {
  url: `${base}/source`,
  etag: null,
  lastModified: null,
  quickHash: null,
  bodyHash: null,
  contentHash: null,
  text: null,
};
const children = (bodies: Record<string, FetchedContent>): ChildFetcher => ({
  maxBodyBytes: 2 * 1024 * 1024,
  fetch: (url) => Promise.resolve(bodies[url] ?? { error: `no ${url}` }),
});
const content = (contentType: string, body: string | Buffer, fetchedAt: Date): FetchedContent => ({
  contentType,
  validators: { etag: null, lastModified: null },
  body: new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body),
  fetchedAt,
});
const task = (previous: SourceState, page: FetchedContent): ReadingTask => ({ previous, page, selectors: {}, gate: null });

const article = (price: string, status: string) =>
  `<!doctype html><html><body><main><h1>Pricing</h1><p>The Pro plan costs ${price} euros a month.</p><p>Status: ${status}</p></main></body></html>`;
const childSitemaps = (paths: string[]) => ({
  [`${base}/sitemap-pages.xml`]: content('application/xml', sitemap(paths, base), new Date('2026-11-23T10:00:00Z')),
});

const KINDS: Array<[string, string, string | Buffer, string | Buffer, Record<string, FetchedContent>, Record<string, FetchedContent>]> = [
  ['an HTML page', 'text/html; charset=utf-8', article('49', 'open'), article('59', 'closed'), {}, {}],
  ['a plain text page', 'text/plain', 'Pro plan: 49 EUR\nStatus: open', 'Pro plan: 59 EUR\nStatus: closed', {}, {}],
  ['a JSON endpoint', 'application/json', pricingJson(49), pricingJson(59, 2), {}, {}],
  [
    'an RSS feed',
    'application/rss+xml',
    rssFeed(NEWS),
    rssFeed(
      [{ id: 'news-4', title: 'Acme raises the price of Pro', link: `${base}/news/pro`, summary: 'Pro moves to 59 euros.' }, ...NEWS],
      2,
    ),
    {},
    {},
  ],
  [
    'an Atom feed',
    'application/atom+xml',
    atomFeed(NEWS),
    atomFeed(
      NEWS.map((item, index) => (index === 0 ? { ...item, title: 'Acme opens a second office in Porto' } : item)),
      2,
    ),
    {},
    {},
  ],
  [
    'a PDF',
    'application/pdf',
    leasePdf(LEASE_TEXT),
    leasePdf(LEASE_TEXT.replace('three months of written notice', 'one month of written notice'), { build: 2 }),
    {},
    {},
  ],
  ['a sitemap', 'application/xml', sitemap(['/', '/pricing'], base), sitemap(['/', '/pricing', '/careers'], base, 2), {}, {}],
  [
    'a sitemap index (its children fetched by this thread)',
    'application/xml',
    sitemapIndex([`${base}/sitemap-pages.xml`]),
    sitemapIndex([`${base}/sitemap-pages.xml`], 2),
    childSitemaps(['/', '/pricing']),
    childSitemaps(['/', '/pricing', '/careers']),
  ],
];

describe('reading bodies on the pool of threads', () => {
  let pool: ReadingPool;
  beforeAll(() => {
    pool = createReadingPool({ threads: 2, timeoutMs: 30_000, memoryMb: 256 });
  });
  afterAll(() => pool.close());

  it.each(KINDS)('answers a changed %s as this thread does, with its change facts', async (_kind, type, before, after, first, second) => {
    const baseline = await READ_IN_THIS_THREAD.read(task(fresh, content(type, before, new Date('2026-11-23T10:00:00Z'))), children(first));
    expect(baseline.check.outcome).toBe('baseline');
    const changed = task(baseline.check.state, content(type, after, new Date('2026-11-23T11:00:00Z')));
    const here = await READ_IN_THIS_THREAD.read(changed, children(second));
    const pooled = await pool.read(changed, children(second));
    expect(pooled).toEqual(here);
    expect(pooled.check.outcome).toBe('changed');
    if (pooled.check.outcome !== 'changed') return;
    expect(pooled.check.facts.length).toBeGreaterThan(0);
  });

  it('reads a small body that shares its buffer with others, and leaves that buffer to them', async () => {
    // Small Buffers are slices of one shared pool: the body is copied to the thread, never the pool moved away.
    const body = Buffer.from(article('49', 'open'));
    const neighbour = Buffer.from('a neighbour in the same pool');
    expect(body.buffer).toBe(neighbour.buffer);
    const answer = await pool.read(task(fresh, { ...content('text/html', body, new Date('2026-11-23T10:00:00Z')), body }), children({}));
    expect(answer.check.outcome).toBe('baseline');
    expect(answer.check.state.text).toContain('The Pro plan costs 49 euros a month.');
    expect(body.toString()).toBe(article('49', 'open'));
    expect(neighbour.toString()).toBe('a neighbour in the same pool');
  });
});
