import { describeFact, factLines } from '../../domain/alerts/fact-lines';
import type { ChangeFact } from '../../domain/monitoring/change-facts';
import { renderMessage } from '../../domain/webhooks/formats';
import { webhookMessage } from '../../domain/webhooks/payloads';

const fact = (fields: Partial<ChangeFact> & Pick<ChangeFact, 'type'>): ChangeFact => ({
  subject: null,
  before: null,
  after: null,
  unit: null,
  quote: 'the changed line',
  ...fields,
});

describe('a change fact as one line of a mail', () => {
  it('says a price moved, with its currency after bare numbers and the row it belongs to', () => {
    expect(describeFact(fact({ type: 'amount', subject: 'Pro plan', before: '49', after: '59', unit: 'EUR' }))).toBe(
      'Price: 49 EUR → 59 EUR (Pro plan)',
    );
    expect(describeFact(fact({ type: 'amount', subject: 'Team', before: '€49', after: '€59', unit: 'EUR' }))).toBe(
      'Price: €49 → €59 (Team)',
    );
    expect(describeFact(fact({ type: 'amount', subject: 'Storage', before: '10', after: '20', unit: 'GB' }))).toBe(
      'Amount: 10 GB → 20 GB (Storage)',
    );
  });

  it('says a date, a status, a figure and a person moved, and what a side that was absent is', () => {
    expect(describeFact(fact({ type: 'date', subject: 'Application deadline', before: '1 March 2026', after: '15 March 2026' }))).toBe(
      'Date: 1 March 2026 → 15 March 2026 (Application deadline)',
    );
    expect(describeFact(fact({ type: 'status', subject: 'Trail shoes', before: 'In stock', after: 'Out of stock' }))).toBe(
      'Status: In stock → Out of stock (Trail shoes)',
    );
    expect(describeFact(fact({ type: 'figure', before: '3', after: '5', unit: '%' }))).toBe('Figure: 3 % → 5 %');
    expect(describeFact(fact({ type: 'person', subject: 'Chief Executive Officer', before: 'Ana Silva', after: null }))).toBe(
      'Person: Ana Silva → (none) (Chief Executive Officer)',
    );
  });

  it('quotes items added or removed, and names sections by their heading', () => {
    expect(describeFact(fact({ type: 'item_added', subject: 'Open positions', quote: 'Senior engineer, Berlin' }))).toBe(
      'Added: “Senior engineer, Berlin” (Open positions)',
    );
    expect(describeFact(fact({ type: 'item_removed', quote: 'Release 2.3.1' }))).toBe('Removed: “Release 2.3.1”');
    expect(describeFact(fact({ type: 'section_reworded', subject: 'Refunds' }))).toBe('Section reworded: Refunds');
    expect(describeFact(fact({ type: 'section_added', quote: 'A new clause on data retention' }))).toBe(
      'New section: “A new clause on data retention”',
    );
  });

  it('keeps a line short and on one line, whatever the page wrote', () => {
    const line = describeFact(fact({ type: 'item_added', quote: `A row\nwith ${'many words '.repeat(40)}` }));
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThan(200);
    expect(line).toMatch(/…”$/);
  });

  it('lists the first facts and counts the rest', () => {
    const facts = Array.from({ length: 11 }, (_, i) => fact({ type: 'item_added', quote: `Item ${i}` }));
    expect(factLines(facts, 8)).toEqual([...facts.slice(0, 8).map(describeFact), '…and 3 more facts']);
    expect(factLines(facts.slice(0, 2))).toHaveLength(2);
    expect(factLines([])).toEqual([]);
  });

  it('lists the facts in a Slack message too, escaped like the rest of the page text', () => {
    const data = {
      changeId: 'c',
      projectId: 'p',
      projectName: 'Acme watch',
      topicId: 't',
      topicName: 'Pricing',
      sourceUrl: 'https://acme.example/pricing',
      summary: 'One line changed.',
      relevant: null,
      importance: null,
      matchedWatchFor: [],
      evidence: [],
      facts: [fact({ type: 'amount', subject: '<!channel> plan', before: '49', after: '59', unit: 'EUR' })],
      detectedAt: '2026-01-01T00:00:00.000Z',
    };
    const { text } = JSON.parse(renderMessage('slack', webhookMessage('change.detected', data, new Date())).body) as { text: string };
    expect(text).toContain('(Acme watch › Pricing, not judged)');
    expect(text).toContain('\n• Price: 49 EUR → 59 EUR (&lt;!channel&gt; plan)');
  });
});
