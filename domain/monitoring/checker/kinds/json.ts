import { createHash } from 'node:crypto';
import type { SourceSelectors } from '../../source-check';
import { normalizeNoiseAll } from '../noise';
import { JSONPath } from 'jsonpath-plus';
import { nothingMatched, requireSyntax } from '../selection';

/**
 * JSON compared as structure: one line per value, `path: value`, with object keys sorted, so key order
 * and whitespace are not content while every value keeps its place. Values under keys that name a
 * per-response value (request and trace ids, nonces, response timestamps) are masked, and the text noise
 * rules (UUIDs, tokens, dates) apply to every line.
 */
const VOLATILE_KEY =
  /^(?:x[-_]?)?(?:request|req|trace|span|correlation|transaction|session)[-_]?id$|^(?:nonce|csrf(?:[-_]?token)?|timestamp|ts|now|server[-_]?time|current[-_]?time|response[-_]?time|generated(?:[-_]?at)?|served[-_]?at|fetched[-_]?at|rendered[-_]?at|took|elapsed(?:[-_]?ms)?|duration[-_]?ms|cache[-_]?key|etag)$/i;

export const VOLATILE_VALUE = '⟨volatile⟩';

/**
 * Every value repeats its whole path, so a small document with long keys over many values flattens to far
 * more text than it has (a 100,000-character key over 3,000 values is 300 MB). Keys are cut, a path keeps
 * its end, and the lines stop at a budget; a cut key keeps a hash of itself, so editing it is still a change.
 */
export const MAX_JSON_KEY_CHARS = 100;
export const MAX_JSON_PATH_CHARS = 1_000;
export const MAX_JSON_TEXT_CHARS = 8 * 1024 * 1024;

/** The lines of a JSON document (under a JSONPath selection), or null when the text is not JSON. */
export function jsonLines(text: string, selectors: SourceSelectors = {}): string[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const lines: Lines = { lines: [], chars: 0, left: 0 };
  for (const { path, value: selected } of selectedJson(value, selectors)) flatten(selected, path, lines);
  if (lines.left > 0)
    lines.lines.push(`(${lines.left} more values are not compared: the document reads as more than ${MAX_JSON_TEXT_CHARS} characters)`);
  return lines.lines;
}

interface Lines {
  lines: string[];
  chars: number;
  /** Values past the budget, counted, not written. */
  left: number;
}

function push(into: Lines, path: string, value: string): void {
  const line = `${path}: ${value}`;
  if (into.left > 0 || into.chars + line.length > MAX_JSON_TEXT_CHARS) into.left += 1;
  else {
    into.lines.push(line);
    into.chars += line.length;
  }
}

export function jsonCanonical(lines: string[]): string {
  return normalizeNoiseAll(lines).join('\n');
}

function flatten(value: unknown, path: string, lines: Lines): void {
  if (value === EXCLUDED) return;
  if (Array.isArray(value)) {
    if (value.length === 0) push(lines, path || '(root)', '[]');
    value.forEach((item, index) => flatten(item, boundedPath(`${path}[${index}]`), lines));
    return;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (entries.length === 0) push(lines, path || '(root)', '{}');
    for (const [key, inner] of entries) {
      const shown = boundedKey(key);
      const innerPath =
        path === '' ? pathKey(shown) : /^[A-Za-z_$][\w$]*$/.test(shown) ? `${path}.${shown}` : `${path}[${JSON.stringify(shown)}]`;
      if (VOLATILE_KEY.test(key) && (inner === null || typeof inner !== 'object')) push(lines, innerPath, VOLATILE_VALUE);
      else flatten(inner, boundedPath(innerPath), lines);
    }
    return;
  }
  push(lines, path || '(root)', JSON.stringify(value));
}

/** The path of a JSON pointer's place, written as `flatten` writes it. */
export function pathOfPointer(pointer: string): string {
  let path = '';
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(key) && path !== '') path = boundedPath(`${path}[${key}]`);
    else {
      const shown = boundedKey(key);
      path = boundedPath(
        path === '' ? pathKey(shown) : /^[A-Za-z_$][\w$]*$/.test(shown) ? `${path}.${shown}` : `${path}[${JSON.stringify(shown)}]`,
      );
    }
  }
  return path;
}

/** A path keeps its end, where it differs from its siblings'. */
function boundedPath(path: string): string {
  return path.length > MAX_JSON_PATH_CHARS ? `…${path.slice(-MAX_JSON_PATH_CHARS)}` : path;
}

function boundedKey(key: string): string {
  if (key.length <= MAX_JSON_KEY_CHARS) return key;
  return `${key.slice(0, MAX_JSON_KEY_CHARS)}…${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

function pathKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : `[${JSON.stringify(key)}]`;
}

/** Stands in for an excluded value, so the values after it in an array keep their indices (and their lines). */
export const EXCLUDED: unique symbol = Symbol('excluded');

interface Match {
  pointer: string;
  value: unknown;
  parent: unknown;
  parentProperty: string | number;
}

/**
 * The parts of a JSON document a JSONPath selection keeps, each with the path its lines start with: the
 * whole document without a selection; the values `exclude` matches stand in as EXCLUDED (dropped when
 * flattened). Filter expressions run in jsonpath-plus's safe evaluator (no JavaScript is run).
 */
export function selectedJson(document: unknown, selectors: SourceSelectors): Array<{ path: string; value: unknown }> {
  const include = selectors.include ?? [];
  const exclude = selectors.exclude ?? [];
  if (include.length + exclude.length === 0) return [{ path: '', value: document }];
  requireSyntax(selectors, ['jsonpath'], 'a JSON source');
  for (const path of exclude) {
    for (const match of matches(document, path)) {
      if (match.parent !== null && typeof match.parent === 'object')
        (match.parent as Record<string | number, unknown>)[match.parentProperty] = EXCLUDED;
    }
  }
  if (include.length === 0) return [{ path: '', value: document }];
  const found = new Map<string, unknown>();
  for (const path of include) for (const match of matches(document, path)) found.set(match.pointer, match.value);
  const kept = [...found].filter(([, value]) => value !== EXCLUDED);
  if (kept.length === 0) throw nothingMatched(include);
  // A match inside another match is already in its lines.
  const pointers = kept.map(([pointer]) => pointer);
  return kept
    .filter(([pointer]) => !pointers.some((other) => other !== pointer && (pointer.startsWith(`${other}/`) || other === '')))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([pointer, value]) => ({ path: pathOfPointer(pointer), value }));
}

function matches(document: unknown, path: string): Match[] {
  return JSONPath({ path, json: document as object, resultType: 'all', wrap: true, eval: 'safe' }) as Match[];
}
