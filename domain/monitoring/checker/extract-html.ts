import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { contentLayout, type ContentLayout } from './content-root';
import { BLOCK_TAGS, SKIPPED_TAGS, holdsCounter, isChrome, isChromeByNameOnly, isElement, isHidden } from './html-structure';
import { maskDigits } from './noise';
import type { SourceSelectors } from '../source-check';
import type { ExtractedLine } from './lines';
import { nothingMatched } from './selection';
import { withXPathApplied } from './xpath';

/**
 * The page's main content as lines of text, in reading order: headings as "# …", list items as "- …",
 * table rows as "cell | cell", paragraphs as they read. Chrome is dropped by structure (see
 * html-structure.ts). Lines of one list, table or run of look-alike cards share a group, so their order
 * can be ignored when comparing.
 */
export function extractHtml(html: string, selectors: SourceSelectors = {}): ExtractedLine[] {
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const { include, exclude } = withXPathApplied($, selectors.include ?? [], selectors.exclude ?? []);
  for (const selector of exclude) $(selector).remove();
  const { found, layout } = include.length > 0 ? included($, include) : mainContent($);
  if (include.length > 0 && found.length === 0) throw nothingMatched(selectors.include ?? []);
  const outside = layout && found[0]?.name === 'body' ? layout.barsOutsideContent() : NONE;
  const walker = new Walker(layout, outside);
  for (const root of found) walker.visitChildren(root, isMain(root) ? { ...NO_GROUP, insideMain: true } : NO_GROUP);
  walker.flush(NO_GROUP);
  return walker.lines;
}

interface Roots {
  found: Element[];
  layout: ContentLayout | null;
}

/** The elements the include selectors match (outermost only, in document order), scored over the whole body. */
function included($: CheerioAPI, include: string[]): Roots {
  const matched = $(include.join(', ')).toArray().filter(isElement);
  const [body] = elementsWhere($.root().get(0)!, isBody, true);
  return {
    found: matched.filter(
      (element) =>
        !$(element)
          .parents()
          .toArray()
          .some((parent) => matched.includes(parent as Element)),
    ),
    layout: body ? contentLayout(body) : null,
  };
}

/** The first `<main>` with visible text, else the body; only the root is scored. */
function mainContent($: CheerioAPI): Roots {
  const root = $.root().get(0)!;
  for (const main of elementsWhere(root, isMain)) {
    const layout = contentLayout(main);
    if (layout.textOf(main) > 0) return { found: [main], layout };
  }
  const [body] = elementsWhere(root, isBody, true);
  if (body) return { found: [body], layout: contentLayout(body) };
  return { found: [root as unknown as Element], layout: null };
}

const isMain = (element: Element) => element.name === 'main' || element.attribs.role === 'main';
const isBody = (element: Element) => element.name === 'body';

/**
 * The elements under `root` that `test` takes, in document order (or the first only): what `$('body')`
 * or `$('main, [role="main"]')` gives, without compiling a selector for every page. A stack, not
 * recursion, so a deeply nested page cannot exhaust the call stack.
 */
function elementsWhere(root: AnyNode, test: (element: Element) => boolean, firstOnly = false): Element[] {
  const found: Element[] = [];
  const stack: AnyNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node !== root && isElement(node) && test(node)) {
      found.push(node);
      if (firstOnly) break;
    }
    const children = 'children' in node ? node.children : [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return found;
}

interface Context {
  group: number | null;
  item: number | null;
  mask: boolean;
  insideArticle: boolean;
  /** Inside the best-scoring container (content-root.ts). */
  insideContent: boolean;
  /** Inside the page's own `<main>`, where a section named like chrome but titled and in prose is the text's. */
  insideMain: boolean;
}

const NO_GROUP: Context = { group: null, item: null, mask: false, insideArticle: false, insideContent: false, insideMain: false };
const GROUPING_TAGS = new Set(['ul', 'ol', 'dl', 'table']);
const CARD_TAGS = new Set(['div', 'article', 'section', 'li', 'a']);
const MIN_CARDS = 3;
/** A live counter is a badge or a short label; a longer block whose class names a view or a count ("views-row") is content. */
const MAX_COUNTER_CHARS = 80;

const NONE: ReadonlySet<Element> = new Set();

class Walker {
  readonly lines: ExtractedLine[] = [];
  private buffer = '';
  private nextId = 1;

  /**
   * `content` holds the best-scoring container and its ancestors, never chrome; `outside` the bars and
   * widgets outside the main content of a page without `<main>` (content-root.ts).
   */
  /** A table cell keeps a text of symbols alone: "✓" and "—" in a feature matrix say what a plan includes. */
  constructor(
    private readonly layout: ContentLayout | null,
    private readonly outside: ReadonlySet<Element>,
    private readonly keepsSymbols = false,
  ) {
    this.content = layout?.content ?? NONE;
  }

  private readonly content: ReadonlySet<Element>;

  visitChildren(parent: Element, context: Context): void {
    const cards = context.group === null ? repeatedCards(parent) : null;
    const group = cards ? this.nextId++ : null;
    for (const child of parent.children) {
      const isCard = cards !== null && isElement(child) && cards.has(signatureOf(child));
      this.visit(child, isCard ? { ...context, group, item: this.nextId++ } : context);
    }
  }

  flush(context: Context): void {
    const text = this.buffer.replace(/\s+/g, ' ').trim();
    this.buffer = '';
    if (this.keepsSymbols ? text !== '' : /[\p{L}\p{N}]/u.test(text)) this.lines.push({ text, group: context.group, item: context.item });
  }

  private visit(node: AnyNode, context: Context): void {
    if (node.type === 'text') {
      this.buffer += context.mask ? maskDigits(node.data) : node.data;
      return;
    }
    if (!isElement(node) || SKIPPED_TAGS.has(node.name) || this.outside.has(node) || isHidden(node)) return;
    if (!this.content.has(node) && isChrome(node, context.insideArticle) && !this.isContentNamedLikeChrome(node, context)) return;
    const inner = this.contextInside(node, context);
    if (node.name === 'br' || node.name === 'hr') return this.flush(context);
    if (node.name === 'tr') return this.row(node, inner);
    if (node.name === 'dl') return this.definitions(node, inner);
    if (!BLOCK_TAGS.has(node.name)) return this.visitChildren(node, inner);
    this.flush(context);
    this.buffer = prefixOf(node.name);
    this.visitChildren(node, inner);
    this.flush(inner);
  }

  private isContentNamedLikeChrome(element: Element, context: Context): boolean {
    if (!this.layout) return false;
    if (context.insideContent && !this.layout.isChromeSized(element)) return true;
    return context.insideMain && isChromeByNameOnly(element, context.insideArticle) && this.layout.isTitledSection(element);
  }

  private contextInside(element: Element, context: Context): Context {
    let inner = context;
    if (GROUPING_TAGS.has(element.name) && context.group === null) inner = { ...inner, group: this.nextId++ };
    if ((element.name === 'li' || element.name === 'dt') && inner.group !== null && inner.item === null)
      inner = { ...inner, item: this.nextId++ };
    if (element.name === 'tr' && inner.item === null) inner = { ...inner, item: this.nextId++ };
    if (element.name === 'article' && !inner.insideArticle) inner = { ...inner, insideArticle: true };
    if (element === this.layout?.best && !inner.insideContent) inner = { ...inner, insideContent: true };
    if (!inner.mask && holdsCounter(element) && (this.layout?.textOf(element) ?? 0) <= MAX_COUNTER_CHARS) inner = { ...inner, mask: true };
    return inner;
  }

  /**
   * A term and its description on one line (`Compute: 99.991%`), as a reader pairs them: apart, a changed
   * description would not say what it describes. A description holding blocks of its own keeps its lines.
   */
  private definitions(list: Element, context: Context): void {
    this.flush(context);
    let term: string | null = null;
    const pending = () => {
      if (term !== null) this.line(term, { ...context, item: this.nextId++ });
      term = null;
    };
    for (const child of termsAndDescriptions(list)) {
      if (SKIPPED_TAGS.has(child.name) || isHidden(child)) continue;
      if (child.name === 'dt') {
        pending();
        term = textOf(child, context);
        if (term === '') term = null;
        continue;
      }
      const simple = child.name === 'dd' && !hasBlocks(child);
      if (term !== null && simple) {
        this.line(`${term}: ${textOf(child, context)}`, { ...context, item: this.nextId++ });
        term = null;
      } else {
        pending();
        this.visit(child, context);
      }
    }
    pending();
  }

  private line(text: string, context: Context): void {
    this.buffer = text;
    this.flush(context);
  }

  private row(row: Element, context: Context): void {
    this.flush(context);
    const cells = row.children.filter(isElement).filter((cell) => cell.name === 'td' || cell.name === 'th');
    this.buffer = cells
      .map((cell) => textOf(cell, context))
      .filter((text) => text !== '')
      .join(' | ');
    this.flush(context);
  }
}

function textOf(element: Element, context: Context): string {
  const walker = new Walker(null, NONE, true);
  walker.visitChildren(element, context);
  walker.flush(context);
  return walker.lines.map((line) => line.text).join(' ');
}

/** The `dt` and `dd` of a list, also inside the `div` wrappers HTML allows around each pair. */
function termsAndDescriptions(list: Element): Element[] {
  return list.children.filter(isElement).flatMap((child) => (child.name === 'div' ? child.children.filter(isElement) : [child]));
}

function hasBlocks(element: Element): boolean {
  return element.children.some((child) => isElement(child) && (BLOCK_TAGS.has(child.name) || child.name === 'br' || hasBlocks(child)));
}

function prefixOf(tag: string): string {
  if (/^h[1-6]$/.test(tag)) return `${'#'.repeat(Number(tag[1]))} `;
  if (tag === 'li') return '- ';
  return '';
}

function signatureOf(element: Element): string {
  return `${element.name}.${(element.attribs.class ?? '').trim()}`;
}

/** Signatures of the children that repeat: three or more classed siblings of one tag and class are cards of one collection. */
function repeatedCards(parent: Element): Set<string> | null {
  const counts = new Map<string, number>();
  for (const child of parent.children) {
    if (isElement(child) && CARD_TAGS.has(child.name) && child.attribs.class) {
      const signature = signatureOf(child);
      counts.set(signature, (counts.get(signature) ?? 0) + 1);
    }
  }
  const repeated = [...counts].filter(([, count]) => count >= MIN_CARDS).map(([signature]) => signature);
  return repeated.length > 0 ? new Set(repeated) : null;
}
