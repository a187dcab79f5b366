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

/** A probe document: the path itself is parsed and run on it. */
const JSON_PROBE = { a: [{ b: 1 }] };

function jsonPathProblem(path: string): string | null {
  try {
    JSONPath({ path, json: JSON_PROBE, wrap: true, eval: 'safe' });
    return expressionsProblem(path);
  } catch (error) {
    return `is not a valid JSONPath selector: ${parserMessage(error)}`;
  }
}

/** The names a filter's script is given by the library (`@` and `@root`, `@parent`, `@property`, `@parentProperty`, `@path`, rewritten). */
const SCRIPT_NAMES = new Set(['_$_v', '_$_root', '_$_parent', '_$_property', '_$_parentProperty', '_$_path']);
/** The expressions the library's safe evaluator runs; any other node fails the script when run. */
const RUNNABLE = new Set([
  'BinaryExpression',
  'LogicalExpression',
  'Compound',
  'ConditionalExpression',
  'Identifier',
  'Literal',
  'MemberExpression',
  'UnaryExpression',
  'ArrayExpression',
  'CallExpression',
  'AssignmentExpression',
]);

interface ScriptNode {
  type: string;
  [key: string]: unknown;
}

type SafeScriptClass = new (script: string) => { ast: ScriptNode };
const SafeScript = (JSONPath.prototype as unknown as { safeVm: { Script: SafeScriptClass } }).safeVm.Script;

/**
 * Filter (`[?(…)]`) and script (`[(…)]`) expressions run only on the nodes a document gives them, so one
 * the probe never reaches would pass and fail its source at the first run. Each is run once here, on a
 * one-element array (a nested filter is not reached, and is left to the run), through an `eval` class that receives the script as the library rewrote it, compiles
 * it with the library's safe evaluator and checks what that evaluator refuses whatever the document: a
 * kind of expression it does not run (`this`, `new`, arrow functions…), a name that is not defined, an
 * assignment to something other than a name (`=~`). What depends on the document (a member of a missing
 * value) is left to the run.
 */
function expressionsProblem(path: string): string | null {
  for (const segment of JSONPath.toPathArray(path)) {
    if (typeof segment !== 'string' || !(segment.startsWith('?(') || segment.startsWith('('))) continue;
    probed = null;
    JSONPath({ path: `$[${segment}]`, json: [{}], wrap: true, eval: ScriptProbe });
    if (probed !== null) return `is not a valid JSONPath selector: ${probed} in “${segment}”`;
  }
  return null;
}

/** What the last probe run found (the library compiles a script once and keeps it: its verdict is told on every run). */
let probed: string | null = null;

class ScriptProbe {
  private readonly problem: string | null;
  constructor(script: string) {
    try {
      this.problem = scriptProblem(new SafeScript(script).ast);
    } catch (error) {
      // The position counts in the rewritten script, not in what the person wrote.
      this.problem = parserMessage(error).replace(/ at character \d+$/, '');
    }
  }
  /** 0: no element passes a filter, and a script expression names the first. */
  runInNewContext(): number {
    probed = this.problem;
    return 0;
  }
}

function scriptProblem(root: ScriptNode): string | null {
  const assigned = new Set<string>();
  const nodes: ScriptNode[] = [];
  const visit = (node: ScriptNode, evaluated = true): void => {
    nodes.push(evaluated ? node : { type: 'Name' });
    if (node.type === 'AssignmentExpression' && (node.left as ScriptNode).type === 'Identifier')
      assigned.add((node.left as ScriptNode).name as string);
    for (const [key, value] of Object.entries(node)) {
      // `a.b`: `b` is a property's name, not a name the script must define.
      const named = node.type === 'MemberExpression' && key === 'property' && node.computed !== true;
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child, !named);
    }
  };
  visit(root);
  for (const node of nodes) {
    if (node.type === 'Name') continue;
    if (!RUNNABLE.has(node.type))
      return `a filter cannot run ${node.type === 'ThisExpression' ? '“this”' : `an expression of type ${node.type}`}`;
    if (node.type === 'AssignmentExpression' && (node.left as ScriptNode).type !== 'Identifier')
      return `“${String(node.operator)}” assigns to a value (compare with == or ===)`;
    if (node.type === 'Identifier' && !SCRIPT_NAMES.has(node.name as string) && !assigned.has(node.name as string))
      return `“${String(node.name)}” is not defined (the current value is @)`;
  }
  return null;
}

function isNode(value: unknown): value is ScriptNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
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
