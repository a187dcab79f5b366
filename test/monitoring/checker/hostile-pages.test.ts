import { compareContent } from '../../../domain/monitoring/checker';
import { tracksClock, withClockValuesSettled } from '../../../domain/monitoring/checker/clock-values';
import { quickHashOf } from '../../../domain/monitoring/checker/fingerprint';
import { withLiveFiguresSettled } from '../../../domain/monitoring/checker/live-figures';
import { MAX_JSON_KEY_CHARS, MAX_JSON_TEXT_CHARS, jsonCanonical, jsonLines } from '../../../domain/monitoring/checker/kinds/json';
import { MAX_NOISE_LINE_CHARS, normalizeNoise, normalizeNoiseAll } from '../../../domain/monitoring/checker/noise';
import type { SourceState } from '../../../domain/monitoring/source-check';

/**
 * Pages written to make the cheap path's markup scan and the noise rules rescan what they already read,
 * 1 MB each: a scan that starts again at every unclosed `<a ` or every digit of a run would take hours on
 * them (the 120 KB page of issue 32 took 45 s), a linear one a second or so, well inside the test's time.
 * Each test also checks the answer, so a scan that gave up early would fail it.
 */
const HOSTILE_BYTES = 1024 * 1024;

function pageEndingIn(unit: string, visible = 'Plans start at 79 euros a month.'): string {
  const head = `<!doctype html><html><body><main><h1>Pricing</h1><p>${visible}</p></main>`;
  return head + unit.repeat(Math.floor((HOSTILE_BYTES - head.length) / unit.length));
}

const fresh: SourceState = {
  url: 'https://example.test/',
  etag: null,
  lastModified: null,
  quickHash: null,
  bodyHash: null,
  contentHash: null,
  text: null,
};
const html = (page: string) => ({
  contentType: 'text/html; charset=utf-8',
  validators: { etag: null, lastModified: null },
  body: Buffer.from(page),
});

describe('the markup scan of a hostile page', () => {
  it.each(['<a ', '<svg', '<!--', '<head', '<script ', '<a b="', '<style>x</style', '<div class="'])(
    'reads a 1 MB page ending in a run of %j once, and still tells its text apart',
    (unit) => {
      const before = quickHashOf('html', pageEndingIn(unit));
      expect(quickHashOf('html', pageEndingIn(unit))).toBe(before);
      expect(quickHashOf('html', pageEndingIn(unit, 'Plans start at 89 euros a month.'))).not.toBe(before);
    },
  );

  it('keeps the fingerprint of tags it skips or rewrites as it was (nonces and scripts aside, text and read attributes count)', () => {
    const page = (nonce: string, text: string, role: string) =>
      `<html><head><meta name="csrf" content="${nonce}"></head><body><script>var n="${nonce}"</script><!-- ${nonce} -->` +
      `<div class="card" data-nonce="${nonce}" role="${role}"><p title='${nonce}'>${text}</p><svg><text>${nonce}</text></svg></div></body></html>`;
    const base = quickHashOf('html', page('a1', 'Open', 'main'));
    expect(quickHashOf('html', page('b2', 'Open', 'main'))).toBe(base);
    expect(quickHashOf('html', page('a1', 'Closed', 'main'))).not.toBe(base);
    expect(quickHashOf('html', page('a1', 'Open', 'banner'))).not.toBe(base);
  });

  it('extracts a normal page beside a run of 40,000 unclosed tags as it would without them', () => {
    const check = compareContent(fresh, html(`<html><body><main><h1>Pricing</h1><p>Team plan: 79 euros</p></main>${'<a '.repeat(40_000)}`));
    expect(check.outcome).toBe('baseline');
    expect(check.state.text).toContain('Team plan: 79 euros');
  });
});

describe('the noise rules on hostile lines', () => {
  it.each([
    ['digits', '1'],
    ['dashes', '-'],
    ['digits and dashes', '1-'],
    ['digit groups', '123 '],
    ['durations', '1 day '],
    ['durations with commas', '1 day, '],
    ['labels and counts', 'views,1,'],
    ['spaces after a wait', ' '],
    // What the content guards look for: reference labels, long references, terms with durations.
    ['labelled references', 'case 1-'],
    ['reference parts', 'Invoice A-1-'],
    ['structured references', 'BLD-2026-'],
    ['terms', 'within 1 h, '],
    ['term periods', 'period 1-'],
  ])('normalize a 1 MB line of %s once, and keep the values around it apart', (_label, unit) => {
    const run = unit.repeat(Math.floor(HOSTILE_BYTES / unit.length));
    const line = (price: string) => `wait ${run} price ${price} euros`;
    expect(normalizeNoise(line('79'))).not.toBe(normalizeNoise(line('89')));
  });

  it('cuts a line longer than the cap into stretches that are still normalized, and whose text still counts', () => {
    const filler = 'word '.repeat(Math.ceil((MAX_NOISE_LINE_CHARS * 3) / 5));
    const line = (views: string, price: string) => `${filler}${views} views, price ${price} euros. ${filler}`;
    expect(normalizeNoise(line('1,234', '79'))).toBe(normalizeNoise(line('2,718', '79')));
    expect(normalizeNoise(line('1,234', '79'))).not.toBe(normalizeNoise(line('1,234', '89')));
    const [long, short] = normalizeNoiseAll([line('1,234', '79'), '3 minutes ago']);
    expect(long).toBe(normalizeNoise(line('1,234', '79')));
    expect(short).toBe(normalizeNoise('3 minutes ago'));
  });

  it('keeps the content guards in every stretch of a line longer than the cap', () => {
    const filler = 'word '.repeat(Math.ceil((MAX_NOISE_LINE_CHARS * 3) / 5));
    const line = (views: string, permit: string, term: string) =>
      `${filler}${views} views. Permit #${permit} BLD-RES-ADD-2026-00184 replies within ${term} hours. ${filler}`;
    expect(normalizeNoise(line('1,234', 'A-88231', '2'))).toBe(normalizeNoise(line('2,718', 'A-88231', '2')));
    expect(normalizeNoise(line('1,234', 'A-88231', '2'))).not.toBe(normalizeNoise(line('1,234', 'A-88213', '2')));
    expect(normalizeNoise(line('1,234', 'A-88231', '2'))).not.toBe(normalizeNoise(line('1,234', 'A-88231', '4')));
    expect(normalizeNoise(line('1,234', 'A-88231', '2'))).toContain('Permit #A-88231 BLD-RES-ADD-2026-00184 replies within 2 hours.');
  });
});

describe('values that track the clock on hostile lines', () => {
  const hourLater = { previous: new Date('2026-11-22T10:00:00Z'), current: new Date('2026-11-22T11:00:00Z') };
  const line = (unit: string) => unit.repeat(Math.floor(HOSTILE_BYTES / unit.length));

  it.each([
    ['countdowns', 'Offer ends in 5 hrs | ', 'Offer ends in 4 hrs | '],
    ['page stamps', 'Updated 10:00 | ', 'Updated 11:00 | '],
    ['countdown clocks', 'in 01:00:00 x ', 'in 00:00:00 x '],
  ])('reads a 1 MB line of %s that all moved with the clock once per value', (_label, before, after) => {
    expect(tracksClock(line(before), line(after), hourLater)).toBe(true);
    expect(tracksClock(line(before), `${line(after)}Price 79 euros`, hourLater)).toBe(false);
  });

  it('gives up pairing the lines of a page rewritten from top to bottom, and puts nothing back', () => {
    const nextDay = { previous: new Date('2026-11-22T10:00:00Z'), current: new Date('2026-11-23T10:00:00Z') };
    const rows = (word: string) => Array.from({ length: 10_000 }, (_, index) => `${word} ${index} ${(index * 7919).toString(36)}`);
    const previous = ['Updated 22 November 2026', ...rows('alpha')].join('\n');
    const current = ['Updated 23 November 2026', ...rows('beta')].map((text) => ({ text, group: null, item: null }));
    expect(withClockValuesSettled(previous, current, nextDay)).toBe(current);
    expect(withClockValuesSettled('Updated 22 November 2026\nalpha', current.slice(0, 2), nextDay)[0]!.text).toBe(
      'Updated 22 November 2026',
    );
  });

  it('reads a duration before a long run of spaces once', () => {
    const spaces = ' '.repeat(HOSTILE_BYTES);
    expect(tracksClock(`Order within 5 hrs${spaces}x`, `Order within 4 hrs${spaces}x`, hourLater)).toBe(true);
  });
});

describe('live figures on hostile lines', () => {
  it('reads a 1 MB run of digits beside an uptime figure once, and still puts back a drift but not a drop', () => {
    const digits = '1'.repeat(HOSTILE_BYTES);
    const page = (uptime: string) => `## Uptime, last 90 days\nEU region ${uptime}% ${digits}`;
    const lines = (text: string) => text.split('\n').map((line) => ({ text: line, group: null, item: null }));
    const drifted = withLiveFiguresSettled(page('99.98'), lines(page('99.97')));
    expect(drifted.map((line) => line.text).join('\n')).toBe(page('99.98'));
    const dropped = lines(page('99.91'));
    expect(withLiveFiguresSettled(page('99.98'), dropped)).toBe(dropped);
  });

  it('reads a 1 MB run of server-like names without a digit, or of spaces after one, once', () => {
    const lines = (text: string) => text.split('\n').map((line) => ({ text: line, group: null, item: null }));
    const names = 'nodex-'.repeat(Math.floor(HOSTILE_BYTES / 6));
    const served = (ms: string) => `Served in ${ms} ms ${names}`;
    expect(withLiveFiguresSettled(served('3'), lines(served('4')))[0]!.text).toBe(served('3'));
    const spaces = ' '.repeat(HOSTILE_BYTES);
    const changed = lines(`node${spaces}! Price 89 euros`);
    expect(withLiveFiguresSettled(`node${spaces}! Price 79 euros`, changed)).toBe(changed);
  });
});

describe('a small JSON document that would flatten to hundreds of megabytes', () => {
  const document = (key: string, price: number) =>
    JSON.stringify({ [key]: Array.from({ length: 3_000 }, (_, index) => ({ id: index, price })) });
  const longKey = 'k'.repeat(100_000);

  it('reads as bounded lines (keys cut, paths and text within budget) that still tell a changed value or key apart', () => {
    const lines = jsonLines(document(longKey, 10))!;
    const chars = lines.reduce((sum, line) => sum + line.length, 0);
    expect(chars).toBeLessThanOrEqual(MAX_JSON_TEXT_CHARS + 200);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(MAX_JSON_KEY_CHARS + 200);
    expect(lines).toHaveLength(6_000);
    expect(jsonCanonical(jsonLines(document(longKey, 11))!)).not.toBe(jsonCanonical(lines));
    expect(jsonCanonical(jsonLines(document(`${longKey}x`, 10))!)).not.toBe(jsonCanonical(lines));
  });

  it('stops at the text budget and says how many values it left out', () => {
    const wide = JSON.stringify(Array.from({ length: 200_000 }, (_, index) => ({ [`field${'x'.repeat(90)}`]: index })));
    const lines = jsonLines(wide)!;
    expect(lines.at(-1)).toMatch(/^\(\d+ more values are not compared: the document reads as more than \d+ characters\)$/);
    expect(lines.reduce((sum, line) => sum + line.length, 0)).toBeLessThanOrEqual(MAX_JSON_TEXT_CHARS + 200);
  });
});
