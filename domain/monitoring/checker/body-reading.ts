import { contentKindOf, decodeBody, type ContentKind } from './decode';
import { markupSkeleton } from './markup-skeleton';
import { PIECE_SEPARATOR, normalizeNoise } from './noise';

/**
 * One fetched body as text, read once however many steps of a check look at it (the rendering rule's
 * fingerprint and shell test, then the comparison): its kind, its decoded text and, for HTML, its markup
 * skeleton. Each is a pure function of the bytes and the content type, kept beside the body it came from
 * for as long as that body lives.
 */
export interface BodyReading {
  kind: ContentKind;
  text: string;
  /** The markup skeleton with its text pieces noise-normalized (what the quick hash covers for HTML). */
  skeleton(): string;
}

const readings = new WeakMap<Uint8Array, Map<string | null, BodyReading>>();

export function readBody(body: Uint8Array, contentType: string | null): BodyReading {
  let byType = readings.get(body);
  if (!byType) readings.set(body, (byType = new Map()));
  let reading = byType.get(contentType);
  if (!reading) {
    const kind = contentKindOf(contentType, body);
    const text = decodeBody(body, contentType, kind);
    let skeleton: string | undefined;
    reading = { kind, text, skeleton: () => (skeleton ??= skeletonOf(text)) };
    byType.set(contentType, reading);
  }
  return reading;
}

/** The markup skeleton, then every text piece between tags noise-normalized in one pass. */
export function skeletonOf(html: string): string {
  const { tags, pieces } = markupSkeleton(html, PIECE_SEPARATOR);
  return `${tags}\n${normalizeNoise(pieces.join(PIECE_SEPARATOR))}`;
}
