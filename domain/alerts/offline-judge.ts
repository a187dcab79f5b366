import type { ChangeFact } from '../monitoring/change-facts';
import { changeFactsOf } from '../monitoring/checker/facts';
import { frameOf, sharedWordShare } from '../monitoring/checker/fact-values';
import { describeFact } from './fact-lines';
import {
  changedLines,
  type ChangeJudge,
  type ChangeToJudge,
  type Evidence,
  type Importance,
  type JudgementExample,
  type Judgement,
} from './judgement';
import { conceptsIn, conceptsOfFact, isConceptWord, isGeneric, wordsOf } from './vocabulary';

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
  /** The ask's own terms (proper names, places, plan names, codes): one of them must be named. */
  terms: string[];
  /** Its other words, matched literally when it names no concept. */
  words: string[];
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

  const reading = readAsks(topic.watchFor, sourceUrl);
  const kept = units.filter(
    (unit) => reading.restrictions.every((ask) => namesTerms(ask, unit)) && !reading.exclusions.some((ask) => matches(ask, unit)),
  );
  const evidence: Evidence[] = [];
  let strongest = 0;
  for (const ask of reading.asks) {
    let best: { unit: Unit; score: number } | null = null;
    for (const unit of kept) {
      const score = matches(ask, unit) ? strength(ask, unit) : 0;
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

function unitsOf(diff: string, facts: ChangeFact[]): Unit[] {
  const { added, removed } = changedLines(diff);
  const fromFacts = facts.map((fact) =>
    unit(fact.quote, factContext(fact), fact, fact.type === 'section_reworded' ? (fact.subject ?? '') : ''),
  );
  const fromLines = [...added, ...removed].map((line) => unit(line, '', null));
  return [...fromFacts, ...fromLines];
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

function unit(quote: string, context: string, fact: ChangeFact | null, place = ''): Unit {
  const words = wordsOf(`${context} ${quote}`);
  const concepts = new Set(conceptsIn(words).keys());
  if (fact) for (const concept of conceptsOfFact(fact)) concepts.add(concept);
  return { quote, words: new Set([...words, ...wordsOf(place)]), concepts, fact };
}

/** The topic's watch list read as asks, restrictions and exclusions; the site's own name is never a restriction. */
function readAsks(watchFor: string[], sourceUrl: string): Reading {
  const siteWords = new Set(hostWords(sourceUrl));
  const reading: Reading = { asks: [], restrictions: [], exclusions: [] };
  for (const entry of watchFor) {
    if (RESTRICTION.test(entry)) reading.restrictions.push(askOf(entry, entry.replace(RESTRICTION, ''), siteWords, true));
    else if (EXCLUSION.test(entry)) reading.exclusions.push(askOf(entry, entry.replace(EXCLUSION, ''), siteWords, false));
    else reading.asks.push(askOf(entry, entry, siteWords, false));
  }
  return reading;
}

function askOf(entry: string, text: string, siteWords: Set<string>, everyWordIsATerm: boolean): Ask {
  const words = wordsOf(text).filter((word) => !isGeneric(word) && !siteWords.has(word));
  const concepts = new Set(conceptsIn(words).keys());
  const ownTerms = (everyWordIsATerm ? termsOf(text) : qualifiersOf(text)).filter((term) => !siteWords.has(term));
  const plain = words.filter((word) => !isConceptWord(word));
  const terms = everyWordIsATerm && ownTerms.length === 0 ? plain : ownTerms;
  return { entry, concepts, terms, words };
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
 * "at" or "for" ("openings in Berlin"). Other names in an ask say whose page it is ("in the Northwind
 * terms") and do not restrict it.
 */
function qualifiersOf(text: string): string[] {
  const name = String.raw`((?:\p{Lu}[\p{L}\p{N}'’-]*|[\p{L}]*\d[\p{L}\p{N}-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}'’-]*|[\p{L}]*\d[\p{L}\p{N}-]*))*)`;
  const before = new RegExp(`${name}\\s+(?:${QUALIFIED_NOUNS})\\b`, 'gu');
  const after = new RegExp(`\\b(?:in|near|around)\\s+${name}`, 'gu');
  const found = [...text.matchAll(before), ...text.matchAll(after)].map((match) => match[1]!);
  return found.flatMap((term) => wordsOf(term)).filter((word) => !isGeneric(word) && !isConceptWord(word));
}

const QUALIFIED_NOUNS =
  'plans?|tiers?|editions?|packages?|regions?|zones?|warehouses?|stores?|offices?|locations?|branch(?:es)?|sites?|markets?|countr(?:y|ies)|cit(?:y|ies)|models?|drills?|products?|devices?|versions?|sdks?|clis?|apis?|endpoints?|services?|lines?|routes?|roads?|lanes?|bridges?|stations?|teams?|departments?|accounts?|cards?';

function hostWords(url: string): string[] {
  try {
    return new URL(url).hostname.split('.').flatMap((label) => wordsOf(label));
  } catch {
    return [];
  }
}

function namesTerms(ask: Ask, unit: Unit): boolean {
  return ask.terms.length === 0 || ask.terms.some((term) => unit.words.has(term));
}

/** A unit matches an ask when it names one of the ask's terms (if any) and carries one of its concepts, or most of its words. */
function matches(ask: Ask, unit: Unit): boolean {
  if (!namesTerms(ask, unit)) return false;
  if (ask.concepts.size === 0 && ask.words.length === 0) return true;
  for (const concept of ask.concepts) if (unit.concepts.has(concept)) return true;
  const literal = ask.words.filter((word) => unit.words.has(word)).length;
  if (ask.concepts.size === 0 && ask.terms.length > 0) return true;
  return ask.words.length > 0 && literal / ask.words.length >= 0.6;
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
