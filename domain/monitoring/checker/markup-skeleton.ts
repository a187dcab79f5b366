/**
 * The cheap path's view of a page, built by one left-to-right scan (a tokenizer, not backtracking
 * patterns): the tags with only the attributes the chrome rules read, and the text between tags. The
 * head, scripts, styles, `<noscript>`, `<template>`, `<svg>` and comments are skipped. Every search for a
 * closing mark remembers where it found the next one (or that there is none), so a page of 40,000
 * unclosed `<a ` or `<!--` costs one scan, not one scan each.
 */

const READ_ATTRIBUTES = new Set(['class', 'id', 'role', 'hidden', 'aria-hidden', 'style']);
/** Elements whose whole content the extraction skips: skipped here from the opening tag to the closing one. */
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'noscript', 'template', 'svg']);

export interface Skeleton {
  /** The markup with kept tags rewritten and each text piece replaced by `separator`. */
  tags: string;
  /** The text pieces, in order. */
  pieces: string[];
}

export function markupSkeleton(html: string, separator: string): Skeleton {
  const find = new Finder(html);
  // Markup is copied as it is from `copied` on; only skipped parts and rewritten tags interrupt the copy.
  const parts: string[] = [];
  let copied = 0;
  const replace = (from: number, to: number, by: string) => {
    parts.push(html.slice(copied, from), by);
    copied = to;
  };
  let headSkipped = false;
  for (let at = 0; ;) {
    const open = find.next('<', at);
    if (open === -1) break;
    at = open + 1;
    if (html.startsWith('<!--', open)) {
      const close = find.next('-->', open + 4);
      if (close !== -1) {
        replace(open, close + 3, '');
        at = close + 3;
        continue;
      }
    }
    const name = tagNameAt(html, open + 1);
    if (name === undefined) continue;
    const lower = name.toLowerCase();
    if (SKIPPED_ELEMENTS.has(lower) || (lower === 'head' && !headSkipped)) {
      const end = find.closingTag(lower, open + 1 + lower.length);
      if (end !== -1) {
        if (lower === 'head') headSkipped = true;
        replace(open, end, '');
        at = end;
        continue;
      }
    }
    const tag = tagAt(html, open + 1 + name.length, find);
    if (tag === null) continue;
    replace(open, tag.end, `<${name}${tag.kept}>`);
    at = tag.end;
  }
  parts.push(html.slice(copied));
  return textPieces(parts.join(''), separator);
}

/**
 * Text is what lies between a `>` and the next `<`; each piece is taken out and its place marked with
 * the separator (so the markup and the text can be normalized apart).
 */
function textPieces(markup: string, separator: string): Skeleton {
  const pieces: string[] = [];
  const parts: string[] = [];
  let copied = 0;
  for (let at = 0; ;) {
    const gt = markup.indexOf('>', at);
    if (gt === -1) break;
    const lt = markup.indexOf('<', gt + 1);
    if (lt === -1) break;
    at = lt;
    if (lt === gt + 1) continue;
    pieces.push(markup.slice(gt + 1, lt).replaceAll(separator, ' '));
    parts.push(markup.slice(copied, gt + 1), separator);
    copied = lt;
    at = lt + 1;
  }
  parts.push(markup.slice(copied));
  return { tags: parts.join(''), pieces };
}

/** A tag name (`[a-z][\w-]*`, any case) starting at `at`, when it ends at a non-word character. */
function tagNameAt(html: string, at: number): string | undefined {
  if (!isLetter(html.charCodeAt(at))) return undefined;
  let end = at + 1;
  while (end < html.length && (isWordChar(html.charCodeAt(end)) || html.charCodeAt(end) === DASH)) end += 1;
  return html.slice(at, end);
}

/**
 * The attributes of a tag whose name ends at `at`, up to its `>`: `(\s+name(\s*=\s*value)?)*\s*\/?>`,
 * read greedily (the grammar leaves no choice to backtrack into). Null when the text is no tag. Where an
 * attribute ends, what follows decides alone whether a tag closes, so the places a failed tag passed are
 * remembered: a later `<` inside it (`<a <a <a …` without `>`) fails as soon as it reaches one of them.
 */
function tagAt(html: string, at: number, find: Finder): { kept: string; end: number } | null {
  const passed = find.passed;
  passed.length = 0;
  let kept = '';
  for (let position = at; find.failedTagAt[position] !== 1;) {
    passed.push(position);
    const afterSpace = skipSpace(html, position);
    if (html.charCodeAt(afterSpace) === SLASH && html.charCodeAt(afterSpace + 1) === GT) return { kept, end: afterSpace + 2 };
    if (html.charCodeAt(afterSpace) === GT) return { kept, end: afterSpace + 1 };
    const nameEnd = afterSpace === position ? afterSpace : attributeNameEnd(html, afterSpace);
    if (nameEnd === afterSpace) break;
    position = attributeValueEnd(html, nameEnd, find) ?? nameEnd;
    if (READ_ATTRIBUTES.has(html.slice(afterSpace, nameEnd).toLowerCase())) kept += ` ${html.slice(afterSpace, position)}`;
  }
  for (const position of passed) find.failedTagAt[position] = 1;
  return null;
}

/** `\s*=\s*("…"|'…'|unquoted)` after an attribute name, or null when there is none. */
function attributeValueEnd(html: string, at: number, find: Finder): number | null {
  const equals = skipSpace(html, at);
  if (html.charCodeAt(equals) !== EQUALS) return null;
  const start = skipSpace(html, equals + 1);
  const quote = html[start];
  if (quote === '"' || quote === "'") {
    const close = find.next(quote, start + 1);
    return close === -1 ? null : close + 1;
  }
  let end = start;
  for (let code = html.charCodeAt(end); end < html.length && !isSpace(code) && code !== QUOTE && code !== APOSTROPHE && code !== GT;)
    code = html.charCodeAt(++end);
  return end === start ? null : end;
}

/**
 * Searches that remember their last answer: the next occurrence at or after a position is the cached one
 * while that position has not passed it, and "none" stays none for every later position.
 */
class Finder {
  private readonly found = new Map<string, number>();
  /** Places right after a tag name or an attribute from which no tag closes. */
  readonly failedTagAt: Uint8Array;
  /** Scratch list of the places one tag passed. */
  readonly passed: number[] = [];

  constructor(private readonly html: string) {
    this.failedTagAt = new Uint8Array(html.length + 1);
  }

  next(needle: string, from: number): number {
    return this.cached(needle, from, () => this.html.indexOf(needle, from));
  }

  /** The end of the first `</name` (any case) followed by a space, `/` or `>`, after its `>`; -1 when the element never closes. */
  closingTag(name: string, from: number): number {
    const start = this.cached(`</${name}`, from, () => {
      const pattern = new RegExp(`</${name}(?=[\\s/>])`, 'gi');
      pattern.lastIndex = from;
      return pattern.exec(this.html)?.index ?? -1;
    });
    if (start === -1) return -1;
    const gt = this.next('>', start);
    return gt === -1 ? -1 : gt + 1;
  }

  private cached(key: string, from: number, search: () => number): number {
    const known = this.found.get(key);
    if (known !== undefined && (known === -1 || known >= from)) return known;
    const index = search();
    this.found.set(key, index);
    return index;
  }
}

const DASH = 0x2d;
const SLASH = 0x2f;
const GT = 0x3e;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;

function skipSpace(text: string, at: number): number {
  let end = at;
  while (end < text.length && isSpace(text.charCodeAt(end))) end += 1;
  return end;
}

/** `[^\s=>]+` */
function attributeNameEnd(text: string, at: number): number {
  let end = at;
  for (let code = text.charCodeAt(end); end < text.length && !isSpace(code) && code !== EQUALS && code !== GT;)
    code = text.charCodeAt(++end);
  return end;
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function isWordChar(code: number): boolean {
  return isLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x5f;
}

/** JavaScript's `\s`. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
