import { FILE_HEADERS_ONLY, formatPatch, structuredPatch, type StructuredPatchHunk } from 'diff';
import { normalizeNoiseAll } from './noise';

/**
 * The readable side of a change: a unified diff of the extracted text and a one-sentence summary. Lines
 * that differ only by noise (a new timestamp, a counter) compare equal, so the diff shows the edit, not
 * the ticking clock around it.
 */
export const MAX_DIFF_BYTES = 16 * 1024;
const MAX_SNIPPET_CHARS = 120;
/** A line diff of two unrelated texts costs O(n²); past this budget the change is shown as a whole replacement. */
const DIFF_TIMEOUT_MS = 500;

export interface TextChange {
  diff: string;
  summary: string;
}

export function describeChange(previousText: string, currentText: string): TextChange {
  const previous = linesOf(previousText);
  const current = linesOf(currentText);
  const patch = structuredPatch('previous', 'current', normalizedText(previous), normalizedText(current), undefined, undefined, {
    context: 2,
    timeout: DIFF_TIMEOUT_MS,
  });
  const hunks = patch
    ? patch.hunks.map((hunk) => ({ ...hunk, lines: withOriginalText(hunk, previous, current) }))
    : [wholeReplacement(previous, current)];
  const changed = hunks.flatMap((hunk) => hunk.lines);
  const added = changed.filter((line) => line.startsWith('+')).map((line) => line.slice(1));
  const removed = changed.filter((line) => line.startsWith('-')).map((line) => line.slice(1));
  const files = { oldFileName: 'previous', newFileName: 'current', oldHeader: undefined, newHeader: undefined };
  return { diff: boundDiff(formatPatch({ ...files, hunks }, FILE_HEADERS_ONLY)), summary: summarize(added, removed) };
}

function wholeReplacement(previous: string[], current: string[]): StructuredPatchHunk {
  return {
    oldStart: 1,
    oldLines: previous.length,
    newStart: 1,
    newLines: current.length,
    lines: [...previous.map((line) => `-${line}`), ...current.map((line) => `+${line}`)],
  };
}

function linesOf(text: string): string[] {
  return text === '' ? [] : text.split('\n');
}

function normalizedText(lines: string[]): string {
  return normalizeNoiseAll(lines)
    .map((line) => `${line}\n`)
    .join('');
}

/** The diff is computed on noise-normalized lines; the reader sees the lines as the page wrote them. */
function withOriginalText(hunk: StructuredPatchHunk, previous: string[], current: string[]): string[] {
  let oldIndex = hunk.oldStart - 1;
  let newIndex = hunk.newStart - 1;
  return hunk.lines.map((line) => {
    const marker = line[0];
    if (marker === '-') return `-${previous[oldIndex++] ?? line.slice(1)}`;
    if (marker === '+') return `+${current[newIndex++] ?? line.slice(1)}`;
    if (marker === ' ') {
      oldIndex += 1;
      return ` ${current[newIndex++] ?? line.slice(1)}`;
    }
    return line;
  });
}

/** At most MAX_DIFF_BYTES of UTF-8, cut at a line boundary, with a marker saying how much was left out. */
export function boundDiff(diff: string, maxBytes = MAX_DIFF_BYTES): string {
  if (Buffer.byteLength(diff) <= maxBytes) return diff;
  const lines = diff.split('\n');
  const kept: string[] = [];
  let size = 0;
  const markerBudget = 64;
  for (const line of lines) {
    const lineBytes = Buffer.byteLength(line) + 1;
    if (size + lineBytes > maxBytes - markerBudget) break;
    kept.push(line);
    size += lineBytes;
  }
  return `${kept.join('\n')}\n… diff truncated: ${lines.length - kept.length} more lines\n`;
}

/** One plain sentence: what was added, removed or replaced, quoting a bounded snippet. */
export function summarize(added: string[], removed: string[]): string {
  const [firstAdded] = added;
  const [firstRemoved] = removed;
  if (firstAdded !== undefined && firstRemoved !== undefined && added.length === 1 && removed.length === 1) {
    return `Changed “${snippet(firstRemoved)}” to “${snippet(firstAdded)}”.`;
  }
  if (firstAdded !== undefined && firstRemoved === undefined) return `Added ${lineCount(added.length)}: “${snippet(firstAdded)}”.`;
  if (firstRemoved !== undefined && firstAdded === undefined) return `Removed ${lineCount(removed.length)}: “${snippet(firstRemoved)}”.`;
  if (firstAdded !== undefined && firstRemoved !== undefined) {
    return `${lineCount(added.length)} added and ${removed.length} removed, starting with “${snippet(firstAdded)}”.`.replace(/^./, (c) =>
      c.toUpperCase(),
    );
  }
  return 'The content was reordered.';
}

function lineCount(count: number): string {
  return count === 1 ? '1 line' : `${count} lines`;
}

export function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_SNIPPET_CHARS ? flat : `${flat.slice(0, MAX_SNIPPET_CHARS - 1)}…`;
}
