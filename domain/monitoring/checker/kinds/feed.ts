import { load } from 'cheerio';
import { parseFeed } from 'feedsmith';
import { normalizeNoise } from '../noise';
import { boundDiff, snippet, type TextChange } from '../text-diff';
import { withoutTracking } from './tracking';

/**
 * Feeds (RSS, Atom, RDF, JSON Feed) compared item by item. An item is keyed by its guid or id, else its
 * link without tracking parameters, else its title; its title and text (summary and content, as text)
 * are what can change. Channel fields (lastBuildDate, ttl, generator, updated) and the order of items are
 * not content.
 *
 * The stored text lists the items in the feed's order, readable and parseable again:
 *   # <title>
 *     id: <key>
 *     link: <link>        (when the key is not the link)
 *     <text line>…
 */
export interface FeedItem {
  key: string;
  title: string;
  /** The link without tracking parameters, or null when it is the key or absent. */
  link: string | null;
  body: string[];
}

/** The items of a feed, or null when the text is not a feed. */
export function feedItems(text: string): FeedItem[] | null {
  let parsed: { format: string; feed: unknown };
  try {
    parsed = parseFeed(text) as { format: string; feed: unknown };
  } catch {
    return null;
  }
  const feed = (parsed.feed ?? {}) as { items?: unknown[]; entries?: unknown[] };
  const raw = (parsed.format === 'atom' ? feed.entries : feed.items) ?? [];
  const items = raw.map((item) =>
    parsed.format === 'atom'
      ? atomItem(item as AtomEntry)
      : parsed.format === 'json'
        ? jsonFeedItem(item as JsonFeedItem)
        : rssItem(item as RssItem),
  );
  return uniqueKeys(items);
}

interface RssItem {
  title?: string;
  link?: string;
  guid?: { value?: string } | string;
  description?: string;
  content?: { encoded?: string };
}
interface AtomEntry {
  id?: string;
  title?: { value?: string } | string;
  links?: Array<{ href?: string; rel?: string }>;
  summary?: { value?: string } | string;
  content?: { value?: string } | string;
}
interface JsonFeedItem {
  id?: string | number;
  url?: string;
  external_url?: string;
  title?: string;
  summary?: string;
  content_html?: string;
  content_text?: string;
}

function rssItem(item: RssItem): FeedItem {
  const guid = typeof item.guid === 'string' ? item.guid : item.guid?.value;
  return feedItem(guid, item.link, item.title, [item.description, item.content?.encoded]);
}

function atomItem(entry: AtomEntry): FeedItem {
  const link = entry.links?.find((candidate) => !candidate.rel || candidate.rel === 'alternate')?.href ?? entry.links?.[0]?.href;
  return feedItem(entry.id, link, valueOf(entry.title), [valueOf(entry.summary), valueOf(entry.content)]);
}

function jsonFeedItem(item: JsonFeedItem): FeedItem {
  return feedItem(item.id === undefined ? undefined : String(item.id), item.url ?? item.external_url, item.title, [
    item.summary,
    item.content_html ?? item.content_text,
  ]);
}

function valueOf(field: { value?: string } | string | undefined): string | undefined {
  return typeof field === 'string' ? field : field?.value;
}

function feedItem(id: string | undefined, link: string | undefined, title: string | undefined, texts: Array<string | undefined>): FeedItem {
  const body: string[] = [];
  for (const text of texts) for (const line of htmlText(text ?? '')) if (!body.includes(line)) body.push(line);
  const cleanTitle = oneLine(htmlText(title ?? '').join(' '));
  const cleanLink = link ? withoutTracking(link) : '';
  const key = [id ? withoutTracking(id) : '', cleanLink].find((value) => value !== '') ?? cleanTitle;
  return { key, title: cleanTitle || '(untitled)', link: cleanLink !== '' && cleanLink !== key ? cleanLink : null, body };
}

/** Feed text is often HTML (escaped or CDATA): its text, a line per block. */
function htmlText(html: string): string[] {
  if (!/[<&]/.test(html)) return splitLines(html);
  const $ = load(html.replace(/<(?:br\b[^>]*|\/(?:p|div|li|h[1-6]|tr|blockquote|pre|section|article|dd|dt))>/gi, '$&\n'), null, false);
  $('script, style').remove();
  return splitLines($.root().text());
}

function splitLines(text: string): string[] {
  return text
    .split(/\n+/)
    .map(oneLine)
    .filter((line) => line !== '');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Two items with one key (a feed repeating a guid) stay apart by a counter, in feed order. */
function uniqueKeys(items: FeedItem[]): FeedItem[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = seen.get(item.key) ?? 0;
    seen.set(item.key, count + 1);
    return count === 0 ? item : { ...item, key: `${item.key}#${count + 1}` };
  });
}

export function feedText(items: FeedItem[]): string {
  return items
    .map((item) =>
      [
        `# ${item.title}`,
        `  id: ${item.key}`,
        ...(item.link ? [`  link: ${item.link}`] : []),
        ...item.body.map((line) => `  ${line}`),
      ].join('\n'),
    )
    .join('\n');
}

/** Items sorted by key and noise-normalized: the order of items and volatile values in them are not content. */
export function feedCanonical(items: FeedItem[]): string {
  return items
    .map((item) => [item.key, normalizeNoise(item.title), ...item.body.map(normalizeNoise)].join('\n'))
    .sort()
    .join('\n\n');
}

/** The items written by `feedText`. */
export function parseFeedText(text: string): FeedItem[] {
  const items: FeedItem[] = [];
  let current: FeedItem | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('# ')) {
      current = { key: '', title: line.slice(2), link: null, body: [] };
      items.push(current);
    } else if (current && current.key === '' && line.startsWith('  id: ')) current.key = line.slice(6);
    else if (current && current.link === null && current.body.length === 0 && line.startsWith('  link: ')) current.link = line.slice(8);
    else if (current && line.startsWith('  ')) current.body.push(line.slice(2));
  }
  return items.filter((item) => item.key !== '');
}

interface ItemEdit {
  before: FeedItem;
  after: FeedItem;
}

/** Item by item: new, edited and removed items, with a diff per item and a sentence naming them. */
export function describeFeedChange(previousText: string, currentText: string): TextChange {
  const before = new Map(parseFeedText(previousText).map((item) => [item.key, item]));
  const after = parseFeedText(currentText);
  const afterKeys = new Set(after.map((item) => item.key));
  const added = after.filter((item) => !before.has(item.key));
  const edited: ItemEdit[] = after.flatMap((item) => {
    const old = before.get(item.key);
    return old && !sameItem(old, item) ? [{ before: old, after: item }] : [];
  });
  const removed = [...before.values()].filter((item) => !afterKeys.has(item.key));
  const hunks = [
    ...added.map((item) => ['@@ New item @@', ...itemLines(item).map((line) => `+${line}`)]),
    ...edited.map(editHunk),
    ...removed.map((item) => ['@@ Removed item @@', ...itemLines(item).map((line) => `-${line}`)]),
  ];
  return {
    diff: boundDiff(['--- previous', '+++ current', ...hunks.flat()].join('\n') + '\n'),
    summary: feedSummary(added, edited, removed),
  };
}

function sameItem(a: FeedItem, b: FeedItem): boolean {
  return (
    normalizeNoise(a.title) === normalizeNoise(b.title) && a.body.map(normalizeNoise).join('\n') === b.body.map(normalizeNoise).join('\n')
  );
}

function itemLines(item: FeedItem): string[] {
  return [`# ${item.title}`, `  ${item.link ?? item.key}`, ...item.body.map((line) => `  ${line}`)];
}

function editHunk({ before, after }: ItemEdit): string[] {
  const lines = ['@@ Edited item @@'];
  if (normalizeNoise(before.title) === normalizeNoise(after.title)) lines.push(` # ${after.title}`);
  else lines.push(`-# ${before.title}`, `+# ${after.title}`);
  lines.push(`   ${after.link ?? after.key}`);
  const oldBody = before.body.map(normalizeNoise);
  const newBody = after.body.map(normalizeNoise);
  before.body.forEach((line, index) => {
    if (!newBody.includes(oldBody[index]!)) lines.push(`-  ${line}`);
  });
  after.body.forEach((line, index) => {
    if (!oldBody.includes(newBody[index]!)) lines.push(`+  ${line}`);
  });
  return lines;
}

function feedSummary(added: FeedItem[], edited: ItemEdit[], removed: FeedItem[]): string {
  const total = added.length + edited.length + removed.length;
  if (total === 0) return 'The feed’s items were reordered.';
  if (total === 1) {
    if (added[0]) return `New item: “${snippet(added[0].title)}”.`;
    if (removed[0]) return `Removed item: “${snippet(removed[0].title)}”.`;
    const edit = edited[0]!;
    if (normalizeNoise(edit.before.title) !== normalizeNoise(edit.after.title))
      return `Edited item: “${snippet(edit.before.title)}” is now “${snippet(edit.after.title)}”.`;
    return `Edited item: “${snippet(edit.after.title)}”.`;
  }
  const counts = [
    added.length > 0 ? `${added.length} new item${added.length === 1 ? '' : 's'}` : null,
    edited.length > 0 ? `${edited.length} edited` : null,
    removed.length > 0 ? `${removed.length} removed` : null,
  ].filter((part): part is string => part !== null);
  const named = [...added, ...edited.map((edit) => edit.after), ...removed].slice(0, 3).map((item) => `“${snippet(item.title)}”`);
  const sentence = `${counts.length > 1 ? `${counts.slice(0, -1).join(', ')} and ${counts.at(-1)!}` : counts[0]!}: ${named.join(', ')}${total > 3 ? '…' : ''}.`;
  return sentence.replace(/^./, (character) => character.toUpperCase());
}
