import { MAX_FACTS_PER_CHANGE, type ChangeFact } from '../change-facts';
import {
  valuesOf,
  statusesOf,
  peopleOf,
  hasRoleWord,
  frameOf,
  maskStatusesAndPeople,
  sharedWordShare,
  type LineValue,
} from './fact-values';

export interface ChangeToDescribe {
  previousText: string;
  currentText: string;
  /** The unified diff of the two texts, as stored on the change. */
  diff: string;
}

/** One replacement block of a hunk: the removed lines and the added lines that took their place. */
interface Block {
  removed: string[];
  added: string[];
  /** The section the block is in: the nearest heading above it, or null. */
  heading: string | null;
  /** A feed hunk's kind ("New item", "Removed item", "Edited item"), or null for a text hunk. */
  itemHunk: string | null;
  /** The unchanged lines right before and after the block, when the hunk shows them. */
  contextBefore: string | null;
  contextAfter: string | null;
}

const HEADING = /^#{1,6} /;
const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;
const ITEM_HUNK = /^@@ (New item|Removed item|Edited item) @@/;
/** Lines longer than this are read only in part: facts come from what a person reads first. */
const MAX_LINE = 2_000;
/**
 * Changed lines (and their characters) read from one diff, and lines from each side of one block (its
 * removed or its added lines): a change keeps its first MAX_FACTS_PER_CHANGE facts, which come from the
 * first lines, and pairing a block's removed lines with its added ones compares each with each, so a
 * rewrite of tens of thousands of lines (a hostile page, a regenerated document) is read as its first
 * lines, not compared in full. Diffs as the checker stores them (16 KiB) are read whole.
 */
export const MAX_FACT_LINES = 2_000;
export const MAX_FACT_CHARS = 200_000;
export const MAX_BLOCK_LINES = 400;

/**
 * The typed facts of one change, read from its diff: values that moved on a line that otherwise stayed
 * (amounts, dates, statuses, people, figures), items that came or went (rows, list items, feed items,
 * JSON array elements, sitemap pages) and sections added, removed or reworded, each titled by its heading.
 * One pass over the diff; the texts are only read for the heading above each hunk. Blocks are read
 * until they have given MAX_FACTS_PER_CHANGE facts, the kept facts being the first distinct ones; a
 * block's facts are made line pair by line pair, so reading stops as soon as enough distinct ones are in.
 */
export function changeFactsOf({ previousText, currentText, diff }: ChangeToDescribe): ChangeFact[] {
  const headings = headingIndex(currentText);
  const previousHeadings = headingIndex(previousText);
  const facts: ChangeFact[] = [];
  const seen = new Set<string>();
  let given = 0;
  blocks: for (const block of blocksOf(diff, headings, previousHeadings)) {
    for (const fact of factsOfBlock(block)) {
      given += 1;
      const key = `${fact.type}\u0000${fact.subject}\u0000${fact.before}\u0000${fact.after}`;
      if (seen.has(key)) continue;
      seen.add(key);
      facts.push(fact);
      if (facts.length >= MAX_FACTS_PER_CHANGE) break blocks;
    }
    if (given >= MAX_FACTS_PER_CHANGE) break;
  }
  return withColumnNames(withElementNames(facts, previousText, currentText), currentText);
}

const CELL = ' | ';
/** How far above a row its header row is looked for: a header further up is not one a reader still sees. */
const MAX_ROWS_ABOVE = 500;

/**
 * A value that moved in a table row is named by its column too (`Price · Pro` in a table whose header
 * row reads `Plan | Starter | Pro | Business`): a pricing table often has its plans, regions or bag
 * sizes as columns, and a topic about one of them needs to know which cell moved.
 */
function withColumnNames(facts: ChangeFact[], currentText: string): ChangeFact[] {
  if (!facts.some((fact) => fact.after !== null && fact.type !== 'section_reworded' && fact.quote.includes(CELL))) return facts;
  const lines = currentText.split('\n');
  const rowAt = new Map<string, number>();
  lines.forEach((line, index) => {
    if (line.includes(CELL) && !rowAt.has(line)) rowAt.set(line, index);
  });
  return facts.map((fact) => {
    const at = fact.after === null || fact.type === 'section_reworded' ? undefined : rowAt.get(fact.quote);
    const column = at === undefined ? null : columnOf(lines, at, fact.after!);
    return column ? { ...fact, subject: fact.subject ? `${fact.subject} · ${column}` : column } : fact;
  });
}

/**
 * The header cell above the first cell of row `at` that holds `value`, when the row sits in a table with a
 * header row. A header row one cell short is a table whose rows are headed in their first cell and whose
 * empty corner cell left no text (`Starter | Team` above `Price | $0 | $29`): its cells name the columns
 * after the first.
 */
function columnOf(lines: string[], at: number, value: string): string | null {
  const cells = lines[at]!.split(CELL);
  const width = (line: string) => (line.includes(CELL) ? line.split(CELL).length : 0);
  let top = at;
  const highest = Math.max(0, at - MAX_ROWS_ABOVE);
  while (top > highest && width(lines[top - 1]!) === cells.length) top -= 1;
  const cornerless = top > highest && width(lines[top - 1]!) === cells.length - 1;
  if (cornerless) top -= 1;
  if (top === at) return null;
  const index = cells.findIndex((cell, position) => position > 0 && cell.includes(value));
  const header = index > 0 ? lines[top]!.split(CELL)[cornerless ? index - 1 : index]!.trim() : '';
  return header === '' || header.length > 60 ? null : header;
}

/** A JSON element's own name fields, in the order a person would call it by. */
const NAME_FIELDS = ['name', 'title', 'label', 'display_name', 'displayName', 'plan', 'product', 'component', 'service', 'sku'];
/** What tells one variant of a product from another, when it has no name of its own. */
const VARIANT_FIELDS = ['variant', 'colour', 'color', 'fabric', 'finish', 'material', 'size', 'style', 'edition'];
const PLACE_FIELDS = ['warehouse', 'region', 'location', 'area', 'city', 'country', 'store', 'site', 'zone'];
const JSON_FIELD = /^([\w$.[\]"-]*\[\d+\])\.([\w$-]+): "([^"\n]{1,80})"$/;

/**
 * A fact about a JSON element (`offers[0].availability`) carries the element's name and place as the
 * page gives them (`offers[0].availability (Frankfurt)`): the path alone does not say which offer,
 * component or plan moved, and a topic restricted to one of them needs to know.
 */
function withElementNames(facts: ChangeFact[], previousText: string, currentText: string): ChangeFact[] {
  if (!facts.some((fact) => fact.subject !== null && /\[\d+\]/.test(fact.subject))) return facts;
  const names = elementNamesOf(`${previousText}\n${currentText}`);
  return facts.map((fact) => {
    const element = fact.subject === null ? null : /^[\w$.[\]"-]*?\[\d+\]/.exec(fact.subject)?.[0];
    const name = element ? names.get(element) : undefined;
    return name ? { ...fact, subject: `${fact.subject} (${name})` } : fact;
  });
}

/** Each JSON element's label (`variants[1]` → `Velvet forest`) from the flattened lines of a text. */
export function elementNamesOf(text: string): Map<string, string> {
  const fields = new Map<string, Map<string, string>>();
  for (const line of text.split('\n')) {
    const match = JSON_FIELD.exec(line);
    if (!match) continue;
    const [, element, field, value] = match;
    const own = fields.get(element!) ?? new Map<string, string>();
    if (!own.has(field!)) own.set(field!, value!);
    fields.set(element!, own);
  }
  const names = new Map<string, string>();
  for (const [element, own] of fields) {
    const name = [...NAME_FIELDS, ...VARIANT_FIELDS].map((field) => own.get(field)).find(Boolean);
    const place = PLACE_FIELDS.map((field) => own.get(field)).find(Boolean);
    const label = [name, place].filter(Boolean).join(', ');
    if (label !== '') names.set(element, label);
  }
  return names;
}

/** For each line number (1-based), the nearest heading at or above it. */
function headingIndex(text: string): (line: number) => string | null {
  const lines = text === '' ? [] : text.split('\n');
  const nearest: Array<string | null> = [];
  let current: string | null = null;
  for (const line of lines) {
    if (HEADING.test(line)) current = line.replace(HEADING, '').trim();
    nearest.push(current);
  }
  return (line) => nearest[Math.min(Math.max(line, 1), nearest.length) - 1] ?? null;
}

function blocksOf(diff: string, headings: (line: number) => string | null, previousHeadings: (line: number) => string | null): Block[] {
  const blocks: Block[] = [];
  let heading: string | null = null;
  let itemHunk: string | null = null;
  let removed: string[] = [];
  let added: string[] = [];
  let oldLine = 0;
  let newLine = 0;
  let contextBefore: string | null = null;
  let read = 0;
  let chars = 0;
  const flush = (contextAfter: string | null = null) => {
    if (removed.length > 0 || added.length > 0) blocks.push({ removed, added, heading, itemHunk, contextBefore, contextAfter });
    // "## Current openings (6)" → "(5)" and then an item gone: the lines after a changed heading are under it.
    const changedHeading = lastHeadingOf(added) ?? lastHeadingOf(removed);
    if (changedHeading !== null && itemHunk === null) heading = changedHeading;
    removed = [];
    added = [];
  };
  for (const raw of diff.split('\n')) {
    if (read >= MAX_FACT_LINES || chars >= MAX_FACT_CHARS) break;
    if (raw.startsWith('+++') || raw.startsWith('---')) continue;
    if (raw.startsWith('@@')) {
      flush();
      contextBefore = null;
      const hunk = HUNK.exec(raw);
      itemHunk = ITEM_HUNK.exec(raw)?.[1] ?? null;
      oldLine = hunk ? Number(hunk[1]) : 0;
      newLine = hunk ? Number(hunk[2]) : 0;
      heading = hunk ? (headings(newLine - 1) ?? previousHeadings(oldLine - 1)) : null;
      continue;
    }
    const marker = raw[0];
    const text = raw.slice(1, MAX_LINE).trim();
    if (marker === ' ') {
      flush(text);
      contextBefore = text;
      if (HEADING.test(text) && itemHunk !== 'New item' && itemHunk !== 'Removed item') heading = text.replace(HEADING, '').trim();
      oldLine += 1;
      newLine += 1;
    } else if (marker === '-') {
      if (added.length > 0) flush();
      if (text !== '' && removed.length < MAX_BLOCK_LINES) {
        removed.push(text);
        read += 1;
        chars += text.length;
      }
      oldLine += 1;
    } else if (marker === '+') {
      if (text !== '' && added.length < MAX_BLOCK_LINES) {
        added.push(text);
        read += 1;
        chars += text.length;
      }
      newLine += 1;
    }
  }
  flush();
  return blocks;
}

/** The title of the last heading among changed lines, without a count after it ("Current openings (5)" → "Current openings"). */
function lastHeadingOf(lines: string[]): string | null {
  const last = lines.findLast((line) => HEADING.test(line));
  return last === undefined
    ? null
    : last
        .replace(HEADING, '')
        .replace(/\s*\(\d[\d,.]*\)$/, '')
        .trim();
}

/** A block's facts in order: a person card, then each pair's, then the added and the removed items; made as they are read. */
function* factsOfBlock(block: Block): Generator<ChangeFact> {
  if (block.itemHunk === 'New item' || block.itemHunk === 'Removed item') {
    yield feedItemFact(block);
    return;
  }
  const person = personCardFact(block);
  const rest = person ? { ...block, removed: block.removed.slice(1), added: block.added.slice(1) } : block;
  const { pairs, removed, added } = pairLines(rest.removed, rest.added);
  if (person) yield person;
  for (const [before, after] of pairs) yield* factsOfPair(before, after, block.heading);
  // Items after a heading that changed in the same block are of its section.
  const section = (lines: string[]) => (lines.length > 1 ? lastHeadingOf(lines.slice(0, 1)) : null);
  const heading = section(rest.added) ?? section(rest.removed) ?? block.heading;
  yield* groupItems(added, 'item_added', heading);
  yield* groupItems(removed, 'item_removed', heading);
}

/**
 * A people card (a name on a line of its own, the role on the next or previous line) whose name was
 * replaced: a person fact titled by the role, not a section removed and another added.
 */
function personCardFact({ removed, added, contextBefore, contextAfter }: Block): ChangeFact | null {
  const [gone, came] = [removed[0], added[0]];
  if (gone === undefined || came === undefined || !isName(gone) || !isName(came)) return null;
  const role = [contextAfter, contextBefore, removed[1], added[1]].find((line) => line && line.length <= 120 && hasRoleWord(line));
  if (!role) return null;
  const plain = (line: string) => line.replace(HEADING, '').trim();
  return { type: 'person', subject: plain(role), before: plain(gone), after: plain(came), unit: null, quote: came };
}

function isName(line: string): boolean {
  const text = line.replace(HEADING, '').trim();
  return text.length <= 60 && peopleOf(text).join(' ') === text;
}

function feedItemFact({ added, removed, itemHunk }: Block): ChangeFact {
  const lines = itemHunk === 'New item' ? added : removed;
  const title = (lines[0] ?? '').replace(HEADING, '');
  return {
    type: itemHunk === 'New item' ? 'item_added' : 'item_removed',
    subject: null,
    before: itemHunk === 'Removed item' ? title : null,
    after: itemHunk === 'New item' ? title : null,
    unit: null,
    quote: lines[0] ?? title,
  };
}

/**
 * Removed and added lines paired by likeness: in order when the counts match, else each removed line
 * with the added line sharing most of its words (at least a third), the rest left as added or removed.
 */
function pairLines(removed: string[], added: string[]): { pairs: Array<[string, string]>; removed: string[]; added: string[] } {
  const removedShapes = removed.map(shapeOf);
  const addedShapes = added.map(shapeOf);
  if (removed.length === added.length && removedShapes.every((shape, index) => likeness(shape, addedShapes[index]!) >= 0.2)) {
    return { pairs: removed.map((line, index) => [line, added[index]!]), removed: [], added: [] };
  }
  const free = new Set(added.map((_line, index) => index));
  const pairs: Array<[string, string]> = [];
  const unpairedRemoved: string[] = [];
  for (const [at, line] of removed.entries()) {
    let best = -1;
    let bestScore = 0.34;
    for (const index of free) {
      const score = likeness(removedShapes[at]!, addedShapes[index]!);
      if (score >= bestScore) [best, bestScore] = [index, score];
    }
    if (best < 0) unpairedRemoved.push(line);
    else {
      free.delete(best);
      pairs.push([line, added[best]!]);
    }
  }
  return { pairs, removed: unpairedRemoved, added: [...free].sort((a, b) => a - b).map((index) => added[index]!) };
}

/** A line's words with its values taken out, read once per line however many lines it is compared with. */
function shapeOf(line: string): Set<string> {
  return new Set(wordsOf(frameOf(line)));
}

/** Two lines without words (only values) are alike. */
function likeness(a: Set<string>, b: Set<string>): number {
  return a.size === 0 && b.size === 0 ? 1 : sharedWordShare(a, b);
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
}

/** A JSON path's indexes are positions, not values: `plans[2].price: 10` is read as `plans[n].price: 10`. */
function withoutIndexes(line: string, json: RegExpExecArray | null): string {
  return json ? line.replace(/\[\d+\]/g, '[n]') : line;
}

/** `plans[2].name: "Scale"`: a flattened JSON line, its path and its value. */
const JSON_PATH_LINE = /^([\w$"-]*(?:\[\d+\]|\.)[\w$.[\]"-]*):\s(.*)$/;

/** What moved between a line and its new version. */
function factsOfPair(before: string, after: string, heading: string | null): ChangeFact[] {
  const jsonBefore = JSON_PATH_LINE.exec(before);
  const jsonAfter = JSON_PATH_LINE.exec(after);
  // The same value under another index: the element moved in its array; nothing it says changed.
  if (jsonBefore && jsonAfter && jsonBefore[2] === jsonAfter[2]) return [];
  const subject = subjectOf(after, heading);
  const quote = after;
  const facts: ChangeFact[] = [];
  const oldValues = valuesOf(withoutIndexes(before, jsonBefore));
  const newValues = valuesOf(withoutIndexes(after, jsonAfter));
  for (const type of ['amount', 'date', 'figure'] as const) {
    facts.push(...movedValues(type, oldValues, newValues, heading, subject, quote));
  }
  const oldStatus = statusesOf(before);
  const newStatus = statusesOf(after);
  if (oldStatus.join('|') !== newStatus.join('|') && (oldStatus.length > 0 || newStatus.length > 0)) {
    facts.push({ type: 'status', subject, before: oldStatus.join(', ') || null, after: newStatus.join(', ') || null, unit: null, quote });
  }
  if (hasRoleWord(before) && hasRoleWord(after)) {
    const oldPeople = peopleOf(before);
    const newPeople = peopleOf(after);
    const [was, now] = [new Set(oldPeople), new Set(newPeople)];
    const gone = oldPeople.filter((name) => !now.has(name));
    const came = newPeople.filter((name) => !was.has(name));
    if (gone.length > 0 || came.length > 0) {
      facts.push({ type: 'person', subject, before: gone.join(', ') || null, after: came.join(', ') || null, unit: null, quote });
    }
  }
  if (facts.length === 0 || wordsChanged(before, after)) {
    facts.push({ type: 'section_reworded', subject: heading ?? subject, before, after, unit: null, quote });
  }
  return facts;
}

/** Whether words changed between the lines, beyond the values, state words and names already told as facts. */
function wordsChanged(before: string, after: string): boolean {
  const plain = (line: string) => wordsOf(maskStatusesAndPeople(frameOf(line))).join(' ');
  return plain(before) !== plain(after);
}

function movedValues(
  type: LineValue['type'],
  oldValues: LineValue[],
  newValues: LineValue[],
  heading: string | null,
  subject: string | null,
  quote: string,
): ChangeFact[] {
  const olds = oldValues.filter((value) => value.type === type);
  const news = newValues.filter((value) => value.type === type);
  const facts: ChangeFact[] = [];
  const count = Math.max(olds.length, news.length);
  for (let index = 0; index < count; index += 1) {
    const old = olds[index];
    const now = news[index];
    if (old && now && old.key === now.key) continue;
    const label = now?.label ?? old?.label ?? null;
    facts.push({
      type,
      // A label read without the path's indexes is the line's own subject, indexes and all.
      subject: label === null || label.includes('[n]') ? subject : joinSubject(heading, label),
      before: old?.text ?? null,
      after: now?.text ?? null,
      unit: now?.unit ?? old?.unit ?? null,
      quote,
    });
  }
  return facts;
}

/** A line's label: a table row's first cell, a JSON path, or the words before its first value; with the section's heading before it. */
function subjectOf(line: string, heading: string | null): string | null {
  return joinSubject(heading, labelOf(line));
}

function joinSubject(heading: string | null, label: string | null): string | null {
  const parts = [heading, label].filter((part): part is string => part !== null && part !== '');
  if (parts.length === 2 && parts[0]!.toLowerCase() === parts[1]!.toLowerCase()) return parts[0]!;
  return parts.length > 0 ? parts.join(' › ') : null;
}

function labelOf(line: string): string | null {
  const text = line.replace(/^[-#]+\s*/, '');
  if (text.includes(' | ')) return text.split(' | ')[0]!.trim().slice(0, 80) || null;
  const json = /^([\w$.[\]"-]+):\s/.exec(text);
  if (json) return json[1]!.slice(0, 120);
  const colon = /^([^:]{2,60}):\s/.exec(text);
  return colon ? colon[1]!.trim() : null;
}

/**
 * Added or removed lines as items (a row, a list item, a JSON element, a page) or, for a heading,
 * a section with the lines under it; prose under an existing heading rewords that section.
 */
function groupItems(lines: string[], type: 'item_added' | 'item_removed', heading: string | null): ChangeFact[] {
  const facts: ChangeFact[] = [];
  const side = (text: string) => (type === 'item_added' ? { before: null, after: text } : { before: text, after: null });
  const seenElements = new Set<string>();
  let sectionOpen = false;
  for (const line of lines) {
    if (HEADING.test(line)) {
      const title = line.replace(HEADING, '').trim();
      facts.push({
        type: type === 'item_added' ? 'section_added' : 'section_removed',
        subject: title,
        ...side(title),
        unit: null,
        quote: line,
      });
      sectionOpen = true;
      continue;
    }
    if (sectionOpen) continue;
    const element = jsonElementOf(line);
    if (element !== null) {
      if (seenElements.has(element.path)) continue;
      seenElements.add(element.path);
      facts.push({ type, subject: element.collection, ...side(line), unit: null, quote: line });
    } else if (isItemLine(line)) {
      facts.push({ type, subject: heading, ...side(line.replace(/^- /, '')), unit: null, quote: line });
    } else {
      facts.push({ type: 'section_reworded', subject: heading, ...side(line), unit: null, quote: line });
    }
  }
  return facts;
}

function isItemLine(line: string): boolean {
  return line.startsWith('- ') || line.includes(' | ') || /^https?:\/\/\S+$/.test(line);
}

/**
 * `jobs[3].title: "…"` → the element `jobs[3]` of the collection `jobs`: the line's key (the path up to
 * ": "), then its first index. Two linear steps; one pattern trying each `[` of a long key as the first
 * index would scan the rest of the key from each.
 */
function jsonElementOf(line: string): { path: string; collection: string } | null {
  const key = /^[\w$.[\]"-]*(?=:\s)/.exec(line)?.[0];
  const index = key === undefined ? null : /\[(\d+)\]/.exec(key);
  if (!index) return null;
  const collection = key!.slice(0, index.index);
  return { path: `${collection}[${index[1]}]`, collection: collection || '(root)' };
}
