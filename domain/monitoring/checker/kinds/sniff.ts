import { gunzipSync } from 'node:zlib';
import type { SourceKind } from '../../../../models/monitoring';
import { contentKindOf } from '../decode';

/**
 * What a response is, from its Content-Type and its first bytes: servers label PDFs, feeds and sitemaps
 * loosely (application/octet-stream, text/xml, text/plain), so the bytes decide where the type is vague.
 */
export function sourceKindOf(contentType: string | null, body: Uint8Array): SourceKind {
  const mime = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (mime === 'application/pdf' || startsWith(body, '%PDF-')) return 'pdf';
  if (
    mime === 'application/rss+xml' ||
    mime === 'application/atom+xml' ||
    mime === 'application/rdf+xml' ||
    mime === 'application/feed+json'
  )
    return 'feed';
  const head = Buffer.from(body.subarray(0, 2048)).toString('utf8');
  switch (contentKindOf(contentType, body)) {
    case 'html':
      return 'html';
    case 'json':
      return /"version"\s*:\s*"https?:\/\/jsonfeed\.org\/version\//.test(head) ? 'feed' : 'json';
    case 'xml':
      return xmlKind(head);
    case 'text':
      return /^\s*<\?xml\b/.test(head) ? xmlKind(head) : 'text';
    case 'binary':
      return 'binary';
  }
}

/** The root element of an XML document: a feed, a sitemap, or other XML (read as text). */
function xmlKind(head: string): SourceKind {
  const root = /<(?!\?|!)([\w.-]+:)?([\w.-]+)/.exec(head.replace(/<!--[\s\S]*?-->/g, ''));
  const name = root?.[2]?.toLowerCase();
  if (name === 'rss' || name === 'feed' || name === 'rdf') return 'feed';
  if (name === 'urlset' || name === 'sitemapindex') return 'sitemap';
  return 'text';
}

/** A gzip body (a `sitemap.xml.gz`) unpacked, at most `maxBytes`; anything else as it came. */
export function gunzipped(body: Uint8Array, maxBytes: number): Uint8Array {
  if (body[0] !== 0x1f || body[1] !== 0x8b) return body;
  return gunzipSync(body, { maxOutputLength: maxBytes });
}

function startsWith(body: Uint8Array, prefix: string): boolean {
  return Buffer.from(body.subarray(0, 1024)).toString('latin1').trimStart().startsWith(prefix);
}
