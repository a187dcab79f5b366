import { randomBytes } from 'node:crypto';
import { DOMParser, type Node } from '@xmldom/xmldom';
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { SelectionError } from './selection-error';

/** The `xpath` library's one function used here: its own declarations pull the DOM library into the whole program, where it clashes with Node's globals. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const xpath = require('xpath') as { select(expression: string, node: Node): Node[] | string | number | boolean };

/**
 * XPath selectors on an HTML page. The page, parsed once by cheerio like every page, is written out as XML
 * (well-formed whatever the HTML was) and read by xmldom, where the `xpath` library evaluates the
 * selectors; xmldom's elements are cheerio's in the same document order, so a match is found back by its
 * position. A text or attribute node selects its element.
 */
export function isXPath(selector: string): boolean {
  return selector.startsWith('/') || selector.startsWith('xpath:');
}

export function xpathOf(selector: string): string {
  return selector.startsWith('xpath:') ? selector.slice('xpath:'.length).trim() : selector;
}

const EMPTY_DOCUMENT = new DOMParser().parseFromString('<html><body/></html>', 'text/xml');

/** Why an XPath selector cannot select elements, or null when it can. */
export function xpathProblem(selector: string): string | null {
  try {
    const result = xpath.select(xpathOf(selector), EMPTY_DOCUMENT);
    return Array.isArray(result) ? null : 'is an XPath expression of a value, not of elements';
  } catch (error) {
    const reason = error instanceof Error && error.message !== '' ? `: ${error.message}` : '';
    return `is not a valid XPath selector${reason}`;
  }
}

export interface CssSelection {
  include: string[];
  exclude: string[];
}

/**
 * Applies the XPath selectors of a selection to the page: the elements `exclude` matches are removed, the
 * ones `include` matches are marked with an attribute the page cannot know, and the selection is answered
 * in CSS, that attribute standing for the XPath `include` selectors.
 */
export function withXPathApplied($: CheerioAPI, include: string[], exclude: string[]): CssSelection {
  if (!include.some(isXPath) && !exclude.some(isXPath)) return { include, exclude };
  const css = (selectors: string[]) => selectors.filter((selector) => !isXPath(selector));
  const removed = matchesOf($, exclude.filter(isXPath));
  for (const element of removed) $(element).remove();
  if (!include.some(isXPath)) return { include, exclude: css(exclude) };
  const mark = `data-vigil-${randomBytes(6).toString('hex')}`;
  for (const element of matchesOf($, include.filter(isXPath))) $(element).attr(mark, '');
  return { include: [...css(include), `[${mark}]`], exclude: css(exclude) };
}

function matchesOf($: CheerioAPI, selectors: string[]): Element[] {
  if (selectors.length === 0) return [];
  const elements = $('*').toArray() as Element[];
  const roots = $.root()
    .children()
    .filter((_, node) => node.type === 'tag');
  const document = new DOMParser({ onError: () => undefined }).parseFromString($.xml(roots), 'text/xml');
  const mirrored = xpath.select('//*', document) as Node[];
  if (mirrored.length !== elements.length) throw new SelectionError('The page could not be read for its XPath selectors');
  const positions = new Map(mirrored.map((node, index) => [node, index]));
  const found: Element[] = [];
  for (const selector of selectors) {
    const result = xpath.select(xpathOf(selector), document);
    if (!Array.isArray(result)) throw new SelectionError(`The selector “${selector}” is not an XPath expression of elements`);
    for (const node of result) {
      const element = node.nodeType === 1 ? node : (node.parentNode ?? (node as Node & { ownerElement?: Node | null }).ownerElement);
      const position = element ? positions.get(element) : undefined;
      if (position !== undefined) found.push(elements[position]!);
    }
  }
  return found;
}
