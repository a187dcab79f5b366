import { getDocumentProxy } from 'unpdf';
import { normalizeNoiseAll } from '../noise';

/**
 * PDF text, read with unpdf (PDF.js). Only the text of the pages is content: the document's metadata
 * (dates, ids, producer) is never read. Line breaks are layout, not content: the words are joined into
 * one stream (a word hyphenated across a line joined again) and cut into sentences, so the same words
 * re-flowed onto other lines or pages read the same, while a changed clause shows as its sentence.
 * Running headers and footers (a line repeated at the top or bottom of most pages, page numbers aside)
 * are dropped, since a re-flow moves them into other places of the word stream.
 */
export const MAX_PDF_PAGES = 300;
/** A longer run of words without a sentence end (a table, a list) is cut at a word boundary. */
const MAX_SENTENCE_CHARS = 400;

export interface PdfReading {
  /** Sentences, one per line, as the document wrote them. */
  sentences: string[];
  pages: number;
  pagesRead: number;
}

export async function readPdf(body: Uint8Array, maxPages = MAX_PDF_PAGES): Promise<PdfReading> {
  // PDF.js takes ownership of the buffer it is given; the caller's body stays intact. Its warnings about
  // damaged files would go to the console: a failure is reported as the check's error instead.
  const document = await getDocumentProxy(new Uint8Array(body), { verbosity: 0 });
  try {
    const pagesRead = Math.min(document.numPages, maxPages);
    const pages: string[][] = [];
    for (let number = 1; number <= pagesRead; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      pages.push(
        text
          .split('\n')
          .map(oneLine)
          .filter((line) => line !== ''),
      );
      page.cleanup();
    }
    return { sentences: sentencesOf(withoutRunningLines(pages).flat()), pages: document.numPages, pagesRead };
  } finally {
    await document.loadingTask.destroy();
  }
}

/** The canonical form: noise rules per sentence, and hyphens inside words dropped (a word split at a line end in one layout and whole in another). */
export function pdfCanonical(sentences: string[]): string {
  return normalizeNoiseAll(sentences)
    .map((sentence) => sentence.replace(/(\p{L})[-\u00ad\u2010](\p{L})/gu, '$1$2'))
    .join('\n');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const PAGE_NUMBER = /^(?:page\s*)?[-–(]?\s*\d{1,4}\s*[-–)]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/** Drops page numbers, and header and footer lines that repeat (digits aside) on at least half of the pages. */
export function withoutRunningLines(pages: string[][]): string[][] {
  const withoutNumbers = pages.map((lines) =>
    lines.filter((line, index) => !((index < 2 || index >= lines.length - 2) && PAGE_NUMBER.test(line))),
  );
  if (withoutNumbers.length < 2) return withoutNumbers;
  const edgeCounts = new Map<string, number>();
  for (const lines of withoutNumbers)
    for (const line of new Set(edges(lines).map(shape))) edgeCounts.set(line, (edgeCounts.get(line) ?? 0) + 1);
  const running = new Set([...edgeCounts].filter(([, count]) => count >= 2 && count * 2 >= withoutNumbers.length).map(([line]) => line));
  return withoutNumbers.map((lines) =>
    lines.filter((line, index) => !((index < 2 || index >= lines.length - 2) && running.has(shape(line)))),
  );
}

function edges(lines: string[]): string[] {
  return lines.length <= 4 ? lines : [...lines.slice(0, 2), ...lines.slice(-2)];
}

function shape(line: string): string {
  return line.replace(/\d+/g, '#').toLowerCase();
}

/** The lines as one stream of words, then cut into sentences. */
export function sentencesOf(lines: string[]): string[] {
  let stream = '';
  for (const line of lines) {
    if (stream === '') stream = line;
    else if (/\p{L}[-\u00ad]$/u.test(stream) && /^\p{Ll}/u.test(line)) stream = stream.slice(0, -1) + line;
    else stream += ` ${line}`;
  }
  const sentences: string[] = [];
  for (const sentence of stream.split(/(?<=[.!?]["”’)\]]?)\s+(?=["“‘(\[]?[\p{Lu}\d])/u)) sentences.push(...bounded(sentence));
  return sentences.filter((sentence) => sentence !== '');
}

function bounded(sentence: string): string[] {
  if (sentence.length <= MAX_SENTENCE_CHARS) return [sentence];
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_SENTENCE_CHARS) {
    const cut = rest.lastIndexOf(' ', MAX_SENTENCE_CHARS);
    const at = cut > 0 ? cut : MAX_SENTENCE_CHARS;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  return [...pieces, rest];
}
