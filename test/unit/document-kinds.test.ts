import { challengeWall, refusalWall } from '../../domain/monitoring/checker/kinds/bot-wall';
import { describeFeedChange, feedCanonical, feedItems, feedText, parseFeedText } from '../../domain/monitoring/checker/kinds/feed';
import { jsonCanonical, jsonLines } from '../../domain/monitoring/checker/kinds/json';
import { pdfCanonical, sentencesOf, withoutRunningLines } from '../../domain/monitoring/checker/kinds/pdf';
import { describeSitemapChange, parseSitemap, sitemapSettled, sitemapText } from '../../domain/monitoring/checker/kinds/sitemap';
import { sourceKindOf } from '../../domain/monitoring/checker/kinds/sniff';
import { withoutTracking } from '../../domain/monitoring/checker/kinds/tracking';
import { atomFeed, NEWS, rssFeed, sitemap, sitemapIndex } from '../support/documents';

const bytes = (text: string) => new TextEncoder().encode(text);
const headers = (values: Record<string, string> = {}) => ({ get: (name: string) => values[name] ?? null });

describe('tracking parameters', () => {
  it('drops click and campaign ids and the fragment, and keeps every other parameter', () => {
    expect(
      withoutTracking('https://a.example/p?id=7&utm_source=x&UTM_Campaign=y&fbclid=1&gclid=2&mc_cid=3&mc_eid=4&_hsenc=5&page=2#top'),
    ).toBe('https://a.example/p?id=7&page=2');
    expect(withoutTracking('tag:acme,2026:1')).toBe('tag:acme,2026:1');
    expect(withoutTracking(' urn:acme:1 ')).toBe('urn:acme:1');
  });
});

describe('what a body is', () => {
  it('sniffs documents servers label loosely', () => {
    expect(sourceKindOf('application/octet-stream', bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sourceKindOf('text/xml', bytes('<?xml version="1.0"?><!-- hi --><rss version="2.0"></rss>'))).toBe('feed');
    expect(sourceKindOf('text/plain', bytes('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"/>'))).toBe('feed');
    expect(sourceKindOf('application/xml', bytes('<?xml version="1.0"?><rdf:RDF xmlns:rdf="x"/>'))).toBe('feed');
    expect(sourceKindOf('application/xml', bytes('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>'))).toBe('sitemap');
    expect(sourceKindOf(null, bytes('<?xml version="1.0"?><sitemapindex/>'))).toBe('sitemap');
    expect(sourceKindOf('application/xml', bytes('<?xml version="1.0"?><catalog/>'))).toBe('text');
    expect(sourceKindOf('application/json', bytes('{"version":"https://jsonfeed.org/version/1.1","items":[]}'))).toBe('feed');
    expect(sourceKindOf('application/json', bytes('{"items":[]}'))).toBe('json');
    expect(sourceKindOf('text/html; charset=utf-8', bytes('<p>x</p>'))).toBe('html');
    expect(sourceKindOf('text/plain', bytes('hello'))).toBe('text');
    expect(sourceKindOf('image/png', bytes('\u0089PNG'))).toBe('binary');
  });
});

describe('PDF text', () => {
  it('joins words hyphenated across lines and cuts the stream into sentences, whatever the line breaks', () => {
    const narrow = [
      'The tenant shall pay the',
      'rent on the first day of each',
      'month. Late pay-',
      'ments incur a fee.',
      '4.2 The landlord repairs.',
    ];
    const wide = [
      'The tenant shall pay the rent on the first day',
      'of each month. Late payments incur a fee. 4.2 The',
      'landlord repairs.',
    ];
    expect(sentencesOf(narrow)).toEqual([
      'The tenant shall pay the rent on the first day of each month.',
      'Late payments incur a fee.',
      '4.2 The landlord repairs.',
    ]);
    expect(sentencesOf(wide)).toEqual(sentencesOf(narrow));
  });

  it('treats a word hyphenated in one layout and whole in another as the same word', () => {
    expect(pdfCanonical(sentencesOf(['a well-', 'known clause.']))).toBe(pdfCanonical(sentencesOf(['a well-known', 'clause.'])));
    expect(pdfCanonical(['Notice of three months.'])).not.toBe(pdfCanonical(['Notice of one month.']));
  });

  it('cuts a very long run of words without a sentence end at word boundaries', () => {
    const words = Array.from({ length: 200 }, (_, index) => `cell${index}`).join(' ');
    const sentences = sentencesOf([words]);
    expect(sentences.length).toBeGreaterThan(1);
    expect(sentences.every((sentence) => sentence.length <= 400)).toBe(true);
    expect(sentences.join(' ')).toBe(words);
  });

  it('drops page numbers, and lines repeated at the top or bottom of at least half of the pages', () => {
    const pages = [
      ['ACME LEASE 2026', 'First clause text.', 'Shared line.', 'Page 1 of 3'],
      ['ACME LEASE 2026', 'Second clause text.', 'Page 2 of 3'],
      ['ACME LEASE 2026', 'Third clause text.', 'Shared line.', '- 3 -'],
    ];
    expect(withoutRunningLines(pages)).toEqual([['First clause text.'], ['Second clause text.'], ['Third clause text.']]);
    expect(withoutRunningLines([['Only page.', '1']])).toEqual([['Only page.']]);
  });
});

describe('feeds', () => {
  it('keys items by guid, else by link without tracking parameters, and reads HTML summaries as text', () => {
    const byGuid = feedItems(rssFeed(NEWS, 1))!;
    expect(byGuid.map((item) => item.key)).toEqual(['news-3', 'news-2', 'news-1']);
    const byLink = feedItems(rssFeed(NEWS, 7, { guids: false }))!;
    expect(byLink[0]).toEqual({
      key: 'https://acme.example/news/lisbon',
      title: 'Acme opens a second office in Lisbon',
      link: null,
      body: ['The new office hosts the support team for southern Europe.'],
    });
    expect(feedItems(atomFeed(NEWS))![1]).toEqual({
      key: 'urn:acme:news-2',
      title: 'Acme Analytics reaches general availability',
      link: 'https://acme.example/news/ga',
      body: ['Every customer can now use the analytics suite.'],
    });
    expect(feedItems('<html><body>not a feed</body></html>')).toBeNull();
  });

  it('stores items as text it can read back, and hashes them in any order', () => {
    const items = feedItems(rssFeed(NEWS, 1))!;
    expect(parseFeedText(feedText(items))).toEqual(items);
    expect(feedCanonical([...items].reverse())).toBe(feedCanonical(items));
    expect(feedCanonical(feedItems(rssFeed(NEWS, 2, { guids: false }))!)).toBe(
      feedCanonical(feedItems(rssFeed(NEWS, 9, { guids: false }))!),
    );
  });

  it('names new, edited and removed items', () => {
    const before = feedText(feedItems(rssFeed(NEWS))!);
    const corrected = NEWS.map((item) =>
      item.id === 'news-1' ? { ...item, summary: 'Acme will contribute exporters and a collector.' } : item,
    );
    const edit = describeFeedChange(before, feedText(feedItems(rssFeed(corrected))!));
    expect(edit.summary).toBe('Edited item: “Acme joins the open telemetry consortium”.');
    expect(edit.diff).toContain('-  Acme will contribute exporters for its platform.\n+  Acme will contribute exporters and a collector.');
    const many = describeFeedChange(
      before,
      feedText(feedItems(rssFeed([{ ...NEWS[0]!, id: 'n5', title: 'Five' }, { ...NEWS[0]!, id: 'n6', title: 'Six' }, NEWS[0]!]))!),
    );
    expect(many.summary).toBe('2 new items and 2 removed: “Five”, “Six”, “Acme Analytics reaches general availability”….');
  });
});

describe('JSON', () => {
  it('flattens to sorted paths, masking per-response values under their keys', () => {
    const lines = jsonLines('{"b":[1,{"y":true,"x":null}],"a":{"request_id":"r-1","traceId":"abc","name":"Pro"},"c":[],"odd key":{}}')!;
    expect(lines).toEqual([
      'a.name: "Pro"',
      'a.request_id: ⟨volatile⟩',
      'a.traceId: ⟨volatile⟩',
      'b[0]: 1',
      'b[1].x: null',
      'b[1].y: true',
      'c: []',
      '["odd key"]: {}',
    ]);
    expect(jsonLines('not json')).toBeNull();
    expect(jsonLines('42')).toEqual(['(root): 42']);
  });

  it('applies the text noise rules to values: UUIDs and response timestamps are not content, a date elsewhere is', () => {
    const a = jsonCanonical(jsonLines('{"id":"3f2b8c1e-9d4a-4c1b-8e2f-1a2b3c4d5e6f","generatedAt":"2026-11-23T10:00:00Z","price":49}')!);
    const b = jsonCanonical(jsonLines('{"price":49,"generatedAt":"2026-11-24T11:30:00Z","id":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d"}')!);
    expect(a).toBe(b);
    // Issue 17: a date that moves outside a response-time field is content (an event or a deadline moved).
    const deadline = (date: string) => jsonCanonical(jsonLines(`{"deadline":"${date}","price":49}`)!);
    expect(deadline('2026-12-01T00:00:00Z')).not.toBe(deadline('2026-12-08T00:00:00Z'));
    expect(jsonCanonical(jsonLines('{"price":59}')!)).not.toBe(jsonCanonical(jsonLines('{"price":49}')!));
  });
});

describe('sitemaps', () => {
  it('reads page URLs with their lastmod, and child sitemaps', () => {
    expect(parseSitemap(sitemap(['/a', '/b'], 'https://s.example'))).toEqual({
      kind: 'urlset',
      entries: [
        { url: 'https://s.example/a', lastmod: '2026-11-21' },
        { url: 'https://s.example/b', lastmod: '2026-11-21' },
      ],
    });
    expect(parseSitemap('<urlset><url><loc>https://s.example/only</loc></url></urlset>')).toEqual({
      kind: 'urlset',
      entries: [{ url: 'https://s.example/only', lastmod: null }],
    });
    expect(parseSitemap(sitemapIndex(['https://s.example/1.xml']))).toEqual({ kind: 'index', sitemaps: ['https://s.example/1.xml'] });
    expect(parseSitemap('<?xml version="1.0"?><catalog/>')).toBeNull();
  });

  const pages = (...urls: string[]) => urls.map((url) => ({ url: `https://s.example/${url}`, lastmod: null }));

  it('says which pages were added and removed', () => {
    const before = sitemapText(pages('b', 'a?utm_source=x', 'a'));
    expect(before).toBe('https://s.example/a\nhttps://s.example/b');
    expect(describeSitemapChange(before, sitemapText(pages('a', 'b', 'c'))).summary).toBe('New page: https://s.example/c.');
    const both = describeSitemapChange(before, sitemapText(pages('c', 'd', 'e', 'f', 'a')));
    expect(both.summary).toBe(
      '4 new pages: https://s.example/c, https://s.example/d, https://s.example/e and 1 more; removed page: https://s.example/b.',
    );
    expect(both.diff).toBe(
      '--- previous\n+++ current\n@@ New pages @@\n+https://s.example/c\n+https://s.example/d\n+https://s.example/e\n+https://s.example/f\n@@ Removed pages @@\n-https://s.example/b\n',
    );
  });

  it('tells a page whose lastmod moved alone or with a few others, not a sitemap regenerated', () => {
    const dated = (updated: string[]) =>
      sitemapText(
        ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'].map((page) => ({
          url: `https://s.example/${page}`,
          lastmod: updated.includes(page) ? '2026-03-02' : '2026-01-10',
        })),
      );
    const before = dated([]);
    expect(sitemapSettled(before, dated(['c']))).toBe(dated(['c']));
    const one = describeSitemapChange(before, dated(['c']));
    expect(one.summary).toBe('Updated page: https://s.example/c.');
    expect(one.diff).toContain('@@ Updated pages @@\n-https://s.example/c 2026-01-10\n+https://s.example/c 2026-03-02');
    expect(sitemapSettled(before, dated(['a', 'b', 'c', 'd', 'e', 'f']))).toBe(before);
    expect(describeSitemapChange(before, `${dated(['a', 'b', 'c', 'd', 'e', 'f'])}\nhttps://s.example/z`).summary).toBe(
      'New page: https://s.example/z.',
    );
  });
});

describe('bot walls', () => {
  it('takes a refusal for a wall only with a vendor’s or a captcha’s marks, and a 429 always', () => {
    expect(refusalWall(403, headers({ 'cf-mitigated': 'challenge' }), '')).toBe('Cloudflare challenge');
    expect(refusalWall(403, headers({ 'x-datadome': 'protected' }), '')).toBe('DataDome challenge');
    expect(refusalWall(403, headers(), '<script src="https://ct.captcha-delivery.com/c.js"></script>')).toBe('DataDome challenge');
    expect(refusalWall(403, headers(), "<title>Access Denied</title>You don't have permission. Reference #18.2f3e4d5.1763900000.abc")).toBe(
      'Akamai block page',
    );
    expect(refusalWall(403, headers(), '<div id="px-captcha"></div>')).toBe('PerimeterX challenge');
    expect(refusalWall(401, headers(), '<h1>Please sign in</h1>')).toBeNull();
    expect(refusalWall(403, headers(), '<h1>Forbidden</h1>')).toBeNull();
    expect(refusalWall(429, headers(), '')).toBe('rate limited');
    expect(refusalWall(503, headers(), '<h1>Error 503</h1> Cloudflare')).toBeNull();
    expect(refusalWall(404, headers({ 'cf-mitigated': 'challenge' }), '')).toBeNull();
  });

  it('takes a 200 page for a wall only when it is unmistakably a challenge', () => {
    expect(challengeWall('<title>Attention Required! | Cloudflare</title>')).toBe('Cloudflare block page');
    expect(challengeWall('<title>Just a moment...</title>')).toBe('Cloudflare challenge');
    expect(challengeWall('<script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script><h1>Prices</h1>')).toBeNull();
    expect(challengeWall('<p>Our captcha guide: what Cloudflare, DataDome and PerimeterX do.</p>')).toBeNull();
  });
});
