import { load } from 'cheerio';
import { JSONPath } from 'jsonpath-plus';
import type { SourceKind } from '../../../models/monitoring';
import type { TrackedReading, TrackSpec } from '../source-check';
import { numberIn } from '../conditions';
import { valuesOf } from './fact-values';
import { selectedTextLines } from './select-text';
import { selectorSyntax } from './selection';
import { withXPathApplied } from './xpath';

/** A value's text is a price or a status, not a paragraph: longer text is cut. */
const MAX_VALUE_CHARS = 200;

/**
 * The tracked values of a page that was read: each selector's first match as text, with its number and
 * unit when it reads as an amount or figure ("€1,299.00" → 1299, EUR), else a text such as a stock status.
 * A selector that matches nothing gives no value this time (the series has a gap, the check does not fail).
 */
export function trackedValues(track: readonly TrackSpec[], kind: SourceKind, body: string, storedText: string): TrackedReading[] {
  const readings: TrackedReading[] = [];
  for (const { name, selector } of track) {
    const text = firstMatch(kind, body, storedText, selector)?.replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE_CHARS);
    if (text) readings.push({ name, text, ...numberAndUnit(text) });
  }
  return readings;
}

function firstMatch(kind: SourceKind, body: string, storedText: string, selector: string): string | null {
  try {
    if (kind === 'json') return jsonValue(body, selector);
    if (kind === 'html') return htmlValue(body, selector);
    if (selectorSyntax(selector) === 'jsonpath') return null;
    return selectedTextLines(storedText.split('\n'), { include: [selector] }, 'a document')[0] ?? null;
  } catch {
    // A value that cannot be read (a body that is not the JSON it claimed, a selector that fails on it) is a gap, not a failed check.
    return null;
  }
}

function htmlValue(html: string, selector: string): string | null {
  if (selectorSyntax(selector) === 'jsonpath') return null;
  const $ = load(html);
  const { include } = withXPathApplied($, [selector], []);
  const found = $(include.join(', ')).first();
  return found.length > 0 ? found.text() : null;
}

function jsonValue(body: string, selector: string): string | null {
  if (selectorSyntax(selector) !== 'jsonpath') return null;
  const [value] = JSONPath({ path: selector, json: JSON.parse(body) as object, wrap: true, eval: 'safe' }) as unknown[];
  if (value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function numberAndUnit(text: string): { number: number | null; unit: string | null } {
  const number = numberIn(text);
  if (number === null) return { number: null, unit: null };
  return { number, unit: valuesOf(text).find((value) => value.type === 'amount')?.unit ?? null };
}
