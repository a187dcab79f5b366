import type { ChangeFact } from '../monitoring/change-facts';
import { elementNamesOf } from '../monitoring/checker/facts';
import { isGeneric, wordsOf } from './vocabulary';

/**
 * The parts of a page that stand side by side: the rows of one table, the headings of one level under the
 * same parent, the labelled lines of one list ("Performance Director: …"), the elements of one JSON array.
 * A person who names one of them ("size M", "the Loyalty Saver", "outages in Glasgow", "linen charcoal")
 * asks about that one: a change to a sibling they did not name is about something else, however well its
 * words fit the ask ("back in stock" fits size L as well as size M).
 */
export interface Siblings {
  /** Collection key → the labels of its members, in page order. */
  collections: Map<string, string[]>;
  /** A line of the page, or a row's or labelled line's label → the heading it is under, and that heading's own place. */
  sections: Map<string, Section>;
  /** A JSON element's path (`variants[1]`) → its label on the page as it is now. */
  elements: Map<string, string>;
  /** A heading's text → its place (the first heading of that text). */
  headings: Map<string, Place>;
  /** Heading collections whose headings each head a record of the same fields (a tender's "Deadline:", "Value:", "Status:"). */
  records: Set<string>;
}

interface Section {
  section: string;
  place: Place | null;
}

interface Place {
  collection: string;
  label: string;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const HEADING_COLLECTION = /^h\d:/;
const CELL = ' | ';
/** `- Performance Director: Anneke Solberg`, `Status: Resolved`: a short label before a colon (a JSON path is not one). */
const LABELLED = /^(?:[-*•]\s+)?([^:|[\]]{2,60}):\s+\S/;
/** A reference number or code alone: capitals, digits and joiners, at least one digit ("CP26/04", "10-4711"). */
const REFERENCE = /^(?=[^\d]*\d)[\p{Lu}\p{N}][\p{Lu}\p{N}/._#-]*$/u;
const JSON_ELEMENT = /^([\w$.[\]"-]*?)\[\d+\]/;

/** The page's collections, read from its extracted text (headings as `#`, table rows as cells joined by ` | `). */
export function siblingsOf(pageText: string): Siblings {
  const collections = new Map<string, string[]>();
  const sections = new Map<string, Section>();
  const headingPlaces = new Map<string, Place>();
  let current: Section = { section: '', place: null };
  const add = ({ collection, label }: Place) => {
    const labels = collections.get(collection) ?? [];
    if (!labels.includes(label)) labels.push(label);
    collections.set(collection, labels);
  };
  const headings: string[] = [];
  let previous = '';
  for (const line of pageText.split('\n')) {
    // A table's first row names its columns: it is not one of its rows (a row whose empty last cells left no text still is).
    const header = line.includes(CELL) && !previous.includes(CELL);
    previous = line;
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      headings.length = level - 1;
      const place = { collection: headingCollection(level, headings), label: heading[2]!.trim() };
      add(place);
      if (!headingPlaces.has(place.label)) headingPlaces.set(place.label, place);
      headings[level - 1] = place.label;
      current = { section: place.label, place };
      continue;
    }
    if (!sections.has(line.trim())) sections.set(line.trim(), current);
    if (header) continue;
    for (const place of linePlaces(line, current.section)) {
      add(place);
      // A removed row is no longer on the page; its label still says where it was.
      if (!sections.has(place.label)) sections.set(place.label, current);
    }
  }
  const elements = elementNamesOf(pageText);
  for (const [element, name] of elements) add({ collection: `json:${element.replace(/\[\d+\]$/, '')}`, label: name });
  return { collections, sections, elements, headings: headingPlaces, records: recordCollections(collections) };
}

/** Fields two records share at least, for their headings to be items of one kind rather than the page's own sections. */
const SHARED_FIELDS = 2;
/** Headings of a collection compared pairwise at most: a page of thousands of headings is read by its first ones. */
const MAX_RECORD_HEADINGS = 200;

/**
 * Heading collections two of whose headings head labelled lines sharing two labels or more: the records of
 * a register (consultations, tenders, incidents), which stand side by side at any heading level.
 */
function recordCollections(collections: Map<string, string[]>): Set<string> {
  const records = new Set<string>();
  for (const [collection, labels] of collections) {
    if (!HEADING_COLLECTION.test(collection) || labels.length < 2) continue;
    const fields = labels
      .slice(0, MAX_RECORD_HEADINGS)
      .map((label) => new Set((collections.get(`list:${label}`) ?? []).map((field) => field.toLowerCase())))
      .filter((own) => own.size >= SHARED_FIELDS);
    if (fields.some((own, index) => fields.slice(index + 1).some((other) => sharedCount(own, other) >= SHARED_FIELDS)))
      records.add(collection);
  }
  return records;
}

function sharedCount(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const field of a) if (b.has(field)) shared += 1;
  return shared;
}

function headingCollection(level: number, parents: string[]): string {
  return `h${level}:${parents
    .slice(0, level - 1)
    .filter(Boolean)
    .join(' › ')}`;
}

/** The places a line of text takes: the row of a table, the labelled line of a list, within its section. */
function linePlaces(line: string, section: string): Place[] {
  if (line.includes(CELL)) {
    const cells = line.split(CELL);
    const first = cells[0]!.replace(/^[-*•]\s+/, '').trim();
    // A row opened by a reference ("CBP-2026-014 | CCTV and access control maintenance | …") is named by both.
    const label = REFERENCE.test(first) && cells.length > 2 && cells[1]!.trim() !== '' ? `${first} ${cells[1]!.trim()}` : first;
    return [{ collection: `table:${section}:${cells.length}`, label }];
  }
  const labelled = LABELLED.exec(line);
  return labelled ? [{ collection: `list:${section}`, label: labelled[1]!.trim() }] : [];
}

/**
 * Where a changed line or fact sits: its row or labelled line, its section's heading, its JSON element.
 * `beside` is a line of the page as it is now at a removed line's place.
 */
function placesOf(quote: string, fact: ChangeFact | null, siblings: Siblings, beside?: string): Place[] {
  const subject = fact?.subject ?? '';
  // The element's label as the page names it now: an insertion shifts the indexes the fact's subject was named by.
  const line = pageLineOf(quote, siblings);
  const heading = headingOf(line);
  const headed = heading === null ? undefined : siblings.headings.get(heading);
  if (headed) return [headed];
  const element = JSON_ELEMENT.exec(line) ?? JSON_ELEMENT.exec(subject);
  const name = element ? siblings.elements.get(element[0]) : undefined;
  if (element && name) return [{ collection: `json:${element[1]}`, label: name }];
  const path = subject.split(' › ');
  const bySubject = fact?.type === 'section_reworded' || path.length > 1 ? path[0]! : null;
  const label = linePlaces(line, '')[0]?.label;
  // A removed line's place (its text may stand elsewhere on the page too), else the line on the page, else the section the fact names, else (a removed row) where its label is.
  const found =
    (beside === undefined ? undefined : siblings.sections.get(beside)) ??
    siblings.sections.get(line) ??
    (bySubject === null ? undefined : { section: bySubject, place: siblings.headings.get(bySubject) ?? null }) ??
    (label === undefined ? undefined : siblings.sections.get(label));
  const places = linePlaces(line, found?.section ?? '').map((place) => inItsTable(place, siblings));
  if (found?.place) places.push(found.place);
  return places;
}

/** A row that lost or gained an empty cell (a removed "Details" text) is still a row of the table its label is in. */
function inItsTable(place: Place, siblings: Siblings): Place {
  if (!place.collection.startsWith('table:') || siblings.collections.get(place.collection)?.includes(place.label)) return place;
  const table = place.collection.replace(/\d+$/, '');
  for (const [collection, labels] of siblings.collections)
    if (collection.startsWith(table) && labels.includes(place.label)) return { collection, label: place.label };
  return place;
}

/**
 * Whether a change sits in a sibling the topic does not name while it names another of the same
 * collection: then it is about something the person did not ask about. Which labels the topic names is
 * read once per collection, however many changed lines ask.
 */
export function anotherSiblingTest(
  siblings: Siblings,
  topic: TopicWords,
): (quote: string, fact: ChangeFact | null, beside?: string) => boolean {
  const namedBy = new Map<string, Set<string>>();
  const namedIn = (collection: string, labels: string[]) => {
    let named = namedBy.get(collection);
    if (!named) {
      // A row of a table or an element of an array is called by any word only it has ("fixed" for the fixed-rate row).
      named = namedLabels(
        labels,
        topic,
        collection.startsWith('table:') || collection.startsWith('json:') || siblings.records.has(collection),
      );
      namedBy.set(collection, named);
    }
    return named;
  };
  return (quote, fact, beside) =>
    placesOf(quote, fact, siblings, beside).some(({ collection, label }) => {
      const labels = siblings.collections.get(collection);
      if (!labels || labels.length < 2 || !labels.includes(label) || !itemLike(collection, siblings)) return false;
      const named = namedIn(collection, labels);
      return named.size > 0 && !named.has(label);
    });
}

export interface TopicWords {
  words: Set<string>;
  /** Identifiers the topic writes ("tessel-http", "next_auth", "v2.api"): a package's or a product's own name. */
  identifiers: Set<string>;
  /** Its words less the page's own names. */
  specific: Set<string>;
  /** Words the topic writes capitalised inside a sentence: names ("Ashby", "Glasgow", "Deep Time"). */
  names: Set<string>;
}

/** The words of a topic's asks; `namesThePage` tells the page's own names (its site, its title), which single out nothing on it. */
export function topicWordsOf(entries: string[], namesThePage: (word: string) => boolean): TopicWords {
  const names = new Set<string>();
  for (const entry of entries)
    for (const match of entry.matchAll(/(?<=[\p{L}\p{N},;:)]\s+)\p{Lu}[\p{L}\p{N}'’-]*/gu))
      for (const word of wordsOf(match[0])) if (!namesThePage(word)) names.add(word);
  const words = new Set(entries.flatMap((entry) => wordsOf(entry)));
  const identifiers = new Set(
    entries
      .flatMap((entry) => entry.match(IDENTIFIER) ?? [])
      .map((identifier) => identifier.toLowerCase())
      .filter((identifier) => !wordsOf(identifier).every(namesThePage)),
  );
  return { words, identifiers, specific: new Set([...words].filter((word) => !namesThePage(word))), names };
}

/** Letters joined by hyphens, underscores or dots, with no space: `tessel-http`, `next_auth`. */
const IDENTIFIER = /(?<![\p{L}\p{N}@./-])\p{L}[\p{L}\p{N}]*(?:[-_.][\p{L}\p{N}]+)+(?![\p{L}\p{N}])/gu;

/**
 * Whether a new part (a feed's item, a heading among like things, a row) stands outside the group of
 * existing ones the topic names by a name or an identifier ("tessel-http" among a registry's releases,
 * "Ashby" among incidents): a new release of another package is not what was asked. A new part is
 * otherwise the asks' call (anotherSiblingTest leaves it alone); common words never make a group
 * ("security" in "new releases, especially security fixes").
 */
export function outsideNamedGroupTest(
  siblings: Siblings,
  topic: TopicWords,
): (quote: string, fact: ChangeFact | null, body?: string) => boolean {
  if (topic.names.size === 0 && topic.identifiers.size === 0) return () => false;
  const names = (label: string) => {
    const lower = label.toLowerCase();
    const words = new Set(wordsOf(label));
    return [...topic.identifiers].some((identifier) => lower.includes(identifier)) || [...topic.names].some((name) => words.has(name));
  };
  // Which labels of a collection the topic names is read once per collection, however many new parts ask.
  const groups = new Map<string, { labels: Set<string>; named: Set<string> } | null>();
  const groupOf = (collection: string) => {
    if (!groups.has(collection)) {
      const labels = siblings.collections.get(collection);
      groups.set(
        collection,
        labels && groupLike(collection, labels, siblings) ? { labels: new Set(labels), named: new Set(labels.filter(names)) } : null,
      );
    }
    return groups.get(collection)!;
  };
  // A new part whose own text names the topic's thing ("No trams will run on T1, T2 or T3") is in its group, whatever its label says.
  return (quote, fact, body) =>
    !(body !== undefined && names(body)) &&
    placesOf(quote, fact, siblings).some(({ collection, label }) => {
      const group = groupOf(collection);
      if (!group?.labels.has(label) || group.named.has(label)) return false;
      // Two others at least, and the topic names some of them.
      return group.labels.size >= 3 && group.named.size > 0;
    });
}

/** The heading a line of the page is under, as the page is now. */
export function sectionOf(siblings: Siblings, line: string): string | undefined {
  return siblings.sections.get(pageLineOf(line, siblings))?.section;
}

/** A changed line as the page's text holds it: without the diff's `+` or `-`, unless the page has it so (a bulleted "- Used vehicle: 5.99%"). */
function pageLineOf(quote: string, siblings: Siblings): string {
  const line = quote.trim();
  return siblings.sections.has(line) ? line : line.replace(/^[-+]/, '').trim();
}

/** The text of a heading line (`## Pricing` → `Pricing`); null for any other line. */
export function headingOf(line: string): string | null {
  return HEADING.exec(line)?.[2]!.trim() ?? null;
}

/** Like things, and a feed's items: first-level headings, when a page has three or more. */
function groupLike(collection: string, labels: string[], siblings: Siblings): boolean {
  return itemLike(collection, siblings) || (collection.startsWith('h1:') && labels.length >= 3);
}

/**
 * Headings below the second level list like things (incidents, jobs, questions), and so do records at any
 * level; the page's own sections ("Pricing", "Why switch to us", "Questions") are not alternatives to one another.
 */
function itemLike(collection: string, siblings: Siblings): boolean {
  const heading = /^h(\d):/.exec(collection);
  return heading === null || Number(heading[1]) >= 3 || siblings.records.has(collection);
}

/**
 * The labels a topic names. A label's key words are its own words, bracketed details ("(30 min)", "(KT1)")
 * aside, less generic words and words most siblings share ("saver" among savings accounts). The topic
 * names a label when it gives all its key words, or a key word no sibling has that is a name of the
 * topic's ("Ashby") or, where `byAnyOwnWord`, any of its words; or a name of the topic's only it has, in its details.
 */
function namedLabels(labels: string[], topic: TopicWords, byAnyOwnWord: boolean): Set<string> {
  const words = labels.map((label) => {
    const bare = label.replace(/\([^)]*\)/g, ' ');
    const all = [...new Set(wordsOf(bare))];
    // A code in capitals is a name, even where the word is also a common one ("US shares", "IT support").
    const codes = new Set(wordsOf((bare.match(/\b\p{Lu}{2,3}\b/gu) ?? []).join(' ')));
    const specific = all.filter((word) => !isGeneric(word) || (codes.has(word) && topic.names.has(word)));
    // A size or a line called by a letter or two ("M", "XL", "Line A") has no other name.
    return specific.length > 0 ? specific : all.filter((word) => word.length <= 2);
  });
  const count = new Map<string, number>();
  for (const own of words) for (const word of own) count.set(word, (count.get(word) ?? 0) + 1);
  const common = (word: string) => count.get(word)! > 1 && count.get(word)! * 2 >= labels.length;
  // A name of the topic's in a label's bracketed detail ("Leeds LS6 (Headingley, Hyde Park)") names it too, if only it has it.
  const details = labels.map((label) => new Set(wordsOf(label)));
  const inDetails = new Map<string, number>();
  for (const own of details) for (const word of own) inDetails.set(word, (inDetails.get(word) ?? 0) + 1);
  const named = new Set<string>();
  labels.forEach((label, index) => {
    const keys = words[index]!.filter((word) => !common(word));
    if (keys.length === 0) return;
    const givesAll = keys.every((word) => topic.words.has(word));
    // A word only this label has: counted once over all the labels' words.
    // A list item is also called by the word it starts with ("lounge" for "Lounge access in Dublin").
    const ownWordGiven = keys.some(
      (word, at) => count.get(word) === 1 && (topic.names.has(word) || ((byAnyOwnWord || at === 0) && topic.specific.has(word))),
    );
    const nameInDetail = [...details[index]!].some((word) => topic.names.has(word) && inDetails.get(word) === 1);
    if (givesAll || ownWordGiven || nameInDetail) named.add(label);
  });
  return named;
}
