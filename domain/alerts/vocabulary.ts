import type { ChangeFact, ChangeFactType } from '../monitoring/change-facts';

/**
 * The offline judge's vocabulary: concepts a person asks about, each with the words a page uses for it
 * and the kinds of change fact that carry it. "price" ↔ cost, fee, plan charge; "deadline" ↔ due date,
 * closing date; "openings" ↔ jobs, roles, positions. A word ending in `*` matches as a prefix; a phrase
 * matches as consecutive words. Words are compared after `wordsOf` (lower case, accents and plural endings off).
 */
interface Concept {
  id: string;
  words: string[];
  /** Facts of these kinds carry the concept even when the changed line never names it ("Pro | $59" is a price). */
  kinds?: ChangeFactType[];
}

const CONCEPTS: Concept[] = [
  {
    id: 'price',
    words: [
      'pric*',
      'cost*',
      'fee',
      'charge',
      'charged',
      'charging',
      'tariff*',
      'billing',
      'billed',
      'subscription*',
      'discount*',
      'promo*',
      'sale',
      'rebate*',
      'surcharge*',
      'commission*',
      'taker',
      'maker',
      'premium*',
      'per month',
      'a month',
      'per year',
      'mo',
      'usd',
      'eur',
      'gbp',
      'quote',
      'msrp',
      'rrp',
      'expensive',
      'cheaper',
      'increase*',
      'decrease*',
    ],
    kinds: ['amount'],
  },
  {
    id: 'payment',
    words: ['payment*', 'card payment*', 'checkout', 'invoic*', 'direct debit', 'bank transfer', 'paypal', 'sepa', 'payout*', 'pay by'],
  },
  { id: 'plan', words: ['plan', 'tier', 'package', 'edition', 'bundle', 'license', 'licence', 'seat'] },
  {
    id: 'stock',
    words: [
      'stock*',
      'availab*',
      'unavailable',
      'sold out',
      'backorder*',
      'back order*',
      'inventory',
      'restock*',
      'preorder*',
      'pre order*',
      'supply',
      'ship',
      'ships',
      'shipping',
      'in store',
      'discontinued',
      'coming soon',
      'run out',
      'runs out',
      'ran out',
      'come back',
      'comes back',
      'back in stock',
      'waitlist',
    ],
  },
  {
    id: 'deadline',
    words: [
      'deadline*',
      'due',
      'due date',
      'closing date',
      'close',
      'closes',
      'closing',
      'cutoff',
      'cut off',
      'expir*',
      'until',
      'no later than',
      'submission*',
      'submit',
      'apply by',
      'extend*',
      'extension*',
      'date',
      'dates',
      'effective',
    ],
    kinds: ['date'],
  },
  {
    id: 'schedule',
    words: [
      'schedul*',
      'timetable*',
      'timeline*',
      'depart*',
      'arriv*',
      'date',
      'dates',
      'timing',
      'postpon*',
      'reschedul*',
      'delay*',
      'cancel*',
      'start*',
      'begin*',
      'when',
    ],
    kinds: ['date'],
  },
  {
    id: 'jobs',
    words: [
      'job',
      'opening',
      'role',
      'position',
      'vacanc*',
      'hiring',
      'hire',
      'career*',
      'recruit*',
      'headcount',
      'posting',
      'opportunit*',
      'internship*',
      'apply',
    ],
  },
  {
    id: 'incident',
    words: [
      'incident*',
      'outage*',
      'degrad*',
      'disrupt*',
      'downtime',
      'down',
      'status',
      'operational',
      'maintenance',
      'latency',
      'error*',
      'uptime',
      'investigating',
      'resolved',
      'service health',
      'availab*',
      'interruption*',
      'issue',
      'problem*',
      'trouble*',
      'postmortem*',
      'post mortem*',
      'root cause*',
      'fail*',
      'broken',
      'unreachable',
      'wrong',
      'not working',
      'delay*',
      'strike',
      'strikes',
      'industrial action',
      'walkout*',
      'diversion*',
      'reduced service',
      'replacement bus*',
      'back to normal',
      'normal service',
      'no service',
      'loss of service',
      'no signal',
      'no connection',
      'no internet',
      'no broadband',
      'no power',
      'power cut*',
      'slow speed*',
      'packet loss',
      'offline',
    ],
    kinds: ['status'],
  },
  {
    id: 'terms',
    words: [
      'term',
      'clause*',
      'section*',
      'agreement*',
      'contract*',
      'condition*',
      'provision*',
      'liabil*',
      'warrant*',
      'indemn*',
      'terminat*',
      'governing law',
      'arbitrat*',
      'notice period',
      'renewal*',
      'tos',
      'eula',
      'obligation*',
      'legal',
      'policy',
      'policies',
      'sla',
    ],
  },
  {
    id: 'privacy',
    words: [
      'privacy',
      'personal data',
      'data sharing',
      'user data',
      'customer data',
      'cookie*',
      'data processing',
      'gdpr',
      'ccpa',
      'consent',
      'tracking',
      'personal information',
      'data protection',
      'data controller',
      'data subject*',
    ],
  },
  {
    id: 'safety',
    words: [
      'safety',
      'contraindicat*',
      'warning*',
      'precaution*',
      'interaction*',
      'side effect*',
      'adverse',
      'boxed warning',
      'hazard*',
      'dosage',
      'dose',
      'overdose*',
      'machinery',
      'using machines',
      'drowsy',
      'drowsiness',
      'pregnan*',
      'breastfeed*',
      'breast feeding',
      'allergic reaction*',
      'do not take',
      'should not take',
    ],
  },
  {
    id: 'sharing',
    words: [
      'third part*',
      'share',
      'sharing',
      'shared',
      'processor*',
      'subprocessor*',
      'sub processor*',
      'recipient*',
      'sell',
      'selling',
      'sold to',
      'advertis*',
      'partner*',
      'transfer*',
    ],
  },
  {
    id: 'retention',
    words: ['retention', 'retain*', 'keep', 'kept', 'how long', 'store for', 'stored for', 'archiv*', 'purg*'],
  },
  {
    id: 'obligation',
    words: ['obligation*', 'must', 'shall', 'required', 'require*', 'requirement*', 'mandatory', 'duty', 'duties'],
  },
  { id: 'refund', words: ['refund*', 'return*', 'money back', 'reimburs*', 'chargeback*', 'cancellation*'] },
  { id: 'delivery', words: ['deliver*', 'shipping', 'dispatch*', 'shipment*', 'transit', 'courier*', 'postage', 'lead time'] },
  {
    id: 'release',
    words: ['release*', 'version*', 'changelog*', 'patch*', 'upgrade*', 'fix', 'fixed', 'fixes', 'bug*', 'build'],
    kinds: ['item_added'],
  },
  {
    id: 'breaking',
    words: [
      'deprecat*',
      'breaking',
      'sunset*',
      'end of life',
      'eol',
      'end of support',
      'switch off',
      'switched off',
      'shut down',
      'shutdown',
      'retir*',
      'no longer supported',
    ],
  },
  {
    id: 'leadership',
    words: [
      'leader*',
      'executive*',
      'ceo',
      'cfo',
      'cto',
      'coo',
      'cmo',
      'cio',
      'ciso',
      'chief',
      'officer',
      'president',
      'director*',
      'board',
      'head of',
      'vp',
      'founder',
      'chair*',
      'management',
      'appoint*',
      'resign*',
      'step down',
      'stepped down',
      'succeed*',
      'successor',
      'team',
      'who runs',
      'who leads',
      'in charge',
    ],
    kinds: ['person'],
  },
  {
    id: 'event',
    words: [
      'event*',
      'conference*',
      'webinar*',
      'meetup*',
      'summit*',
      'session*',
      'workshop*',
      'agenda',
      'festival*',
      'concert*',
      'show',
      'exhibition*',
      'fair',
      'fairs',
      'marathon*',
    ],
  },
  { id: 'speaker', words: ['speaker*', 'guest', 'keynote*', 'talk', 'talks', 'panel*', 'presenter*', 'lineup', 'line up'] },
  { id: 'venue', words: ['venue*', 'hall', 'room', 'centre', 'center', 'museum', 'stadium', 'arena', 'hotel*', 'moves to', 'moved to'] },
  { id: 'tickets', words: ['ticket*', 'registration*', 'register', 'sign up', 'sold out', 'booking*', 'rsvp', 'waitlist'] },
  {
    id: 'correction',
    words: ['correct*', 'clarif*', 'retract*', 'erratum', 'errata', 'editor note', 'amend*', 'update', 'updated', 'misstated', 'inaccura*'],
  },
  {
    id: 'regulation',
    words: [
      'regulat*',
      'rule',
      'rules',
      'notice*',
      'guidance',
      'consultation*',
      'ruling*',
      'decision*',
      'enforcement',
      'fine',
      'fined',
      'penalt*',
      'filing*',
      'filed',
      'recall*',
      'approv*',
      'authori*',
      'licens*',
      'permit*',
      'sanction*',
      'directive*',
      'law',
      'laws',
      'bill',
      'requirement*',
      'compliance',
      'order',
      'mandate*',
      'standard*',
      'circular*',
      'bulletin*',
    ],
  },
  {
    id: 'security',
    words: ['security', 'vulnerab*', 'cve', 'advisor*', 'breach*', 'exploit*', 'patch*', 'malware', 'ransomware', 'attack*'],
  },
  {
    id: 'product',
    words: [
      'product*',
      'model*',
      'sku',
      'catalog*',
      'catalogue*',
      'lineup',
      'range',
      'launch*',
      'discontinu*',
      'item',
      'items',
      'device*',
      'menu',
    ],
  },
  {
    id: 'feature',
    words: ['feature*', 'launch*', 'capabilit*', 'integration*', 'announc*', 'introduc*', 'rollout', 'roll out'],
    kinds: ['section_added'],
  },
  {
    id: 'closure',
    words: [
      'closure*',
      'closed',
      'close',
      'road*',
      'lane*',
      'detour*',
      'reopen*',
      'shut*',
      'restriction*',
      'traffic',
      'open',
      'opened',
      'opening hour*',
      'hour',
      'hours',
    ],
    kinds: ['status'],
  },
  {
    id: 'rate',
    words: ['rate', 'rates', 'interest', 'apr', 'apy', 'yield*', 'percent*', 'basis point*', 'exchange rate*'],
    kinds: ['amount', 'figure'],
  },
  {
    id: 'limit',
    words: [
      'limit*',
      'quota*',
      'cap',
      'caps',
      'allowance*',
      'storage',
      'seat',
      'user',
      'request*',
      'bandwidth',
      'threshold*',
      'maximum',
      'minimum',
      'max',
      'min',
      'usage',
      'pagination',
      'page size*',
      'per page',
    ],
    kinds: ['amount', 'figure'],
  },
  {
    id: 'news',
    words: ['news', 'announc*', 'press', 'statement*', 'story', 'stories', 'article*', 'headline*', 'report*', 'blog*', 'post'],
  },
  { id: 'salary', words: ['salar*', 'pay', 'compensation', 'wage*', 'bonus*', 'benefit*'] },
  {
    id: 'funding',
    words: [
      'funding',
      'invest*',
      'raise*',
      'raised',
      'round',
      'valuation*',
      'earning*',
      'revenue*',
      'profit*',
      'guidance',
      'result*',
      'dividend*',
      'ipo',
      'acqui*',
      'merger*',
    ],
  },
  {
    id: 'location',
    words: ['office*', 'location*', 'address*', 'store*', 'branch*', 'site*', 'region*', 'country', 'countries', 'city', 'cities'],
  },
];

/**
 * Nouns a name before them qualifies ("the Enterprise plan", "the EU region", "the PHP runtime"): the
 * name narrows the ask to that one, where other names say whose page it is. A regex alternation.
 */
export const QUALIFIED_NOUNS =
  'plans?|tiers?|editions?|packages?|regions?|zones?|warehouses?|stores?|offices?|locations?|branch(?:es)?|sites?|markets?|countr(?:y|ies)|cit(?:y|ies)|models?|drills?|products?|devices?|versions?|sdks?|clis?|apis?|endpoints?|services?|runtimes?|languages?|lines?|routes?|roads?|streets?|lanes?|bridges?|stations?|teams?|departments?|accounts?|cards?|loans?|mortgages?|savers?|funds?';

/** Words of an ask that say nothing about its subject ("any changes to", "new", "updates"). */
const GENERIC = new Set(
  'a an the any all of to in on at for from by with about and or but not no nor is are was were be been it its this that these those there their our my your me us we you i they them he she his her when whenever if whether what which who whom how new latest recent change changes changed update updates updated more other info information detail details page pages site website web content thing things stuff watch monitor monitoring track tracking tell notify alert alerts know let eye know listed list lists see show shown mention mentions mentioned anything something everything each every per via as so than then also just only including include includes such like e g etc want need would should could will can may might do does did done get gets make made s api url faq pdf rss json html www app document'.split(
    ' ',
  ),
);

/** Lower-cased words with accents and punctuation dropped and a plural ending removed, so "Prices," matches "price". */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map(singular);
}

/** Words ending in "s" that are not plurals. */
const NOT_PLURAL = new Set(['news', 'series', 'means', 'lens', 'always', 'perhaps', 'whereas', 'across', 'bias', 'canvas', 'atlas']);

function singular(word: string): string {
  if (NOT_PLURAL.has(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

interface Matcher {
  concept: string;
  /** The words of the entry; a last word ending in `*` matches as a prefix. */
  words: string[];
  /** Its place in the list: matchers are tried in this order at each word. */
  order: number;
}

const MATCHERS: Matcher[] = CONCEPTS.flatMap((concept) =>
  concept.words.map((entry) => {
    const prefix = entry.endsWith('*');
    const words = wordsOf(entry.replace(/\*$/, ''));
    if (prefix) words[words.length - 1] = `${words.at(-1)!}*`;
    return { concept: concept.id, words };
  }),
).map((matcher, order) => ({ ...matcher, order }));

const PHRASES_WITH_SMALL_WORDS = MATCHERS.filter((matcher) => matcher.words.length > 1 && matcher.words.some((word) => isGeneric(word)));

/**
 * Matchers by what a word must be to start them: its whole self, or (an entry of one word ending in `*`)
 * its first two letters. A judged change's words are tried against a handful of candidates, not the
 * whole vocabulary; prefixes shorter than two letters are tried at every word.
 */
interface MatcherIndex {
  byWord: Map<string, Matcher[]>;
  byPrefix: Map<string, Matcher[]>;
  everywhere: Matcher[];
}

function indexOf(matchers: Matcher[]): MatcherIndex {
  const index: MatcherIndex = { byWord: new Map(), byPrefix: new Map(), everywhere: [] };
  const add = (map: Map<string, Matcher[]>, key: string, matcher: Matcher) => map.set(key, [...(map.get(key) ?? []), matcher]);
  for (const matcher of matchers) {
    const first = matcher.words[0]!;
    if (!first.endsWith('*')) add(index.byWord, first, matcher);
    else if (first.length > 2) add(index.byPrefix, first.slice(0, 2), matcher);
    else index.everywhere.push(matcher);
  }
  return index;
}

const MATCHER_INDEX = indexOf(MATCHERS);
const PHRASE_INDEX = indexOf(PHRASES_WITH_SMALL_WORDS);

/** The matchers that may start at `word`, in list order. */
function candidatesAt(index: MatcherIndex, word: string): Matcher[] {
  const exact = index.byWord.get(word);
  const prefixed = index.byPrefix.get(word.slice(0, 2));
  if (!prefixed && index.everywhere.length === 0) return exact ?? [];
  return [...(exact ?? []), ...(prefixed ?? []), ...index.everywhere].sort((a, b) => a.order - b.order);
}

function matchesAt(matcher: Matcher, words: string[], at: number): boolean {
  if (at + matcher.words.length > words.length) return false;
  return matcher.words.every((pattern, offset) => wordMatches(pattern, words[at + offset]!));
}

const KIND_CONCEPTS = new Map<ChangeFactType, string[]>();
for (const concept of CONCEPTS) {
  for (const kind of concept.kinds ?? []) KIND_CONCEPTS.set(kind, [...(KIND_CONCEPTS.get(kind) ?? []), concept.id]);
}

function wordMatches(pattern: string, word: string): boolean {
  return pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern;
}

/** The concepts named in a list of words, with the positions of the words that named them. */
export function conceptsIn(words: string[]): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (let at = 0; at < words.length; at += 1) {
    for (const matcher of candidatesAt(MATCHER_INDEX, words[at]!)) {
      if (!matchesAt(matcher, words, at)) continue;
      const positions = found.get(matcher.concept) ?? [];
      for (let offset = 0; offset < matcher.words.length; offset += 1) positions.push(at + offset);
      found.set(matcher.concept, positions);
    }
  }
  return found;
}

/**
 * The concepts named by phrases with a small word in them ("back to normal", "in store", "pay by"), which
 * an ask read without its small words cannot name.
 */
export function phraseConceptsIn(words: string[]): Set<string> {
  const found = new Set<string>();
  for (let at = 0; at < words.length; at += 1) {
    for (const matcher of candidatesAt(PHRASE_INDEX, words[at]!)) if (matchesAt(matcher, words, at)) found.add(matcher.concept);
  }
  return found;
}

/**
 * Named roles: an ask for "CEO or chair changes" is about those seats, not every leadership change. Each
 * role with the ways a page writes it (words after `wordsOf`).
 */
const ROLES: string[][] = [
  ['ceo', 'chief executive'],
  ['cfo', 'chief financial', 'finance director'],
  ['coo', 'chief operating'],
  ['cto', 'chief technology'],
  ['cio', 'chief information'],
  ['ciso', 'chief information security'],
  ['cmo', 'chief marketing'],
  ['chair', 'chairman', 'chairwoman', 'chairperson'],
  ['president'],
];

/** The roles an ask names by title, each as the phrases that write it; empty when it names none. */
export function rolesIn(words: string[]): string[][] {
  const text = ` ${words.join(' ')} `;
  return ROLES.filter((role) => role.some((title) => text.includes(` ${title} `))).map((role) => role.map((title) => ` ${title} `));
}

/** Whether words (of a changed line and its fact) name one of the roles. */
export function namesRole(words: Iterable<string>, roles: string[][]): boolean {
  const text = ` ${[...words].join(' ')} `;
  return roles.some((role) => role.some((title) => text.includes(title)));
}

/** The concepts a fact carries by its kind: a money amount is a price, a status of stock words is availability. */
export function conceptsOfFact(fact: ChangeFact): string[] {
  const byKind = KIND_CONCEPTS.get(fact.type) ?? [];
  if (fact.type === 'amount') {
    const money = fact.unit !== null && /^(?:[A-Z]{3}|[$€£¥₹])$/.test(fact.unit);
    const percent = fact.unit === '%';
    return byKind.filter((concept) => (concept === 'price' ? money || fact.unit === null : concept === 'rate' ? percent : !money));
  }
  if (fact.type === 'status') {
    const words = wordsOf(`${fact.before ?? ''} ${fact.after ?? ''}`);
    return [...conceptsIn(words).keys()];
  }
  return byKind;
}

/** A word that is in no concept and says something: a candidate for an ask's own terms. */
export function isGeneric(word: string): boolean {
  return GENERIC.has(word) || word.length < 2;
}

export function isConceptWord(word: string): boolean {
  return candidatesAt(MATCHER_INDEX, word).some((matcher) => matcher.words.length === 1 && wordMatches(matcher.words[0]!, word));
}
