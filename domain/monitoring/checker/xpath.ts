import { randomBytes } from 'node:crypto';
import { DOMImplementation, DOMParser, type Document, type Node } from '@xmldom/xmldom';
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { isElement } from './html-structure';
import { parserMessage, SelectionError } from './selection-error';

/** The `xpath` library's one function used here: its own declarations pull the DOM library into the whole program, where it clashes with Node's globals. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const xpath = require('xpath') as { select(expression: string, node: Node): Node[] | string | number | boolean };

/**
 * XPath selectors on an HTML page. The page, parsed once by cheerio like every page, is copied into an
 * xmldom document (elements, attributes and text: what XPath reads), where the `xpath` library evaluates
 * the selectors; each copied element knows its cheerio element. A text or attribute node selects its
 * element.
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
    const reason = parserMessage(error);
    return `is not a valid XPath selector${reason === '' ? '' : `: ${reason}`}`;
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
  const { document, elementOf } = mirrorOf($.root().get(0)!);
  const found: Element[] = [];
  for (const selector of selectors) {
    let result: ReturnType<typeof xpath.select>;
    try {
      result = xpath.select(xpathOf(selector), document);
    } catch (error) {
      throw new SelectionError(`The selector “${selector}” could not be evaluated: ${parserMessage(error)}`);
    }
    if (!Array.isArray(result)) throw new SelectionError(`The selector “${selector}” is not an XPath expression of elements`);
    for (const node of result) {
      const owner =
        node.nodeType === ELEMENT_NODE ? node : (node.parentNode ?? (node as Node & { ownerElement?: Node | null }).ownerElement);
      const element = owner ? elementOf.get(owner) : undefined;
      if (element) found.push(element);
    }
  }
  return found;
}

const ELEMENT_NODE = 1;

/** The page's elements, attributes and text in an xmldom document, walked without recursion (pages may nest deeply). */
function mirrorOf(root: AnyNode): { document: Document; elementOf: Map<Node, Element> } {
  const document = new DOMImplementation().createDocument(null, '');
  const elementOf = new Map<Node, Element>();
  // A document holds one element: a page of several at the top (a fragment) is put in an `<html>` of its own.
  const tops = childrenOf(root).filter(isElement);
  const single = tops.length === 1 ? tops[0]! : null;
  const holder = single ? document : document.appendChild(document.createElement('html'));
  const stack = (single ? [single] : childrenOf(root)).map((node) => ({ node, parent: holder as Node })).reverse();
  while (stack.length > 0) {
    const { node, parent } = stack.pop()!;
    if (node.type === 'text') {
      parent.appendChild(document.createTextNode(node.data));
      continue;
    }
    if (!isElement(node)) continue;
    const copy = elementNamed(document, node.name);
    for (const [name, value] of Object.entries(node.attribs)) {
      try {
        copy.setAttribute(name, value);
      } catch {
        // A name XML cannot hold (`@click`): no XPath could name it either.
      }
    }
    elementOf.set(copy, node);
    parent.appendChild(copy);
    const children = childrenOf(node).map((child) => ({ node: child, parent: copy as Node }));
    stack.push(...children.reverse());
  }
  return { document, elementOf };
}

function childrenOf(node: AnyNode): AnyNode[] {
  return 'children' in node ? node.children : [];
}

function elementNamed(document: Document, name: string) {
  try {
    return document.createElement(name);
  } catch {
    return document.createElement('invalid-name');
  }
}
