/**
 * Text rules for what is noise, not news: each rule swaps a volatile value for a fixed placeholder, so
 * two fetches that differ only in such values normalize to the same text. The rules work on one line of
 * extracted text and never look across lines. See docs/change-detection.md.
 */

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const WEEKDAY = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const ZONE = String.raw`(?:\s*(?:utc|gmt|z|[a-z]{1,4}[sd]?t|[+-]\d{2}:?\d{2}))?`;
/** 12, 1,234, 1 234, 12.5k, 3M+ */
const COUNT = String.raw`\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?:\.\d+)?[kmb]?\+?|\d+(?:\.\d+)?[kmb]?\+?`;
const COUNTED = String.raw`views?|viewers?|visits?|visitors?|likes?|dislikes?|loves?|hearts?|claps?|reactions?|comments?|repl(?:y|ies)|answers?|responses?|shares?|retweets?|reposts?|followers?|subscribers?|members online|watchers?|votes?|upvotes?|downvotes?|points?|karma|kudos|reads?|plays?|listens?|downloads?|installs?|stars?|forks?|ratings?|reviews?|sold|bought|orders?|sign-?ups?|(?:are |currently )?(?:watching|viewing|looking at this|online|in cart|in carts)|left(?: in stock)?|in stock|remaining|(?:still )?available`;
const COUNTED_UNITS = String.raw`(?:people|persons|users|others|visitors|shoppers|customers|buyers|readers|seats?|spots?|tickets?|items?|units?|pieces?|places?)`;
const LABELS = String.raw`views|page views|viewers|visitors|likes|reactions|comments|replies|answers|shares|followers|subscribers|watchers|votes|score|points|karma|downloads|installs|stars|forks|reviews|ratings|reads|plays|stock|in stock|remaining|sold|online|hits`;

type Rule = [RegExp, string];

const RULES: Rule[] = [
  [new RegExp(String.raw`\b\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?${ZONE})?\b`, 'gi'), '⟨date⟩'],
  [new RegExp(String.raw`\b(?:${WEEKDAY},?\s+)?${MONTH}\s+${DAY}(?:,?\s+\d{4})?\b`, 'gi'), '⟨date⟩'],
  [new RegExp(String.raw`\b(?:${WEEKDAY},?\s+)?${DAY}\s+(?:of\s+)?${MONTH}(?:,?\s+\d{4})?\b`, 'gi'), '⟨date⟩'],
  [new RegExp(String.raw`\b${MONTH}\s+\d{4}\b`, 'gi'), '⟨date⟩'],
  [/\b\d{1,2}[/-]\d{1,2}[/-](?:\d{4}|\d{2})\b|\b\d{1,2}\.\d{1,2}\.\d{4}\b/g, '⟨date⟩'],
  [new RegExp(String.raw`\b\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[ap]\.?m\b\.?)?${ZONE}\b`, 'gi'), '⟨time⟩'],
  [/\b\d{1,2}\s*[ap]\.?m\b\.?/gi, '⟨time⟩'],
  [/\b(?:\d+|an?|one|a few|few|several)\s+(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|hours?|days?|weeks?|wks?|months?|mos?|years?|yrs?)\s+(?:ago|from now)\b/gi, '⟨ago⟩'],
  [/\b\d+\s?[smhdwy]\s+ago\b/gi, '⟨ago⟩'],
  [/\b(?:just now|moments? ago|right now|yesterday|today|tonight|tomorrow|last night|this (?:morning|afternoon|evening))\b/gi, '⟨ago⟩'],
  [/\bin\s+(?:\d+|an?|one|a few)\s+(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|hours?|days?|weeks?|months?)\b/gi, '⟨in⟩'],
  [/\b\d+\s*d(?:ays?)?\s*,?\s*\d+\s*h(?:(?:ou)?rs?)?(?:\s*,?\s*\d+\s*m(?:in(?:ute)?s?)?)?(?:\s*,?\s*\d+\s*s(?:ec(?:ond)?s?)?)?\b/gi, '⟨countdown⟩'],
  [/\b\d+\s*h(?:(?:ou)?rs?)?\s*,?\s*\d+\s*m(?:in(?:ute)?s?)?(?:\s*,?\s*\d+\s*s(?:ec(?:ond)?s?)?)?\b/gi, '⟨countdown⟩'],
  [new RegExp(String.raw`\bonly\s+(?:${COUNT})\s+(?:\w+\s+)?left\b`, 'gi'), 'only ⟨n⟩ left'],
  [new RegExp(String.raw`(?<![\w$€£¥.,])(?:${COUNT})\s+(?:${COUNTED_UNITS}\s+)?(?:${COUNTED})\b`, 'gi'), '⟨n⟩ ⟨counted⟩'],
  [new RegExp(String.raw`\b(?:${LABELS})\s*(?::|-|–|\()?\s*(?:${COUNT})(?![\w.,]*\d)\)?`, 'gi'), '⟨counted⟩ ⟨n⟩'],
  [/\b(?:generated|rendered|served|loaded|took)\s+in\s+\d+(?:\.\d+)?\s*(?:ms|milliseconds?|s|secs?|seconds?)\b/gi, '⟨duration⟩'],
  [/©\s*(?:\d{4}\s*[-–]\s*)?\d{4}/g, '© ⟨year⟩'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '⟨token⟩'],
  [/\b(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{20,}\b|\b[0-9a-f]{16,}\b/gi, '⟨token⟩'],
  [new RegExp(String.raw`\b${WEEKDAY},?\s+(?=⟨(?:date|time|ago)⟩)`, 'gi'), ''],
];

/** The line with every volatile value replaced by its placeholder and whitespace collapsed. */
export function normalizeNoise(text: string): string {
  let result = text;
  for (const [pattern, placeholder] of RULES) result = result.replace(pattern, placeholder);
  return result.replace(/\s+/g, ' ').trim();
}

/** Digits inside an element known to hold a live counter (a like button, a view badge) are noise whatever words surround them. */
export function maskDigits(text: string): string {
  return text.replace(/\d[\d,.\u00a0\u202f ]*[kmb]?\+?/gi, '⟨n⟩ ').trim();
}
