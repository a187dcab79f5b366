import { judgeOffline, words } from '../../domain/alerts/offline-judge';
import { boundedDiff, changedLines, evidenceProblem, MAX_DIFF_CHARACTERS } from '../../domain/alerts/judgement';

const topic = {
  name: 'Competitor pricing',
  description: 'What Acme charges',
  watchFor: ['price increase', 'Enterprise plan', 'free trial'],
};
const sourceUrl = 'https://acme.example/pricing';

const diffOf = (removed: string[], added: string[]) =>
  [
    '--- before',
    '+++ after',
    '@@ -1,3 +1,3 @@',
    ' Acme pricing',
    ...removed.map((line) => `-${line}`),
    ...added.map((line) => `+${line}`),
  ].join('\n');

describe('the offline change judge', () => {
  it('quotes, for each match, a stretch of the changed line that holds up against the diff', () => {
    const long = `${'Our plans are listed below with everything each one includes. '.repeat(4)}A free trial of 30 days comes with every plan. ${'Taxes are extra. '.repeat(8)}`;
    const diff = diffOf([], [long]);
    const judgement = judgeOffline({ topic, sourceUrl, diff });
    expect(judgement.evidence).toHaveLength(1);
    expect(judgement.evidence[0]!.quote.length).toBeLessThanOrEqual(200);
    expect(judgement.evidence[0]!.quote).toContain('free trial of 30 days');
    expect(evidenceProblem(judgement, diff)).toBeNull();
  });

  it('rejects evidence whose quote is not in a changed line, or a match without a quote', () => {
    const diff = diffOf(['Pro: $20 a month'], ['Pro: $25 a month']);
    const judged = { summary: 'Pro went up.', relevant: true, matchedWatchFor: ['price increase'], importance: 'high' as const };
    expect(evidenceProblem({ ...judged, evidence: [{ watchFor: 'price increase', quote: 'Pro:   $25\na month' }] }, diff)).toBeNull();
    expect(evidenceProblem({ ...judged, evidence: [{ watchFor: 'price increase', quote: 'Pro: $30 a month' }] }, diff)).toMatch(
      /not in the changed lines/,
    );
    expect(evidenceProblem({ ...judged, evidence: [{ watchFor: 'price increase', quote: 'Acme pricing' }] }, diff)).toMatch(
      /not in the changed lines/,
    );
    expect(evidenceProblem({ ...judged, evidence: [] }, diff)).toMatch(/matched without a quote/);
  });

  it('finds a watched phrase in an added line whatever its case, punctuation or plural', () => {
    const judgement = judgeOffline({
      topic,
      sourceUrl,
      diff: diffOf(['Pro: $20 a month'], ['Pro: $25 a month, after our PRICE-INCREASES.']),
    });
    expect(judgement).toEqual({
      relevant: true,
      matchedWatchFor: ['price increase'],
      importance: 'medium',
      summary:
        'On acme.example/pricing, 1 line was added and 1 line was removed. New text: “Pro: $25 a month, after our PRICE-INCREASES.”.',
      evidence: [{ watchFor: 'price increase', quote: 'Pro: $25 a month, after our PRICE-INCREASES.' }],
    });
  });

  it('counts removed lines too, and rates several matches as high', () => {
    const judgement = judgeOffline({
      topic,
      sourceUrl,
      diff: diffOf(['Start a free trial today', 'The Enterprise plans include SSO'], []),
    });
    expect(judgement.relevant).toBe(true);
    expect(judgement.matchedWatchFor).toEqual(['Enterprise plan', 'free trial']);
    expect(judgement.importance).toBe('high');
    expect(judgement.evidence).toEqual([
      { watchFor: 'Enterprise plan', quote: 'The Enterprise plans include SSO' },
      { watchFor: 'free trial', quote: 'Start a free trial today' },
    ]);
    expect(judgement.summary).toBe('On acme.example/pricing, 2 lines were removed. Removed text: “Start a free trial today”.');
  });

  it('calls a change that touches nothing watched irrelevant and of low importance', () => {
    const judgement = judgeOffline({ topic, sourceUrl, diff: diffOf(['Call us on Monday'], ['Call us on Tuesday']) });
    expect(judgement).toMatchObject({ relevant: false, matchedWatchFor: [], importance: 'low', evidence: [] });
  });

  it('needs the whole phrase, in order, within one line', () => {
    const judgement = judgeOffline({ topic, sourceUrl, diff: diffOf([], ['The increase applies to every plan', 'Price list updated']) });
    expect(judgement.relevant).toBe(false);
  });

  it('ignores context lines and the diff headers', () => {
    const diff = ['--- free trial', '+++ free trial', '@@ -1 +1 @@', ' free trial offered', '-old footer', '+new footer'].join('\n');
    expect(judgeOffline({ topic, sourceUrl, diff }).relevant).toBe(false);
  });

  it('cuts long lines in the summary and says when only spacing changed', () => {
    const long = 'x'.repeat(300);
    expect(judgeOffline({ topic, sourceUrl, diff: diffOf([], [long]) }).summary).toMatch(/New text: “x{119}…”\.$/);
    expect(judgeOffline({ topic, sourceUrl, diff: diffOf(['   '], ['  ']) }).summary).toBe(
      'The text of acme.example/pricing changed only in spacing or layout.',
    );
  });

  it('normalizes words for matching', () => {
    expect(words('Prices, Policies & Boxes — café!')).toEqual(['price', 'policy', 'box', 'cafe']);
    expect(words('status bus analysis')).toEqual(['status', 'bus', 'analysis']);
  });

  it('splits a unified diff into added and removed lines and bounds long diffs', () => {
    expect(changedLines(diffOf(['a'], ['b', 'c']))).toEqual({ added: ['b', 'c'], removed: ['a'] });
    const bounded = boundedDiff('+'.repeat(MAX_DIFF_CHARACTERS + 50));
    expect(bounded.length).toBeLessThan(MAX_DIFF_CHARACTERS + 60);
    expect(bounded).toMatch(/diff cut at/);
  });
});
