import type { ChangeFact } from '../monitoring/change-facts';
import { changeFactsOf } from '../monitoring/checker/facts';
import { frameOf, sharedWordShare } from '../monitoring/checker/fact-values';
import { arrayElementOf } from '../monitoring/checker/json-order';
import { datedPageOf } from '../monitoring/checker/kinds/sitemap';
import { describeFact } from './fact-lines';
import { crossed, thresholdIn, type Threshold } from './thresholds';
import {
  changedLines,
  type ChangeJudge,
  type ChangeToJudge,
  type Evidence,
  type Importance,
  type JudgementExample,
  type Judgement,
  PAGE_TEXT_CHARACTERS,
} from './judgement';
import { anotherSiblingTest, headingOf, outsideNamedGroupTest, sectionOf, siblingsOf, topicWordsOf, type Siblings } from './siblings';
import {
  conceptsIn,
  conceptsOfFact,
  isConceptWord,
  isGeneric,
  namesRole,
  phraseConceptsIn,
  QUALIFIED_NOUNS,
  rolesIn,
  wordsOf,
} from './vocabulary';

/**
 * The judge used without a model: a change is relevant when its facts and changed text concern what the
 * topic asks for, by meaning rather than by string. Each watch-list entry is read as an ask (the concepts
 * it names, through the vocabulary, and its own terms: the names, places and plans it is restricted to),
 * a restriction ("only the EU region") or an exclusion ("not the blog"). A changed line or fact matches an
 * ask when it carries one of the ask's concepts (in its words, its section's heading, or the kind of fact:
 * a money amount is a price) and names the ask's own terms. Members' verdicts on earlier changes of the
 * topic come first: a change like one marked not relevant is not relevant, like one marked relevant is.
 */
export const offlineJudge: ChangeJudge = {
  judge: (change) => Promise.resolve(judgeOffline(change)),
};

/** A changed line, or a fact read from one: the text the judge reads and quotes. */
interface Unit {
  quote: string;
  words: Set<string>;
  concepts: Set<string>;
  fact: ChangeFact | null;
}

interface Ask {
  entry: string;
  concepts: Set<string>;
  /** The ask's own terms (proper names, places, plan names, codes): one of them must be named, or all when `everyTerm`. */
  terms: string[];
  everyTerm: boolean;
  /** Its other words, matched literally when it names no concept. */
  words: string[];
  /** The words of each of its alternatives ("cleaning or facilities tenders"), matched literally one by one. */
  alternatives: string[][];
  /** Its words that are neither a concept's nor generic: two of them named by a line make it about the ask. */
  plain: string[];
  /** It asks for nothing narrower than the page itself ("the CLI release notes" of a release-notes feed): every change is. */
  wholePage: boolean;
  /** The currencies it names: an amount in another is not what it asks about. */
  currencies: string[];
  /** The roles it names by title ("CEO or chair"): a leadership change matches only when it names one of them. */
  roles: string[][];
  /** Its concepts are all the document's own ("SLA credits in the terms" on a terms page): any line naming one of its plain words is about it. */
  onTheDocument: boolean;
  /** The limit it sets ("above 0.6%"): only a value crossing it is what it asks about. */
  threshold?: Threshold;
}

interface Reading {
  asks: Ask[];
  restrictions: Ask[];
  exclusions: Ask[];
}

const RESTRICTION = /^\s*(?:only|just|solely|exclusively)\b\s*/i;
const EXCLUSION = /^\s*(?:not|ignore|except|excluding|exclude|never|no)\b\s*/i;
/** Two changes are alike when this share of their words (values aside) is the same. */
const LIKENESS = 0.5;

export function judgeOffline(change: ChangeToJudge): Judgement {
  const { topic, sourceUrl, diff } = change;
  const facts = change.facts ?? changeFactsOf({ previousText: '', currentText: '', diff });
  const units = unitsOf(diff, facts);
  const summary = summarize(diff, facts, sourceUrl);
  const example = (change.examples ?? []).find((candidate) => alike(units, candidate));
  if (example && !example.relevant) return { summary, relevant: false, matchedWatchFor: [], importance: 'low', evidence: [] };

  const page = pageOf(sourceUrl, change.pageText);
  const reading = readAsks(topic.watchFor, page);
  const siblings = change.pageText === undefined ? null : siblingsOf(change.pageText.slice(0, PAGE_TEXT_CHARACTERS));
  const beside = pageLinesBeside(diff);
  const elsewhere = anotherSibling(siblings, beside, reading, page, facts, diff);
  const excluded = exclusionTest(reading.exclusions, siblings, beside);
  const crossedBy = thresholdTest(facts, beside);
  // A limit said anywhere is about the values the person watches: a value of its kind that crosses none is not news.
  const limits = [...reading.asks, ...reading.restrictions].flatMap((ask) => (ask.threshold ? [ask.threshold] : []));
  const crossesAnyOf = (among: Threshold[], unit: Unit) => {
    const verdicts = among.map((limit) => crossedBy(limit, unit)).filter((verdict) => verdict !== null);
    return verdicts.length === 0 || verdicts.includes(true);
  };
  // A record's "updated_at" says when a system last touched it (a job board re-syncs every posting), not what changed.
  const stampsAsked = reading.asks.some(asksForUpdates);
  const kept = units.filter(
    (unit) =>
      (stampsAsked || !UPDATE_STAMP.test(unit.quote.trim())) &&
      reading.restrictions.every((ask) => (ask.threshold ? crossedBy(ask.threshold, unit) === true : within(ask, unit))) &&
      crossesAnyOf(limits, unit) &&
      !excluded(unit) &&
      !elsewhere(unit),
  );
  const evidence: Evidence[] = [];
  let strongest = 0;
  for (const ask of reading.asks) {
    let best: { unit: Unit; score: number } | null = null;
    for (const unit of kept) {
      const asked = updatedPageOf(unit) !== null ? asksForUpdatedPage(ask, unit) : matches(ask, unit);
      const score = asked && (!ask.threshold || crossedBy(ask.threshold, unit) === true) ? strength(ask, unit) : 0;
      if (score > (best?.score ?? 0)) best = { unit, score };
    }
    if (best) {
      evidence.push({ watchFor: ask.entry, quote: quoteAround(best.unit.quote, ask) });
      strongest = Math.max(strongest, best.score);
    }
  }
  if (evidence.length === 0 && example?.relevant) {
    const unit = kept[0] ?? units[0];
    if (unit)
      return {
        summary,
        relevant: true,
        matchedWatchFor: [],
        importance: 'medium',
        evidence: [{ watchFor: 'like a change marked relevant', quote: clip(unit.quote) }],
      };
  }
  return {
    summary,
    relevant: evidence.length > 0,
    matchedWatchFor: evidence.map((entry) => entry.watchFor),
    importance: importanceOf(evidence.length, strongest),
    evidence,
  };
}

/**
 * Whether a unit sits in a part of the page beside the one the topic names (another row, element or
 * section). A new part is not one the topic could have named: whether it is asked about is the asks' call.
 */
function anotherSibling(
  siblings: Siblings | null,
  beside: Map<string, string>,
  reading: Reading,
  page: Page,
  facts: ChangeFact[],
  diff: string,
): (unit: Unit) => boolean {
  if (siblings === null) return () => false;
  const added = new Set(
    facts.filter((fact) => fact.type === 'item_added' || fact.type === 'section_added').map((fact) => fact.quote.trim()),
  );
  const ownNames = (word: string) => page.addressWords.has(word) || page.titleNames.has(word);
  const topic = topicWordsOf(
    [...reading.asks, ...reading.restrictions].map((ask) => ask.entry),
    ownNames,
  );
  const elsewhere = anotherSiblingTest(siblings, topic);
  const outside = outsideNamedGroupTest(siblings, topic);
  // The lines of a new item (a feed entry's link and text) go with its heading.
  const newItems = headingsOfAddedLines(diff);
  const addedHeadings = new Set([...added].map(headingOf).filter((heading) => heading !== null));
  // Each new item's lines under its heading, read once: asked per unit, a long feed's items were scanned per unit.
  const bodies = new Map<string, string[]>();
  for (const [line, heading] of newItems) {
    const body = bodies.get(heading) ?? [];
    body.push(line);
    bodies.set(heading, body);
  }
  const bodyOf = (heading: string | null) => (heading === null ? undefined : (bodies.get(heading) ?? []).join('\n'));
  return (unit) => {
    const quote = unit.quote.trim();
    if (added.has(quote)) return outside(unit.quote, unit.fact, bodyOf(headingOf(quote)));
    const section = newItems.get(quote) ?? sectionOf(siblings, quote);
    if (section !== undefined && addedHeadings.has(section)) return outside(`# ${section}`, null, bodyOf(section));
    return elsewhere(unit.quote, unit.fact, beside.get(quote));
  };
}

/**
 * Whether a unit's value crossed a limit: its fact's, or, for a changed line, the fact read from it (a
 * removed line's is the fact of the line that replaced it); null when it holds no value of the limit's kind.
 */
function thresholdTest(facts: ChangeFact[], beside: Map<string, string>): (threshold: Threshold, unit: Unit) => boolean | null {
  const byLine = new Map(facts.map((fact) => [fact.quote.trim(), fact]));
  return (threshold, unit) => {
    const quote = unit.quote.trim();
    const fact = unit.fact ?? byLine.get(quote) ?? byLine.get(beside.get(quote) ?? '') ?? null;
    return crossed(threshold, fact);
  };
}

/**
 * Whether an exclusion leaves a unit out: by its own words, or, for a changed line without a fact, by the
 * heading it is under, which a fact's subject names ("Auto loans › Used vehicle" is out of "not loans").
 */
function exclusionTest(exclusions: Ask[], siblings: Siblings | null, beside: Map<string, string>): (unit: Unit) => boolean {
  if (exclusions.length === 0) return () => false;
  const headings = new Map<string, Unit>();
  const headingUnitOf = (changed: Unit): Unit | null => {
    if (changed.fact !== null || siblings === null) return null;
    const quote = changed.quote.trim();
    const at = beside.get(quote);
    const heading = (at === undefined ? undefined : sectionOf(siblings, at)) ?? sectionOf(siblings, quote);
    if (!heading) return null;
    if (!headings.has(heading)) headings.set(heading, unit(heading, '', null));
    return headings.get(heading)!;
  };
  return (changed) => {
    const heading = headingUnitOf(changed);
    return exclusions.some((ask) => matches(ask, changed) || (heading !== null && matches(ask, heading)));
  };
}

/**
 * Each removed line with a line of the page as it is now at its place: the line that replaced it, else the
 * unchanged line before it in the diff, else the one after. A removed line is no longer on the page, and its
 * label ("Tender deadline") may head a line in every record of the page, not only in its own.
 */
function pageLinesBeside(diff: string): Map<string, string> {
  const beside = new Map<string, string>();
  let removed: string[] = [];
  let replaced = 0;
  let before: string | null = null;
  const settle = (after: string | null) => {
    for (const line of removed.slice(replaced)) {
      const place = before ?? after;
      if (place !== null && !beside.has(line)) beside.set(line, place);
    }
    removed = [];
    replaced = 0;
  };
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++') || line.startsWith('---')) continue;
    const text = line.slice(1).trim();
    if (line.startsWith('-')) {
      if (replaced > 0) settle(null);
      removed.push(text);
    } else if (line.startsWith('+')) {
      if (replaced < removed.length && !beside.has(removed[replaced]!)) beside.set(removed[replaced]!, text);
      replaced = Math.min(replaced + 1, removed.length);
    } else {
      const context = line.startsWith(' ') && text !== '' ? text : null;
      settle(context);
      before = context;
    }
  }
  settle(null);
  return beside;
}

/** Each added line that follows an added heading in the diff, with that heading: the lines of a new item. */
function headingsOfAddedLines(diff: string): Map<string, string> {
  const items = new Map<string, string>();
  let heading: string | null = null;
  for (const line of diff.split('\n')) {
    if (!line.startsWith('+') || line.startsWith('+++')) {
      heading = null;
      continue;
    }
    const text = line.slice(1).trim();
    const opened = headingOf(text);
    if (opened !== null) heading = opened;
    else if (heading !== null) items.set(text, heading);
  }
  return items;
}

function unitsOf(diff: string, facts: ChangeFact[]): Unit[] {
  const { added, removed } = changedLines(diff);
  const fromFacts = facts.map((fact) =>
    unit(fact.quote, factContext(fact), fact, fact.type === 'section_reworded' ? (fact.subject ?? '') : ''),
  );
  const fromLines = [...added, ...removed].map((line) => unit(line, '', null));
  const fromElements = newElementsOf(added, removed).map((lines) => unit(titleLineOf(lines), lines.join('\n'), null));
  return [...fromFacts, ...fromLines, ...fromElements];
}

/**
 * The lines of each JSON element that is new as a whole, read together as one unit: a new meetup's city,
 * title and date are one thing, and an ask names them together ("a new meetup in Lisbon").
 */
function newElementsOf(added: string[], removed: string[]): string[][] {
  const touched = new Set(removed.map(arrayElementOf));
  const elements = new Map<string, string[]>();
  for (const line of added) {
    const prefix = arrayElementOf(line);
    if (prefix === null || touched.has(prefix)) continue;
    const lines = elements.get(prefix) ?? [];
    lines.push(line);
    elements.set(prefix, lines);
  }
  return [...elements.values()].filter((lines) => lines.length > 1);
}

/** The line a new element is quoted by: its first value in words ("title": "Rust Lisbon #42"), else its first line. */
function titleLineOf(lines: string[]): string {
  return lines.find((line) => /:\s*"[^"]*\p{L}{3}/u.test(line)) ?? lines[0]!;
}

/**
 * The words a fact adds to its line: its values and its subject. A reworded line's section heading
 * names where it is (a restriction may need it) but lends it no concept: on a page titled "Acme
 * pricing", a new sentence about a free tier is not a price change.
 */
function factContext(fact: ChangeFact): string {
  const subject = fact.type === 'section_reworded' ? '' : (fact.subject ?? '');
  return `${subject} ${fact.before ?? ''} ${fact.after ?? ''}`;
}

/** A value moved under a `name`, `title` or `label` key (`fields[2].name`): a person says the thing was renamed. */
const NAME_KEY = /\.(?:name|title|label|display_?name)\b/i;
const RENAMED = wordsOf('renamed');

function unit(quote: string, context: string, fact: ChangeFact | null, place = ''): Unit {
  const words = wordsOf(`${context} ${quote} ${fact?.unit ?? ''}`);
  if (fact?.before && fact.after && NAME_KEY.test(fact.subject ?? '')) words.push(...RENAMED);
  const concepts = new Set(conceptsIn(words).keys());
  if (fact) for (const concept of conceptsOfFact(fact)) concepts.add(concept);
  return { quote, words: new Set([...words, ...wordsOf(place)]), concepts, fact };
}

/** What the judge knows of the page: the words of its address, its concepts, and the words its body names. */
interface Page {
  /** The host's words: the site's own name is never what an ask is about. */
  hostWords: Set<string>;
  /** Host and path words: the page's own names ("northwind", "pricing", "ps26", "cli"). */
  addressWords: Set<string>;
  /** The concepts the address names (a `/changelog` is about releases). */
  concepts: Set<string>;
  /** Whether its text below the first line (its title) gives a word; null when the text is not known. Read on first use. */
  bodyNames: ((word: string) => boolean) | null;
  /** The names its first line gives (capitalised words): the title says whose page it is. */
  titleNames: Set<string>;
}

function pageOf(sourceUrl: string, pageText: string | undefined): Page {
  const { host, path } = addressWordsOf(sourceUrl);
  const addressWords = new Set([...host, ...path]);
  const read = pageText?.slice(0, PAGE_TEXT_CHARACTERS);
  const title = read === undefined ? '' : titleOf(read);
  let bodyWords: Set<string> | null = null;
  // A name only in links ("eastfield.gov.example") is not one the page's text gives.
  const bodyNames = (word: string) => {
    const body = title === '' ? read! : read!.replace(/^\s*[^\n]*\n?/, '');
    bodyWords ??= new Set(wordsOf(body.replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')));
    return bodyWords.has(word);
  };
  return {
    hostWords: new Set(host),
    addressWords,
    concepts: new Set(conceptsIn(path).keys()),
    bodyNames: read === undefined ? null : bodyNames,
    titleNames: new Set(wordsOf((title.match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’-]*/gu) ?? []).join(' '))),
  };
}

/**
 * The page's first line, which names whose page it is; none when that line is the first of several
 * headings of its level (a feed's first item, the first card), which names only itself.
 */
function titleOf(text: string): string {
  const first = /^\s*([^\n]*)/.exec(text)?.[1] ?? '';
  const level = /^#{1,6} /.exec(first)?.[0];
  if (level !== undefined) return text.includes(`\n${level}`) ? '' : first;
  // A line above the page's one headline (a date and venue over "# UX Lisboa 2026") leaves the headline its title.
  const headline = /^(?:[^\n]*\n){1,2}(# [^\n]*)/.exec(text)?.[1];
  return headline !== undefined && !text.includes('\n# ', text.indexOf(headline) + 1) ? `${first}\n${headline}` : first;
}

/** The topic's watch list read as asks, restrictions and exclusions; the page's own names are never a restriction. */
function readAsks(watchFor: string[], page: Page): Reading {
  const reading: Reading = { asks: [], restrictions: [], exclusions: [] };
  for (const entry of watchFor) {
    if (EXCLUSION.test(entry) && !RESTRICTION.test(entry)) {
      reading.exclusions.push(exclusionOf(entry, page));
      continue;
    }
    const restricts = RESTRICTION.test(entry);
    const text = restricts ? entry.replace(RESTRICTION, '') : entry;
    const limit = thresholdIn(text);
    const ask = { ...askOf(entry, limit?.rest ?? text, page, restricts), ...(limit && { threshold: limit.threshold }) };
    (restricts ? reading.restrictions : reading.asks).push(ask);
  }
  return reading;
}

/**
 * An exclusion names things by their head words: "promo banners and marketing fluff" leaves out banners
 * and fluff, not every price ("promo" only says which banners); "ticket prices for visitors", prices.
 */
function exclusionOf(entry: string, page: Page): Ask {
  const text = entry.replace(EXCLUSION, '');
  const ask = askOf(entry, text, page, false);
  const heads = text
    .split(/,|\band\b|\bor\b/i)
    .map((part) => part.split(/\b(?:for|of|in|on|at|from|to|with|about)\b/i)[0]!)
    .map((part) =>
      wordsOf(part)
        .filter((word) => !isGeneric(word) && !page.hostWords.has(word))
        .at(-1),
    )
    .filter((word) => word !== undefined);
  return { ...ask, concepts: new Set(conceptsIn(heads).keys()) };
}

function askOf(entry: string, text: string, page: Page, everyWordIsATerm: boolean): Ask {
  const asked = (part: string) => wordsOf(part).filter((word) => !isGeneric(word) && !page.hostWords.has(word));
  const words = asked(text);
  // "new versions or a changed minimum runtime": each alternative names its own concepts.
  const parts = text.split(/\s+or\s+/i);
  const concepts = new Set(parts.flatMap((part) => [...askedConcepts(asked(part)), ...phraseConceptsIn(wordsOf(part))]));
  const alternatives = parts.length > 1 ? parts.map(asked).filter((part) => part.length > 0) : [];
  const named = termsOf(everyWordIsATerm ? text : withoutOpeningCapital(text, page));
  const names = new Set(named);
  const plain = words.filter((word) => !isConceptWord(word) && !names.has(word));
  if (everyWordIsATerm) {
    const own = named.filter((term) => !page.addressWords.has(term));
    // Names restrict to any of them ("only Solo and Team"); plain words describe one thing ("only cabin bag fees"): all of them.
    const terms = own.length === 0 ? plain : own;
    return {
      entry,
      concepts,
      terms,
      everyTerm: own.length === 0,
      words,
      alternatives,
      plain,
      roles: rolesIn(words),
      wholePage: false,
      currencies: currenciesOf(text),
      onTheDocument: false,
    };
  }
  const qualifiers = qualifiersOf(text)
    .filter((group) => !group.some((term) => namesThePage(term, page)))
    .flat();
  // "Nordhavn Wind coverage": an ask of no known concept is about the names it gives (not the page's own).
  const terms =
    qualifiers.length === 0 && concepts.size === 0
      ? named.filter((term) => !namesThePage(term, page) && !QUALIFIED_WORD.test(term))
      : qualifiers;
  const wholePage =
    !REFERRING.test(text) &&
    asksForThePage(
      words.filter((word) => !names.has(word)),
      terms,
      page,
    );
  const onTheDocument = concepts.size > 0 && [...concepts].every((concept) => DOCUMENT_CONCEPTS.has(concept) && page.concepts.has(concept));
  return {
    entry,
    concepts,
    terms,
    everyTerm: false,
    words,
    alternatives,
    plain,
    roles: rolesIn(wordsOf(text)),
    wholePage,
    currencies: currenciesOf(text),
    onTheDocument,
  };
}

/** "line" of "Green Line", "plan" of "Starter Plan": the kind of thing a name names, which other names share. */
const QUALIFIED_WORD = new RegExp(`^(?:${QUALIFIED_NOUNS})$`, 'i');

/**
 * Concepts that say where a thing is (a plan, a product, a policy, a release) rather than what about it
 * is asked: beside a narrower concept ("the price of the plan", "retention in the privacy policy") they
 * do not make a change relevant on their own.
 */
const BROAD = new Set(['plan', 'product', 'location', 'terms', 'privacy', 'news', 'release']);

/**
 * A name in the page's address or title, or one its body never gives ("Northwind" on its own plans API,
 * "Eastfield" on its council's list, "PS26/3" in `/ps26-3`), says whose page it is, not which part.
 */
function namesThePage(term: string, page: Page): boolean {
  return page.addressWords.has(term) || page.titleNames.has(term) || (page.bodyNames !== null && !page.bodyNames(term));
}

/**
 * The concepts an ask names, read as a person meant them: a word of two concepts ("availability") takes
 * the one its neighbours name ("stock availability" is stock, not service uptime), and broad concepts
 * give way to a narrower one named beside them.
 */
function askedConcepts(words: string[]): Set<string> {
  const found = conceptsIn(words);
  const positions = [...found.entries()].map(([concept, at]) => ({ concept, at: new Set(at) }));
  const meant = positions.filter(
    ({ concept, at }) =>
      !positions.some(
        (other) =>
          other.concept !== concept && [...at].every((index) => other.at.has(index)) && [...other.at].some((index) => !at.has(index)),
      ),
  );
  const narrow = meant.filter(({ concept }) => !BROAD.has(concept));
  return new Set((narrow.length > 0 ? narrow : meant).map(({ concept }) => concept));
}

/** Money the ask names by its currency ("dollar prices", "EUR"): amounts in another currency are not it. */
const CURRENCIES: Array<{ words: RegExp; units: string[] }> = [
  { words: /\b(?:dollars?|usd|us\$)|\$/i, units: ['USD', '$'] },
  { words: /\b(?:euros?|eur)\b|€/i, units: ['EUR', '€'] },
  { words: /\b(?:pounds?|sterling|gbp)\b|£/i, units: ['GBP', '£'] },
  { words: /\b(?:yen|jpy)\b|¥/i, units: ['JPY', '¥'] },
];

function currenciesOf(text: string): string[] {
  return CURRENCIES.filter((currency) => currency.words.test(text)).flatMap((currency) => currency.units);
}

/** Words that name a kind of page or document rather than a subject on it. */
const PAGE_KINDS = new Set(wordsOf('page pages note notes feed list listing document documents log portal tracker'));
/** Pages every entry of which is one thing asked for: release notes, terms, a privacy policy, an incident log, corrections. */
const DOCUMENT_CONCEPTS = new Set(['release', 'terms', 'privacy', 'incident', 'news', 'correction', 'regulation']);
/** "corrections the Post publishes", "incidents they post": saying that entries appear is not narrowing them. */
const APPEARING = new Set(
  wordsOf('publish publishes published post posts posted add adds added list lists listed ship ships appear appears'),
);
/** Words that name a whole document: "the terms", "the privacy policy", "the changelog". */
const DOCUMENT_WORDS = new Set(wordsOf('terms policy policies changelog changelogs notice notices agreement'));
/** "release fixes it": an ask that leans on another sentence is not one about the whole page. */
const REFERRING = /\b(?:it|its|them|they|this|these|that|those)\b/i;

/**
 * Whether an ask names the page itself and nothing narrower ("the CLI release notes" for
 * `/changelog/cli.atom`, "the terms of service" for `/legal/terms`): it names the kind of document, its
 * concepts are a document's the address names, and its other words are in the address.
 */
function asksForThePage(words: string[], terms: string[], page: Page): boolean {
  if (terms.length > 0 || page.concepts.size === 0) return false;
  const documentConcept = [...conceptsIn(words).keys()].some((concept) => DOCUMENT_CONCEPTS.has(concept) && page.concepts.has(concept));
  if (!documentConcept && !words.some((word) => PAGE_KINDS.has(word) || DOCUMENT_WORDS.has(word))) return false;
  const own = words.filter((word) => !PAGE_KINDS.has(word) && !APPEARING.has(word));
  const ownConcepts = conceptsIn(own);
  const concepts = [...ownConcepts.keys()];
  if (concepts.length === 0 || concepts.some((concept) => !page.concepts.has(concept) || !DOCUMENT_CONCEPTS.has(concept))) return false;
  const named = new Set([...ownConcepts.values()].flat());
  return own.every((word, index) => named.has(index) || page.addressWords.has(word));
}

/**
 * An ask's first word in lower case when it is capitalised only for opening the sentence ("Cabin baggage
 * rules"): a name is capitalised again, or goes on in another capitalised word, or is the page's own.
 */
function withoutOpeningCapital(text: string, page: Page): string {
  // Followed by another capitalised word it opens a name ("St Aubyn changes…").
  const first = /^\s*(\p{Lu}[\p{Ll}'’-]+)\b(?!\s+\p{Lu})/u.exec(text)?.[1];
  if (first === undefined || new RegExp(`(?<=\\S.*)\\b${first}\\b`, 'u').test(text)) return text;
  if (wordsOf(first).some((word) => page.addressWords.has(word) || page.titleNames.has(word))) return text;
  return text.replace(first, first.toLowerCase());
}

/**
 * Names, places, plan names and codes as the person wrote them: capitalised words that are neither a
 * concept nor a generic word ("Enterprise", "Berlin", not "Price"), acronyms ("EU") and words with digits.
 */
function termsOf(text: string): string[] {
  const tokens = text.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  return tokens
    .filter((token) => (/\d/.test(token) && /\p{L}/u.test(token)) || /^\p{Lu}/u.test(token))
    .flatMap((token) => wordsOf(token))
    .filter((word) => !isGeneric(word) && !isConceptWord(word));
}

/**
 * The terms that narrow an ask's subject: a name right before a plan, place or product word ("the
 * Enterprise plan", "the EU region", "the Frankfurt warehouse", "the X200 drill") or right after "in",
 * "near", "around", "for" or "affecting" ("openings in Berlin", "a recall notice for Dormexa", "incidents
 * affecting Ashby"). Other names in an ask say whose page it is ("in the Northwind terms") and do not
 * restrict it.
 */
function qualifiersOf(text: string): string[][] {
  const name = String.raw`((?:\p{Lu}[\p{L}\p{N}'’-]*|[\p{L}]*\d[\p{L}\p{N}-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}'’-]*|[\p{L}]*\d[\p{L}\p{N}-]*))*)`;
  const before = new RegExp(`${name}\\s+(?:${QUALIFIED_NOUNS})\\b`, 'gu');
  const after = new RegExp(`\\b(?:in|near|around|for|affecting|touching|involving|concerning|regarding)\\s+${name}`, 'gu');
  // A code of letters and digits ("A100", "v2", "QSA-2026-004") names one thing wherever it stands.
  const codes = text.match(/(?<![\p{L}\p{N}])(?=[\p{L}-]*\d)(?=[\p{N}-]*\p{L})[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  const found = [...[...text.matchAll(before), ...text.matchAll(after)].map((match) => match[1]!), ...codes];
  return found.map((term) => wordsOf(term).filter((word) => !isGeneric(word) && !isConceptWord(word))).filter((group) => group.length > 0);
}

function addressWordsOf(url: string): { host: string[]; path: string[] } {
  try {
    const parsed = new URL(url);
    return {
      host: parsed.hostname.split('.').flatMap((label) => wordsOf(label)),
      path: wordsOf(parsed.pathname.replace(/\.\w{2,5}$/, '')),
    };
  } catch {
    return { host: [], path: [] };
  }
}

function inCurrency(ask: Ask, unit: Unit): boolean {
  if (ask.currencies.length === 0) return true;
  const money = moneyOf(unit);
  if (money !== null) return ask.currencies.includes(money);
  const named = currenciesOf(unit.quote);
  return named.length === 0 || named.some((currency) => ask.currencies.includes(currency));
}

/** Whether a unit is within a restriction: it names one of its terms, or ("only EUR prices") is an amount in its currency. */
function within(restriction: Ask, unit: Unit): boolean {
  const money = moneyOf(unit);
  if (money !== null && restriction.currencies.includes(money)) return true;
  if (restriction.terms.length === 0) return restriction.currencies.length === 0;
  return namesTerms(restriction, unit);
}

function moneyOf(unit: Unit): string | null {
  const fact = unit.fact;
  return fact?.type === 'amount' && fact.unit !== null && /^(?:[A-Z]{3}|[$€£¥])$/.test(fact.unit) ? fact.unit : null;
}

function namesTerms(ask: Ask, unit: Unit): boolean {
  if (ask.terms.length === 0) return true;
  if (!ask.everyTerm) return ask.terms.some((term) => unit.words.has(term));
  // "only impact is major or critical": all the words of one alternative.
  const whole = ask.alternatives.length > 1 ? ask.alternatives : [ask.terms];
  return whole.some((terms) => terms.every((term) => unit.words.has(term)));
}

/**
 * A unit matches an ask when it names one of the ask's terms (if any) and carries one of its concepts,
 * most of its words or two of its plain words; any unit matches an ask for the whole page.
 */
function matches(ask: Ask, unit: Unit): boolean {
  if (!namesTerms(ask, unit) || !inCurrency(ask, unit)) return false;
  if (ask.wholePage || (ask.concepts.size === 0 && ask.words.length === 0)) return true;
  for (const concept of ask.concepts) {
    if (!unit.concepts.has(concept)) continue;
    if (concept === 'leadership' && ask.roles.length > 0 && !namesRole(unit.words, ask.roles)) continue;
    return true;
  }
  if (ask.concepts.size === 0 && ask.terms.length > 0) return true;
  const shared = ask.plain.filter((word) => unit.words.has(word)).length;
  if (shared >= 2 || (ask.onTheDocument && shared >= 1)) return true;
  return [ask.words, ...ask.alternatives].some((words) => namedLiterally(words, unit));
}

function namedLiterally(words: string[], unit: Unit): boolean {
  return words.length > 0 && words.filter((word) => unit.words.has(word)).length / words.length >= 0.6;
}

const UPDATE_WORD = /^(?:update|updated|modif\w*|change|changed|revis\w*|edit\w*|amend\w*)$/;
/** A JSON line of a record's update stamp: `jobs[0].updated_at: "2026-03-03T02:00:05Z"`. */
const UPDATE_STAMP =
  /^[\w$.[\]"-]*?(?:^|[.\]])(?:updated_?at|last_?updated(?:_?at)?|modified(?:_?at)?|date_?modified|last_?modified|synced_?at|last_?synced(?:_?at)?|indexed_?at)"?\]?:\s/i;

/** Whether an ask says "updated", "changed", "revised": when a page or record was touched is what it asks. */
function asksForUpdates(ask: Ask): boolean {
  return wordsOf(ask.entry).some((word) => UPDATE_WORD.test(word));
}

/** A sitemap's page whose `lastmod` moved: its address and its date, nothing of what changed on it. */
function updatedPageOf(unit: Unit): string | null {
  return datedPageOf(unit.quote.trim().replace(/^[-+]\s*/, ''));
}

/**
 * A page the sitemap says was updated answers only an ask for that page's updates ("tell me when the
 * deprecations page is updated"): the ask says updated, and every word it names is in the page's address.
 */
function asksForUpdatedPage(ask: Ask, unit: Unit): boolean {
  if (!asksForUpdates(ask)) return false;
  const address = addressWordsOf(updatedPageOf(unit)!);
  const path = new Set(address.path);
  // The ask's own words, names the page's text never gives (a sitemap has none but its addresses) included.
  const host = new Set(address.host);
  const named = wordsOf(ask.entry).filter(
    (word) => !UPDATE_WORD.test(word) && !PAGE_KINDS.has(word) && !isGeneric(word) && !host.has(word),
  );
  return named.length > 0 && named.every((word) => path.has(word));
}

/** How directly a unit answers an ask: concepts shared, a fact of a kind the ask is about, its own terms named, a large move. */
function strength(ask: Ask, unit: Unit): number {
  let score = 1;
  const fact = unit.fact;
  if (fact !== null && fact.type !== 'section_reworded' && conceptsOfFact(fact).some((concept) => ask.concepts.has(concept))) score += 1;
  if (ask.terms.length > 0) score += 1;
  if (fact !== null && largeMove(fact)) score += 1;
  return score;
}

/** An amount or figure that moved by a tenth or more, or a state that became a failure or an end. */
function largeMove(fact: ChangeFact): boolean {
  if (fact.type === 'status')
    return /out of stock|sold out|outage|down|cancel|postpon|discontinu|suspend|withdrawn|revoked|closed|rejected|denied|recalled|failed/i.test(
      fact.after ?? '',
    );
  if (fact.type !== 'amount' && fact.type !== 'figure') return false;
  const before = numberIn(fact.before);
  const after = numberIn(fact.after);
  return before !== null && after !== null && before !== 0 && Math.abs(after - before) / Math.abs(before) >= 0.1;
}

function numberIn(text: string | null): number | null {
  const match = text ? /\d[\d,]*(?:\.\d+)?/.exec(text) : null;
  return match ? Number(match[0].replace(/,/g, '')) : null;
}

/** Nothing asked for is low; what was asked is medium, and high when it answers directly and by much, or many asks at once. */
function importanceOf(matched: number, strongest: number): Importance {
  if (matched === 0) return 'low';
  return strongest >= 3 || matched >= 3 ? 'high' : 'medium';
}

/** Whether a change is like an earlier example: one of its lines or facts reads as one of the example's, values aside. */
function alike(units: Unit[], example: JudgementExample): boolean {
  const theirs = [
    ...example.facts.map((fact) => ({ text: `${fact.subject ?? ''} ${fact.quote}`, type: fact.type })),
    ...example.changedLines.map((line) => ({ text: line, type: null })),
  ].map((entry) => ({ type: entry.type, words: shape(entry.text) }));
  return units.some((unit) => {
    const mine = shape(`${unit.fact?.subject ?? ''} ${unit.quote}`);
    return theirs.some(
      (entry) =>
        (entry.type === null || unit.fact === null || entry.type === unit.fact.type) && sharedWordShare(mine, entry.words) >= LIKENESS,
    );
  });
}

function shape(text: string): Set<string> {
  return new Set(wordsOf(frameOf(text)).filter((word) => !isGeneric(word) && !/^\d+$/.test(word)));
}

const QUOTE_LENGTH = 200;

/** The changed line as the page wrote it, or, when long, the stretch of it around the ask's first word found. */
function quoteAround(line: string, ask: Ask): string {
  if (line.length <= QUOTE_LENGTH) return line;
  const lower = line.toLowerCase();
  const at = Math.max(
    0,
    ...[...ask.terms, ...ask.words]
      .map((word) => lower.indexOf(word.slice(0, 4)))
      .filter((index) => index >= 0)
      .slice(0, 1),
  );
  const start = Math.max(0, at - QUOTE_LENGTH / 3);
  return line.slice(start, start + QUOTE_LENGTH).trim();
}

function clip(line: string): string {
  return line.length <= QUOTE_LENGTH ? line : line.slice(0, QUOTE_LENGTH).trim();
}

const SNIPPET_LENGTH = 120;
const MAX_SUMMARY_FACTS = 3;

/** What changed, said by its facts when it has values, items or sections ("Price: $49 → $59 (Plans › Pro)"), else by its lines. */
function summarize(diff: string, facts: ChangeFact[], sourceUrl: string): string {
  const where = hostAndPath(sourceUrl);
  const told = facts.filter((fact) => fact.type !== 'section_reworded');
  if (told.length > 0) {
    const more = told.length > MAX_SUMMARY_FACTS ? ` (and ${told.length - MAX_SUMMARY_FACTS} more)` : '';
    return `On ${where}: ${told.slice(0, MAX_SUMMARY_FACTS).map(describeFact).join('; ')}${more}.`.slice(0, 600);
  }
  const { added, removed } = changedLines(diff);
  if (added.length === 0 && removed.length === 0) return `The text of ${where} changed only in spacing or layout.`;
  const counts = [plural(added.length, 'line', 'added'), plural(removed.length, 'line', 'removed')].filter(Boolean).join(' and ');
  const first = added[0] ? `New text: “${snippet(added[0])}”.` : `Removed text: “${snippet(removed[0]!)}”.`;
  return `On ${where}, ${counts}. ${first}`;
}

function plural(count: number, noun: string, verb: string): string {
  if (count === 0) return '';
  return `${count} ${noun}${count === 1 ? ' was' : 's were'} ${verb}`;
}

function snippet(text: string): string {
  return text.length <= SNIPPET_LENGTH ? text : `${text.slice(0, SNIPPET_LENGTH - 1).trimEnd()}…`;
}

function hostAndPath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}
