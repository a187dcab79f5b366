/**
 * One labelled case of the alerts evaluation: what a person asked to be told about a page, the page
 * before and after an edit, and whether that person should be told. Labels are ground truth as the
 * person would decide, written without looking at any judge.
 */
export const LABELS = ['alert', 'off-topic', 'noise'] as const;
/** `alert`: an on-topic, meaningful edit; `off-topic`: a real edit the person did not ask about; `noise`: must never alert. */
export type Label = (typeof LABELS)[number];

export const SOURCE_KINDS = ['html', 'feed', 'json', 'pdf', 'sitemap'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const PAGE_CLASSES = [
  'pricing',
  'product-stock',
  'status',
  'terms',
  'privacy',
  'regulatory',
  'changelog',
  'careers',
  'leadership',
  'events',
  'news-corrections',
  'incidents',
  'fees-rates',
  'service-notices',
  'docs-api',
  'grants-tenders',
] as const;
export type PageClass = (typeof PAGE_CLASSES)[number];

/** A response the local site sends. */
export interface Served {
  contentType: string;
  body: string | Buffer;
}

/** Lays a page's content out as the site serves it at a given time (stamps, feed build dates, PDF metadata move with it). */
export type Render = (content: string, at: Date) => Served;

export interface EvalCase {
  id: string;
  pageClass: PageClass;
  kind: SourceKind;
  label: Label;
  /** What the person wrote; `{url}` stands for the page's address on the local site. */
  intent: string;
  businessContext: string | null;
  /** The page's path on its site ("/pricing"). */
  path: string;
  render: Render;
  before: string;
  after: string;
  /** What changed, in a few words, for whoever reads a failure. */
  edit: string;
}

/** Replace `from` (which must be there, once or more: every occurrence) by `to`, or rewrite the content. */
export type Change = readonly [from: string, to: string] | ((content: string) => string);

export interface Variant {
  id: string;
  label: Label;
  intent: string;
  businessContext?: string;
  edit: string;
  /** Applied to both fetches: sets the page up for this case (a stamp in the footer, a promo slot). */
  setup?: Change[];
  /** Applied to the second fetch only. */
  changes: Change[];
}

export interface SourcePage {
  pageClass: PageClass;
  kind: SourceKind;
  path: string;
  render: Render;
  content: string;
}

/** The cases of one page: each variant edits the same content its own way. */
export function casesOf(page: SourcePage, variants: Variant[]): EvalCase[] {
  return variants.map((variant) => {
    const before = applied(page.content, variant.setup ?? [], variant.id);
    const after = applied(before, variant.changes, variant.id);
    if (after === before && variant.label !== 'noise') throw new Error(`${variant.id}: an edit that changes nothing`);
    return {
      id: variant.id,
      pageClass: page.pageClass,
      kind: page.kind,
      label: variant.label,
      intent: variant.intent,
      businessContext: variant.businessContext ?? null,
      path: page.path,
      render: page.render,
      before,
      after,
      edit: variant.edit,
    };
  });
}

function applied(content: string, changes: Change[], id: string): string {
  return changes.reduce((text, change) => {
    if (typeof change === 'function') return change(text);
    const [from, to] = change;
    if (!text.includes(from)) throw new Error(`${id}: the page has no “${from}” to change`);
    return text.split(from).join(to);
  }, content);
}
