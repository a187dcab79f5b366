import { createHash } from 'node:crypto';
import type { SourceKind } from '../../../../models/monitoring';
import type { ChildFetcher, FetchedContent, SourceCheck, SourceSelectors, SourceState, TrackSpec } from '../../source-check';
import { withClockValuesSettled } from '../clock-values';
import { compareContent, MAX_STORED_TEXT_BYTES } from '../compare';
import { contentKindOf, decodeBody } from '../decode';
import { bodyHashOf, RULES_VERSION } from '../fingerprint';
import { changeFactsOf } from '../facts';
import { withArraysAsSets, withElementsInPlace } from '../json-order';
import { selectedTextLines } from '../select-text';
import { EMPTY_SELECTION, ignoreTest, requireSyntax, SelectionError } from '../selection';
import { describeChange, type TextChange } from '../text-diff';
import { trackedValues } from '../track';
import { challengeWall } from './bot-wall';
import { describeFeedChange, feedCanonical, feedItems, feedText } from './feed';
import { selectedFeedItems } from './feed-selection';
import { jsonCanonical, jsonLines } from './json';
import { pdfCanonical, readPdf } from './pdf';
import { describeSitemapChange, parseSitemap, sitemapSettled, sitemapText, type ParsedSitemap, type SitemapEntry } from './sitemap';
import { gunzipped, sourceKindOf } from './sniff';

/**
 * The checker's entry for a fetched body: it tells what the body is (`kind`) and reads documents and data
 * (PDF, feeds, JSON, sitemaps) with their own rules beside the HTML path (`compareContent`), which keeps
 * HTML, plain text, other XML and binary bodies. A challenge page served with 200 is a failure (blocked).
 */

/** What a document reads as: the stored text, the canonical form its hash covers, and how a change is told. */
interface Reading {
  text: string;
  canonical: string;
  maxStoredBytes: number;
  describe(previousText: string, currentText: string): TextChange;
  /** The current text with what does not count put back as it was (a regenerated sitemap); by default, values that followed the clock. */
  settle?(previousText: string, currentText: string): string;
  /** The current text arranged as the previous one was (a JSON array's elements at their places), stored so. */
  arrange?(previousText: string, currentText: string): string;
}

type IgnoreTest = (line: string) => boolean;

/** Challenge pages are small and carry their marks early; an ordinary page is scanned no further. */
const CHALLENGE_SCAN_BYTES = 32 * 1024;
/** Stored text of a sitemap may be longer: its URLs are the content, and a change is told from them. */
const MAX_SITEMAP_TEXT_BYTES = 2 * 1024 * 1024;
/**
 * Hash prefixes: a kind's own rules version after the text rules' version (documents use the noise rules
 * too), so a source whose kind changes, or whose rules change, is re-baselined, not reported.
 */
const RULES = { pdf: 'pdf1', feed: 'feed1', json: 'json2', sitemap: 'sitemap2' } as const;
const hashPrefix = (kind: DocumentKind) => `${RULES_VERSION}-${RULES[kind]}:`;
type DocumentKind = keyof typeof RULES;

export async function checkFetched(
  previous: SourceState,
  fetched: FetchedContent,
  selectors: SourceSelectors,
  children: ChildFetcher,
): Promise<SourceCheck> {
  const content = unpacked(fetched, children.maxBodyBytes);
  const check = await checkContent(previous, content, selectors, children);
  return withTrackedValues(check, content, selectors.track ?? []);
}

/** A source that tracks values has them read from every body that was read, whatever the outcome of the comparison. */
export function withTrackedValues(check: SourceCheck, content: FetchedContent, track: TrackSpec[]): SourceCheck {
  if (track.length === 0 || check.outcome === 'failed' || check.outcome === 'render') return check;
  const kind = check.state.kind ?? sourceKindOf(content.contentType, content.body);
  const values = trackedValues(track, kind, decodedText(content), check.state.text ?? '');
  return { ...check, state: { ...check.state, values } } as SourceCheck;
}

async function checkContent(
  previous: SourceState,
  content: FetchedContent,
  selectors: SourceSelectors,
  children: ChildFetcher,
): Promise<SourceCheck> {
  const kind = sourceKindOf(content.contentType, content.body);
  if (isDocumentKind(kind)) {
    const bodyHash = bodyHashOf(content.body, content.contentType, selectors);
    const knownHash = previous.contentHash?.startsWith(hashPrefix(kind)) ? previous.contentHash : null;
    const validators = { etag: content.validators.etag, lastModified: content.validators.lastModified };
    // A sitemap index's own bytes say nothing of its children's: sitemaps (cheap to parse) are always read.
    if (knownHash !== null && previous.bodyHash === bodyHash && kind !== 'sitemap')
      return { outcome: 'unchanged', notModified: false, state: { ...previous, ...validators, kind } };
    const reading = await readDocument(kind, content, children, selectors).catch((error: unknown) => {
      if (error instanceof SelectionError) return { error: error.message };
      throw error;
    });
    if (reading !== null && 'error' in reading) return { outcome: 'failed', state: previous, error: reading.error };
    if (reading !== null)
      return decide(
        previous,
        kind,
        knownHash,
        { url: previous.url, ...validators, bodyHash, quickHash: null, kind, fetchedAt: content.fetchedAt ?? new Date() },
        reading,
      );
  }
  const check = compareContent(previous, content, selectors);
  // A page that reads the same as the last one that worked is no wall, so only a new reading is scanned.
  if (kind === 'html' && (check.outcome === 'baseline' || check.outcome === 'changed')) {
    const wall = challengeWall(Buffer.from(content.body.subarray(0, CHALLENGE_SCAN_BYTES)).toString('latin1'));
    if (wall) return { outcome: 'failed', state: previous, error: `Blocked by a bot wall (${wall})`, blocked: true };
  }
  return { ...check, state: { ...check.state, kind: isDocumentKind(kind) ? 'text' : kind } } as SourceCheck;
}

function isDocumentKind(kind: SourceKind): kind is DocumentKind {
  return kind in RULES;
}

function unpacked(content: FetchedContent, maxBytes: number): FetchedContent {
  const mime = (content.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!['application/gzip', 'application/x-gzip', 'application/octet-stream', ''].includes(mime)) return content;
  try {
    const body = gunzipped(content.body, maxBytes);
    return body === content.body ? content : { ...content, body, contentType: null };
  } catch {
    return content;
  }
}

function decide(
  previous: SourceState,
  kind: DocumentKind,
  knownHash: string | null,
  partial: Omit<SourceState, 'contentHash' | 'text'>,
  reading: Reading,
): SourceCheck {
  const contentHash = `${hashPrefix(kind)}${createHash('sha256').update(reading.canonical).digest('hex')}`;
  const bounded = boundText(reading.text, reading.maxStoredBytes);
  const text = reading.arrange && previous.text ? reading.arrange(previous.text, bounded) : bounded;
  const state: SourceState = { ...partial, contentHash, text };
  if (previous.contentHash === null) return { outcome: 'baseline', state };
  if (knownHash === null || knownHash === contentHash) return { outcome: 'unchanged', notModified: false, state };
  const previousText = previous.text ?? '';
  const currentText = reading.settle
    ? reading.settle(previousText, state.text ?? '')
    : withClockSettled(previousText, state.text ?? '', previous.fetchedAt, partial.fetchedAt);
  if (currentText === previousText) return { outcome: 'unchanged', notModified: false, state };
  const { diff, summary } = reading.describe(previousText, currentText);
  const facts = changeFactsOf({ previousText, currentText, diff });
  return { outcome: 'changed', state, previousHash: knownHash, diff, summary, facts };
}

/**
 * A document's text with the lines that differ only by values tracking the clock ("Generated 3 March
 * 2026.", a feed's build time) put back as they were: when that is all that moved, it is unchanged. A
 * sitemap's dates are what it says of its pages: it settles by its own rule.
 */
function withClockSettled(
  previousText: string,
  currentText: string,
  previous: Date | null | undefined,
  current: Date | null | undefined,
): string {
  if (!previous || !current) return currentText;
  const lines = currentText.split('\n').map((text) => ({ text, group: null, item: null }));
  return withClockValuesSettled(previousText, lines, { previous, current })
    .map((line) => line.text)
    .join('\n');
}

/** The reading of a document, null when the body is not what it looked like (read as text instead), or an error. */
async function readDocument(
  kind: DocumentKind,
  content: FetchedContent,
  children: ChildFetcher,
  selectors: SourceSelectors,
): Promise<Reading | null | { error: string }> {
  const text = () => decodedText(content);
  const ignored = ignoreTest(selectors.ignoreText);
  switch (kind) {
    case 'pdf':
      return readPdfDocument(content.body, selectors, ignored);
    case 'feed': {
      const all = feedItems(text());
      const items = all && selectedFeedItems(all, selectors, ignored);
      return (
        items && {
          text: feedText(items),
          canonical: feedCanonical(items),
          maxStoredBytes: MAX_STORED_TEXT_BYTES,
          describe: describeFeedChange,
        }
      );
    }
    case 'json': {
      const all = jsonLines(text(), selectors);
      const lines = all && all.filter((line) => !ignored(line));
      return (
        lines && {
          text: lines.join('\n'),
          canonical: withArraysAsSets(jsonCanonical(lines)),
          maxStoredBytes: MAX_STORED_TEXT_BYTES,
          describe: describeChange,
          arrange: withElementsInPlace,
        }
      );
    }
    case 'sitemap':
      requireSyntax(selectors, [], 'a sitemap');
      return readSitemap(parseSitemap(text()), children, ignored);
  }
}

async function readPdfDocument(body: Uint8Array, selectors: SourceSelectors, ignored: IgnoreTest): Promise<Reading | { error: string }> {
  let reading: Awaited<ReturnType<typeof readPdf>>;
  try {
    reading = await readPdf(body);
  } catch (error) {
    return { error: `Could not read the PDF: ${error instanceof Error ? error.message : String(error)}` };
  }
  const { pages, pagesRead } = reading;
  const selected = selectedTextLines(reading.sentences, selectors, 'a PDF');
  if ((selectors.include?.length ?? 0) > 0 && selected.length === 0) throw new SelectionError(EMPTY_SELECTION);
  const sentences = selected.filter((sentence) => !ignored(sentence));
  const capped = pagesRead < pages ? [`(Only the first ${pagesRead} of ${pages} pages are compared.)`] : [];
  return {
    text: [...capped, ...sentences].join('\n'),
    canonical: pdfCanonical([...capped, ...sentences]),
    maxStoredBytes: MAX_STORED_TEXT_BYTES,
    describe: describeChange,
  };
}

async function readSitemap(
  sitemap: ParsedSitemap | null,
  children: ChildFetcher,
  ignored: IgnoreTest,
): Promise<Reading | null | { error: string }> {
  if (sitemap === null) return null;
  let entries: SitemapEntry[];
  if (sitemap.kind === 'urlset') entries = sitemap.entries;
  else {
    entries = [];
    for (const child of sitemap.sitemaps) {
      const fetched = await children.fetch(child);
      if ('error' in fetched) return { error: `Could not fetch the sitemap ${child}: ${fetched.error}` };
      const parsed = parseSitemap(decodedText(unpacked(fetched, children.maxBodyBytes)));
      if (parsed?.kind !== 'urlset') return { error: `${child} is not a sitemap of pages` };
      entries.push(...parsed.entries);
    }
  }
  const text = sitemapText(entries.filter((entry) => !ignored(entry.url)));
  return { text, canonical: text, maxStoredBytes: MAX_SITEMAP_TEXT_BYTES, describe: describeSitemapChange, settle: sitemapSettled };
}

function decodedText({ body, contentType }: FetchedContent): string {
  return decodeBody(body, contentType, contentKindOf(contentType, body));
}

function boundText(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text);
  if (bytes.byteLength <= maxBytes) return text;
  const cut = bytes.subarray(0, maxBytes).toString('utf8');
  return cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
}
