import { XMLParser } from 'fast-xml-parser';
import { boundDiff } from '../text-diff';
import { withoutTracking } from './tracking';

/**
 * Sitemaps watch a whole site: the set of page URLs is the content, so a page added or removed is the
 * change ("New page: …"), and so is a page whose `lastmod` moved alone or with a few others ("Updated
 * page: …"); `lastmod` moving on many pages at once (a sitemap regenerated), `changefreq`, `priority` and
 * the order of entries are not. A sitemap index lists child sitemaps; their URLs together are the set
 * (the caller fetches them, bounded).
 */
export const MAX_SITEMAP_URLS = 20_000;
export const MAX_CHILD_SITEMAPS = 25;
/** Names shown in a summary before "and N more". */
const NAMED_IN_SUMMARY = 3;

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: true,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

/** A page of a sitemap and the date it says the page last changed, if it says one. */
export interface SitemapEntry {
  url: string;
  lastmod: string | null;
}

export type ParsedSitemap = { kind: 'urlset'; entries: SitemapEntry[] } | { kind: 'index'; sitemaps: string[] };

/** At most this many pages, and at most this share of them, updated at once is an edit; more is a regenerated sitemap. */
const MAX_UPDATED_PAGES = 3;
const MAX_UPDATED_SHARE = 0.1;

/** The page URLs of a `<urlset>` or the child sitemaps of a `<sitemapindex>`, or null when the text is neither. */
export function parseSitemap(text: string): ParsedSitemap | null {
  let document: { urlset?: { url?: Array<{ loc?: unknown; lastmod?: unknown }> }; sitemapindex?: { sitemap?: Array<{ loc?: unknown }> } };
  try {
    document = parser.parse(text) as typeof document;
  } catch {
    return null;
  }
  if (document.urlset !== undefined) return { kind: 'urlset', entries: entriesOf(document.urlset?.url) };
  if (document.sitemapindex !== undefined)
    return { kind: 'index', sitemaps: locations(document.sitemapindex?.sitemap).slice(0, MAX_CHILD_SITEMAPS) };
  return null;
}

function entriesOf(urls: Array<{ loc?: unknown; lastmod?: unknown }> | undefined): SitemapEntry[] {
  return (urls ?? [])
    .map((entry) => ({
      url: typeof entry.loc === 'string' ? entry.loc.trim() : '',
      lastmod: typeof entry.lastmod === 'string' && /^\S{1,40}$/.test(entry.lastmod.trim()) ? entry.lastmod.trim() : null,
    }))
    .filter((entry) => entry.url !== '');
}

function locations(entries: Array<{ loc?: unknown }> | undefined): string[] {
  return (entries ?? []).map((entry) => (typeof entry.loc === 'string' ? entry.loc.trim() : '')).filter((loc) => loc !== '');
}

/**
 * The stored text and the canonical form: a line per distinct URL (without tracking parameters), its
 * `lastmod` after a space when it has one, sorted; at most MAX_SITEMAP_URLS.
 */
export function sitemapText(entries: SitemapEntry[]): string {
  const lines = new Map<string, string>();
  for (const { url, lastmod } of entries) {
    const bare = withoutTracking(url);
    if (!lines.has(bare)) lines.set(bare, lastmod === null ? bare : `${bare} ${lastmod}`);
  }
  return [...lines.keys()]
    .sort()
    .slice(0, MAX_SITEMAP_URLS)
    .map((url) => lines.get(url)!)
    .join('\n');
}

/** The page of a stored sitemap line that carries a `lastmod` date ("https://… 2026-03-02"), or null for any other line. */
export function datedPageOf(line: string): string | null {
  const space = line.indexOf(' ');
  if (space < 0) return null;
  const url = line.slice(0, space);
  return /^https?:\/\/\S+$/.test(url) && /^\d{4}-\d{2}-\d{2}\S*$/.test(line.slice(space + 1)) ? url : null;
}

/** The previous text when the two differ only by `lastmod` moving on many pages at once (a regenerated sitemap), else the current one. */
export function sitemapSettled(previousText: string, currentText: string): string {
  const { added, removed, updated, regenerated } = compared(previousText, currentText);
  return added.length === 0 && removed.length === 0 && (updated.length === 0 || regenerated) ? previousText : currentText;
}

export function describeSitemapChange(previousText: string, currentText: string): { diff: string; summary: string } {
  const { before, after, added, removed, updated, regenerated } = compared(previousText, currentText);
  const told = regenerated ? [] : updated;
  const diff = [
    '--- previous',
    '+++ current',
    ...(added.length > 0 ? ['@@ New pages @@', ...added.map((url) => `+${url}`)] : []),
    ...(removed.length > 0 ? ['@@ Removed pages @@', ...removed.map((url) => `-${url}`)] : []),
    ...(told.length > 0
      ? ['@@ Updated pages @@', ...told.flatMap((url) => [`-${url} ${before.get(url)!}`, `+${url} ${after.get(url)!}`])]
      : []),
  ];
  const parts = [
    listed(added, 'New page', 'new pages'),
    listed(removed, 'Removed page', 'removed pages'),
    listed(told, 'Updated page', 'updated pages'),
  ].filter((part) => part !== '');
  const summary =
    parts.length === 0
      ? 'The sitemap’s entries were reordered.'
      : `${parts.join('; ').replace(/; (.)/g, (_match, first: string) => `; ${first.toLowerCase()}`)}.`;
  return { diff: boundDiff(`${diff.join('\n')}\n`), summary };
}

/** Two sitemap texts side by side: pages added, removed, and updated (`lastmod` moved), and whether so many were updated that it was regenerated. */
function compared(previousText: string, currentText: string) {
  const before = entriesOfText(previousText);
  const after = entriesOfText(currentText);
  const added = [...after.keys()].filter((url) => !before.has(url));
  const removed = [...before.keys()].filter((url) => !after.has(url));
  const updated = [...after.keys()].filter((url) => before.has(url) && before.get(url) !== after.get(url) && after.get(url) !== '');
  const regenerated = updated.length > Math.min(MAX_UPDATED_PAGES, Math.max(1, Math.floor(after.size * MAX_UPDATED_SHARE)));
  return { before, after, added, removed, updated, regenerated };
}

/** A stored text's lines as URL → `lastmod` ('' when the line has none). */
function entriesOfText(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of linesOf(text)) {
    const space = line.indexOf(' ');
    entries.set(space < 0 ? line : line.slice(0, space), space < 0 ? '' : line.slice(space + 1));
  }
  return entries;
}

function listed(urls: string[], one: string, many: string): string {
  if (urls.length === 0) return '';
  if (urls.length === 1) return `${one}: ${urls[0]!}`;
  const more = urls.length > NAMED_IN_SUMMARY ? ` and ${urls.length - NAMED_IN_SUMMARY} more` : '';
  return `${urls.length} ${many}: ${urls.slice(0, NAMED_IN_SUMMARY).join(', ')}${more}`;
}

function linesOf(text: string): string[] {
  return text === '' ? [] : text.split('\n');
}
