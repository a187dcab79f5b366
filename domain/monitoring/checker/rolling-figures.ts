import type { ExtractedLine } from './lines';

/**
 * Rolling statistics: a status page's "99.97% uptime, last 90 days" drifts by a hundredth most days as
 * old days leave the window while nothing happened. A line whose only difference from a line of the last
 * text is its percentages, each moved by less than DRIFT points, and which (or whose section heading)
 * says it is uptime or availability, is put back as it was. A larger drop (an outage: 99.95% → 99.91% is
 * about 50 minutes down in 90 days), a status word or any other value still changes the page.
 */
const ROLLING = /\b(?:uptime|up time|availability)\b/i;
const HEADING = /^#{1,6} /;
const PERCENT = /(?<!\d)\d+(?:[.,]\d+)?\s?%/g;
const HAS_PERCENT = /\d\s?%/;
/** Percentage points a rolling figure drifts by without an incident: a few minutes down over a 90-day window. */
const DRIFT = 0.02;

export function withRollingFiguresSettled(previousText: string, lines: ExtractedLine[]): ExtractedLine[] {
  if (previousText === '' || !lines.some((line) => HAS_PERCENT.test(line.text))) return lines;
  const previousByFrame = new Map<string, string>();
  let heading = '';
  for (const line of previousText.split('\n')) {
    if (HEADING.test(line)) heading = line;
    if (HAS_PERCENT.test(line) && (ROLLING.test(line) || ROLLING.test(heading))) previousByFrame.set(frameOf(line), line);
  }
  if (previousByFrame.size === 0) return lines;
  heading = '';
  let settled: ExtractedLine[] | null = null;
  lines.forEach((line, index) => {
    if (HEADING.test(line.text)) heading = line.text;
    if (!HAS_PERCENT.test(line.text) || !(ROLLING.test(line.text) || ROLLING.test(heading))) return;
    const was = previousByFrame.get(frameOf(line.text));
    if (was === undefined || was === line.text || !onlyDrifted(was, line.text)) return;
    settled ??= [...lines];
    settled[index] = { ...line, text: was };
  });
  return settled ?? lines;
}

function onlyDrifted(was: string, now: string): boolean {
  const figures = (line: string) => [...line.matchAll(PERCENT)].map((match) => Number(match[0].replace(',', '.').replace(/\s?%$/, '')));
  const before = figures(was);
  const after = figures(now);
  return before.length === after.length && before.every((figure, index) => Math.abs(figure - after[index]!) < DRIFT);
}

function frameOf(line: string): string {
  return line.replace(PERCENT, '%');
}
