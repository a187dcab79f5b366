import { createHash } from 'node:crypto';
import type { SourceSelectors } from '../source-check';
import type { ContentKind } from './decode';
import { PIECE_SEPARATOR, normalizeNoise } from './noise';

/**
 * Hashes carry the version of the extraction rules, so a rules change is recognised as such (the source is
 * re-baselined) instead of reported as a change on every page.
 */
export const RULES_VERSION = 'v3';

export function contentHashOf(canonical: string): string {
  return `${RULES_VERSION}:${sha256(canonical)}`;
}

export function hasCurrentRules(hash: string): boolean {
  return hash.startsWith(`${RULES_VERSION}:`);
}

/**
 * The cheap path's fingerprint, from one pass of regular expressions over the markup. It drops only what
 * the extraction never reads (the head, scripts, styles, comments, attributes other than the ones the
 * chrome rules look at) and noise-normalizes text between tags, so equal fingerprints imply equal
 * extracted text, while a page whose only difference is a per-request token, nonce or cache-busting URL
 * still matches without the extraction.
 */
export function quickHashOf(kind: ContentKind, text: string, selectors: SourceSelectors = {}): string {
  const selection = JSON.stringify([selectors.include ?? [], selectors.exclude ?? []]);
  return `${RULES_VERSION}:${sha256(`${selection}\n${kind === 'html' ? markupSkeleton(text) : text}`)}`;
}

/**
 * The body exactly as received, with what decides how it is read (content type, selectors, rules): the
 * same bytes always extract to the same text, so an equal hash is unchanged without decoding or parsing.
 */
export function bodyHashOf(body: Uint8Array, contentType: string | null, selectors: SourceSelectors = {}): string {
  const reading = JSON.stringify([contentType, selectors.include ?? [], selectors.exclude ?? []]);
  return `${RULES_VERSION}:${createHash('sha256').update(reading).update('\n').update(body).digest('hex')}`;
}

const READ_ATTRIBUTES = new Set(['class', 'id', 'role', 'hidden', 'aria-hidden', 'style']);

/** The tags with the attributes the extraction reads, then every text piece between tags, noise-normalized in one pass. */
function markupSkeleton(html: string): string {
  const pieces: string[] = [];
  const tags = html
    .replace(/<head\b[\s\S]*?<\/head\s*>/i, '')
    .replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(
      /<([a-z][\w-]*)((?:\s+[^\s=>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi,
      (_tag, name: string, attributes: string) => `<${name}${readAttributes(attributes)}>`,
    )
    .replace(/>([^<]+)</g, (_text, inner: string) => {
      pieces.push(inner.replaceAll(PIECE_SEPARATOR, ' '));
      return `>${PIECE_SEPARATOR}<`;
    });
  return `${tags}\n${normalizeNoise(pieces.join(PIECE_SEPARATOR))}`;
}

function readAttributes(attributes: string): string {
  let kept = '';
  for (const match of attributes.matchAll(/([^\s=>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
    if (READ_ATTRIBUTES.has(match[1]!.toLowerCase())) kept += ` ${match[0]}`;
  }
  return kept;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
