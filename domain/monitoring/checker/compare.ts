import type { FetchedContent, SourceCheck, SourceSelectors, SourceState } from '../source-check';
import { readBody } from './body-reading';
import type { ContentKind } from './decode';
import { extractLines } from './extract';
import { withClockValuesSettled } from './clock-values';
import { bodyHashOf, contentHashOf, hasCurrentRules, quickHashOfRead } from './fingerprint';
import { canonicalText, type ExtractedLine } from './lines';
import { changeFactsOf } from './facts';
import { withLiveFiguresSettled } from './live-figures';
import { EMPTY_SELECTION, ignoreTest, SelectionError } from './selection';
import { describeChange } from './text-diff';

/** Stored text is bounded; the hash still covers the whole page. */
export const MAX_STORED_TEXT_BYTES = 256 * 1024;

/** Decides what a successful fetch means against what was seen last: baseline, unchanged or changed. */
export function compareContent(previous: SourceState, content: FetchedContent, selectors: SourceSelectors = {}): SourceCheck {
  const validators = { etag: content.validators.etag, lastModified: content.validators.lastModified };
  const knownHash = previous.contentHash !== null && hasCurrentRules(previous.contentHash) ? previous.contentHash : null;
  const bodyHash = bodyHashOf(content.body, content.contentType, selectors);
  if (knownHash !== null && previous.bodyHash === bodyHash) {
    return { outcome: 'unchanged', notModified: false, state: { ...previous, ...validators } };
  }
  const reading = readBody(content.body, content.contentType);
  const { kind, text } = reading;
  const quickHash = quickHashOfRead(kind === 'html' ? reading.skeleton() : text, selectors);
  // The stored body hash stays that of the last extracted body: a page whose bytes differ by noise on every
  // fetch would otherwise rewrite it each time for nothing.
  if (knownHash !== null && previous.quickHash === quickHash) {
    return { outcome: 'unchanged', notModified: false, state: { ...previous, ...validators } };
  }

  let lines: ExtractedLine[];
  try {
    lines = selectedLines(kind, text, content, selectors);
  } catch (error) {
    if (error instanceof SelectionError) return { outcome: 'failed', state: previous, error: error.message };
    throw error;
  }
  const contentHash = contentHashOf(canonicalText(lines));
  const fetchedAt = content.fetchedAt ?? new Date();
  const state: SourceState = { url: previous.url, ...validators, bodyHash, quickHash, contentHash, text: textOf(lines), fetchedAt };
  if (previous.contentHash === null) return { outcome: 'baseline', state };
  if (knownHash === null || knownHash === contentHash) return { outcome: 'unchanged', notModified: false, state };
  // Values that only track the clock between the two fetches are put back as they were: if nothing else
  // differs, the page is unchanged (and the newer text is kept, so the next check compares with it).
  // Figures that move by themselves (rolling uptime, live metrics, the page's diagnostics) are put back the same way.
  const clockSettled = previous.fetchedAt
    ? withClockValuesSettled(previous.text ?? '', lines, { previous: previous.fetchedAt, current: fetchedAt })
    : lines;
  const settled = withLiveFiguresSettled(previous.text ?? '', clockSettled);
  if (settled !== lines && contentHashOf(canonicalText(settled)) === knownHash) return { outcome: 'unchanged', notModified: false, state };
  const currentText = textOf(settled);
  const { diff, summary } = describeChange(previous.text ?? '', currentText);
  const facts = changeFactsOf({ previousText: previous.text ?? '', currentText, diff });
  return { outcome: 'changed', state, previousHash: knownHash, diff, summary, facts };
}

/** The lines under the source's selection; a selection that holds no text is the source's problem, not an empty page. */
function selectedLines(kind: ContentKind, text: string, content: FetchedContent, selectors: SourceSelectors): ExtractedLine[] {
  const lines = extractLines(kind, text, content.body, content.contentType, selectors);
  if ((selectors.include?.length ?? 0) > 0 && lines.length === 0) throw new SelectionError(EMPTY_SELECTION);
  const ignored = ignoreTest(selectors.ignoreText);
  return lines.filter((line) => !ignored(line.text));
}

function textOf(lines: ExtractedLine[]): string {
  return boundText(lines.map((line) => line.text).join('\n'));
}

function boundText(text: string): string {
  const bytes = Buffer.from(text);
  if (bytes.byteLength <= MAX_STORED_TEXT_BYTES) return text;
  const cut = bytes.subarray(0, MAX_STORED_TEXT_BYTES).toString('utf8');
  return cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
}
