import { createHash } from 'node:crypto';
import type { SourceSelectors } from '../source-check';
import type { ContentKind } from './decode';
import { skeletonOf } from './body-reading';

/**
 * Hashes carry the version of the extraction rules, so a rules change is recognised as such (the source is
 * re-baselined) instead of reported as a change on every page.
 */
export const RULES_VERSION = 'v6';

export function contentHashOf(canonical: string): string {
  return `${RULES_VERSION}:${sha256(canonical)}`;
}

export function hasCurrentRules(hash: string): boolean {
  return hash.startsWith(`${RULES_VERSION}:`);
}

/**
 * The cheap path's fingerprint, from one linear scan of the markup (markup-skeleton.ts). It drops only what
 * the extraction never reads (the head, scripts, styles, comments, attributes other than the ones the
 * chrome rules look at) and noise-normalizes text between tags, so equal fingerprints imply equal
 * extracted text, while a page whose only difference is a per-request token, nonce or cache-busting URL
 * still matches without the extraction.
 */
export function quickHashOf(kind: ContentKind, text: string, selectors: SourceSelectors = {}): string {
  return quickHashOfRead(kind === 'html' ? skeletonOf(text) : text, selectors);
}

/** The same hash from what `quickHashOf` reads: the skeleton of an HTML page, the text of anything else. */
export function quickHashOfRead(read: string, selectors: SourceSelectors = {}): string {
  const selection = JSON.stringify([selectors.include ?? [], selectors.exclude ?? [], ...ignoreRules(selectors)]);
  return `${RULES_VERSION}:${sha256(`${selection}\n${read}`)}`;
}

/**
 * The body exactly as received, with what decides how it is read (content type, selectors, rules): the
 * same bytes always extract to the same text, so an equal hash is unchanged without decoding or parsing.
 */
export function bodyHashOf(body: Uint8Array, contentType: string | null, selectors: SourceSelectors = {}): string {
  const reading = JSON.stringify([contentType, selectors.include ?? [], selectors.exclude ?? [], ...ignoreRules(selectors)]);
  return `${RULES_VERSION}:${createHash('sha256').update(reading).update('\n').update(body).digest('hex')}`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Absent when there are none, so the hashes of sources without rules stay those stored before rules existed. */
function ignoreRules({ ignoreText = [] }: SourceSelectors): string[][] {
  return ignoreText.length > 0 ? [ignoreText] : [];
}
