import { checkFetched } from '../../domain/monitoring/checker/kinds';
import { ignoreRuleProblem, ignoreTest, selectorProblem } from '../../domain/monitoring/checker/selection';
import { trackedValues } from '../../domain/monitoring/checker/track';
import type { SourceCheck, SourceSelectors, SourceState } from '../../domain/monitoring/source-check';
import { LEASE_TEXT, leasePdf, NEWS, pricingJson, rssFeed } from '../support/documents';

const NO_CHILDREN = { maxBodyBytes: 1_000_000, fetch: () => Promise.resolve({ error: 'none' }) };
const fresh: SourceState = {
  url: 'https://acme.example/p',
  etag: null,
  lastModified: null,
  bodyHash: null,
  quickHash: null,
  contentHash: null,
  text: null,
};

async function read(previous: SourceState, body: string | Buffer, contentType: string, selectors: SourceSelectors): Promise<SourceCheck> {
  const fetched = {
    contentType,
    validators: { etag: null, lastModified: null },
    body: typeof body === 'string' ? Buffer.from(body) : body,
  };
  return checkFetched(previous, fetched, selectors, NO_CHILDREN);
}

/** Reads `first` as the baseline, then `second`: the outcome, with the baseline's text. */
async function compare(first: string | Buffer, second: string | Buffer, contentType: string, selectors: SourceSelectors) {
  const baseline = await read(fresh, first, contentType, selectors);
  if (baseline.outcome !== 'baseline') throw new Error(`no baseline: ${JSON.stringify(baseline)}`);
  return { baseline: baseline.state.text, next: await read(baseline.state, second, contentType, selectors) };
}

const pricingPage = (pro: string, news: string, updated = '09:00') => `<!doctype html><html><body>
  <header><nav @click="open = !open" :class="{ open }"><a href="/">Home</a><a href="/pricing">Pricing</a></nav></header>
  <main>
    <h1>Pricing</h1>
    <p class="news">${news}</p>
    <table id="plans"><tr><th>Plan</th><th>Price</th></tr>
      <tr><td>Starter</td><td class="price">€0</td></tr>
      <tr><td>Pro</td><td class="price">${pro}</td></tr></table>
    <p>Prices last updated at ${updated}</p>
  </main></body></html>`;

describe('a source’s selection on an HTML page', () => {
  const html = 'text/html; charset=utf-8';

  it('compares only the CSS selection: a change outside it is no change, one inside it is', async () => {
    const selectors = { include: ['#plans'] };
    const outside = await compare(pricingPage('€49', 'Webinar on Friday'), pricingPage('€49', 'Launch week'), html, selectors);
    expect(outside.baseline).toBe('Plan | Price\nStarter | €0\nPro | €49');
    expect(outside.next.outcome).toBe('unchanged');
    const inside = await compare(pricingPage('€49', 'Webinar on Friday'), pricingPage('€39', 'Webinar on Friday'), html, selectors);
    expect(inside.next).toMatchObject({ outcome: 'changed', summary: 'Changed “Pro | €49” to “Pro | €39”.' });
  });

  it('selects by XPath (`/…` or `xpath:`), and removes what `exclude` matches, by CSS or XPath', async () => {
    for (const include of [
      '//table[@id="plans"]//tr[td[1]="Pro"]/td[2]',
      'xpath: //td[@class="price"][contains(., "€")]/text()',
      '/html/body/main/table/tr[3]/td[@class="price"]',
    ]) {
      const { baseline, next } = await compare(pricingPage('€49', 'a'), pricingPage('€39', 'b'), html, { include: [include] });
      expect(baseline).toMatch(/€49$/);
      expect(next.outcome).toBe('changed');
    }
    for (const exclude of ['p.news', '//p[@class="news"]']) {
      const { baseline, next } = await compare(pricingPage('€49', 'Webinar'), pricingPage('€49', 'Launch'), html, { exclude: [exclude] });
      expect(baseline).not.toContain('Webinar');
      expect(baseline).toContain('Pro | €49');
      expect(next.outcome).toBe('unchanged');
    }
  });

  it('never counts a line an ignore rule matches, by text or by RE2 regular expression', async () => {
    for (const rule of ['prices LAST updated', '/^Prices last updated at \\d\\d:\\d\\d$/']) {
      const { baseline, next } = await compare(pricingPage('€49', 'a', '09:00'), pricingPage('€49', 'a', '10:30'), html, {
        ignoreText: [rule],
      });
      expect(baseline).not.toContain('last updated');
      expect(next.outcome).toBe('unchanged');
    }
    const { next } = await compare(pricingPage('€49', 'a', '09:00'), pricingPage('€49', 'b', '10:30'), html, {
      ignoreText: ['last updated'],
    });
    expect(next).toMatchObject({ outcome: 'changed', summary: 'Changed “a” to “b”.' });
  });

  it('fails the source when the selection stops matching, and when it selects only empty elements', async () => {
    const selectors = { include: ['td.price'] };
    const baseline = await read(fresh, pricingPage('€49', 'a'), html, selectors);
    const gone = await read(baseline.state, pricingPage('€49', 'a').replaceAll('class="price"', 'class="cost"'), html, selectors);
    expect(gone).toMatchObject({ outcome: 'failed', error: 'The selection matched nothing on the page (include: “td.price”)' });
    expect(gone.state).toEqual(baseline.state);
    const empty = await read(baseline.state, pricingPage('', 'a').replace('€0', ''), html, selectors);
    expect(empty).toMatchObject({ outcome: 'failed', error: 'The selection matched only elements without text' });
  });

  it('selects by absolute XPath in a fragment without `<html>`', async () => {
    const fragment = (price: string) => `<h1>Pricing</h1><table><tr><td>Pro</td><td>${price}</td></tr></table><p>News</p>`;
    const { baseline } = await compare(fragment('€49'), fragment('€39'), html, { include: ['/html/table//td[2]'] });
    expect(baseline).toBe('€49');
  });

  it('refuses a JSONPath selector on a page, naming the syntaxes a page takes', async () => {
    expect(await read(fresh, pricingPage('€49', 'a'), html, { include: ['$.plans'] })).toMatchObject({
      outcome: 'failed',
      error: 'The selector “$.plans” does not apply to an HTML page, which takes CSS or XPath',
    });
  });
});

describe('a source’s selection on documents and data', () => {
  it('selects JSON by JSONPath: a change outside the selected value is no change, one inside it is', async () => {
    const selectors = { include: ["$.plans[?(@.name=='Pro')].price"] };
    const { baseline, next } = await compare(
      pricingJson(49, 1),
      pricingJson(49, 2).replace('"EUR"', '"USD"'),
      'application/json',
      selectors,
    );
    expect(baseline).toBe('plans[1].price: 49');
    expect(next.outcome).toBe('unchanged');
    const price = await compare(pricingJson(49, 1), pricingJson(39, 2), 'application/json', selectors);
    expect(price.next).toMatchObject({ outcome: 'changed', summary: 'Changed “plans[1].price: 49” to “plans[1].price: 39”.' });
    const without = await compare(pricingJson(49, 1), pricingJson(39, 2), 'application/json', { exclude: ['$.plans[*].price'] });
    expect(without.baseline).not.toContain('price');
    expect(without.baseline).toContain('plans[1].seats: 25');
    expect(without.next.outcome).toBe('unchanged');
    expect(await read(fresh, pricingJson(49), 'application/json', { include: ['$.discounts'] })).toMatchObject({
      outcome: 'failed',
      error: 'The selection matched nothing on the page (include: “$.discounts”)',
    });
    expect(await read(fresh, pricingJson(49), 'application/json', { include: ['#plans'] })).toMatchObject({ outcome: 'failed' });
  });

  it('selects a feed’s items by field: titles only, so an edited summary is no change and a new item is', async () => {
    const edited = NEWS.map((item, index) => (index === 0 ? { ...item, summary: 'Reworded summary.' } : item));
    const selectors = { include: ['title'] };
    const { baseline, next } = await compare(rssFeed(NEWS), rssFeed(edited), 'application/rss+xml', selectors);
    expect(baseline).not.toContain('support team');
    expect(next.outcome).toBe('unchanged');
    const added = [{ id: 'news-4', title: 'Acme raises prices', link: 'https://acme.example/news/prices', summary: 'x' }, ...NEWS];
    expect((await compare(rssFeed(NEWS), rssFeed(added), 'application/rss+xml', selectors)).next).toMatchObject({
      outcome: 'changed',
      summary: 'New item: “Acme raises prices”.',
    });
    expect(await read(fresh, rssFeed(NEWS), 'application/rss+xml', { include: ['div.title'] })).toMatchObject({
      outcome: 'failed',
      error: 'The selector “div.title” does not apply to a feed, which is selected by item fields (title, link, content)',
    });
  });

  it('selects a PDF’s sentences as paragraphs, by CSS or XPath', async () => {
    const pdf = 'application/pdf';
    const notice = LEASE_TEXT.replace('three months', 'one month');
    const fees = LEASE_TEXT.replace('five percent', 'six percent');
    for (const include of ['p:contains("written notice")', '//p[contains(., "written notice")]']) {
      const { baseline, next } = await compare(leasePdf(LEASE_TEXT), leasePdf(fees, { build: 2 }), pdf, { include: [include] });
      expect(baseline).toBe(
        'Either party may end this agreement with three months of written notice delivered to the address named in this agreement.',
      );
      expect(next.outcome).toBe('unchanged');
    }
    const { next } = await compare(leasePdf(LEASE_TEXT), leasePdf(notice, { build: 2 }), pdf, {
      include: ['p:contains("written notice")'],
    });
    expect(next.outcome).toBe('changed');
  });
});

describe('selectors and ignore rules saved on a source', () => {
  it('accepts CSS, XPath and JSONPath, and says why a selector is refused', () => {
    for (const selector of [
      '#plans td.price',
      'p:contains("Pro")',
      '//td[@class="price"]',
      'xpath: //tr[2]/td',
      '$.plans[*].price',
      "$..[?(@.name=='Pro')]",
    ])
      expect(selectorProblem(selector)).toBeNull();
    expect(selectorProblem('td[price')).toMatch(/^is not a valid CSS selector/);
    expect(selectorProblem('//td[')).toBe('is not a valid XPath selector: XPath parse error');
    expect(selectorProblem('count(//td)')).toMatch(/^is not a valid CSS selector/);
    expect(selectorProblem('xpath: count(//td)')).toBe('is an XPath expression of a value, not of elements');
    expect(selectorProblem('$.a[?(@.x===)]')).toMatch(/^is not a valid JSONPath selector/);
    expect(selectorProblem(' ')).toBe('must not be blank');
    expect(selectorProblem(`.${'a'.repeat(500)}`)).toBe('must be at most 500 characters');
  });

  it('refuses on saving the JSONPath filters and scripts the library would refuse on the first document that reaches them', () => {
    // Every path reaches nothing on an empty document, so only compiling each expression tells.
    const good = [
      "$.plans[?(@.name=='Pro')].price",
      '$.plans[?(@.price < 10 && @.currency === "EUR")]',
      '$.plans[?(@.price.amount > 1)]',
      '$.plans[?(@.name.toUpperCase() == "PRO")]',
      '$.plans[?(@.name.match(/pro/i))]',
      '$.plans[?(typeof @.price === "number")]',
      '$.plans[?(@.tags[0] == "new")]',
      '$.plans[?(@root.currency == "EUR" && @property != 0 && @parent && @path)]',
      '$.plans[?(x = 1, x > 0)]',
      '$.plans[(@.length - 1)]',
      '$..offers[?(@.price < 10)][?(@.stock)]',
    ];
    for (const selector of good) expect([selector, selectorProblem(selector)]).toEqual([selector, null]);
    const bad: Array<[string, string]> = [
      ['$.plans[?(@.name===)]', 'Expected expression after === in “?(@.name===)”'],
      ['$.plans[?(@.x ? 1 : )]', 'Expected expression in “?(@.x ? 1 : )”'],
      ['$.plans[(@.length-)]', 'Expected expression after - in “(@.length-)”'],
      ['$.plans[?(@.x && (() => 1))]', 'Unexpected "=" in “?(@.x && (() => 1))”'],
      ['$.plans[?(price > 1)]', '“price” is not defined (the current value is @) in “?(price > 1)”'],
      ['$.plans[?(new Date())]', '“new” is not defined (the current value is @) in “?(new Date())”'],
      ['$.plans[?(this.price)]', 'a filter cannot run “this” in “?(this.price)”'],
      ['$.plans[?(@.name = "Pro")]', '“=” assigns to a value (compare with == or ===) in “?(@.name = "Pro")”'],
      ['$.plans[?(@.name =~ /pro/)]', '“=” assigns to a value (compare with == or ===) in “?(@.name =~ /pro/)”'],
      ['$.plans[?(@.a == 1)][?(zz)]', '“zz” is not defined (the current value is @) in “?(zz)”'],
    ];
    for (const [selector, problem] of bad) {
      expect([selector, selectorProblem(selector)]).toEqual([selector, `is not a valid JSONPath selector: ${problem}`]);
      // The library keeps each compiled script: a second save of the same path is refused alike.
      expect(selectorProblem(selector)).toBe(`is not a valid JSONPath selector: ${problem}`);
    }
  });

  it('says why without quoting control characters or half a character back (a fuzzer’s selector)', () => {
    const problem = selectorProblem('\u00fem\ud9a0\udf62\u0017#\udaa0\udec4p\u0000\u00d1\u001c1=\u00fe\r\u0007');
    expect(problem).toMatch(/^is not a valid CSS selector: /);
    expect(problem).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(problem).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('refuses bad regular expressions and flags, and runs a hostile pattern in linear time', () => {
    expect(ignoreRuleProblem('/(a/')).toMatch(/^is not a valid regular expression: .*missing closing \)/);
    expect(ignoreRuleProblem('/a/g')).toBe('is not a valid regular expression: unknown flag “g” (use i, m or s)');
    expect(ignoreRuleProblem('/(a+)+$/i')).toBeNull();
    expect(ignoreRuleProblem('(a')).toBeNull();
    const started = Date.now();
    const ignored = ignoreTest(['/(a+)+$/', '/(x|x)*y/']);
    // Exponential for a backtracking engine: false after a linear scan here.
    expect(ignored(`${'a'.repeat(50_000)}!`)).toBe(false);
    expect(ignored('x'.repeat(50_000))).toBe(false);
    expect(ignored('a'.repeat(50_000))).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('tracked values', () => {
  it('reads each value as its first match, with its number and unit, from a page, a JSON answer and text', () => {
    const page = '<main><p id="stock">In stock</p><table><tr><td>Pro</td><td class="price">€1,299.00</td></tr></table></main>';
    expect(
      trackedValues(
        [
          { name: 'price', selector: '//tr[td[1]="Pro"]/td[2]' },
          { name: 'stock', selector: '#stock' },
          { name: 'gone', selector: '.discount' },
        ],
        'html',
        page,
        '',
      ),
    ).toEqual([
      { name: 'price', text: '€1,299.00', number: 1299, unit: 'EUR' },
      { name: 'stock', text: 'In stock', number: null, unit: null },
    ]);
    expect(trackedValues([{ name: 'pro', selector: "$.plans[?(@.name=='Pro')].price" }], 'json', pricingJson(49), '')).toEqual([
      { name: 'pro', text: '49', number: 49, unit: null },
    ]);
    expect(trackedValues([{ name: 'fee', selector: 'p:contains("Late payments")' }], 'pdf', '', LEASE_TEXT.replace(/\. /g, '.\n'))).toEqual(
      [{ name: 'fee', text: expect.stringMatching(/^Late payments incur a fee of five percent/), number: null, unit: null }],
    );
  });
});

describe('tracked values that cannot be read', () => {
  it('leave a gap: a body that is not the JSON it claims, a foreign syntax, a filter that fails', () => {
    expect(trackedValues([{ name: 'price', selector: '$.price' }], 'json', '{not json', '')).toEqual([]);
    expect(trackedValues([{ name: 'price', selector: '$.price' }], 'html', '<p>1</p>', '')).toEqual([]);
    expect(trackedValues([{ name: 'price', selector: '$[?(process.exit())]' }], 'json', '[{"a":1}]', '')).toEqual([]);
  });
});
