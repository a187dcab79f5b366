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
const CELL = ' | ';
/** `- Performance Director: Anneke Solberg`, `Status: Resolved`: a short label before a colon (a JSON path is not one). */
const LABELLED = /^(?:[-*•]\s+)?([^:|[\]]{2,60}):\s+\S/;
const JSON_ELEMENT = /^([\w$.[\]"-]*?)\[\d+\]/;

/** The page's collections, read from its extracted text (headings as `#`, table rows as cells joined by ` | `). */
export function siblingsOf(pageText: string): Siblings {
  const collections = new Map<string, string[]>();
  const sections = new Map<string, Section>();
  let current: Section = { section: '', place: null };
  const add = ({ collection, label }: Place) => {
    const labels = collections.get(collection) ?? [];
    if (!labels.includes(label)) labels.push(label);
    collections.set(collection, labels);
  };
  const headings: string[] = [];
  let previous = '';
  for (const line of pageText.split('\n')) {
    // A table's first row names its columns: it is not one of its rows.
    const header = line.includes(CELL) && previous.split(CELL).length !== line.split(CELL).length;
    previous = line;
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      headings.length = level - 1;
      const place = { collection: headingCollection(level, headings), label: heading[2]!.trim() };
      add(place);
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
  return { collections, sections, elements };
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
    return [{ collection: `table:${section}:${cells.length}`, label: cells[0]!.replace(/^[-*•]\s+/, '').trim() }];
  }
  const labelled = LABELLED.exec(line);
  return labelled ? [{ collection: `list:${section}`, label: labelled[1]!.trim() }] : [];
}

/** Where a changed line or fact sits: its row or labelled line, its section's heading, its JSON element. */
function placesOf(quote: string, fact: ChangeFact | null, siblings: Siblings): Place[] {
  const subject = fact?.subject ?? '';
  // The element's label as the page names it now: an insertion shifts the indexes the fact's subject was named by.
  const element = JSON_ELEMENT.exec(quote.trim().replace(/^[-+]/, '')) ?? JSON_ELEMENT.exec(subject);
  const name = element ? siblings.elements.get(element[0]) : undefined;
  if (element && name) return [{ collection: `json:${element[1]}`, label: name }];
  const line = quote.trim().replace(/^[-+]/, '').trim();
  const path = subject.split(' › ');
  const bySubject = fact?.type === 'section_reworded' || path.length > 1 ? path[0]! : null;
  const label = linePlaces(line, '')[0]?.label;
  // The line on the page, else the section the fact names, else (a removed row) where its label is.
  const found =
    siblings.sections.get(line) ??
    (bySubject === null ? undefined : { section: bySubject, place: placeOfHeading(bySubject, siblings) }) ??
    (label === undefined ? undefined : siblings.sections.get(label));
  const places = linePlaces(line, found?.section ?? '');
  if (found?.place) places.push(found.place);
  return places;
}

function placeOfHeading(section: string, siblings: Siblings): Place | null {
  for (const { place } of siblings.sections.values()) if (place?.label === section) return place;
  return null;
}

/**
 * Whether a change sits in a sibling the topic does not name while it names another of the same
 * collection: then it is about something the person did not ask about.
 */
export function aboutAnotherSibling(quote: string, fact: ChangeFact | null, siblings: Siblings, topic: TopicWords): boolean {
  return placesOf(quote, fact, siblings).some(({ collection, label }) => {
    const labels = siblings.collections.get(collection);
    if (!labels || labels.length < 2 || !labels.includes(label) || !itemLike(collection)) return false;
    const keys = keyWordsOf(labels);
    // A row of a table or an element of an array is called by any word only it has ("fixed" for the fixed-rate row).
    const byAnyOwnWord = collection.startsWith('table:') || collection.startsWith('json:');
    const named = (candidate: string) => names(topic, candidate, keys, byAnyOwnWord);
    return !named(label) && labels.some((other) => other !== label && named(other));
  });
}

export interface TopicWords {
  words: Set<string>;
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
  return { words, specific: new Set([...words].filter((word) => !namesThePage(word))), names };
}

/**
 * Headings below the second level list like things (incidents, jobs, questions); the page's own sections
 * ("Pricing", "Why switch to us", "Questions") are not alternatives to one another.
 */
function itemLike(collection: string): boolean {
  const heading = /^h(\d):/.exec(collection);
  return heading === null || Number(heading[1]) >= 3;
}

/**
 * The words that tell a label from its siblings: its own words, bracketed details ("(30 min)", "(KT1)")
 * aside, less generic words and words most siblings share ("saver" among savings accounts).
 */
function keyWordsOf(labels: string[]): Map<string, string[]> {
  const own = labels.map((label) => {
    const words = [...new Set(wordsOf(label.replace(/\([^)]*\)/g, ' ')))];
    const specific = words.filter((word) => !isGeneric(word));
    // A size or a line called by a letter or two ("M", "XL", "Line A") has no other name.
    return specific.length > 0 ? specific : words.filter((word) => word.length <= 2);
  });
  const count = new Map<string, number>();
  for (const words of own) for (const word of words) count.set(word, (count.get(word) ?? 0) + 1);
  const common = (word: string) => count.get(word)! > 1 && count.get(word)! * 2 >= labels.length;
  return new Map(labels.map((label, index) => [label, own[index]!.filter((word) => !common(word))]));
}

/**
 * A topic names a label when it gives all its key words, or a key word no sibling has that is a name of the
 * topic's ("Ashby") or, where `byAnyOwnWord`, any of its words.
 */
function names(topic: TopicWords, label: string, all: Map<string, string[]>, byAnyOwnWord: boolean): boolean {
  const keys = all.get(label)!;
  if (keys.length === 0) return false;
  if (keys.every((word) => topic.words.has(word))) return true;
  const own = keys.filter((word) => [...all].every(([other, words]) => other === label || !words.includes(word)));
  return own.some((word) => topic.names.has(word) || (byAnyOwnWord && topic.specific.has(word)));
}
