import { extractHtml } from '../../../domain/monitoring/checker/extract-html';
import { canonicalText } from '../../../domain/monitoring/checker/lines';
import { createKeyedLimiter } from '../../../domain/monitoring/checker/limiter';
import { tracksClock, withClockValuesSettled } from '../../../domain/monitoring/checker/clock-values';
import { normalizeNoise, normalizeNoiseAll } from '../../../domain/monitoring/checker/noise';
import { MAX_DIFF_BYTES, boundDiff, describeChange, snippet, summarize } from '../../../domain/monitoring/checker/text-diff';

describe('noise normalization', () => {
  it.each([
    ['Posted 3 minutes ago', 'Posted an hour ago'],
    ['1,234 people watching', '987 people watching'],
    ['Only 3 left in stock', 'Only 1 left in stock'],
    ['Views: 12,345', 'Views: 13,002'],
    ['3.2k views · 41 likes', '3.4k views · 44 likes'],
    ['Sale ends in 02:14:33', 'Sale ends in 01:59:02'],
    ['Ends in 3d 4h 12m', 'Ends in 2d 23h 1m'],
    ['Request 8f3c9a2b-1d4e-4f60-8182-93a4b5c6d7e8', 'Request 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'],
    ['Session a81f09c2d4e5b6a7c8d9', 'Session 77e1c0b2a9f8d7c6b5a4'],
    ['Join 12,408 companies', 'Join 12,433 companies'],
    ['Viewed 1,944 times', 'Viewed 2,310 times'],
    ['marco_p 14h', 'marco_p 1d'],
    ['© 2025 Example', '© 2026 Example'],
    // A per-load id after a reference label is still a token: it looks random.
    ['Request ID a81f09c2d4e5b6a7c8d9e0f1', 'Request ID 77e1c0b2a9f8d7c6b5a4f3e2'],
    ['Reference 8f3c9a2b-1d4e-4f60-8182-93a4b5c6d7e8', 'Reference 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'],
    ['Form csrf-token-9f8e7d6c5b4a3210', 'Form csrf-token-0a1b2c3d4e5f6789'],
    ['Node session_abc123def456ghi789', 'Node session_zyx987wvu654tsr321'],
    // A live wait is still a wait, whatever preposition it takes.
    ['Average wait of 12 min', 'Average wait of 30 min'],
    ['Current wait time: 5 min', 'Current wait time: 25 min'],
    // The visitor's own basket.
    ['Catalogue updated weekly · Your basket: 0 items', 'Catalogue updated weekly · Your basket: 1 item'],
    ['Sign in | Cart (0)', 'Sign in | Cart (3)'],
  ])('treats %j and %j as the same', (before, after) => {
    expect(normalizeNoise(before)).toBe(normalizeNoise(after));
  });

  it.each([
    ['Growth $79/month', 'Growth $89/month'],
    ['Pro plan — €1,299 per year', 'Pro plan — €1,399 per year'],
    ['Version 1.2.10', 'Version 1.2.11'],
    ['Saturday | 9:00 – 18:00', 'Saturday | 9:00 – 17:00'],
    ['Up to 5 users', 'Up to 10 users'],
    ['Team | 600 | 100', 'Team | 300 | 100'],
    ['In stock', 'Sold out'],
    ['We retry for 72 hours', 'We retry for 24 hours'],
    ['Guide price £475,000', 'Guide price £459,950'],
    ['The hearing is on 16 March 2027.', 'The hearing is on 23 March 2027.'],
    ['Applications close 2026-12-01', 'Applications close 2026-12-15'],
    ['Case No. 2:24-cv-01234', 'Case No. 2:24-cv-01243'],
    ['Case No. 2:24-cv-01234-RGK-AGRx', 'Case No. 2:24-cv-01243-RGK-AGRx'],
    ['Invoice INV-2026-000184-ACME-EUROPE-B', 'Invoice INV-2026-000185-ACME-EUROPE-B'],
    ['Docket 24-1234-ab-cd-ef-gh-ij-k', 'Docket 24-1235-ab-cd-ef-gh-ij-k'],
    ['Permit #A-88231', 'Permit #A-88213'],
    ['BLD-RES-ADD-2026-00184 | 412 Alder Creek Road', 'BLD-RES-ADD-2026-00185 | 412 Alder Creek Road'],
    ['Case No. 2:24-cv-01234-RGK-AGRx: motion to dismiss', 'Case No. 2:24-cv-01243-RGK-AGRx: motion to dismiss'],
    ['FOIA request FOIA-2026-0042 was closed', 'FOIA request FOIA-2026-0024 was closed'],
    ['Application reference 2026/04183/FUL', 'Application reference 2026/04813/FUL'],
    ['Support replies within 2 hours', 'Support replies within 4 hours'],
    ['Points expire after 12 months', 'Points expire after 6 months'],
    ['Typical response time is 2 hours', 'Typical response time is 24 hours'],
    ['Response time: 4h', 'Response time: 8h'],
    ['Cooling-off period 14d', 'Cooling-off period 30d'],
    ['a 14-day notice period', 'a 30-day notice period'],
    ['The client retries after 5 minutes', 'The client retries after 10 minutes'],
    ['Shipping takes 2-3 business days', 'Shipping takes 5-7 business days'],
    ['Refunds are processed in 14 days', 'Refunds are processed in 30 days'],
    ['Final score 2–1', 'Final score 2–2'],
    ['Updated 10:42', 'Updated 11:07'],
    ['A cabin bag of up to 10 kg', 'A cabin bag of up to 8 kg'],
    ['Add to cart: 2 for £10', 'Add to cart: 3 for £10'],
    ['German shares (Xetra) | €7.90 | Not available', 'German shares (Xetra) | €9.90 | Not available'],
    ['In stock: £12.50 a pack', 'In stock: £14.00 a pack'],
  ])('keeps %j and %j apart', (before, after) => {
    expect(normalizeNoise(before)).not.toBe(normalizeNoise(after));
  });
});

describe('tokens, read inside their runs of word characters and hyphens', () => {
  it('replaces a token at either end of the text, beside hyphens or a letter outside ASCII, and leaves a run too short or without a letter', () => {
    const token = 'a1b2c3d4e5f6g7h8i9j0k1';
    expect(normalizeNoise(`${token} at the start`)).toBe('⟨token⟩ at the start');
    expect(normalizeNoise(`at the end ${token}`)).toBe('at the end ⟨token⟩');
    expect(normalizeNoise(`é${token}é --${token}--`)).toBe('é⟨token⟩é --⟨token⟩--');
    expect(normalizeNoise('id-550e8400-e29b-41d4-a716-446655440000-x')).toBe('id-⟨token⟩-x');
    expect(normalizeNoise('hex deadbeefdeadbe1 and deadbeefdeadbee1')).toBe('hex deadbeefdeadbe1 and ⟨token⟩');
    expect(normalizeNoise('run 1-1-1-1-1-1-1-1-1-1-1-1 and permit BLD-RES-ADD-2026-00184')).toBe(
      'run 1-1-1-1-1-1-1-1-1-1-1-1 and permit BLD-RES-ADD-2026-00184',
    );
    expect(normalizeNoiseAll([`x ${token}`, `${token} y`])).toEqual(['x ⟨token⟩', '⟨token⟩ y']);
  });
});

describe('content guards', () => {
  it('puts a guarded value back as the page wrote it, and leaves the page’s own private-use characters alone', () => {
    expect(normalizeNoise('Invoice INV-2026-000184-ACME-EUROPE-B · 1,234 views')).toBe(
      'Invoice INV-2026-000184-ACME-EUROPE-B · ⟨n⟩ ⟨counted⟩',
    );
    expect(normalizeNoise('Replies within 2 hours \uE000\uE010\uE001')).toBe('Replies within 2 hours \uFFFD\uE010\uFFFD');
  });
});

describe('values that track the clock between two fetches', () => {
  const at = (previous: string, current: string) => ({ previous: new Date(previous), current: new Date(current) });
  const hourLater = at('2026-11-22T10:42:10Z', '2026-11-22T11:07:40Z');
  const nextDay = at('2026-11-22T06:14:00Z', '2026-11-23T08:01:30Z');

  it.each([
    ['Updated 10:42', 'Updated 11:07', hourLater],
    ['Updated 10:42 CET', 'Updated 11:07 CET', hourLater],
    ['Monday 11:42', 'Monday 12:07', hourLater],
    ['By Ana · Updated Nov 22, 2026, 8:12 AM', 'By Ana · Updated Nov 23, 2026, 9:58 AM', nextDay],
    ['Released 2026-11-22T06:10:03Z', 'Released 2026-11-23T07:57:40Z', nextDay],
    ['Server time: 11/22/2026 06:14:55 AM', 'Server time: 11/23/2026 08:01:12 AM', nextDay],
    ['Last reviewed: 22 November 2026', 'Last reviewed: 23 November 2026', nextDay],
    ['Sunday, November 22', 'Monday, November 23', nextDay],
    ['Order within 3 hrs 12 mins for delivery tomorrow', 'Order within 2 hrs 47 mins for delivery tomorrow', hourLater],
    ['Starts in 113 days 17 hours 48 minutes', 'Starts in 112 days 15 hours 59 minutes', nextDay],
    // The page's own build, refresh or data stamp moved forward, however far from the fetch time.
    ['Built at 2026-11-20 14:02', 'Built at 2026-11-21 03:15', hourLater],
    ['Data as of 30 September 2026', 'Data as of 31 October 2026', hourLater],
    ['Last refreshed: 18 November 2026', 'Last refreshed: 21 November 2026', hourLater],
    ['This page was last updated on 3 March 2026', 'This page was last updated on 19 November 2026', nextDay],
    ['Generated on Nov 19, 2026 at 4:10 PM', 'Generated on Nov 21, 2026 at 2:55 AM', hourLater],
    [
      'Figures as of October 2026 | Source: national statistics office',
      'Figures as of November 2026 | Source: national statistics office',
      nextDay,
    ],
    // Blocks read as one line: the stamp runs on into the next block.
    ['won 3–1. Built: 2026-11-21T04:57Z “Oh my,” Lucas said.', 'won 3–1. Built: 2026-11-22T05:44Z “Oh my,” Lucas said.', nextDay],
    // Countdowns in other shapes: a clock face, compact units, separators.
    ['Offer ends in 47:59:59', 'Offer ends in 47:34:29', hourLater],
    ['Deal ends 05:12:09', 'Deal ends 04:46:39', hourLater],
    ['Reserved for you: 05:12 left', 'Reserved for you: 04:47 left', hourLater],
    ['Get it by Thursday if you order in the next 5h 10m', 'Get it by Thursday if you order in the next 4h 45m', hourLater],
    ['Ends in 02d : 14h : 33m', 'Ends in 02d : 14h : 08m', hourLater],
    ['Sale ends in 2 days 4 hours', 'Sale ends in 2 days 3 hours', hourLater],
    // Whole days in words count when the words say so.
    ['Registration closes in 3 days', 'Registration closes in 2 days', nextDay],
    ['Only 5 days left to apply', 'Only 4 days left to apply', nextDay],
    ['12 days since the last incident', '13 days since the last incident', nextDay],
    // A promised delivery day keeps its distance from the fetch date.
    ['FREE delivery Sunday, November 29', 'FREE delivery Monday, November 30', nextDay],
    ['Get it by Thursday', 'Get it by Friday', nextDay],
    ['Want it Tuesday, 24 Nov? Order within 4 hrs 22 mins', 'Want it Wednesday, 25 Nov? Order within 2 hrs 35 mins', nextDay],
  ])('%j then %j is the clock moving', (before, after, times) => {
    expect(tracksClock(before, after, times)).toBe(true);
  });

  it.each([
    ['The hearing is on 16 March 2027.', 'The hearing is on 23 March 2027.', nextDay],
    ['Deadline: 1 December 2026, 17:00', 'Deadline: 8 December 2026, 17:00', nextDay],
    ['Updated 10:42', 'Updated 09:15', hourLater],
    ['Doors open at 19:00', 'Doors open at 19:25', hourLater],
    ['Returns accepted within 30 days', 'Returns accepted within 14 days', nextDay],
    ['Notice period: 2 months', 'Notice period: 1 month', nextDay],
    // Whole days in words are a term unless said to count, even when they moved by the day that passed.
    ['Gate-in is restricted to 3 days before vessel arrival.', 'Gate-in is restricted to 2 days before vessel arrival.', nextDay],
    ['Cancel free of charge up to 3 days before departure', 'Cancel free of charge up to 2 days before departure', nextDay],
    ['Last reviewed: 22 November 2026', 'Last reviewed: 23 November 2026, by the board', nextDay],
    ['Order within 3 hrs 12 mins', 'Order within 1 hrs 12 mins', hourLater],
    // Dates the page is about, though a stamp word may be near.
    ['Effective as of 1 October 2026', 'Effective as of 1 November 2026', nextDay],
    ['Updated: the hearing is now on 16 March 2026', 'Updated: the hearing is now on 23 March 2026', nextDay],
    ['Deadline moved to 12 May 2026', 'Deadline moved to 19 May 2026', nextDay],
    ['Next update: 1 December 2026', 'Next update: 1 January 2027', nextDay],
    [
      'The ministry updated the figures on 3 March 2026, after the audit found that the earlier totals had double-counted regional grants',
      'The ministry updated the figures on 10 March 2026, after the audit found that the earlier totals had double-counted regional grants',
      nextDay,
    ],
    [
      'In a statement last updated on 3 March 2026 the council said it would appeal the ruling',
      'In a statement last updated on 10 March 2026 the council said it would appeal the ruling',
      nextDay,
    ],
    // A stamp that went back, or into the future, is not a refresh.
    ['Last updated: 20 November 2026', 'Last updated: 18 November 2026', hourLater],
    ['Data as of 30 September 2026', 'Data as of 30 December 2026', hourLater],
    // A countdown that grew, or a delivery day that moved away from the fetch date.
    ['Offer ends in 02:14:33', 'Offer ends in 05:14:33', hourLater],
    ['Deal ends 05:12:09', 'Deal ends 06:12:09', hourLater],
    ['FREE delivery Sunday, November 29', 'FREE delivery Sunday, December 13', nextDay],
    [
      'Delivery of the first trains is planned for 25 November 2026',
      'Delivery of the first trains is planned for 26 November 2026',
      nextDay,
    ],
  ])('%j then %j is an edit', (before, after, times) => {
    expect(tracksClock(before, after, times)).toBe(false);
  });

  it('puts back a line whose clock moved beside a value the noise rules mask, not one whose other words changed', () => {
    const lines = (...texts: string[]) => texts.map((text) => ({ text, group: null, item: null }));
    const before = 'Page refreshed 10:40 UTC · Updated 2 minutes ago\nAll systems operational';
    const settled = withClockValuesSettled(
      before,
      lines('Page refreshed 11:07 UTC · Updated 1 minute ago', 'All systems operational'),
      hourLater,
    );
    expect(settled.map((line) => line.text).join('\n')).toBe(before);
    const edited = withClockValuesSettled(before, lines('Page refreshed 11:07 UTC · Major outage', 'All systems operational'), hourLater);
    expect(edited[0]!.text).toBe('Page refreshed 11:07 UTC · Major outage');
  });
});

describe('main-content extraction', () => {
  const page = `<html><head><title>T</title><script>var x = 1;</script></head><body>
    <header class="site-header"><a href="/">Brand</a></header><nav><a href="/a">A</a></nav>
    <div class="cookie-banner">We use cookies</div>
    <div id="content"><h1>Plans</h1><p>Pick <b>one</b>.</p>
      <table><tr><th>Plan</th><th>Price</th></tr><tr><td>Basic</td><td>$10</td></tr><tr><td>Pro</td><td>$30</td></tr></table>
      <ul><li>Cancel anytime</li><li>No setup fee</li></ul>
      <p hidden>Secret</p><p style="display: none">Also hidden</p>
      <div class="social-share">Share 12</div><span class="like-count">42</span>
    </div>
    <aside class="sidebar">Related links</aside><footer>© 2026 Brand</footer></body></html>`;

  it('keeps headings, paragraphs, table rows and list items, and drops chrome, scripts and hidden elements', () => {
    expect(extractHtml(page).map((line) => line.text)).toEqual([
      '# Plans',
      'Pick one.',
      'Plan | Price',
      'Basic | $10',
      'Pro | $30',
      '- Cancel anytime',
      '- No setup fee',
      '⟨n⟩',
    ]);
  });

  it('puts a term and its description on one line, keeps a description with blocks of its own apart, and hashes pairs in any order alike', () => {
    const html = (pairs: string) => `<main><h2>Uptime</h2><dl>${pairs}</dl></main>`;
    const terms = '<dt>Compute</dt><dd>99.991%</dd><div><dt>Storage</dt><dd>99.998%</dd></div><dt hidden>Old</dt><dd>n/a</dd>';
    expect(extractHtml(html(terms)).map((line) => line.text)).toEqual(['## Uptime', 'Compute: 99.991%', 'Storage: 99.998%', 'n/a']);
    expect(
      extractHtml(html('<dt>Plus</dt><dd><p>Cabin bag.</p><p>Seat selection.</p></dd><dt>Flex</dt>')).map((line) => line.text),
    ).toEqual(['## Uptime', 'Plus', 'Cabin bag.', 'Seat selection.', 'Flex']);
    const swapped = '<dt>Storage</dt><dd>99.998%</dd><dt>Compute</dt><dd>99.991%</dd>';
    expect(canonicalText(extractHtml(html(swapped)))).toBe(
      canonicalText(extractHtml(html('<dt>Compute</dt><dd>99.991%</dd><dt>Storage</dt><dd>99.998%</dd>'))),
    );
  });

  it('prefers <main> over the whole body, and keeps a chrome-classed block that holds the headline', () => {
    const html = '<body><p>Outside</p><main><div class="hero-banner promo"><h1>Launch week</h1></div><p>Inside</p></main></body>';
    expect(extractHtml(html).map((line) => line.text)).toEqual(['# Launch week', 'Inside']);
  });

  it('keeps a section of <main> named like chrome that opens with a subheading over prose, and still drops the bars named so', () => {
    const prose =
      'We share data with UCAS, the Home Office for students needing a visa, and our recruitment agents where you applied through one.';
    const html = `<body><div class="sharing"><h2>Share this</h2><p>${prose}</p></div><main>
      <section id="intro"><h2>Who we are</h2><p>${prose} ${prose}</p></section>
      <section id="sharing"><h2>Who we share it with</h2><p>${prose}</p><p>We do not sell your data to anyone.</p></section>
      <div class="share-buttons"><h3>Share</h3><a href="/x">X</a> <a href="/m">Mail</a></div>
      <div class="related"><h3>Related notices</h3><ul><li><a href="/a">${prose}</a></li></ul></div>
      <aside class="sidebar"><h3>About</h3><p>${prose}</p></aside>
    </main></body>`;
    expect(extractHtml(html).map((line) => line.text)).toEqual([
      '## Who we are',
      `${prose} ${prose}`,
      '## Who we share it with',
      prose,
      'We do not sell your data to anyone.',
    ]);
  });

  it('keeps a feature matrix’s symbol cells and a tab panel not shown yet, and still drops hidden parts', () => {
    const html = `<main><h1>Pricing</h1>
      <div role="tablist"><button role="tab">Annual</button><button role="tab">Monthly</button></div>
      <section role="tabpanel"><table><tr><th>Annual</th><td>$39</td></tr></table></section>
      <section role="tabpanel" hidden><table><tr><th>Monthly</th><td>$49</td></tr></table></section>
      <p hidden>Template text</p>
      <table><tr><td>A/B testing</td><td>—</td><td><span>✓</span></td></tr></table></main>`;
    expect(extractHtml(html).map((line) => line.text)).toEqual([
      '# Pricing',
      'AnnualMonthly',
      'Annual | $39',
      'Monthly | $49',
      'A/B testing | — | ✓',
    ]);
  });

  it('reads an accordion panel its button opens, and not a hidden part no button opens', () => {
    const html = `<main><h1>Questions</h1>
      <h3><button aria-expanded="false" aria-controls="faq-2">Can I get a refund?</button></h3>
      <div id="faq-2" hidden><p>Within 30 days of purchase.</p></div>
      <h3><button aria-expanded="false" aria-controls="faq-3">Do you invoice?</button></h3>
      <p>Between the button and its panel.</p>
      <div id="faq-3" hidden><p>Yes, yearly.</p></div>
      <div id="draft" hidden><p>Draft answer.</p></div></main>`;
    expect(extractHtml(html).map((line) => line.text)).toEqual([
      '# Questions',
      '### Can I get a refund?',
      'Within 30 days of purchase.',
      '### Do you invoice?',
      'Between the button and its panel.',
    ]);
  });

  it('hashes the items of a list, table or card collection in any order the same, but not a changed item', () => {
    const list = (items: string[]) => `<main><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></main>`;
    const cards = (items: string[]) =>
      `<main>${items.map((item) => `<div class="card"><h3>${item}</h3><p>About ${item}</p></div>`).join('')}</main>`;
    expect(canonicalText(extractHtml(list(['a', 'b', 'c'])))).toBe(canonicalText(extractHtml(list(['c', 'a', 'b']))));
    expect(canonicalText(extractHtml(list(['a', 'b', 'c'])))).not.toBe(canonicalText(extractHtml(list(['a', 'b', 'd']))));
    expect(canonicalText(extractHtml(cards(['x', 'y', 'z'])))).toBe(canonicalText(extractHtml(cards(['z', 'x', 'y']))));
    expect(canonicalText(extractHtml(cards(['x', 'y', 'z'])))).not.toBe(canonicalText(extractHtml(cards(['x', 'y']))));
  });
});

describe('diff and summary', () => {
  it('leaves noise-only line changes out of the diff and quotes the page as written', () => {
    const { diff, summary } = describeChange('# Rates\nViews: 1,204\nRate 4.10%\nFooter', '# Rates\nViews: 1,377\nRate 3.85%\nFooter');
    expect(diff).toContain('-Rate 4.10%\n+Rate 3.85%');
    expect(diff).not.toMatch(/^[+-]Views/m);
    expect(summary).toBe('Changed “Rate 4.10%” to “Rate 3.85%”.');
  });

  it('bounds a long diff at a line boundary with a marker', () => {
    const previous = Array.from({ length: 4_000 }, (_, index) => `old line ${index}`).join('\n');
    const current = Array.from({ length: 4_000 }, (_, index) => `new line ${index}`).join('\n');
    const { diff } = describeChange(previous, current);
    expect(Buffer.byteLength(diff)).toBeLessThanOrEqual(MAX_DIFF_BYTES);
    expect(diff).toMatch(/\n… diff truncated: \d+ more lines\n$/);
    expect(boundDiff('short')).toBe('short');
  });

  it('summarizes additions, removals and mixed edits in one sentence with a bounded snippet', () => {
    expect(summarize(['New row'], [])).toBe('Added 1 line: “New row”.');
    expect(summarize([], ['Old row', 'Older row'])).toBe('Removed 2 lines: “Old row”.');
    expect(summarize(['a', 'b'], ['c'])).toBe('2 lines added and 1 removed, starting with “a”.');
    expect(summarize([], [])).toBe('The content was reordered.');
    expect(snippet('x'.repeat(500))).toHaveLength(120);
  });
});

describe('keyed limiter', () => {
  it('never runs more than the bounds allow, overall and per key, and runs everything', async () => {
    const limiter = createKeyedLimiter(3, 2);
    const running = new Map<string, number>();
    let overall = 0;
    let maxOverall = 0;
    const maxByKey = new Map<string, number>();
    const task = (key: string) => async () => {
      overall += 1;
      running.set(key, (running.get(key) ?? 0) + 1);
      maxOverall = Math.max(maxOverall, overall);
      maxByKey.set(key, Math.max(maxByKey.get(key) ?? 0, running.get(key)!));
      await new Promise((resolve) => setImmediate(resolve));
      overall -= 1;
      running.set(key, running.get(key)! - 1);
      return key;
    };
    const keys = Array.from({ length: 30 }, (_, index) => ['a', 'b', 'c'][index % 3]!);
    expect(await Promise.all(keys.map((key) => limiter.run(key, task(key))))).toEqual(keys);
    expect(maxOverall).toBe(3);
    expect([...maxByKey.values()].every((max) => max <= 2)).toBe(true);
  });
});

describe('normalizing many lines at once', () => {
  it('gives each line what normalizing it alone gives, with no rule reaching across lines', () => {
    const lines = [
      'Views:',
      '12',
      'marco_p 14h',
      'Updated',
      '10:42',
      '3 minutes ago',
      'Price $40',
      '',
      'Case No.',
      '2026-CV-01234',
      'within',
      '2 hours',
    ];
    expect(normalizeNoiseAll(lines)).toEqual(lines.map((line) => normalizeNoise(line)));
    expect(normalizeNoiseAll([])).toEqual([]);
  });

  it('gives a line seen before the same result beside other lines, and holds past what it keeps of them', () => {
    const page = Array.from(
      { length: 3_000 },
      (_, index) => `Item ${index}: 1,204 views · updated ${index % 60} minutes ago · ref A-${index}`,
    );
    const alone = page.map((line) => normalizeNoise(line));
    expect(normalizeNoiseAll(page)).toEqual(alone);
    // The same lines again, shuffled in among new ones and repeated: what was kept, what was dropped and what is new agree.
    const mixed = [...page.slice(2_500), 'Price $40', ...page.slice(0, 100), 'Price $40', 'Views:'];
    expect(normalizeNoiseAll(mixed)).toEqual(mixed.map((line) => normalizeNoise(line)));
    expect(normalizeNoiseAll(['a\u0001b 3 minutes ago'])).toEqual([normalizeNoise('a b 3 minutes ago')]);
  });
});
