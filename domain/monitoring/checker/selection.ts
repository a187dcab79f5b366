import { load } from 'cheerio';
import { JSONPath } from 'jsonpath-plus';
import { RE2JS } from 're2js';
import type { SourceSelectors } from '../source-check';
import { parserMessage, SelectionError } from './selection-error';
import { isXPath, xpathProblem } from './xpath';

/**
 * A source's selection (its `include` and `exclude` selectors and its `ignoreText` rules): the syntax of a
 * selector, why one is refused, and the ignore rules as a test on a line of text. Used where a source is
 * saved (the API refuses what the checker could not apply) and where a page is read.
 *
 * Selectors: XPath when they start with `/` or `xpath:`, JSONPath when they start with `$`, CSS otherwise
 * (for a feed, a CSS-looking bare word names an item field). Ignore rules: `/pattern/flags` is a regular
 * expression run by RE2 (linear time whatever the pattern, so a hostile one cannot stall a reading thread);
 * anything else is text a line must contain, ignoring case.
 */
export const SELECTION_LIMITS = { selectors: 20, ignoreRules: 50, selectorChars: 500, ruleChars: 500 } as const;

export type SelectorSyntax = 'css' | 'xpath' | 'jsonpath';

/** The item fields a feed selection may name. */
export const FEED_FIELDS = ['title', 'link', 'content'] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

export function selectorSyntax(selector: string): SelectorSyntax {
  if (isXPath(selector)) return 'xpath';
  if (selector.startsWith('$')) return 'jsonpath';
  return 'css';
}

/** Why a selector cannot be used, or null when it can. */
export function selectorProblem(selector: string): string | null {
  if (selector.trim() === '') return 'must not be blank';
  if (selector.length > SELECTION_LIMITS.selectorChars) return `must be at most ${SELECTION_LIMITS.selectorChars} characters`;
  switch (selectorSyntax(selector)) {
    case 'css':
      return cssProblem(selector);
    case 'xpath':
      return xpathProblem(selector);
    case 'jsonpath':
      return jsonPathProblem(selector);
  }
}

/** Why an ignore rule cannot be used, or null when it can. */
export function ignoreRuleProblem(rule: string): string | null {
  if (rule.trim() === '') return 'must not be blank';
  if (rule.length > SELECTION_LIMITS.ruleChars) return `must be at most ${SELECTION_LIMITS.ruleChars} characters`;
  const regex = regexParts(rule);
  if (regex === null) return null;
  try {
    compileRegex(regex);
    return null;
  } catch (error) {
    return `is not a valid regular expression: ${parserMessage(error)}`;
  }
}

/** True for a line one of the rules ignores; none given: never. */
export function ignoreTest(rules: readonly string[] = []): (line: string) => boolean {
  if (rules.length === 0) return () => false;
  const texts: string[] = [];
  const patterns: RE2JS[] = [];
  for (const rule of rules) {
    const regex = regexParts(rule);
    if (regex === null) texts.push(rule.trim().toLowerCase());
    else patterns.push(compileRegex(regex));
  }
  return (line) => {
    const lower = line.toLowerCase();
    return texts.some((text) => lower.includes(text)) || patterns.some((pattern) => pattern.matcher(line).find());
  };
}

export function hasSelection({ include = [], exclude = [], ignoreText = [] }: SourceSelectors): boolean {
  return include.length + exclude.length + ignoreText.length > 0;
}

export { SelectionError };

export function nothingMatched(include: readonly string[]): SelectionError {
  return new SelectionError(`The selection matched nothing on the page (include: ${include.map((s) => `“${s}”`).join(', ')})`);
}

export const EMPTY_SELECTION = 'The selection matched only elements without text';

const REGEX_FLAGS: Record<string, number> = { i: RE2JS.CASE_INSENSITIVE, m: RE2JS.MULTILINE, s: RE2JS.DOTALL };

function regexParts(rule: string): { source: string; flags: string } | null {
  const match = /^\/(.+)\/([a-z]*)$/s.exec(rule.trim());
  return match ? { source: match[1]!, flags: match[2]! } : null;
}

function compileRegex({ source, flags }: { source: string; flags: string }): RE2JS {
  let bits = 0;
  for (const flag of flags) {
    const bit = REGEX_FLAGS[flag];
    if (bit === undefined) throw new Error(`unknown flag “${flag}” (use i, m or s)`);
    bits |= bit;
  }
  return RE2JS.compile(source, bits);
}

function cssProblem(selector: string): string | null {
  try {
    load('')(selector);
    return null;
  } catch (error) {
    return `is not a valid CSS selector: ${parserMessage(error)}`;
  }
}

/** A probe document: a filter expression the path reaches on it is parsed and run (others fail the source when run). */
const JSON_PROBE = { a: [{ b: 1 }] };

function jsonPathProblem(path: string): string | null {
  try {
    JSONPath({ path, json: JSON_PROBE, wrap: true });
    return null;
  } catch (error) {
    return `is not a valid JSONPath selector: ${parserMessage(error)}`;
  }
}

/** Refuses the selectors a kind of source cannot apply: the check fails, naming the syntax it takes. */
export function requireSyntax(selectors: SourceSelectors, allowed: readonly SelectorSyntax[], what: string): void {
  const foreign = [...(selectors.include ?? []), ...(selectors.exclude ?? [])].find(
    (selector) => !allowed.includes(selectorSyntax(selector)),
  );
  if (foreign === undefined) return;
  const takes =
    allowed.length === 0 ? 'no selectors (only ignoreText applies)' : allowed.map((syntax) => SYNTAX_NAMES[syntax]).join(' or ');
  throw new SelectionError(`The selector “${foreign}” does not apply to ${what}, which takes ${takes}`);
}

const SYNTAX_NAMES: Record<SelectorSyntax, string> = { css: 'CSS', xpath: 'XPath', jsonpath: 'JSONPath ($…)' };
