import type { ExtractedLine } from './lines';

/**
 * Figures that move by themselves while nothing happened, put back as they were before comparing:
 * - rolling uptime ("99.97% uptime, last 90 days") drifts by a hundredth most days as old days leave the
 *   window; a drop of DRIFT points or more (an outage: 99.95% → 99.91% is about 50 minutes down in 90
 *   days) still counts;
 * - live metrics ("Requests served in the last minute: 41.7M", a "Live metrics" section) move on every
 *   fetch;
 * - the page's own diagnostics ("generated in 0.38 s", "node kc-web-03") say how it was served.
 * A line is put back only when the last text has a line that differs from it in those figures alone,
 * and the line (or, for uptime and live metrics, its section heading) says which kind it is. A status
 * word, a name or any other value that changed still changes the page.
 */
interface Rule {
  /** What the line or its heading says it is. */
  context: RegExp;
  /** Whether the heading's word counts too. */
  byHeading: boolean;
  /** The figures that may move (global). */
  figures: RegExp;
  moved: (before: string[], after: string[]) => boolean;
}

/**
 * Hostile lines: each pattern is tried where a run of digits starts (a percentage inside a run starts
 * there), joins a label to its name with one run of spaces, and looks for a name's digit within its first
 * 64 characters, so none rescans a long run of digits, spaces or dashes from every position in it.
 */
const PERCENT = /(?<!\d)\d+(?:[.,]\d+)?\s?%/g;
/** Percentage points a rolling figure drifts by without an incident: a few minutes down over a 90-day window. */
const DRIFT = 0.02;
const NUMBER = /\d[\d,]*(?:\.\d+)?(?:\s?(?:%|ms\b|[kKmMbB]\b|[kKmMgG]?bps\b|req\/s\b|rps\b))?/g;
const DIAGNOSTIC =
  /\b\d+(?:\.\d+)?\s?(?:ms|s|sec|secs|seconds|milliseconds)\b|\b(?:node|server|host|instance|pod|worker|backend)\s*(?:[:#]\s*)?[a-z][\w-]{0,63}\d[\w-]*/gi;

const RULES: Rule[] = [
  {
    context: /\b(?:uptime|up time|availability)\b/i,
    byHeading: true,
    figures: PERCENT,
    moved: (before, after) => before.every((figure, index) => Math.abs(percentOf(figure) - percentOf(after[index]!)) < DRIFT),
  },
  {
    context:
      /\blive (?:metrics|stats|statistics|data|traffic|numbers)\b|\breal[- ]?time\b|\bright now\b|\bin the (?:last|past) (?:minute|hour|\d+ (?:seconds|minutes))\b/i,
    byHeading: true,
    figures: NUMBER,
    moved: () => true,
  },
  {
    context:
      /\b(?:generated|rendered|served|built|processed|loaded|took)\s+in\s+\d|\b(?:node|server|host|instance|pod|backend)\s*(?:[:#]\s*)?[a-z][\w-]{0,63}\d/i,
    byHeading: false,
    figures: DIAGNOSTIC,
    moved: () => true,
  },
];

const HEADING = /^#{1,6} /;

export function withLiveFiguresSettled(previousText: string, lines: ExtractedLine[]): ExtractedLine[] {
  if (previousText === '') return lines;
  let previousLines: string[] | null = null;
  let settled = lines;
  for (const rule of RULES) {
    if (!lines.some((line) => rule.context.test(line.text))) continue;
    previousLines ??= previousText.split('\n');
    settled = settledBy(rule, previousLines, settled);
  }
  return settled;
}

function settledBy(rule: Rule, previousLines: string[], lines: ExtractedLine[]): ExtractedLine[] {
  const previousByFrame = new Map<string, string>();
  forEachInContext(rule, previousLines, (line) => previousByFrame.set(frameOf(rule, line), line));
  if (previousByFrame.size === 0) return lines;
  let settled: ExtractedLine[] | null = null;
  forEachInContext(
    rule,
    lines.map((line) => line.text),
    (text, index) => {
      const was = previousByFrame.get(frameOf(rule, text));
      if (was === undefined || was === text || !rule.moved(figuresOf(rule, was), figuresOf(rule, text))) return;
      settled ??= [...lines];
      settled[index] = { ...lines[index]!, text: was };
    },
  );
  return settled ?? lines;
}

function forEachInContext(rule: Rule, texts: string[], visit: (text: string, index: number) => void): void {
  let underContext = false;
  texts.forEach((text, index) => {
    if (HEADING.test(text)) underContext = rule.byHeading && rule.context.test(text);
    else if (underContext || rule.context.test(text)) visit(text, index);
  });
}

function figuresOf(rule: Rule, line: string): string[] {
  return line.match(rule.figures) ?? [];
}

function frameOf(rule: Rule, line: string): string {
  return line.replace(rule.figures, '#');
}

function percentOf(figure: string): number {
  return Number(figure.replace(',', '.').replace(/\s?%$/, ''));
}
