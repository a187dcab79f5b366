import type { ChangeFact } from '../../domain/monitoring/change-facts';
import {
  anotherSiblingTest,
  outsideNamedGroupTest,
  siblingsOf,
  topicWordsOf,
  type Siblings,
  type TopicWords,
} from '../../domain/alerts/siblings';

const SIZES = `# Terra gravel bike
## Choose your size
Frame size | Rider height | Online
S (50cm) | 160–170cm | In stock
M (53cm) | 170–178cm | Out of stock
L (56cm) | 178–186cm | Out of stock`;

const INCIDENTS = `# Problems in your area
## Current incidents
### Burst main — Ashby (AB4 2)
Status: Engineers on site
### Discoloured water — Kettlewell (KT1)
Status: Resolved
## Priority services
Join our register.`;

const STOCK = `product.name: "Oda sofa"
variants[0].fabric: "Linen charcoal"
variants[0].status: "backorder"
variants[1].fabric: "Velvet forest"
variants[1].status: "in_stock"`;

const topic = (...entries: string[]) => topicWordsOf(entries, () => false);
const aboutAnotherSibling = (quote: string, fact: ChangeFact | null, siblings: Siblings, words: TopicWords) =>
  anotherSiblingTest(siblings, words)(quote, fact);

describe('a change beside the part of the page a topic names', () => {
  it('is about another row when the topic names one row of the table and not this one', () => {
    const siblings = siblingsOf(SIZES);
    const sizeM = topic('gravel bike in size M is back in stock');
    expect(aboutAnotherSibling('L (56cm) | 178–186cm | In stock', null, siblings, sizeM)).toBe(true);
    expect(aboutAnotherSibling('M (53cm) | 170–178cm | In stock', null, siblings, sizeM)).toBe(false);
  });

  it('is not about another row when the topic names no row (it asks about them all)', () => {
    expect(aboutAnotherSibling('L (56cm) | 178–186cm | In stock', null, siblingsOf(SIZES), topic('back in stock'))).toBe(false);
  });

  it('reads a removed row that had one more cell than the rows left as a row of the same table', () => {
    const lines = `## Tram\nLine | Status | Details\nBlue line (Airport) | Good service\nGreen line (Riverside) | Good service`;
    const removed = 'Green line (Riverside) | Minor delays | Trams are running late';
    expect(aboutAnotherSibling(removed, null, siblingsOf(lines), topic('the Blue line to the airport'))).toBe(true);
  });

  it('calls a labelled list item by the word it starts with, not by a word in its middle', () => {
    const extras = `## Other extras\n- Priority boarding: from €8\n- Extra legroom seat: from €18\n- Lounge access in Dublin: €35`;
    const siblings = siblingsOf(extras);
    expect(aboutAnotherSibling('- Lounge access in Dublin: €40', null, siblings, topic('lounge and priority boarding prices'))).toBe(false);
    expect(aboutAnotherSibling('- Lounge access in Dublin: €40', null, siblings, topic('extra legroom seat prices'))).toBe(true);
    expect(aboutAnotherSibling('- Lounge access in Dublin: €40', null, siblings, topic('priority access'))).toBe(true);
  });

  it('puts a new feed item outside the group of items the topic names by an identifier, and leaves it alone when the topic names none', () => {
    const feed = [
      '# cargo-lens 3.4.1 released',
      '# cargo-lens 3.4.0 released',
      '# Registry policy: yanking and deletion window',
      '# tessel-http 0.19.2 released',
    ].join('\n');
    const outside = (...entries: string[]) => outsideNamedGroupTest(siblingsOf(feed), topic(...entries));
    expect(outside('new tessel-http releases')('# cargo-lens 3.4.1 released', null)).toBe(true);
    expect(outside('new tessel-http releases')('# tessel-http 0.19.2 released', null)).toBe(false);
    // Common words make no group: "security" would, were it read as a name.
    expect(outside('new releases, especially security fixes')('# cargo-lens 3.4.1 released', null)).toBe(false);
  });

  it('reads the column names as no row of the table', () => {
    expect(siblingsOf(SIZES).collections.get('table:Choose your size:3')).toEqual(['S (50cm)', 'M (53cm)', 'L (56cm)']);
  });

  it('is about another item when the topic names a place an item below a list heading gives', () => {
    const siblings = siblingsOf(INCIDENTS);
    const ashby = topic('water supply incident or update affecting Ashby');
    expect(
      aboutAnotherSibling('Status: Monitoring', { ...FACT, subject: 'Discoloured water — Kettlewell (KT1) › Status' }, siblings, ashby),
    ).toBe(true);
    expect(aboutAnotherSibling('Status: Engineers on site', null, siblings, ashby)).toBe(false);
  });

  it('names an item by a name of the topic its bracketed detail alone gives', () => {
    const outages = siblingsOf(
      [
        '# Service status',
        '## Known issues',
        '### No phone service — Sheffield S10 (Crookes)',
        'Estimated fix: 4 Mar 2026',
        '### Slow speeds in the evening — Leeds LS6 (Headingley, Hyde Park)',
        'Estimated fix: 13 Mar 2026',
      ].join('\n'),
    );
    const headingley = topic('is the Headingley broadband slowdown sorted yet');
    expect(aboutAnotherSibling('Estimated fix: 13 Mar 2026', null, outages, headingley)).toBe(false);
    expect(aboutAnotherSibling('Estimated fix: 4 Mar 2026', null, outages, headingley)).toBe(true);
  });

  it('reads a country code in capitals as a name, though "us" is also a common word', () => {
    const dealing = siblingsOf(
      ['## Share dealing', 'Market | Online trade', 'US shares (NYSE, Nasdaq) | £5.95', 'Japanese shares (TSE) | ¥1,800'].join('\n'),
    );
    const us = topic('Ballast dealing charge for US stocks');
    expect(aboutAnotherSibling('Japanese shares (TSE) | ¥2,200', null, dealing, us)).toBe(true);
    expect(aboutAnotherSibling('US shares (NYSE, Nasdaq) | £6.95', null, dealing, us)).toBe(false);
  });

  it('names a row opened by a reference number by its next cell too', () => {
    const tenders = siblingsOf(
      [
        '## Open opportunities',
        'Reference | Title | Value | Deadline',
        'CBP-2026-011 | Port dredging, inner harbour | £1,200,000 | 18/03/2026',
        'CBP-2026-014 | CCTV and access control maintenance | £420,000 | 24/03/2026',
      ].join('\n'),
    );
    const dredging = topic('Port dredging tender', 'deadline and any changes');
    expect(aboutAnotherSibling('CBP-2026-014 | CCTV and access control maintenance | £420,000 | 24/03/2026', null, tenders, dredging)).toBe(
      true,
    );
    expect(aboutAnotherSibling('CBP-2026-011 | Port dredging, inner harbour | £1,200,000 | 18/03/2026', null, tenders, dredging)).toBe(
      false,
    );
  });

  it("does not take the page's own sections for alternatives to one another", () => {
    const priority = topic('water supply incident or update affecting Ashby', 'priority services register');
    expect(aboutAnotherSibling('Status: Engineers on site', null, siblingsOf(INCIDENTS), priority)).toBe(false);
  });

  it('names a JSON element by its label on the page now, and a name of the page itself singles out nothing', () => {
    const siblings = siblingsOf(STOCK);
    expect(aboutAnotherSibling('variants[1].status: "backorder"', null, siblings, topic('the Oda sofa in linen charcoal'))).toBe(true);
    expect(aboutAnotherSibling('variants[0].status: "in_stock"', null, siblings, topic('the Oda sofa in linen charcoal'))).toBe(false);
    const ownName = topicWordsOf(['restock of the Velvet sofa'], (word) => word === 'velvet');
    expect(aboutAnotherSibling('variants[0].status: "in_stock"', null, siblings, ownName)).toBe(false);
  });
});

const FACT = { type: 'status' as const, subject: null, before: 'monitoring', after: 'resolved', unit: null, quote: 'Status: Resolved' };
