/**
 * Text rules for what is noise, not news: each rule swaps a volatile value for a fixed placeholder, so
 * two fetches that differ only in such values normalize to the same text. The rules work on one line of
 * extracted text and never look across lines. See docs/change-detection.md.
 */

/**
 * 12, 1,234, 1 234, 12.5k, 3M+. At most six groups of digits (up to 10¹⁸): unbounded, a long run of
 * "123 123 123 …" would be scanned to its end from every group in it.
 */
const COUNT = String.raw`\d{1,3}(?:[,.\u00a0\u202f ]\d{3}){1,5}(?:\.\d+)?[kmb]?\+?|\d+(?:\.\d+)?[kmb]?\+?`;
const COUNTED = String.raw`views?|viewers?|visits?|visitors?|likes?|dislikes?|loves?|hearts?|claps?|reactions?|comments?|repl(?:y|ies)|answers?|responses?|shares?|retweets?|reposts?|followers?|subscribers?|members online|watchers?|votes?|upvotes?|downvotes?|points?|karma|kudos|reads?|plays?|listens?|downloads?|installs?|stars?|forks?|ratings?|reviews?|sold|bought|orders?|sign-?ups?|(?:are |currently )?(?:watching|viewing|reading|reading now|looking at this|online|in cart|in carts)|left(?: in stock)?|in stock|remaining|(?:still )?available`;
const COUNTED_UNITS = String.raw`(?:people|persons|users|others|visitors|shoppers|customers|buyers|readers|seats?|spots?|tickets?|items?|units?|pieces?|places?)`;
const LABELS = String.raw`views|page views|viewers|visitors|likes|reactions|comments|replies|answers|shares|followers|subscribers|watchers|votes|score|points|karma|downloads|installs|stars|forks|reviews|ratings|reads|plays|stock|in stock|remaining|sold|online|hits`;

/** A live countdown shown as a clock face: "Session expires in 29:59". */
const COUNTDOWN_WORDS = String.raw`expires in|ends in|closes in|starts in|opens in|time left|time remaining`;
const UNIT = String.raw`(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|days?|weeks?|wks?|months?|mos?|years?|yrs?)`;
/** "3 minutes", "an hour", "113 days 17 hours 48 minutes", "2 hours and 5 minutes" */
const DURATION = String.raw`(?:\d+|an?|one|a few|few|several)\s+${UNIT}(?:\s*(?:,\s*)?(?:and\s+)?\d+\s+${UNIT})*\b`;
/**
 * Not right after another "N unit" of the same duration: a duration that matches from its second part
 * also matches from its first, so tried from every part a long run of them would be scanned once per part.
 * (The lookahead for a first letter keeps the lookbehind from being tried inside runs of spaces.)
 */
const DURATION_START = String.raw`(?=[\dafos])(?<!\b(?:\d+|an?|one|a few|few|several)\s+${UNIT}\s*(?:,\s*)?(?:and\s+)?)`;

/**
 * A pattern, its placeholder, whether it can match text without a digit ("an hour ago", "yesterday"), and
 * its gate: what every match of it needs, found far faster than the rule's own lookarounds (tried at
 * every word boundary).
 */
type Rule = [RegExp, string, boolean?, Gate?];

/**
 * A pattern any match of which contains a match of this one: text without one is not scanned at all. Or
 * LONG_RUNS: every match lies inside a run of at least 16 word characters and hyphens and looks no
 * further than its ends (the character past an end is neither, which reads to `\b` and to the
 * lookarounds as the end of the text does), so the pattern is run on each such run alone.
 */
type Gate = RegExp | typeof LONG_RUNS;
const LONG_RUNS = Symbol('runs of 16 or more word characters and hyphens');
const LONG_RUN_CHARS = 16;

type Replacement = string | ((match: string, ...groups: string[]) => string);

/** `text.replace(pattern, replace)`, where the gate lets the pattern run. */
function replaceGated(text: string, pattern: RegExp, replace: Replacement, gate?: Gate): string {
  if (gate === LONG_RUNS) return replaceInLongRuns(text, pattern, replace);
  if (gate && !gate.test(text)) return text;
  return text.replace(pattern, replace as string);
}

/** One pass over the characters (a regular expression finding the runs cost more than the rules it spares). */
function replaceInLongRuns(text: string, pattern: RegExp, replace: Replacement): string {
  let out = '';
  let copied = 0;
  let start = -1;
  for (let index = 0; index <= text.length; index += 1) {
    if (index < text.length && isRunChar(text.charCodeAt(index))) {
      if (start < 0) start = index;
      continue;
    }
    if (start >= 0 && index - start >= LONG_RUN_CHARS) {
      out += text.slice(copied, start) + text.slice(start, index).replace(pattern, replace as string);
      copied = index;
    }
    start = -1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** `[\w-]` without the `u` flag: ASCII letters, digits, the underscore and the hyphen. */
function isRunChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 45;
}

const RULES: Rule[] = [
  [new RegExp(String.raw`\b(${COUNTDOWN_WORDS})(\s*(?::\s*)?)\d{1,3}:\d{2}(?::\d{2})?\b`, 'gi'), '$1$2⟨duration⟩'],
  [
    new RegExp(String.raw`\b${DURATION_START}${DURATION}\s+(ago|from now|left|remaining|to go)\b`, 'gi'),
    '⟨duration⟩ $1',
    true,
    /\s(?:ago|from now|left|remaining|to go)\b/i,
  ],
  [/\b\d+d\s*\d+h(?:\s*\d+m)?(?:\s*\d+s)?\b|\b\d+h\s*\d+m(?:\s*\d+s)?\b/gi, '⟨duration⟩'],
  [/(?<=^|[\s|·•\u0001])\d{1,3}(?:s|m|min|h|d|w|mo|y)(?=[^\S\n]*(?:$|[|·•\u0001]))/g, '⟨ago⟩'],
  [
    /\b(?:just now|moments? ago|right now|yesterday|today|tonight|tomorrow|last night|this (?:morning|afternoon|evening))\b/gi,
    '⟨ago⟩',
    true,
  ],
  [new RegExp(String.raw`(?<![\w$€£¥.,])(?:${COUNT})\s+(?:[a-z]+\s+)?left\b`, 'gi'), '⟨n⟩ left'],
  [
    /\b(wait(?:ing)?(?:\s+time)?|queue|response time)(\s*(?:(?:is|of|:)\s*)?(?:(?:about|approx\.?|around|~)\s*)?)\d+\s*(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|hours?|s|m|h)\b/gi,
    '$1$2⟨duration⟩',
  ],
  [new RegExp(String.raw`(?<![\w$€£¥.,])(?:${COUNT})\s+(?:${COUNTED_UNITS}\s+)?(?:${COUNTED})\b`, 'gi'), '⟨n⟩ ⟨counted⟩'],
  // The number is not followed by more digits in the same word: checked up to the next digit only, not to the end of the run.
  // An amount of money is never a counter: "German shares (Xetra) | €7.90" is a price.
  [new RegExp(String.raw`\b(?:${LABELS})\b[^\d\n\u0001$€£¥₹]{0,20}?(?:${COUNT})(?=[a-z_.,]*(?![\w.,]))\)?`, 'gi'), '⟨counted⟩ ⟨n⟩'],
  // The visitor's own basket: "Your basket: 1 item", "Cart (3)", "Shopping bag · 2 items" (never "cabin bag 8 kg").
  [
    /\b((?:your\s+|my\s+)?(?:basket|cart|trolley|shopping\s+(?:cart|bag|basket))|your\s+bag)(\s*(?:[:(·|-]\s*)?)\d{1,4}(?:\s*(?:items?|products?|articles?)\b|(?=\s*(?:\)|$|[·|])))/gi,
    '$1$2⟨n⟩',
  ],
  [
    new RegExp(String.raw`\b(?:join|joined|trusted by|used by|loved by|chosen by)\s+(?:over\s+|more than\s+)?(?:${COUNT})`, 'gi'),
    '⟨social proof⟩',
  ],
  [
    new RegExp(
      String.raw`(?<![\w$€£¥.,])(?:${COUNT})\s+(?:\w+\s+){0,3}?(?:who\s+|that\s+|have\s+|has\s+)?(?:signed up|joined|registered|enrolled|subscribed|applied|downloaded|bought|purchased|ordered|booked|visited|viewed|watched|voted|rated|reviewed|attended|are going|are interested|found this(?: \w+)? (?:helpful|useful))\b`,
      'gi',
    ),
    '⟨social proof⟩',
  ],
  [new RegExp(String.raw`\b(viewed|seen|read|played|downloaded|visited|opened|shared)\s+(?:${COUNT})\s+times\b`, 'gi'), '$1 ⟨n⟩ times'],
  [/\b(build|commit|rev(?:ision)?|sha)(\s*[:#]?\s*)(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{6,40}\b/gi, '$1$2⟨token⟩'],
  [/\b(?:generated|rendered|served|loaded|took)\s+in\s+\d+(?:\.\d+)?\s*(?:ms|milliseconds?|s|secs?|seconds?)\b/gi, '⟨duration⟩'],
  [/©\s*(?:\d{4}\s*[-–]\s*)?\d{4}/g, '© ⟨year⟩'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '⟨token⟩', false, LONG_RUNS],
  // Tried only where a run of word characters and dashes starts: a match anywhere in a run starts there (one scan per run, not per word).
  [/\b(?<!\w-*)(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{20,}\b|\b[0-9a-f]{16,}\b/gi, '⟨token⟩', false, LONG_RUNS],
];

/**
 * Content guards: values that are content whatever the rules above would make of them, so they are set
 * aside before the rules run and put back after. A reference number after its label ("Case No.
 * 2:24-cv-01234-RGK-AGRx", "Invoice INV-2026-000184-ACME-EU") is not a per-load token, unless it looks
 * random (a UUID, a long run of mixed letters and digits); a duration stated as a term ("replies within
 * 2 hours", "points expire after 12 months", "response time: 4h") is not a counter, a wait or a
 * forum-style age. A guarded duration that does track the clock (a countdown) is still settled by the
 * time-aware rules (clock-values.ts).
 */
const REFERENCE_LABEL = String.raw`\b(?:case|docket|permit|licen[cs]e|order|invoice|ticket|filing|file|reference|ref|application|claim|tracking|booking|confirmation|policy|contract|tender|bid|solicitation|notice|bill|foia|accession|registration|certificate|patent|serial|complaint|request|appeal|petition|sku|part|model|lot)\b(?:\s{1,3}(?:no\.?|nr\.?|num\.?|number|id|#))?\s{0,3}[:#]?\s{0,3}`;
/** Letters and digits in parts joined by single separators: "2:24-cv-01234-RGK-AGRx", "A-88231", "2026/04183/FUL". */
const REFERENCE = String.raw`[a-z0-9]\w{0,24}(?:[/.:-]\w{1,24}){0,8}`;
/**
 * What the token rule would take: 20 or more word characters and hyphens, with a letter and a digit.
 * Tried only where a run of them starts, as the token rule is: tried at every word of a run like
 * "1-1-1-…" that has no letter, the lookaheads would scan to the end of the run from each one.
 */
const LONG_TOKEN = String.raw`\b(?<!\w-*)(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{20,}\b`;
const TERM_UNIT = String.raw`(?:business\s+|working\s+|calendar\s+)?(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|hours?|days?|weeks?|wks?|months?|mos?|years?|yrs?|h|d|w|m|y)\b`;
const TERM_AMOUNT = String.raw`\d+(?:[.,]\d+)?(?:\s{0,2}[-–]\s{0,2}\d+)?(?:\s{0,2}|-)`;
const TERM_DURATION = String.raw`${TERM_AMOUNT}${TERM_UNIT}(?:\s{0,2},?\s{0,2}(?:and\s{1,3})?${TERM_AMOUNT}${TERM_UNIT}){0,3}`;
const TERM_LEAD = String.raw`\b(?:within|after|every|per|for|up to|at least|at most|no (?:later|more|less) than|not (?:later|more|less) than|in under|lasts?|lasting|takes?|taking)\s{1,3}(?:an?\s{1,3})?|(?<!\b(?:wait(?:ing)?|queue)\s{1,3})\b(?:time|period|window|term|delay|timeout|interval|sla)s?\b\s{0,3}(?:is|of|:|=|[-–])?\s{0,3}(?:about|approx\.?|around|up to|at least|~)?\s{0,3}`;
const GUARDS: Array<[RegExp, (value: string) => boolean, Gate?]> = [
  [
    new RegExp(String.raw`(${REFERENCE_LABEL})(${REFERENCE})(?![/.:-]?\w)`, 'gi'),
    (value) => /\d/.test(value) && value.length >= 3 && !looksRandom(value),
  ],
  [new RegExp(String.raw`()(${LONG_TOKEN})`, 'gi'), isStructuredReference, LONG_RUNS],
  // A term's amount ends in a digit, right before its unit or a space or hyphen and then its unit.
  [new RegExp(String.raw`(${TERM_LEAD})(${TERM_DURATION})`, 'gi'), () => true, /\d(?:\s{0,2}|-)[bcdhmswy]/i],
];
const GUARD_OPEN = '\uE000';
const GUARD_CLOSE = '\uE001';
/** A guarded value's index in private-use characters, so that no rule reads it as a digit or a word. */
const GUARDED = /\uE000([\uE010-\uE019]+)\uE001/g;

/**
 * A long reference without a label on its line (a table cell "BLD-RES-ADD-2026-00184"): parts of letters
 * or of digits, at least one of digits, where a token mixes letters and digits in long runs.
 */
function isStructuredReference(value: string): boolean {
  const parts = value.split(/[-_]/);
  return (
    parts.length >= 3 &&
    parts.some((part) => /^\d+$/.test(part)) &&
    parts.every((part) => part.length <= 12 && /^(?:[a-z]+|\d+|[a-z0-9]{1,4})$/i.test(part))
  );
}

/** A per-load id rather than a reference: a UUID, or 16 or more letters and digits in one run, mixed. */
function looksRandom(value: string): boolean {
  return /[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value) || /(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{16,}/i.test(value);
}

function guard(text: string, guarded: string[]): string {
  let result = /[\uE000\uE001]/.test(text) ? text.replace(/[\uE000\uE001]/g, '\uFFFD') : text;
  for (const [pattern, keep, gate] of GUARDS)
    result = replaceGated(
      result,
      pattern,
      (match, lead: string, value: string) => {
        if (!keep(value)) return match;
        const index = [...String(guarded.push(value) - 1)].map((digit) => String.fromCharCode(0xe010 + Number(digit))).join('');
        return `${lead}${GUARD_OPEN}${index}${GUARD_CLOSE}`;
      },
      gate,
    );
  return result;
}

function unguard(text: string, guarded: string[]): string {
  return text.replace(GUARDED, (marker, index: string) => {
    const value = guarded[Number([...index].map((char) => char.charCodeAt(0) - 0xe010).join(''))];
    return value ?? marker;
  });
}

/** Most text has no digit at all, and only these rules can match such text: skipping the others is most of the speed of the cheap path. */
const RULES_WITHOUT_DIGITS = RULES.filter(([, , matchesWithoutDigits]) => matchesWithoutDigits);

/**
 * Separates the text pieces of one page when they are normalized in one pass (the cheap path): no rule
 * matches across it, so the pieces come out as if each had been normalized alone.
 */
export const PIECE_SEPARATOR = '\u0001';

/**
 * The longest stretch of one line the rules see at once. A longer line (no page writes a paragraph this
 * long; a hostile one writes megabytes) is cut at a space into stretches normalized one by one, so what
 * any rule costs on it is bounded by the stretch, not by the line.
 */
export const MAX_NOISE_LINE_CHARS = 16_384;

/** The line with every volatile value replaced by its placeholder and whitespace collapsed. */
export function normalizeNoise(text: string): string {
  const normalized = hasLongLine(text)
    ? text
        .split(PIECE_SEPARATOR)
        .map((line) => stretchesOf(line).map(applyRules).join(' '))
        .join(PIECE_SEPARATOR)
    : applyRules(text);
  return normalized.replace(/\s+/g, ' ').trim();
}

/** The rules over one stretch, with its content guarded from them (guards and rules see the same stretch). */
function applyRules(text: string): string {
  const digits = /\d/.test(text);
  const guarded: string[] = [];
  let result = digits ? guard(text, guarded) : text;
  for (const [pattern, placeholder, , gate] of digits ? RULES : RULES_WITHOUT_DIGITS)
    result = replaceGated(result, pattern, placeholder, gate);
  return guarded.length > 0 ? unguard(result, guarded) : result;
}

function hasLongLine(text: string): boolean {
  for (let start = 0; start < text.length;) {
    const end = text.indexOf(PIECE_SEPARATOR, start);
    if ((end === -1 ? text.length : end) - start > MAX_NOISE_LINE_CHARS) return true;
    if (end === -1) return false;
    start = end + 1;
  }
  return false;
}

/** The line cut into stretches of at most MAX_NOISE_LINE_CHARS, each at the last space before the limit where there is one. */
function stretchesOf(line: string): string[] {
  const stretches: string[] = [];
  let start = 0;
  while (line.length - start > MAX_NOISE_LINE_CHARS) {
    let space = start + MAX_NOISE_LINE_CHARS;
    while (space > start && line[space] !== ' ') space -= 1;
    const cut = space > start ? space : start + MAX_NOISE_LINE_CHARS;
    stretches.push(line.slice(start, cut));
    start = space > start ? cut + 1 : cut;
  }
  stretches.push(line.slice(start));
  return stretches;
}

/**
 * Lines normalized lately, each with its result: `normalizeNoise` reads one line alone, so a line's result
 * holds wherever the line appears again. One check normalizes the page's lines up to three times (the
 * content hash, the clock rules' pairing, the diff) and the previous text's lines, most of which are the
 * page's own, twice; only the lines not seen are normalized. Kept up to RECENT_MAX_CHARS of lines, the
 * oldest dropped first, so the memory held is bounded whatever the pages: 64 KiB holds one check's lines
 * for most pages, and a map of a megabyte's lines cost more to keep than it saved (scripts/measure-reading.ts;
 * figures in docs/notes/2026-11-benchmarks.md).
 */
const recent = new Map<string, string>();
let recentChars = 0;
const RECENT_MAX_CHARS = 64 * 1024;

/** Many lines at once, as `normalizeNoise` would give each: one pass of each rule over the joined text of the lines not seen lately. */
export function normalizeNoiseAll(texts: string[]): string[] {
  const lines = texts.map((text) => text.replaceAll(PIECE_SEPARATOR, ' '));
  const normalized: string[] = new Array<string>(lines.length);
  const unseen: number[] = [];
  lines.forEach((line, index) => {
    const known = recent.get(line);
    if (known === undefined) unseen.push(index);
    else normalized[index] = known;
  });
  if (unseen.length === 0) return normalized;
  const fresh = normalizeNoise(unseen.map((index) => lines[index]).join(PIECE_SEPARATOR)).split(PIECE_SEPARATOR);
  unseen.forEach((index, position) => {
    normalized[index] = fresh[position]!.trim();
    remember(lines[index]!, normalized[index]);
  });
  return normalized;
}

function remember(line: string, normalized: string): void {
  if (line.length > RECENT_MAX_CHARS || recent.has(line)) return;
  recent.set(line, normalized);
  recentChars += line.length;
  while (recentChars > RECENT_MAX_CHARS) {
    const oldest = recent.keys().next().value!;
    recent.delete(oldest);
    recentChars -= oldest.length;
  }
}

/** Digits inside an element known to hold a live counter (a like button, a view badge) are noise whatever words surround them. */
export function maskDigits(text: string): string {
  return text.replace(/\d[\d,.\u00a0\u202f ]*[kmb]?\+?/gi, '⟨n⟩ ').trim();
}
