import { SUBJECTS } from '../sources/subjects';

/**
 * What a monitoring intent asks for, in the person's own words: "Watch the pricing page for price
 * changes to the Enterprise plan only" asks for "price changes to the Enterprise plan", restricted to
 * "only the Enterprise plan". Restrictions ("only", "just") and exclusions ("not", "except", "ignore")
 * become entries of their own, which the judges read as such. The instruction around the ask ("tell me
 * when", "watch … for") and the page it names are left out; the owner of a page ("Acme's") is not a
 * restriction.
 */
export interface IntentAsks {
  asks: string[];
  restrictions: string[];
  exclusions: string[];
}

const MAX_ASKS = 4;
const PAGES_TOO = /\b(?:pages?|sites?|website|feeds?|blog|docs)\b.*\b(?:too|also|as well)\s*[.;!]?$/i;
const LABEL = /^[\p{L}\s-]{1,30}:\s+/u;
const MAX_ASK_WORDS = 12;

const INSTRUCTION =
  /^(?:(?:please|pls|also|and|then|so)\s+)*(?:(?:can you|could you|i want you to|we want you to|i'd like you to)\s+)?(?:watch(?: out)?|monitor|track|follow|check|compare|flag|keep (?:an eye on|track of|watch on)|look(?: out)? for|tell (?:me|us)|let (?:me|us) know|notify (?:me|us)|alert (?:me|us)|inform (?:me|us)|ping (?:me|us)|email (?:me|us)|(?:i|we) (?:want|need|would like|'d like|wish) to (?:know|hear|be told)|(?:i|we) (?:care|am interested|are interested) (?:about|in)|(?:i|we)(?:'m| am|'re| are) (?:interested in|looking for|watching for|tracking))\b[\s,:]*/i;
const PAGE_THEN_FOR =
  /^.*?\b(?:page|pages|site|website|feed|api|endpoint|list|listing|document|pdf|sitemap|board|tracker|url|link|here|it|this|them|portal|dashboard|catalog|catalogue|table|blog|newsroom|docs|documentation|careers|store|shop|forum|repo|repository|account)\b[^.;]*?\s(?:for|about|regarding|concerning)\s+/i;
const CONDITION = /^.*?\b(?:when(?:ever)?|if|whether|once|as soon as|in case)\s+/i;
const EXCLUSION =
  /[,;]?\s*\b(?:but not|and not|not|except(?: for)?|excluding|ignor(?:e|ing)|other than|apart from|aside from)\s+(?:the\s+|any\s+|about\s+)?([^,.;]+)/i;
const ONLY_AFTER = /\b((?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+)\s+(?:only|alone)\b/iu;
const ONLY_BEFORE =
  /\b(?:only|just|solely|exclusively)\s+(?:for\s+|in\s+|on\s+|about\s+)?((?:the|our|their|its)\s+)?((?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+)/iu;
const LEADING =
  /^(?:(?:the|a|an|any|all|their|its|our|my|your|of|about|on|for|to|in|new changes to|changes to|changes in|updates to|updates on)\s+)+/i;
const TRAILING =
  /\s+(?:on|at|in|of|from|for)\s+(?:the\s+)?(?:page|site|website|url|link|feed|this|it|here)\b.*$|\s+(?:on|at|from)\s+\S+\.[a-z]{2,}\S*$|\s+(?:page|site|website)$|\s+(?:and|or)$|[\s,:;!?.]+$/i;
/** "in their terms", "on the careers page": where the ask is, not what; "in Berlin" and "on the A9" name a subject and stay. */
const LOCATION = /\s+(?:in|on|at|from|of)\s+(?:their|its|our|his|her|the|this|that)\s+(?:[\p{Ll}][\p{L}'’-]*\s*){1,3}$/u;
const POSSESSIVE = /\b[\p{Lu}][\p{L}\p{N}&.-]*(?:'s|’s)\s+/gu;
const STOP_PREPOSITION = /^(?:on|at|in|of|from|for|to|with|by|and|or|the|a|an|page|site)$/i;

const URL_AND_PREPOSITION = /(?:\s+(?:at|on|from|in|of|via|here)\s*:?)?\s*\(?\bhttps?:\/\/[^\s<>"'()]*[^\s<>"'().,;:!?]\)?/gi;

export function asksOf(intent: string): IntentAsks {
  const result: IntentAsks = { asks: [], restrictions: [], exclusions: [] };
  const withoutUrls = intent.replace(URL_AND_PREPOSITION, ' ').replace(/\(\s*[,;\s]*\)/g, ' ');
  for (const sentence of sentencesOf(withoutUrls)) {
    const onlyFirst = /^(?:only|just)\s+/i.test(sentence);
    const plain = sentence
      .replace(/^(?:only|just)\s+/i, '')
      .replace(LABEL, '')
      .replace(POSSESSIVE, '');
    let text = plain.replace(INSTRUCTION, '');
    // "Their old plans page … too": more pages for the same asks, not an ask of its own.
    if (text === plain && PAGES_TOO.test(text)) continue;
    // "the logo <url>": a label for an address, not an ask.
    if (text === plain && tidy(text).split(/\s+/).length <= 2 && !SUBJECTS.some((subject) => subject.intentWords.test(text))) continue;
    const exclusion = EXCLUSION.exec(text);
    if (exclusion) {
      // "but not the other plans" restates the ask's own subject; only a named exclusion is one.
      if (!/^(?:other|the rest|anything else|everything else)\b/i.test(exclusion[1]!.trim()))
        result.exclusions.push(`not ${tidy(exclusion[1]!)}`);
      text = text.slice(0, exclusion.index);
    }
    const only = restrictionIn(text);
    if (only) {
      result.restrictions.push(`only ${only.phrase}`);
      text = only.rest;
    }
    const asks = splitAsks(text)
      .map((part) => tidy(part.replace(INSTRUCTION, '').replace(PAGE_THEN_FOR, '').replace(CONDITION, '')))
      .filter((ask) => ask !== '' && ask.split(/\s+/).length <= MAX_ASK_WORDS && /\p{L}{3}/u.test(ask));
    result.asks.push(...asks);
    if (onlyFirst) result.restrictions.push(...asks.map((ask) => `only ${ask}`));
  }
  return {
    asks: unique(result.asks).slice(0, MAX_ASKS),
    restrictions: unique(result.restrictions).filter((entry) => entry !== 'only'),
    exclusions: unique(result.exclusions).filter((entry) => entry !== 'not'),
  };
}

/** "price changes and new job openings" is two asks; "terms and conditions" or "out of stock or back" is one. */
function splitAsks(ask: string): string[] {
  const parts = ask
    .split(/,\s*(?:and\s+|or\s+)?|\s+and\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const standsAlone = (part: string) => part.split(/\s+/).length >= 2 || SUBJECTS.some((subject) => subject.intentWords.test(part));
  return parts.length > 1 && parts.every(standsAlone) ? parts : [ask];
}

function sentencesOf(intent: string): string[] {
  return intent
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence !== '');
}

/** "the EU region only" or "only the Enterprise plan": the phrase restricted to, and the text without the word "only". */
function restrictionIn(text: string): { phrase: string; rest: string } | null {
  const before = ONLY_BEFORE.exec(text);
  if (before) {
    const words = before[2]!.split(/\s+/);
    const kept: string[] = [];
    for (const word of words) {
      if (kept.length > 0 && STOP_PREPOSITION.test(word)) break;
      kept.push(word);
    }
    const phrase = tidy(`${before[1] ?? ''}${kept.join(' ')}`);
    return phrase === '' ? null : { phrase, rest: text.replace(/\b(?:only|just|solely|exclusively)\s+/i, '') };
  }
  const after = ONLY_AFTER.exec(text);
  if (!after) return null;
  const words = after[1]!.split(/\s+/);
  const kept: string[] = [];
  for (const word of words.reverse()) {
    if (kept.length > 0 && ((STOP_PREPOSITION.test(word) && word.toLowerCase() !== 'the') || /(?:ing|ed)$/i.test(word))) break;
    kept.unshift(word);
  }
  const phrase = tidy(kept.join(' '));
  return phrase === '' ? null : { phrase, rest: text.replace(/\s+(?:only|alone)\b/i, '') };
}

function tidy(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim().replace(TRAILING, '').replace(LEADING, '').replace(TRAILING, '');
  return flat.replace(LOCATION, '').replace(TRAILING, '').trim();
}

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
