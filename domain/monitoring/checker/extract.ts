import { createHash } from 'node:crypto';
import { load } from 'cheerio';
import type { SourceSelectors } from '../source-check';
import type { ContentKind } from './decode';
import { extractHtml } from './extract-html';
import { isElement } from './html-structure';
import type { ExtractedLine } from './lines';
import { selectedTextLines } from './select-text';
import { requireSyntax } from './selection';

/** The content of a response as lines of text, whatever its type. */
export function extractLines(
  kind: ContentKind,
  text: string,
  body: Uint8Array,
  contentType: string | null,
  selectors: SourceSelectors = {},
): ExtractedLine[] {
  switch (kind) {
    case 'html':
      requireSyntax(selectors, ['css', 'xpath'], 'an HTML page');
      return extractHtml(text, selectors);
    case 'xml':
      requireSyntax(selectors, [], 'an XML document');
      return extractXml(text);
    case 'json':
      requireSyntax(selectors, [], 'a body that is not valid JSON');
      return extractJson(text);
    case 'text':
      return selectedTextLines(
        plainLines(text).map((line) => line.text),
        selectors,
        'plain text',
      ).map((line) => ({ text: line, group: null, item: null }));
    case 'binary':
      requireSyntax(selectors, [], 'a binary body');
      return [
        {
          text: `${contentType ?? 'binary content'}, ${body.byteLength} bytes, sha256 ${createHash('sha256').update(body).digest('hex')}`,
          group: null,
          item: null,
        },
      ];
  }
}

function plainLines(text: string): ExtractedLine[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .map((line) => ({ text: line, group: null, item: null }));
}

/** JSON re-serialized with sorted keys, so a reordered object is not a change. */
function extractJson(text: string): ExtractedLine[] {
  try {
    return plainLines(JSON.stringify(sortKeys(JSON.parse(text)), null, 2));
  } catch {
    return plainLines(text);
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, sortKeys(inner)]),
  );
}

/** Feeds and other XML: one line per element that holds text, as "name: text". */
function extractXml(text: string): ExtractedLine[] {
  const $ = load(text, { xml: true });
  const lines: ExtractedLine[] = [];
  $('*').each((_, element) => {
    const own = $(element)
      .contents()
      .filter((__, node) => node.type === 'text' || node.type === 'cdata')
      .text()
      .replace(/\s+/g, ' ')
      .trim();
    if (own !== '' && isElement(element)) lines.push({ text: `${element.name}: ${own}`, group: null, item: null });
  });
  return lines;
}
