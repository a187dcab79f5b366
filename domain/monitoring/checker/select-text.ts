import type { SourceSelectors } from '../source-check';
import { extractHtml } from './extract-html';
import { requireSyntax } from './selection';

/**
 * Text without markup (a PDF's sentences, a plain-text body) under a selection: read as a document of one
 * `<p>` per line, so CSS (`p:contains("Fees")`) and XPath (`//p[contains(., "Fees")]`) select lines.
 */
export function selectedTextLines(lines: string[], selectors: SourceSelectors, what: string): string[] {
  if ((selectors.include?.length ?? 0) + (selectors.exclude?.length ?? 0) === 0) return lines;
  requireSyntax(selectors, ['css', 'xpath'], what);
  const html = `<!doctype html><html><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`;
  return extractHtml(html, selectors).map((line) => line.text);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
