import { MAX_FACTS_PER_CHANGE } from '../../domain/monitoring/change-facts';
import { changeFactsOf } from '../../domain/monitoring/checker/facts';
import { valuesOf } from '../../domain/monitoring/checker/fact-values';
import { describeChange } from '../../domain/monitoring/checker/text-diff';
import { describeFeedChange, feedText } from '../../domain/monitoring/checker/kinds/feed';

function factsBetween(before: string, after: string) {
  const { diff } = describeChange(before, after);
  return changeFactsOf({ previousText: before, currentText: after, diff });
}

describe('the facts of a change', () => {
  it('tells a price move in prose with its currency and the section it is in', () => {
    expect(
      factsBetween(
        '# Pricing\nThe Pro plan costs 49 euros a month.\nContact us',
        '# Pricing\nThe Pro plan costs 59 euros a month.\nContact us',
      ),
    ).toEqual([
      {
        type: 'amount',
        subject: 'Pricing › The Pro plan',
        before: '49 euros',
        after: '59 euros',
        unit: 'EUR',
        quote: 'The Pro plan costs 59 euros a month.',
      },
    ]);
  });

  it('names a table cell by its row’s first cell and its column', () => {
    const table = (pro: string) =>
      `# Plans\nPlan | Price | Seats\nStarter | $19/mo | 3\nPro | ${pro}/mo | 10\nEnterprise | Contact us | Unlimited`;
    expect(factsBetween(table('$49'), table('$59'))).toMatchObject([
      { type: 'amount', subject: 'Plans › Pro · Price', before: '$49', after: '$59', unit: 'USD' },
    ]);
  });

  it('tells a status flip once, not also as a rewording', () => {
    const facts = factsBetween(
      '# Acme Widget\nAvailability: In stock\nShips in 2 days',
      '# Acme Widget\nAvailability: Out of stock\nShips in 2 days',
    );
    expect(facts).toEqual([
      expect.objectContaining({ type: 'status', before: 'in stock', after: 'out of stock', subject: 'Acme Widget › Availability' }),
    ]);
  });

  it('tells a moved date, a replaced person and a new list item', () => {
    expect(factsBetween('# Grants\nApplications close on 15 March 2027.', '# Grants\nApplications close on 31 March 2027.')).toMatchObject([
      { type: 'date', before: '15 March 2027', after: '31 March 2027' },
    ]);
    expect(
      factsBetween('# Leadership\nChief Financial Officer: Maria Lopez', '# Leadership\nChief Financial Officer: Peter Chang'),
    ).toMatchObject([{ type: 'person', before: 'Maria Lopez', after: 'Peter Chang' }]);
    expect(
      factsBetween(
        '# Open roles\n- Senior Engineer, Berlin\n- Designer, Remote',
        '# Open roles\n- Senior Engineer, Berlin\n- Designer, Remote\n- Product Manager, Berlin',
      ),
    ).toMatchObject([{ type: 'item_added', subject: 'Open roles', after: 'Product Manager, Berlin' }]);
    // An ISO date with its time of day is one date, not a date and three figures.
    const stamps = factsBetween('jobs[0].updated_at: "2026-02-27T10:12:00Z"', 'jobs[0].updated_at: "2026-03-03T02:00:05Z"');
    expect(stamps.filter((fact) => fact.type === 'figure')).toEqual([]);
    expect(stamps).toContainEqual(expect.objectContaining({ type: 'date', before: '2026-02-27T10:12:00Z', after: '2026-03-03T02:00:05Z' }));
  });

  it('places an item gone right under a heading whose count changed in that section', () => {
    const page = (count: number, items: string[]) =>
      ['# Careers', '## Why us', '- Childcare', `## Current openings (${count})`, ...items].join('\n');
    const facts = factsBetween(
      page(3, ['- Senior Data Scientist', '- QC Analyst', '- Executive Assistant']),
      page(2, ['- QC Analyst', '- Executive Assistant']),
    );
    expect(facts.find((fact) => fact.type === 'item_removed')).toMatchObject({
      subject: 'Current openings',
      before: 'Senior Data Scientist',
    });
  });

  it('tells a people card whose name was replaced as a person in that role', () => {
    const card = (name: string) => `# Leadership\n### ${name}\nChief Financial Officer\nJoined in 2023.`;
    expect(factsBetween(card('Daniel Brooks'), card('Helen Park'))).toEqual([
      {
        type: 'person',
        subject: 'Chief Financial Officer',
        before: 'Daniel Brooks',
        after: 'Helen Park',
        unit: null,
        quote: '### Helen Park',
      },
    ]);
  });

  it('tells a reworded clause by its heading, and a new section by its title', () => {
    expect(
      factsBetween(
        '# 9. Liability\nOur liability is limited to fees paid.\n# 10. Law',
        '# 9. Liability\nOur liability is limited to direct damages.\n# 10. Law',
      ),
    ).toMatchObject([{ type: 'section_reworded', subject: '9. Liability' }]);
    expect(factsBetween('# Terms\nText.', '# Terms\nText.\n# 11. Arbitration\nDisputes go to arbitration.')).toMatchObject([
      { type: 'section_added', subject: '11. Arbitration' },
    ]);
  });

  it('reads a JSON price by its key, named by its element, and a new JSON element as an item of its collection', () => {
    expect(factsBetween('plans[0].name: "Basic"\nplans[0].price: 10', 'plans[0].name: "Basic"\nplans[0].price: 12')).toMatchObject([
      { type: 'amount', subject: 'plans[0].price (Basic)', before: '10', after: '12' },
    ]);
    expect(
      factsBetween('jobs[0].title: "Engineer"', 'jobs[0].title: "Engineer"\njobs[1].title: "Designer"\njobs[1].city: "Paris"'),
    ).toEqual([expect.objectContaining({ type: 'item_added', subject: 'jobs', after: 'jobs[1].title: "Designer"' })]);
  });

  it('names a table cell that moved by its column header as well as its row', () => {
    const table = (pro: string) => `## Plans\nPlan | Starter | Pro | Business\nPrice | $10 | ${pro} | $35\nSeats | 1 | 5 | 20`;
    expect(factsBetween(table('$20'), table('$25'))).toEqual([
      expect.objectContaining({ type: 'amount', subject: 'Plans › Price · Pro', before: '$20', after: '$25' }),
    ]);
    // Rows headed in their first cell, under a header row whose empty corner cell left no text.
    const transposed = (team: string) =>
      `## Plans\nStarter | Team | Business\nPrice per editor | $0 | ${team} | $79\nViewers | 3 | 10 | 50`;
    expect(factsBetween(transposed('$29'), transposed('$35'))).toEqual([
      expect.objectContaining({ type: 'amount', subject: 'Plans › Price per editor · Team', before: '$29', after: '$35' }),
    ]);
    // A row without a header row above it is named by its row alone.
    expect(factsBetween('Price | $10 | $20', 'Price | $10 | $25')).toEqual([expect.objectContaining({ type: 'amount', subject: 'Price' })]);
  });

  it('reads a state an API writes in snake case, and names the element by its name and place', () => {
    const offer = (availability: string) =>
      `offers[0].availability: "${availability}"\noffers[0].sku: "RX-9070"\noffers[0].warehouse: "Frankfurt"\noffers[1].warehouse: "Warsaw"`;
    expect(factsBetween(offer('in_stock'), offer('out_of_stock'))).toEqual([
      expect.objectContaining({
        type: 'status',
        subject: 'offers[0].availability (RX-9070, Frankfurt)',
        before: 'in stock',
        after: 'out of stock',
      }),
    ]);
  });

  it('titles an edit inside a feed item by the item', () => {
    const item = (body: string) => ({ key: 'a', title: 'CLI 4.12.0', link: 'https://example.com/a', body: [body] });
    const before = feedText([item('Adds the dry-run flag.')]);
    const after = feedText([item('Adds the dry-run flag (Linux only).')]);
    const { diff } = describeFeedChange(before, after);
    expect(changeFactsOf({ previousText: before, currentText: after, diff })).toEqual([
      expect.objectContaining({ type: 'section_reworded', subject: 'CLI 4.12.0', after: 'Adds the dry-run flag (Linux only).' }),
    ]);
  });

  it('reads a new feed item as one item, titled', () => {
    const item = (key: string, title: string) => ({ key, title, link: `https://example.com/${key}`, body: ['Body text.'] });
    const before = feedText([item('a', 'First post')]);
    const after = feedText([item('b', 'Version 2.0 released'), item('a', 'First post')]);
    const { diff } = describeFeedChange(before, after);
    expect(changeFactsOf({ previousText: before, currentText: after, diff })).toEqual([
      expect.objectContaining({ type: 'item_added', after: 'Version 2.0 released' }),
    ]);
  });
});

/**
 * A hostile diff: every removed line compared with every added one, a line of thousands of values, a
 * JSON key of thousands of indexes. Read in full these take minutes; the facts come from the first lines.
 * Each test checks the answer, so a reading that gave up early would fail it.
 */
describe('the facts of a huge or hostile change', () => {
  const diffOf = (removed: string[], added: string[]) =>
    [
      '--- previous',
      '+++ current',
      `@@ -1,${removed.length} +1,${added.length} @@`,
      ...removed.map((line) => `-${line}`),
      ...added.map((line) => `+${line}`),
    ].join('\n');
  const rows = (count: number, line: (index: number) => string) => Array.from({ length: count }, (_, index) => line(index));

  it('reads a rewrite of 40,000 lines as its first lines: the first rows paired, at most the kept number of facts', () => {
    const removed = rows(20_000, (index) => `Plan ${index} alpha${index % 97} beta${index % 89} costs $${index}`);
    const added = [...rows(20_001, (index) => `Plan ${index} alpha${index % 97} beta${index % 89} costs $${index + 1}`)];
    const facts = changeFactsOf({ previousText: '', currentText: '', diff: diffOf(removed, added) });
    expect(facts).toHaveLength(MAX_FACTS_PER_CHANGE);
    expect(facts[0]).toMatchObject({ type: 'amount', before: '$0', after: '$1', unit: 'USD' });
    expect(facts.every((fact) => fact.type === 'amount')).toBe(true);
  });

  it('reads 40,000 unrelated removed and added lines, and 40,000 JSON elements with long keys', () => {
    const unrelated = changeFactsOf({
      previousText: '',
      currentText: '',
      diff: diffOf(
        rows(20_000, (index) => `row ${index} gamma${index % 83}`),
        rows(20_003, (index) => `other ${index} delta${index % 7}`),
      ),
    });
    expect(unrelated).toHaveLength(MAX_FACTS_PER_CHANGE);
    const json = changeFactsOf({
      previousText: '',
      currentText: '',
      diff: diffOf(
        [],
        rows(40_000, (index) => `jobs[${index}]${'[0]'.repeat(600)}x: "${index}"`),
      ),
    });
    expect(json).toHaveLength(MAX_FACTS_PER_CHANGE);
    expect(json[0]).toMatchObject({ type: 'item_added', subject: 'jobs' });
  });

  it.each(['1', '1 ', '123 ', '1,', '$1 ', '1 %', 'Jan 1 ', '[0]', 'Aa '])('reads lines of 16 KiB of %j', (unit) => {
    const line = unit.repeat(Math.floor(16_384 / unit.length));
    expect(valuesOf(line).length).toBeGreaterThanOrEqual(/\d/.test(unit) ? 1 : 0);
    const facts = changeFactsOf({
      previousText: '',
      currentText: '',
      diff: diffOf(
        rows(200, (index) => `${index} ${line}`),
        rows(200, (index) => `${index + 1} ${line}`),
      ),
    });
    expect(facts.length).toBeGreaterThan(0);
    expect(facts.length).toBeLessThanOrEqual(MAX_FACTS_PER_CHANGE);
  });
});
