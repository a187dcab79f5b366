import { XMLParser } from 'fast-xml-parser';
import { boundDiff } from '../text-diff';
import { withoutTracking } from './tracking';

/**
 * Sitemaps watch a whole site: the set of page URLs is the content, so a page added or removed is the
 * change ("New page: …"), while `lastmod`, `changefreq`, `priority` and the order of entries are not.
 * A sitemap index lists child sitemaps; their URLs together are the set (the caller fetches them, bounded).
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

export type ParsedSitemap = { kind: 'urlset'; urls: string[] } | { kind: 'index'; sitemaps: string[] };

/** The page URLs of a `<urlset>` or the child sitemaps of a `<sitemapindex>`, or null when the text is neither. */
export function parseSitemap(text: string): ParsedSitemap | null {
  let document: { urlset?: { url?: Array<{ loc?: unknown }> }; sitemapindex?: { sitemap?: Array<{ loc?: unknown }> } };
  try {
    document = parser.parse(text) as typeof document;
  } catch {
    return null;
  }
  if (document.urlset !== undefined) return { kind: 'urlset', urls: locations(document.urlset?.url) };
  if (document.sitemapindex !== undefined)
    return { kind: 'index', sitemaps: locations(document.sitemapindex?.sitemap).slice(0, MAX_CHILD_SITEMAPS) };
  return null;
}

function locations(entries: Array<{ loc?: unknown }> | undefined): string[] {
  return (entries ?? []).map((entry) => (typeof entry.loc === 'string' ? entry.loc.trim() : '')).filter((loc) => loc !== '');
}

/** The stored text and the canonical form: the distinct URLs, without tracking parameters, sorted; at most MAX_SITEMAP_URLS. */
export function sitemapText(urls: string[]): string {
  return [...new Set(urls.map(withoutTracking))].slice(0, MAX_SITEMAP_URLS).sort().join('\n');
}

export function describeSitemapChange(previousText: string, currentText: string): { diff: string; summary: string } {
  const before = new Set(linesOf(previousText));
  const after = new Set(linesOf(currentText));
  const added = [...after].filter((url) => !before.has(url));
  const removed = [...before].filter((url) => !after.has(url));
  const diff = [
    '--- previous',
    '+++ current',
    ...(added.length > 0 ? ['@@ New pages @@', ...added.map((url) => `+${url}`)] : []),
    ...(removed.length > 0 ? ['@@ Removed pages @@', ...removed.map((url) => `-${url}`)] : []),
  ];
  const parts = [listed(added, 'New page', 'new pages'), listed(removed, 'Removed page', 'removed pages')].filter((part) => part !== '');
  const summary =
    parts.length === 0
      ? 'The sitemap’s entries were reordered.'
      : `${parts.join('; ').replace(/; (.)/, (_match, first: string) => `; ${first.toLowerCase()}`)}.`;
  return { diff: boundDiff(`${diff.join('\n')}\n`), summary };
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
