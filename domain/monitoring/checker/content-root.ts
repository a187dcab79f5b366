import type { Element } from 'domhandler';
import { SKIPPED_TAGS, isChrome, isElement, isHidden } from './html-structure';

/**
 * The main content found by scoring blocks as article extractors do (Readability's ideas, in one pass
 * over the tree): a block of prose gives points to its parent and, less, to its grandparent and
 * great-grandparent (more for longer text and more commas); a container's points shrink with the share
 * of its text that is link text. The best container is content even where its class names look like
 * chrome. Where the page names no main content (no `<main>`), the best container, widened to take in
 * sibling blocks that score nearly as well and the page's `<h1>`, is the content root, and bars and
 * widgets outside it are chrome. A page without enough prose to score (a product grid, a price table)
 * has no best container: nothing is dropped or kept by score.
 */

interface Measure {
  text: number;
  links: number;
  commas: number;
}

const PROSE_TAGS = new Set(['p', 'pre', 'td', 'blockquote', 'li', 'dd']);
const CONTAINER_TAGS = new Set(['div', 'section', 'article', 'td', 'blockquote', 'main', 'body', 'form', 'center']);
const MIN_PROSE_CHARS = 25;
/** Below this the page has too little prose to tell content from chrome: the body is kept. */
const MIN_ROOT_SCORE = 8;
const SIBLING_SHARE = 0.3;
/** Outside the root, a block with less text of its own than this is a bar or widget… */
const MAX_WIDGET_CHARS = 160;
/** …and so is one whose text is mostly links (a rail, a link list). */
const LINK_RAIL_SHARE = 0.5;
/** Inside the main content, a block with a chrome class name and less text than this is a label, a share bar or an ad slot; with more it is an embedded post or quote. */
const MAX_EMBED_LABEL_CHARS = 60;

/** What the scoring tells the extraction about one page. */
export interface ContentLayout {
  /** The best-scoring container and its ancestors: never chrome, whatever their class names say ("article-overlay", "content-with-sidebar"). */
  content: ReadonlySet<Element>;
  /** Characters of visible text in an element (0 for one holding only scripts or hidden parts). */
  textOf(element: Element): number;
  /**
   * The page-level bars, widgets and rails outside the main content: along the path from the content
   * root up to the body, each sibling block that is short or mostly links. Longer blocks outside the root
   * (a comment thread, a second part of the article) are kept.
   */
  barsOutsideContent(): Set<Element>;
  /** Inside the best container, a block whose class names chrome is dropped only when it is this: short, or mostly links (a share bar, an ad label, a related-links list), not an embedded post or quote with prose. */
  isChromeSized(element: Element): boolean;
  /** A block that opens with a subheading and holds prose, not a bar or a link list: a section of the text ("Who we share it with" in `<section id="sharing">`). */
  isTitledSection(element: Element): boolean;
  best: Element | null;
}

/** Scores the blocks under `root` (the page's `<main>` or body). */
export function contentLayout(root: Element): ContentLayout {
  const scoring = new Scoring();
  scoring.measure(root, false);
  const best = scoring.best();
  const content = new Set<Element>();
  for (let node: Element | null = best; node; node = node.parent && isElement(node.parent) ? node.parent : null) content.add(node);
  return {
    content,
    best,
    textOf: (element) => scoring.measures.get(element)?.text ?? 0,
    isChromeSized: (element) => isBarOrWidget(scoring.measures.get(element) ?? { text: 0, links: 0, commas: 0 }, MAX_EMBED_LABEL_CHARS),
    isTitledSection: (element) =>
      opensWithSubheading(element) && !isBarOrWidget(scoring.measures.get(element) ?? { text: 0, links: 0, commas: 0 }),
    barsOutsideContent() {
      const outside = new Set<Element>();
      if (!best) return outside;
      const headline = firstHeadline(root);
      const strong = scoring.weighted(best) * SIBLING_SHARE;
      for (let node = best; node !== root && node.parent && isElement(node.parent); node = node.parent) {
        for (const sibling of node.parent.children) {
          if (sibling === node || !isElement(sibling) || scoring.weighted(sibling) >= strong || (headline && contains(sibling, headline)))
            continue;
          if (isBarOrWidget(scoring.measures.get(sibling))) outside.add(sibling);
        }
      }
      return outside;
    },
  };
}

function opensWithSubheading(element: Element): boolean {
  const first = element.children.find((child): child is Element => isElement(child) && !SKIPPED_TAGS.has(child.name) && !isHidden(child));
  return first !== undefined && /^h[2-6]$/.test(first.name);
}

function contains(ancestor: Element, element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parent && isElement(node.parent) ? node.parent : null) {
    if (node === ancestor) return true;
  }
  return false;
}

function isBarOrWidget(measure: Measure | undefined, shortBelow = MAX_WIDGET_CHARS): boolean {
  if (!measure) return false;
  return measure.text - measure.links < shortBelow || measure.links / Math.max(measure.text, 1) >= LINK_RAIL_SHARE;
}

class Scoring {
  readonly scores = new Map<Element, number>();
  readonly measures = new Map<Element, Measure>();

  measure(element: Element, insideLink: boolean): Measure {
    const total: Measure = { text: 0, links: 0, commas: 0 };
    const link = insideLink || element.name === 'a';
    let own = 0;
    for (const child of element.children) {
      if (child.type === 'text') {
        const length = child.data.trim().length;
        total.text += length;
        if (!link) own += length;
        total.commas += commasIn(child.data);
        if (link) total.links += length;
      } else if (isElement(child) && !SKIPPED_TAGS.has(child.name) && !isHidden(child)) {
        const inner = this.measure(child, link);
        total.text += inner.text;
        total.links += inner.links;
        total.commas += inner.commas;
      }
    }
    this.measures.set(element, total);
    if (PROSE_TAGS.has(element.name) && total.text - total.links >= MIN_PROSE_CHARS)
      this.credit(element, total.text - total.links, total.commas);
    // Text written straight into a container, between <br>s rather than in paragraphs, is prose too.
    else if (own >= MIN_PROSE_CHARS && CONTAINER_TAGS.has(element.name)) this.credit(element, own, total.commas);
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

/** The page's first `<h1>` that is not itself inside chrome (a logo in the site header is no headline). */
function commasIn(text: string): number {
  let count = 0;
  for (let at = text.indexOf(','); at >= 0; at = text.indexOf(',', at + 1)) count += 1;
  return count;
}

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
