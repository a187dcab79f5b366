import { load } from 'cheerio';
import { XMLParser } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { contentKindOf, decodeBody } from '../../monitoring/checker/decode';
import type { FetchBudget } from './budget';
import { SUBJECTS, type Subject } from './subjects';

/** A page found on a site, for the topic whose subject it serves. */
export interface SourceCandidate {
  url: string;
  /** `feed` for RSS/Atom/JSON feeds the site announces, `page` otherwise. */
  kind: 'feed' | 'page';
  /** The subject key it serves (see subjects.ts), null for a feed that names none. */
  subject: string | null;
  /** The link text or feed title that led to it. */
  label: string;
  score: number;
}

export interface DiscoveryRequest {
  /** Origins to explore, e.g. `https://acme.example`. */
  sites: string[];
  /** Subject keys the topics ask about; pages serving none of them are left out. */
  subjects: string[];
  /** Words the topics watch for; a page whose link or path names them ranks higher. */
  terms: string[];
  /** The robots.txt user-agent token. */
  robotsAgent: string;
}

const MAX_PAGES_PER_SUBJECT = 3;
const MAX_SITEMAP_URLS = 2_000;
const FEED_TYPES = /application\/(rss|atom|feed)\+(xml|json)|application\/json/i;

/**
 * Looks at each site's robots.txt, home page and sitemap (three fetches a site, within the budget) and
 * keeps the feeds it announces and the same-site pages whose link text or path serve a wanted subject,
 * best first. Pages robots.txt disallows for our agent are never proposed.
 */
export async function discoverSources(request: DiscoveryRequest, budget: FetchBudget): Promise<SourceCandidate[]> {
  const perSite = await Promise.all(request.sites.map((site) => discoverSite(site, request, budget)));
  return perSite.flat();
}

async function discoverSite(site: string, request: DiscoveryRequest, budget: FetchBudget): Promise<SourceCandidate[]> {
  const home = new URL('/', site).href;
  const robotsUrl = new URL('/robots.txt', site).href;
  const robotsPage = await budget.fetch(robotsUrl);
  // RFC 9309: an unreachable robots.txt (server error, no answer) means the site may not be crawled; a 4xx means no rules.
  if (robotsPage.kind === 'skipped' || (robotsPage.kind === 'failed' && !/^HTTP 4\d\d/.test(robotsPage.error))) return [];
  const robots = robotsParser(robotsUrl, robotsPage.kind === 'ok' ? Buffer.from(robotsPage.body).toString('utf8') : '');
  const allowed = (url: string) => robots.isAllowed(url, request.robotsAgent) !== false;
  if (!allowed(home)) return [];
  const sitemapUrl = robots.getSitemaps().find((url) => sameSite(url, site)) ?? new URL('/sitemap.xml', site).href;
  const [homePage, sitemap] = await Promise.all([budget.fetch(home), allowed(sitemapUrl) ? budget.fetch(sitemapUrl) : null]);
  const links = homePage.kind === 'ok' ? linksOf(homePage) : { feeds: [], anchors: [] };
  const sitemapLinks = sitemap?.kind === 'ok' ? sitemapUrls(sitemap.body).map((url) => ({ url, label: '' })) : [];
  const wanted = SUBJECTS.filter((subject) => request.subjects.includes(subject.key));
  const pages = rankPages(
    [...links.anchors, ...sitemapLinks].filter((link) => sameSite(link.url, site) && allowed(link.url) && !isHome(link.url)),
    wanted,
    request.terms,
  );
  const feeds = links.feeds
    .filter((feed) => allowed(feed.url))
    .map((feed) => ({ ...feed, kind: 'feed' as const, subject: subjectOf(feed, wanted)?.key ?? null, score: 10 }));
  return [...feeds, ...pages];
}

interface Link {
  url: string;
  label: string;
}

function linksOf(page: { url: string; body: Uint8Array; contentType: string | null }): { feeds: Link[]; anchors: Link[] } {
  const kind = contentKindOf(page.contentType, page.body);
  if (kind !== 'html') return { feeds: [], anchors: [] };
  const $ = load(decodeBody(page.body, page.contentType, kind));
  const absolute = (href: string | undefined) => {
    if (!href) return null;
    try {
      const url = new URL(href, page.url);
      url.hash = '';
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  };
  const feeds = $('link[rel~="alternate"]')
    .toArray()
    .filter((element) => FEED_TYPES.test($(element).attr('type') ?? ''))
    .flatMap((element) => {
      const url = absolute($(element).attr('href'));
      return url ? [{ url, label: $(element).attr('title')?.trim() ?? 'Feed' }] : [];
    });
  const anchors = $('a[href]')
    .toArray()
    .flatMap((element) => {
      const url = absolute($(element).attr('href'));
      return url ? [{ url, label: $(element).text().replace(/\s+/g, ' ').trim().slice(0, 200) }] : [];
    });
  return { feeds: uniqueBy(feeds), anchors: uniqueBy(anchors) };
}

function sitemapUrls(body: Uint8Array): string[] {
  try {
    const document = new XMLParser({ ignoreAttributes: true }).parse(Buffer.from(body).toString('utf8')) as { urlset?: { url?: unknown } };
    const entries = document.urlset?.url;
    const list = Array.isArray(entries) ? entries : entries ? [entries] : [];
    return list
      .slice(0, MAX_SITEMAP_URLS)
      .map((entry) => (typeof entry === 'object' && entry !== null && 'loc' in entry ? String((entry as { loc: unknown }).loc).trim() : ''))
      .filter((url) => /^https?:\/\//i.test(url));
  } catch {
    return [];
  }
}

/** For each wanted subject, its best few pages: link text and path naming the subject, then the topic's words, shallow paths first. */
function rankPages(links: Link[], subjects: Subject[], terms: string[]): SourceCandidate[] {
  const byUrl = new Map<string, Link>();
  for (const link of links) {
    const known = byUrl.get(link.url);
    if (!known || (!known.label && link.label)) byUrl.set(link.url, link);
  }
  const words = terms.flatMap((term) => term.toLowerCase().split(/\W+/)).filter((word) => word.length > 3);
  return subjects.flatMap((subject) =>
    [...byUrl.values()]
      .map((link) => ({ link, score: scoreFor(link, subject, words) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.link.url.length - b.link.url.length)
      .slice(0, MAX_PAGES_PER_SUBJECT)
      .map(({ link, score }) => ({ url: link.url, kind: 'page' as const, subject: subject.key, label: link.label, score })),
  );
}

function scoreFor(link: Link, subject: Subject, words: string[]): number {
  const path = new URL(link.url).pathname;
  const pathWords = path.replace(/[/_.-]+/g, ' ');
  const inLabel = subject.pageWords.test(link.label);
  const inPath = subject.pageWords.test(pathWords);
  if (!inLabel && !inPath) return 0;
  const depth = path.split('/').filter(Boolean).length;
  const text = `${link.label} ${pathWords}`.toLowerCase();
  return (inLabel ? 3 : 0) + (inPath ? 3 : 0) + Math.max(0, 3 - depth) + words.filter((word) => text.includes(word)).length;
}

function subjectOf(link: Link, subjects: Subject[]): Subject | null {
  const text = `${link.label} ${new URL(link.url).pathname.replace(/[/_.-]+/g, ' ')}`;
  return subjects.find((subject) => subject.pageWords.test(text)) ?? null;
}

/** Same host, or a subdomain of the site's host without `www.` (status.acme.example for acme.example). */
function sameSite(url: string, site: string): boolean {
  try {
    const host = new URL(url).hostname;
    const base = new URL(site).hostname.replace(/^www\./, '');
    return host === base || host.endsWith(`.${base}`);
  } catch {
    return false;
  }
}

function isHome(url: string): boolean {
  const parsed = new URL(url);
  return (parsed.pathname === '/' || parsed.pathname === '') && parsed.search === '';
}

function uniqueBy(links: Link[]): Link[] {
  const seen = new Set<string>();
  return links.filter((link) => !seen.has(link.url) && seen.add(link.url));
}
