import type { Element } from 'domhandler';
import { SKIPPED_TAGS, isChrome, isElement, isHidden } from './html-structure';

/**
 * Where a page names no main content (no `<main>`), it is found by scoring blocks as article extractors
 * do (Readability's ideas, in one pass over the tree): a block of prose gives points to its parent and,
 * less, to its grandparent and great-grandparent (more for longer text and more commas); a container's
 * points shrink with the share of its text that is link text. The best container, widened to take in
 * sibling blocks that score nearly as well and the page's `<h1>`, is the content root. A page without
 * enough prose to score (a product grid, a price table) has no root: nothing is dropped.
 */

interface Measure {
  text: number;
  links: number;
  commas: number;
}

const PROSE_TAGS = new Set(['p', 'pre', 'td', 'blockquote', 'li', 'dd']);
const CONTAINER_TAGS = new Set(['div', 'section', 'article', 'td', 'blockquote', 'body', 'form', 'center']);
const MIN_PROSE_CHARS = 25;
/** Below this the page has too little prose to tell content from chrome: the body is kept. */
const MIN_ROOT_SCORE = 8;
const SIBLING_SHARE = 0.3;
/** Outside the root, a block with less text of its own than this is a bar or widget… */
const MAX_WIDGET_CHARS = 160;
/** …and so is one whose text is mostly links (a rail, a link list). */
const LINK_RAIL_SHARE = 0.5;

/**
 * The page-level bars, widgets and rails outside the main content: along the path from the content root
 * up to the body, each sibling block that is short or mostly links. Longer blocks outside the root (a
 * comment thread, a second part of the article) are kept: only chrome-sized blocks are dropped.
 */
export function chromeOutsideContent(body: Element): Set<Element> {
  const scoring = new Scoring();
  scoring.measure(body, false);
  const outside = new Set<Element>();
  const root = contentRoot(body, scoring);
  for (let node = root; node !== body && node.parent && isElement(node.parent); node = node.parent) {
    for (const sibling of node.parent.children) {
      if (sibling !== node && isElement(sibling) && isBarOrWidget(scoring.measures.get(sibling))) outside.add(sibling);
    }
  }
  return outside;
}

function contentRoot(body: Element, scoring: Scoring): Element {
  const best = scoring.best();
  if (!best || best === body) return body;
  const widened = widenToSiblings(best, scoring);
  const headline = firstHeadline(body);
  return headline ? commonAncestor(widened, headline, body) : widened;
}

function isBarOrWidget(measure: Measure | undefined): boolean {
  if (!measure) return false;
  return measure.text - measure.links < MAX_WIDGET_CHARS || measure.links / Math.max(measure.text, 1) >= LINK_RAIL_SHARE;
}

class Scoring {
  readonly scores = new Map<Element, number>();
  readonly measures = new Map<Element, Measure>();

  measure(element: Element, insideLink: boolean): Measure {
    const total: Measure = { text: 0, links: 0, commas: 0 };
    const link = insideLink || element.name === 'a';
    for (const child of element.children) {
      if (child.type === 'text') {
        const length = child.data.trim().length;
        total.text += length;
        total.commas += child.data.split(',').length - 1;
        if (link) total.links += length;
      } else if (isElement(child) && !SKIPPED_TAGS.has(child.name) && !isHidden(child) && !isChrome(child, false)) {
        const inner = this.measure(child, link);
        total.text += inner.text;
        total.links += inner.links;
        total.commas += inner.commas;
      }
    }
    this.measures.set(element, total);
    if (PROSE_TAGS.has(element.name) && total.text - total.links >= MIN_PROSE_CHARS) this.credit(element, total.text - total.links, total.commas);
    return total;
  }

  private credit(block: Element, length: number, commas: number): void {
    const points = 1 + commas + Math.min(Math.floor(length / 100), 3);
    let ancestor = block.parent;
    for (let level = 1; level <= 3 && ancestor && isElement(ancestor); level += 1, ancestor = ancestor.parent) {
      if (CONTAINER_TAGS.has(ancestor.name)) this.scores.set(ancestor, (this.scores.get(ancestor) ?? 0) + points / level);
    }
  }

  /** A container's score with its link density taken off. */
  weighted(element: Element): number {
    const score = this.scores.get(element) ?? 0;
    const measure = this.measures.get(element);
    if (!measure || measure.text === 0) return 0;
    return score * (1 - measure.links / measure.text);
  }

  best(): Element | null {
    let best: Element | null = null;
    let bestScore = MIN_ROOT_SCORE;
    for (const element of this.scores.keys()) {
      const score = this.weighted(element);
      if (score > bestScore) {
        best = element;
        bestScore = score;
      }
    }
    return best;
  }
}

/** Content split over sibling containers (an intro block, the body, a table after it): the parent holds them all. */
function widenToSiblings(best: Element, scoring: Scoring): Element {
  const parent = best.parent;
  if (!parent || !isElement(parent)) return best;
  const threshold = scoring.weighted(best) * SIBLING_SHARE;
  const strongSibling = parent.children.some((sibling) => sibling !== best && isElement(sibling) && scoring.weighted(sibling) >= threshold);
  return strongSibling ? parent : best;
}

/** The page's first `<h1>` that is not itself inside chrome (a logo in the site header is no headline). */
function firstHeadline(body: Element): Element | null {
  const search = (element: Element): Element | null => {
    for (const child of element.children) {
      if (!isElement(child) || SKIPPED_TAGS.has(child.name) || isHidden(child)) continue;
      if (child.name === 'h1') return child;
      if (isChrome(child, false)) continue;
      const found = search(child);
      if (found) return found;
    }
    return null;
  };
  return search(body);
}

function commonAncestor(a: Element, b: Element, fallback: Element): Element {
  const ancestors = new Set<Element>();
  for (let node: Element | null = a; node; node = node.parent && isElement(node.parent) ? node.parent : null) ancestors.add(node);
  for (let node: Element | null = b; node; node = node.parent && isElement(node.parent) ? node.parent : null) {
    if (ancestors.has(node)) return node;
  }
  return fallback;
}
