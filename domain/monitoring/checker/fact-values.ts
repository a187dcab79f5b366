/**
 * The values on one line of extracted text that a change fact can be about: amounts (a number with a
 * currency or unit), dates and bare figures; state words (availability, service status, open/closed…);
 * people named beside a role. Every pattern here is linear: no nested quantifiers over the same characters.
 */
export interface LineValue {
  type: 'amount' | 'date' | 'figure';
  /** As the page wrote it. */
  text: string;
  /** For comparison: the value without spacing and thousands separators. */
  key: string;
  /** The currency or unit of an amount. */
  unit: string | null;
  /** The words right before the value when they name it ("Pro plan", "price"), else null. */
  label: string | null;
}

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DATE_PATTERNS = [
  // An ISO date with its time of day ("2026-03-03T02:00:05Z") is one date, not a date and three figures.
  `\\b\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?(?:Z|[+-]\\d{2}:?\\d{2})?)?(?![\\w:]|\\.\\d)`,
  `\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\b`,
  `\\b\\d{1,2}\\.\\d{1,2}\\.\\d{4}\\b`,
  `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})\\.?(?:,?\\s+\\d{4})?\\b`,
  `\\b(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b`,
  `\\b(?:${MONTHS})\\.?\\s+\\d{4}\\b`,
  `\\bQ[1-4]\\s+\\d{4}\\b`,
];
const CURRENCY_SYMBOL = '[$€£¥₹₩₽]|US\\$|A\\$|C\\$|CHF|USD|EUR|GBP|JPY|CAD|AUD|SEK|NOK|DKK|INR|CNY|BRL|PLN';
const NUMBER = '\\d{1,3}(?:[,.\\s]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d+)?';
/**
 * A number followed by its unit, tried where a run of digits starts, with at most nine groups of digits
 * (up to 10²⁷): started inside a number, or with groups unbounded, a long run of "123 123 123 …" or of
 * digits with no unit after it would be scanned to its end from every group or digit in it.
 */
const NUMBER_BEFORE_UNIT = '(?<!\\d)(?:\\d{1,3}(?:[,.\\s]\\d{3}){1,8}(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d+)?)';
const SCALE = '(?:\\s?(?:k|m|bn|million|billion))?';
const UNIT_WORDS =
  'euros?|dollars?|pounds?|cents?|francs?|yen|kr|%|percent|per ?cent|gb|tb|mb|kb|gib|mib|km|kg|mi|miles|lbs?|hours?|hrs?|days?|weeks?|months?|years?|minutes?|mins?|seconds?|users?|seats?|members?|projects?|requests?|calls?|credits?|licen[cs]es?|mbps|gbps|ms|bps|basis points';
const AMOUNT_BEFORE = new RegExp(`(${CURRENCY_SYMBOL})\\s?(${NUMBER})${SCALE}`, 'gi');
const AMOUNT_AFTER = new RegExp(`(${NUMBER_BEFORE_UNIT})${SCALE}\\s?(${CURRENCY_SYMBOL}|${UNIT_WORDS})(?![\\p{L}])`, 'giu');
const DATE = new RegExp(DATE_PATTERNS.join('|'), 'gi');
const BARE_NUMBER = new RegExp(`(?<![\\p{L}\\d])(${NUMBER})(?![\\p{L}\\d])`, 'gu');
/** A JSON line whose key names money: its bare number is an amount. */
const MONEY_KEY = /(?:^|[.[\]"])(?:price|prices|cost|fee|amount|total|rate|monthly|annual|yearly|salary|premium|tariff)[\w]*"?\]?:\s/i;

const CURRENCY_NAMES: Record<string, string> = {
  $: 'USD',
  us$: 'USD',
  dollar: 'USD',
  dollars: 'USD',
  '€': 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  '£': 'GBP',
  pound: 'GBP',
  pounds: 'GBP',
  '¥': 'JPY',
  yen: 'JPY',
  '₹': 'INR',
  a$: 'AUD',
  c$: 'CAD',
  percent: '%',
  'per cent': '%',
};

/** The amounts, dates and figures of a line, in reading order; a span is read once, as its most specific type. */
export function valuesOf(line: string): LineValue[] {
  // Which characters a value already covers: checking a span costs its length, not the number of values before it.
  const found: Found = { line, taken: new Uint8Array(line.length), values: [] };
  for (const match of line.matchAll(DATE)) take(found, match, { type: 'date', text: match[0], key: keyOf(match[0]), unit: null });
  for (const match of line.matchAll(AMOUNT_BEFORE)) {
    take(found, match, { type: 'amount', text: match[0], key: keyOf(match[0]), unit: unitName(match[1]!) });
  }
  for (const match of line.matchAll(AMOUNT_AFTER)) {
    take(found, match, { type: 'amount', text: match[0], key: keyOf(match[0]), unit: unitName(match[2]!) });
  }
  const moneyKey = MONEY_KEY.test(line);
  for (const match of line.matchAll(BARE_NUMBER)) {
    take(found, match, { type: moneyKey ? 'amount' : 'figure', text: match[0], key: keyOf(match[0]), unit: null });
  }
  return found.values.sort(byPosition).map(withoutPosition);
}

/** The values of a line found so far, with where each starts; module functions rather than closures made for every line read. */
interface Found {
  line: string;
  taken: Uint8Array;
  values: Array<LineValue & { at: number }>;
}

function take(found: Found, match: RegExpExecArray, value: Omit<LineValue, 'label'>): void {
  const start = match.index;
  const end = start + match[0].length;
  if (found.taken.subarray(start, end).includes(1)) return;
  found.taken.fill(1, start, end);
  found.values.push({ ...value, label: labelBefore(found.line, start), at: start });
}

function byPosition(a: { at: number }, b: { at: number }): number {
  return a.at - b.at;
}

function withoutPosition({ at: _at, ...value }: LineValue & { at: number }): LineValue {
  return value;
}

function keyOf(text: string): string {
  return text.toLowerCase().replace(/[\s,]/g, '');
}

function unitName(raw: string): string {
  const lower = raw.toLowerCase();
  return CURRENCY_NAMES[lower] ?? (/^[a-z]{3}$/.test(lower) ? raw.toUpperCase() : lower);
}

/** Up to four words right before a value, without linking words at their end ("The Pro plan costs" → "The Pro plan"). */
function labelBefore(line: string, at: number): string | null {
  const before = line
    .slice(Math.max(0, at - 60), at)
    .replace(/^[-#|\s]+/, '')
    .split('|')
    .pop()!;
  const words = before.split(/\s+/).filter(Boolean).slice(-5);
  while (words.length > 0 && LINKING.test(words.at(-1)!)) words.pop();
  const label = words
    .join(' ')
    .replace(/[:=–—-]+$/, '')
    .trim();
  return label.length > 1 ? label : null;
}

const LINKING =
  /^(?:is|are|was|were|costs?|now|from|to|at|of|for|by|on|in|until|till|before|after|the|a|an|and|or|per|only|just|will|be|been|of|[:=–—(-]+)$/i;

/** The line with its values replaced, so two versions of one sentence compare equal when only values moved. */
export function frameOf(line: string): string {
  let frame = line;
  for (const pattern of [DATE, AMOUNT_BEFORE, AMOUNT_AFTER, BARE_NUMBER]) frame = frame.replace(pattern, '#');
  return frame;
}

/**
 * State words, longest first so "partial outage" is not read as "outage" too: availability, service and
 * incident status, open or closed, the fate of an event, of an application or of a rule.
 */
const STATUS_PHRASES = [
  'temporarily out of stock',
  'out of stock',
  'in stock',
  'low stock',
  'sold out',
  'back in stock',
  'back-ordered',
  'backordered',
  'backorder',
  'pre-order',
  'preorder',
  'coming soon',
  'unavailable',
  'available',
  'discontinued',
  'limited availability',
  'waitlist',
  'fully booked',
  'booked out',
  'all systems operational',
  'fully operational',
  'operational',
  'degraded performance',
  'degraded',
  'partial outage',
  'major outage',
  'outage',
  'under maintenance',
  'maintenance',
  'investigating',
  'identified',
  'monitoring',
  'resolved',
  'restored',
  'open',
  'opened',
  'reopened',
  'closed',
  'closing',
  'cancelled',
  'canceled',
  'postponed',
  'rescheduled',
  'delayed',
  'on time',
  'suspended',
  'approved',
  'rejected',
  'denied',
  'granted',
  'pending',
  'under review',
  'withdrawn',
  'in force',
  'repealed',
  'revoked',
  'expired',
  'deprecated',
  'retired',
  'end of life',
  'beta',
  'generally available',
  'live',
  'filled',
  'accepting applications',
  'no longer accepting',
  'active',
  'inactive',
  'enabled',
  'disabled',
  'passed',
  'failed',
  'recalled',
];
/** Words of a phrase may be joined by spaces, underscores or dashes, as APIs write them ("out_of_stock"). */
const STATUS_PATTERN = new RegExp(
  `(?<![\\p{L}-])(?:${STATUS_PHRASES.map((phrase) => phrase.replace(/[ -]/g, '[\\s_-]')).join('|')})(?![\\p{L}-])`,
  'giu',
);

/** The state words of a line, lower-cased, in reading order. */
export function statusesOf(line: string): string[] {
  return [...line.matchAll(STATUS_PATTERN)].map((match) => match[0].toLowerCase().replace(/_/g, ' '));
}

const ROLE_WORDS =
  /\b(?:ceo|cfo|cto|coo|cmo|cio|ciso|chief|officer|president|vice president|vp|director|head of|chair(?:man|woman|person)?|founder|co-founder|board|manager|lead|partner|secretary|treasurer|minister|commissioner|governor|editor|spokesperson|executive|managing|general counsel|principal)\b/i;

export function hasRoleWord(line: string): boolean {
  return ROLE_WORDS.test(line);
}

/** Two or three capitalised words in a row ("Maria Lopez", "Jean-Paul de Vries"): people's names beside a role. */
const NAME = /(?<![\p{L}])\p{Lu}[\p{Ll}'’-]+(?:\s+(?:van|von|de|da|di|del|der|le|la)?\s?\p{Lu}[\p{Ll}'’-]+){1,2}/gu;

export function peopleOf(line: string): string[] {
  return [...line.matchAll(NAME)].map((match) => match[0]).filter((name) => !ROLE_WORDS.test(name));
}

/** The line with its state words and people's names replaced, so a status flip or a new name is not also a rewording. */
export function maskStatusesAndPeople(line: string): string {
  return line.replace(STATUS_PATTERN, '~').replace(NAME, '~');
}

/** The share of words two sets have in common, over the larger set; 0 when either is empty. */
export function sharedWordShare(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / Math.max(a.size, b.size);
}
