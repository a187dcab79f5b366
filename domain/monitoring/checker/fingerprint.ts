import { createHash } from 'node:crypto';
import type { ContentKind } from './decode';
import { normalizeNoise } from './noise';

/**
 * Hashes carry the version of the extraction rules, so a rules change is recognised as such (the source is
 * re-baselined) instead of reported as a change on every page.
 */
export const RULES_VERSION = 'v1';

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
export function quickHashOf(kind: ContentKind, text: string): string {
  return `${RULES_VERSION}:${sha256(kind === 'html' ? markupSkeleton(text) : text)}`;
}

const READ_ATTRIBUTES = new Set(['class', 'id', 'role', 'hidden', 'aria-hidden', 'style']);

function markupSkeleton(html: string): string {
  return html
    .replace(/<head\b[\s\S]*?<\/head\s*>/i, '')
    .replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<([a-z][\w-]*)((?:\s+[^\s=>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi, (_tag, name: string, attributes: string) => `<${name}${readAttributes(attributes)}>`)
    .replace(/>([^<]+)</g, (_text, inner: string) => `>${normalizeNoise(inner)}<`);
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
