import ipaddr from 'ipaddr.js';
import type Compromise from 'compromise';
import type { SourceCandidate } from '../sources/discover';
import { SUBJECTS, subjectsIn, type Subject } from '../sources/subjects';
import { QUALIFIED_NOUNS } from '../../alerts/vocabulary';
import { ANY_CHANGE, asksOf, type IntentAsks } from './asks';
import { normalizeSourceUrl, tidyTopics, MAX_TOPICS, type GeneratedTopic, type TopicGenerationInput, type TopicGenerator } from './types';

/**
 * compromise builds its lexicon when it is loaded, 0.2 to 0.7 s of CPU: loaded at the first offline
 * generation rather than by every process (and every test file) that imports the topic generators.
 */
let compromise: typeof Compromise | undefined;
function nlp(text: string): ReturnType<typeof Compromise> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  compromise ??= require('compromise') as typeof Compromise;
  return compromise(text);
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'()]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;
const MAX_DISCOVERED_PER_TOPIC = 5;

/** Used when the intent names no subject Vigil knows: what a company says about itself. */
const UPDATES: Subject = {
  key: 'updates',
  title: 'News and updates',
  qualifiedTitle: 'news and updates',
  intentWords: /$^/,
  pageWords: /\b(news|blog|press|announcements?)\b/i,
  watchFor: ['company announcements', 'product and service changes', 'news coverage'],
  describe: ['News, announcements and changes', 'from'],
};

/**
 * Topics without a language model. Each subject the intent asks about (pricing, launches, hiring,
 * status, filings… see sources/subjects.ts) becomes a topic titled as a person would ("Competitor
 * pricing"), described in one sentence that names whom it follows and the business it serves, watching
 * for phrases of its subject, of the intent's own noun phrases and of the business context. URLs in the
 * intent go to the topic their path or nearest words serve; discovered pages to the topic of their
 * subject. The same subject asked of several named sites becomes one topic per site.
 */
export const offlineTopicGenerator: TopicGenerator = {
  async generate(input: TopicGenerationInput): Promise<GeneratedTopic[]> {
    return tidyTopics(offlineTopics(input));
  },
};

interface Mention {
  subject: Subject;
  index: number;
}

export function offlineTopics({ monitoringIntent, businessContext, candidates = [] }: TopicGenerationInput): GeneratedTopic[] {
  const masked = maskUrls(monitoringIntent);
  const urls = urlPositions(monitoringIntent);
  const mentions = subjectsIn(masked);
  const context = businessContextOf(businessContext ?? '');
  const read = withoutFollowedNames(asksOf(monitoringIntent), namesIn(masked));
  // An intent that names a page and asks nothing narrower ("Keep an eye on <url> for me") asks for every change of it.
  const everything = mentions.length === 0 && urls.length > 0 && read.asks.every((ask) => ask === ANY_CHANGE);
  const asks = everything ? { ...read, asks: [ANY_CHANGE] } : read;
  const asked: Mention[] =
    mentions.length > 0
      ? mentions
      : !everything && asks.asks.length > 0
        ? [{ subject: subjectOfAsk(asks.asks[0]!, urls), index: 0 }]
        : subjectsOfUrls(urls);
  const sourcesBySubject = new Map<string, string[]>(asked.map((mention) => [mention.subject.key, []]));
  for (const url of urls) sourcesBySubject.get(subjectForUrl(url, asked).key)!.push(url.url);
  for (const candidate of rankedCandidates(candidates)) {
    const key = candidate.subject !== null && sourcesBySubject.has(candidate.subject) ? candidate.subject : fallbackSubjectKey(asked);
    const list = sourcesBySubject.get(key)!;
    if (list.filter((url) => !urls.some((named) => named.url === url)).length < MAX_DISCOVERED_PER_TOPIC) list.push(candidate.url);
  }
  const topics = asked.flatMap((mention) =>
    topicsFor(mention, masked, sourcesBySubject.get(mention.subject.key)!, context, asksFor(mention.subject, asks, asked)),
  );
  return topics.slice(0, MAX_TOPICS);
}

/**
 * The companies followed are whose pages these are, not a subject the changed text must name: "new job
 * openings at Acme" asks for job openings. An ask that names only them ("Acme, our main competitor")
 * asks for nothing narrower than their pages and is dropped, so the subject's catalogue stands in.
 */
function withoutFollowedNames(asks: IntentAsks, found: string[]): IntentAsks {
  // "the Green Line", "the Starter Plan": a name ending in the thing it names is a subject, not a company.
  const names = found.filter((name) => !ENDS_IN_QUALIFIED.test(name));
  if (names.length === 0) return asks;
  const name = `(?:${names.map(escape).join('|')})`;
  const list = `${name}(?:\\s*(?:,|and|or|&)\\s*${name})*`;
  // "the Team plan", "the Acme API": a name before the noun it qualifies stays; so does one after "for"
  // ("a recall notice for Dormexa"), which names what the ask is about rather than whose page it is.
  const owner = new RegExp(`\\s+(?:at|by|from|of)\\s+${list}\\b|^${list}(?!\\s+${QUALIFIED})\\s*,?\\s*`, 'gi');
  const kept = asks.asks
    .map((ask) => ask.replace(owner, ' ').replace(/\s+/g, ' ').trim())
    .filter((ask) => ask.split(' ').some((word) => !FOLLOWING_WORDS.test(word)) && ask !== '');
  return { ...asks, asks: kept };
}

const QUALIFIED = `(?:${QUALIFIED_NOUNS})\\b`;
const ENDS_IN_QUALIFIED = new RegExp(`\\s${QUALIFIED}$`, 'i');

const FOLLOWING_WORDS =
  /^(?:our|their|its|main|biggest|key|closest|competitors?|rivals?|suppliers?|vendors?|partners?|customers?|company|companies|everything|anything|all|changes?|updates?|the|a|an|[,;:])$/i;

/** For an intent that names no known subject, a subject made of its first ask ("road closures on the A9"), with the pages of its URLs. */
function subjectOfAsk(ask: string, urls: NamedUrl[]): Subject {
  const byUrl = subjectsOfUrls(urls)[0]!.subject;
  const title = ask.charAt(0).toUpperCase() + ask.slice(1);
  return {
    ...byUrl,
    key: 'asks',
    title,
    qualifiedTitle: ask,
    intentWords: /$^/,
    watchFor: [],
    describe: [/\bchang/i.test(ask) ? title : `Changes to ${ask}`, 'at'],
  };
}

/** The asks a topic of this subject carries: those naming its subject, and those naming none of the subjects asked. */
function asksFor(subject: Subject, asks: IntentAsks, asked: Mention[]): IntentAsks {
  if (asked.length === 1) return asks;
  const names = (ask: string, candidate: Subject) => new RegExp(candidate.intentWords.source, 'i').test(ask);
  const own = asks.asks.filter((ask) => names(ask, subject) || !asked.some((mention) => names(ask, mention.subject)));
  return { ...asks, asks: own };
}

/** The text with each URL blanked out (its trailing punctuation kept), so positions still line up. */
function maskUrls(text: string): string {
  return text.replace(URL_PATTERN, (url) => {
    const bare = url.replace(TRAILING_PUNCTUATION, '');
    return ' '.repeat(bare.length) + url.slice(bare.length);
  });
}

interface NamedUrl {
  url: string;
  index: number;
}

/** For an intent that is only addresses: the subjects their hosts and paths name (status.acme.com), else news and updates. */
function subjectsOfUrls(urls: NamedUrl[]): Mention[] {
  const found = SUBJECTS.flatMap((subject) => {
    const url = urls.find((candidate) => subject.pageWords.test(wordsOfUrl(candidate.url)));
    return url ? [{ subject, index: url.index }] : [];
  });
  return found.length > 0 ? found.sort((a, b) => a.index - b.index) : [{ subject: UPDATES, index: 0 }];
}

function wordsOfUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname} ${parsed.pathname}`.replace(/[/_.-]+/g, ' ');
}

function urlPositions(text: string): NamedUrl[] {
  return [...text.matchAll(URL_PATTERN)].flatMap((match) => {
    const url = normalizeSourceUrl(match[0].replace(TRAILING_PUNCTUATION, ''));
    return url ? [{ url, index: match.index }] : [];
  });
}

/** The subject whose pages look like this URL's path, else the subject mentioned nearest to it. */
function subjectForUrl(url: NamedUrl, asked: Mention[]): Subject {
  const byPath = asked.find((mention) => mention.subject.pageWords.test(new URL(url.url).pathname.replace(/[/_.-]+/g, ' ')));
  if (byPath) return byPath.subject;
  return asked.reduce((best, mention) => (Math.abs(mention.index - url.index) < Math.abs(best.index - url.index) ? mention : best)).subject;
}

function rankedCandidates(candidates: SourceCandidate[]): SourceCandidate[] {
  return [...candidates].sort((a, b) => b.score - a.score);
}

function fallbackSubjectKey(asked: Mention[]): string {
  return (asked.find((mention) => ['launches', 'press', 'releases', 'updates'].includes(mention.subject.key)) ?? asked[0]!).subject.key;
}

/** Whom a topic follows: competitors, suppliers, or the names the sentence gives. */
interface Followed {
  /** "Competitor" in a title, or null to title the topic by its subject alone. */
  qualifier: string | null;
  /** "competitors", "Globex and Initech". */
  who: string | null;
  /** `who` is one name. */
  single: boolean;
}

function topicsFor(mention: Mention, masked: string, sources: string[], context: BusinessContext, asks: IntentAsks): GeneratedTopic[] {
  const sentence = sentenceAround(masked, mention.index);
  const followed = followedIn(sentence.text, masked.slice(Math.max(0, mention.index - 40), mention.index));
  const bySite = groupBySite(sources);
  if (bySite.size > 1 && followed.who === null) {
    return [...bySite].map(([site, urls]) =>
      topic(mention.subject, { qualifier: site, who: site, single: true }, sentence.text, urls, context, asks),
    );
  }
  if (followed.who === null && bySite.size === 1 && sentence.text === '') {
    const [site] = bySite.keys();
    return [topic(mention.subject, { qualifier: site!, who: site!, single: true }, sentence.text, sources, context, asks)];
  }
  return [topic(mention.subject, followed, sentence.text, sources, context, asks)];
}

/**
 * A topic watches for the person's asks, restrictions and exclusions first, in their words; the
 * subject's catalogue phrases stand in only when the intent asks for nothing more precise than the
 * subject, so that they never widen a narrow ask ("the refund window" is not "changes to the terms").
 */
function topic(
  subject: Subject,
  followed: Followed,
  sentence: string,
  sources: string[],
  context: BusinessContext,
  asks: IntentAsks,
): GeneratedTopic {
  const [what, preposition] = subject.describe;
  const qualifier = followed.qualifier ?? (followed.single ? followed.who : null);
  const whom = followed.who ? ` ${preposition} ${followed.who}` : '';
  const own = asks.asks.length > 0 ? asks.asks : [...ownPhrases(sentence, subject), ...subject.watchFor];
  const told = (subject.key === 'asks' ? asks.asks.slice(1) : asks.asks).filter((ask) => ask !== ANY_CHANGE);
  const followedAsks = told.length > 0 ? `: ${told.join('; ')}` : '';
  return {
    name: nameOf(subject, qualifier),
    description: `${what}${whom}${followedAsks}${context.clause ? `, ${context.clause}` : ''}.`,
    watchFor: unique([...asks.restrictions, ...asks.exclusions, ...own, ...contextPhrases(subject, context)]),
    sources,
  };
}

/** "Acme pricing"; an ask that already names its qualifier ("penalties in FMA PS26/3") is not prefixed twice. */
function nameOf(subject: Subject, qualifier: string | null): string {
  if (!qualifier) return subject.title;
  if (new RegExp(`(?<![\\p{L}\\p{N}])${escape(qualifier)}(?![\\p{L}\\p{N}])`, 'iu').test(subject.qualifiedTitle)) return subject.title;
  return `${qualifier} ${subject.qualifiedTitle}`;
}

function sentenceAround(text: string, index: number): { text: string } {
  const start = Math.max(text.lastIndexOf('.', index - 1), text.lastIndexOf(';', index - 1), text.lastIndexOf('\n', index - 1)) + 1;
  const ends = ['.', ';', '\n'].map((mark) => text.indexOf(mark, index)).filter((at) => at >= 0);
  const sentence = text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
  return {
    text: sentence
      .replace(/\(\s*\)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

const COLLECTIVES: Array<[RegExp, string, string]> = [
  [/\bcompetitors?'?s?\b/i, 'Competitor', 'competitors'],
  [/\bsuppliers?'?s?\b/i, 'Supplier', 'our suppliers'],
  [/\bvendors?'?s?\b/i, 'Vendor', 'our vendors'],
  [/\bpartners?'?s?\b/i, 'Partner', 'our partners'],
  [/\bcustomers?'?s?\b/i, 'Customer', 'our customers'],
];

/** A collective word right before the subject qualifies the title; the sentence's names or collective say whom. */
function followedIn(sentence: string, justBefore: string): Followed {
  const lastWord = /([\p{L}'’-]+)\s*$/u.exec(justBefore)?.[1] ?? '';
  const adjacent = COLLECTIVES.find(([pattern]) => pattern.test(lastWord));
  const collective = COLLECTIVES.find(([pattern]) => pattern.test(sentence));
  const names = namesIn(sentence);
  const who = names.length > 0 ? joinNames(names) : collective ? collective[2] : null;
  const properBefore = names.find((name) => new RegExp(`${escape(name)}(?:'s|’s)?\\s*$`).test(justBefore));
  return { qualifier: adjacent ? adjacent[1] : (properBefore ?? null), who, single: names.length === 1 };
}

/** Organisations and other proper names, places and sentence-initial verbs aside. */
function namesIn(sentence: string): string[] {
  const doc = nlp(sentence);
  const places = new Set(doc.places().out('array') as string[]);
  const names = (doc.match('#ProperNoun+').out('array') as string[])
    .map((name) =>
      name
        .replace(/[,.;:!?]+$/, '')
        .replace(/(?:'s|’s)$/, '')
        .trim(),
    )
    .filter((name) => name.length > 1 && !places.has(name) && !isCommonWord(name) && !TERMS_OF_ART.test(name) && !/^I(?:'|’)/.test(name));
  const acronyms = sentence.match(/\b[A-Z]{2,6}\b/g) ?? [];
  const joined = joinedByOf(names, sentence);
  return unique([
    ...joined,
    ...acronyms.filter((acronym) => !joined.some((name) => name.includes(acronym)) && !TERMS_OF_ART.test(acronym)),
  ]);
}

/** "School" and "Ocean Sciences" written "School of Ocean Sciences" are one name, as "Bank of England" is. */
function joinedByOf(names: string[], sentence: string): string[] {
  const joined = [...names];
  for (let index = 0; index + 1 < joined.length; index += 1) {
    const whole = new RegExp(`${escape(joined[index]!)}\\s+of\\s+(?:the\\s+)?${escape(joined[index + 1]!)}`).exec(sentence)?.[0];
    if (whole === undefined) continue;
    joined.splice(index, 2, whole);
    index -= 1;
  }
  return joined;
}

/** Capitalised words of a trade rather than a company's name: "DNS has trouble" asks about DNS. */
const TERMS_OF_ART =
  /^(?:SEC|API|APIs|URL|SLA|DNS|CDN|SDK|CLI|SSO|VPN|AI|ML|EU|EEA|US|UK|FAQ|PDF|RSS|JSON|HTML|CSS|DPA|GDPR|APR|APY|ISA|EOL|IT|HR|CEO|CFO|CTO|COO)$/;

/** "Also" or "Watch" capitalised at the start of a sentence is not a name. */
function isCommonWord(name: string): boolean {
  return !name.includes(' ') && nlp(name.toLowerCase()).has('#Adverb|#Verb|#Preposition|#Conjunction|#Determiner|#Pronoun|#Adjective');
}

function joinNames(names: string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The intent's own noun phrases about this subject ("SEC filings", "new product launches"), kept in its words. */
function ownPhrases(sentence: string, subject: Subject): string[] {
  const names = namesIn(sentence).map((name) => name.toLowerCase());
  const phrases = nlp(sentence).nouns().out('array') as string[];
  const headWord = new RegExp(`(${subject.intentWords.source})$`, 'i');
  return phrases
    .map((phrase) =>
      phrase
        .replace(/^(the|their|our|its|his|her|a|an|any|all)\s+/i, '')
        .replace(/[,.;:!?]+$/, '')
        .trim(),
    )
    .filter((phrase) => {
      const words = phrase.split(/\s+/);
      return (
        words.length >= 2 &&
        words.length <= 5 &&
        headWord.test(phrase) &&
        !/\b(and|or|at|of|by)\b/i.test(phrase) &&
        !nlp(phrase).has('#Verb') &&
        !names.some((name) => phrase.toLowerCase().includes(name))
      );
    })
    .map((phrase) => (/^[A-Z][a-z]/.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase))
    .slice(0, 2);
}

interface BusinessContext {
  /** "for a business that sells B2B analytics software in Europe", or null. */
  clause: string | null;
  /** What the business offers, without its place: "B2B analytics software". */
  offering: string | null;
  place: string | null;
}

const VERBS =
  /\bwe\s+(sell|offer|make|build|provide|run|operate|develop|manufacture|distribute|design|produce|import|export)\s+([^.!?;]+)/i;

function businessContextOf(text: string): BusinessContext {
  const plain = text.replace(URL_PATTERN, ' ').replace(/\s+/g, ' ').trim();
  const place = (nlp(plain).places().out('array') as string[]).map((found) => found.replace(/[,.;:!?]+$/, ''))[0] ?? null;
  const sells = VERBS.exec(plain);
  if (sells) {
    const object = sells[2]!.trim();
    const offering = object.replace(new RegExp(`\\s+(in|across|to|for|throughout)\\s+.*$`, 'i'), '').trim();
    return { clause: `for a business that ${thirdPerson(sells[1]!.toLowerCase())} ${object}`, offering: offering || null, place };
  }
  const are = /\bwe\s+are\s+(an?\s+[^.!?;]+)/i.exec(plain);
  if (are) return { clause: `for ${are[1]!.trim()}`, offering: null, place };
  return { clause: null, offering: null, place };
}

function thirdPerson(verb: string): string {
  if (/(s|sh|ch|x|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

const CONTEXT_TEMPLATES: Record<string, { offering?: (offering: string) => string; place?: (place: string) => string }> = {
  pricing: { offering: (offering) => `${offering} pricing`, place: (place) => `prices in ${place}` },
  launches: { offering: (offering) => `new ${offering} products`, place: (place) => `launches in ${place}` },
  press: { offering: (offering) => `${offering} market news`, place: (place) => `news from ${place}` },
  hiring: { place: (place) => `roles in ${place}` },
  regulatory: { offering: (offering) => `rules for ${offering}`, place: (place) => `rules in ${place}` },
  legal: { place: (place) => `terms for customers in ${place}` },
  status: { place: (place) => `incidents affecting ${place}` },
};

function contextPhrases(subject: Subject, { offering, place }: BusinessContext): string[] {
  const templates = CONTEXT_TEMPLATES[subject.key] ?? {};
  return [
    offering && templates.offering ? templates.offering(offering) : null,
    place && templates.place ? templates.place(place) : null,
  ].filter((phrase): phrase is string => phrase !== null);
}

/** Sources grouped by the site's name ("Acme" for https://www.acme.com/pricing); addresses without a name join the first group. */
function groupBySite(urls: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const unnamed: string[] = [];
  for (const url of urls) {
    const name = siteName(url);
    if (name === null) unnamed.push(url);
    else groups.set(name, [...(groups.get(name) ?? []), url]);
  }
  const first = [...groups.keys()][0];
  if (first !== undefined) groups.get(first)!.push(...unnamed);
  return groups;
}

function siteName(url: string): string | null {
  const host = new URL(url).hostname;
  if (ipaddr.isValid(host.replace(/^\[|\]$/g, '')) || !host.includes('.')) return null;
  const labels = host.replace(/^www\./, '').split('.');
  const label = labels[labels.length - 2]!;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
