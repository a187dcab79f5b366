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
  /^(?:(?:please|pls|also|and|then|so)\s+)*(?:(?:can you|could you|i want you to|we want you to|i'd like you to)\s+)?(?:watch(?: out)?|monitor|track|follow|check|compare|flag|spot|catch|keep (?:an eye(?: out)?(?: on| for)?|track of|watch on)|keep (?:me|us) (?:posted|updated|informed|in the loop)(?: (?:about|on|of))?|remind (?:me|us)(?: (?:about|of))?|look(?: out)? for|tell (?:me|us)|let (?:me|us) know|notify (?:me|us)|alert (?:me|us)|inform (?:me|us)|ping (?:me|us)|email (?:me|us)|(?:i|we) (?:want|need|would like|'d like|wish) to (?:know|hear|be told)|(?:i|we) (?:care|am interested|are interested) (?:about|in)|(?:i|we)(?:'m| am|'re| are) (?:interested in|looking for|watching for|tracking))\b[\s,:]*/i;
const PAGE_THEN_FOR =
  /^.*?\b(?:page|pages|site|website|feed|api|endpoint|list|listing|document|pdf|sitemap|board|tracker|url|link|portal|dashboard|catalog|catalogue|table|blog|newsroom|docs|documentation|careers|store|shop|forum|repo|repository|account)\b[^.;]*?\s(?:for|about|regarding|concerning)\s+/i;
/** The words before a condition, and the condition's own word ("when", "as soon as", "every time"). */
const CONDITION = /^(.*?)\b(?:when(?:ever)?|if|whether|once|as soon as|in case|every time|each time)\s+/i;
/** "but not the other plans", "the other lines do not matter": the ask's own subject said again, not an exclusion. */
const RESTATES_THE_ASK = /^(?:the\s+)?(?:other|the rest|anything else|everything else)\b/i;
/** "…, I want to know", "…, tell me": the instruction said after the ask. */
const TRAILING_INSTRUCTION =
  /[,;—–-]?\s*(?:(?:i|we) (?:want|need|would like|'d like) to (?:know|hear(?: about it)?|be told)|(?:please )?(?:tell|notify|ping|alert) (?:me|us)|let (?:me|us) know)\s*[.!]?$/i;
const EXCLUSION =
  /[,;]?\s*\b(?:but not|and not|not interested in|not|nothing (?:about|on|regarding)|except(?: for)?|excluding|ignor(?:e|ing)|other than|apart from|aside from)\s+(?:the\s+|any\s+|about\s+)?([^,.;]+)/i;
const ONLY_AFTER = /\b((?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+)\s+(?:only|alone)\b/iu;
const ONLY_BEFORE =
  /\b(?:only|just|solely|exclusively)\s+(?:(?:ever|really|actually|ever really)\s+)?(?:(?:have|has|use|uses|deploy|deploys|run|runs|buy|buys|sell|sells|need|needs|ride|rides|take|takes|hold|holds|care about|work with|ship to)\s+)?(?:for\s+|in\s+|on\s+|about\s+)?((?:the|our|their|its)\s+)?((?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+)/iu;
/** A condition with a limit ("if X goes above Rs 150"), to the end of its clause. */
const LIMITED =
  /^(?:only|just|solely|exclusively)\s+((?:if|when|once)\s+[^,.;:!?]*?\b(?:above|over|below|under|more than|less than|fewer than|greater than|higher than|lower than|exceeds?)\s+\D{0,4}\d[^,;:!?]*?)(?=[,;:!?]|\.(?!\d)|$)/i;
const LEADING =
  /^(?:(?:it|this|them|here)\s+(?:for|about)\s+|(?:the|a|an|any|all|every|each|their|its|our|my|your|of|about|on|for|to|in|new changes to|changes to|changes in|updates to|updates on)\s+)+/i;
const TRAILING =
  /\s+(?:on|at|in|of|from|for)\s+(?:the\s+)?(?:page|site|website|url|link|feed|this|it|here)\b.*$|\s+(?:on|at|from)\s+\S+\.[a-z]{2,}\S*$|\s+(?:page|site|website)$|\s+(?:and|or)$|[\s,:;!?.]+$/i;
/**
 * "in their terms", "on the careers page": where the ask is, not what; "in Berlin", "on the A9" and "in
 * the executive team" name a subject and stay.
 */
const LOCATION =
  /\s+(?:in|on|at|from|of)\s+(?:their|its|our|his|her|the|this|that)\s+(?:[\p{Ll}][\p{L}'’-]*\s+){0,2}(?:page|pages|site|website|terms|policy|policies|docs|documentation|feed|blog|changelog|list|listing|table|app|portal|document|notice|statement)$/u;
const POSSESSIVE = /\b[\p{Lu}][\p{L}\p{N}&.-]*(?:'s|’s)\s+/gu;
const STOP_PREPOSITION = /^(?:on|at|in|from|for|to|by|and|or|the|a|an|page|site)$/i;

/** "we only care whether the Slack integration works", "only the EU prices matter to us": an ask said as what matters. */
const CARE = /^(?:(?:we|i)\s+(?:(only|just)\s+)?care\s+(?:about|whether|if)\s+)(.+)$/i;
/** "Safety changes, contraindications and warnings are what I need flagged". */
const WHAT_I_NEED = /^(.+?),?\s+(?:is|are)\s+what\s+(?:i|we)\s+(?:need|want|care about)\b.*$/i;
const MATTERS = /^(?:(only|just)\s+)?(.+?)\s+(?:matters?|is important|are important)\s+to\s+(?:us|me)\b/i;
/** "The insurance requirements are the only thing I'm checking", "Geocoding is the only product we pay for". */
const ONLY_THING = /^(.+?)\s+(?:is|are)\s+(?:the|our|my)\s+only\s+\p{L}+\b.*$/iu;
/**
 * A sentence about the person rather than an instruction ("We take card payments through Paylane"):
 * context, not an ask. Said in another language too ("Ich bin Einkäufer…", "Nous sommes une PME…").
 */
const STATEMENT =
  /^(?:we|i|our|my|us|ich|wir|unser|je|j'|j’|nous|notre|yo|nosotros|nuestra|nuestro)(?![\p{L}])|^(?:[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+\s+here\s*[.!]?$/iu;
/** "We rely on", "I want to open a", "we are bidding for": what the person does, before what they do it with. */
const PERSON_DOES =
  /^(?:we|i)\s+(?:(?:are|am|'re|'m|’m|still|also|currently|already|only|just|mostly|waiting|commute|live|work|ride|drive|travel|shop|write|want|wants|need|needs|plan|plans|would|like|to|rely|depend|use|call|buy|sell|take|run|open|bidding|bid|apply|applying|hold|have|get|pay|ship|export|import|book|sync|fly|deliver|supply|order|trade|on|for|in|with|through|at|from|a|an)\s+)+/i;
const ASKING = /^\s*(?:every|each|any|all|new|latest)\b/i;
const REFERRING = /\b(?:it|its|them|they|their|this|these|that|those|there|ones|my|our)\b/i;
/** An ask of nothing but such words ("that", "new ones", "nothing else") says nothing by itself. */
const EMPTY_ASK =
  /^(?:(?:it|its|them|they|this|these|that|those|there|ones|new|any|all|nothing|everything|anything|else|more|and|or|the|however|small|whatsoever|at|but)\b\s*)+$/i;
/** "every change to this ITT", "any update on the page": an ask for every change of the page, said as "any change". */
const EVERY_CHANGE =
  /^(?:any|every|all)?\s*(?:changes?|updates?|edits?)\s+(?:at all\s+)?(?:to|on|in|of)\s+(?:this|the|that|it)\b[^,;]{0,40}$/i;
export const ANY_CHANGE = 'any change';
/** "any change to that event", "every update on it": every change of something said before. */
const POINTS_BACK = /\b(?:that|those|it|them)\b/i;
/** "(no gas)": what the person does not have, said in passing. */
const NO_ASIDE = /\(\s*no\s+([^)]+)\)/gi;
/** "I don't need to hear about bug fixes", "Solo and Team are irrelevant for us", "India routes do not concern us": exclusions said as such. */
const NOT_NEEDED =
  /^(?:(?:i|we)\s+(?:do not|don't|don’t|dont|never)\s+(?:need|want|care)\s+(?:to\s+(?:hear|know|be told)\s+)?(?:about\s+)?|(?:i am|i'm|i’m|we are|we're|we’re)\s+not\s+interested\s+in\s+|(?:no need to|(?:please\s+)?(?:do not|don't|don’t))\s+(?:tell|notify|alert|ping|email)\s+(?:me|us)\s+(?:about\s+)?)(.+)$/i;
const IRRELEVANT =
  /^(.+?)\s+(?:(?:is|are)\s+(?:irrelevant|not relevant|of no interest|not important|out of scope|not what (?:i|we) (?:want|need|care about|am after|are after))|(?:does not|do not|doesn't|don't|don’t)\s+(?:matter|(?:concern|interest|affect|apply to|need to reach) (?:me|us))|(?:can|will)\s+wait|wait for)\b/i;
const POLITE = /[,\s]*\b(?:please|pls|thanks|thank you)\b[,\s]*/gi;
const TELLING = /\b(?:know|hear|told|notif\w*|alert\w*|inform\w*|remind\w*|warn\w*|watch\w*|monitor\w*|track\w*|follow\w*)\b/i;

/** "(https://… is their public plans endpoint)": an aside about an address, not an ask. */
const URL_ASIDE = /\([^()]*\bhttps?:\/\/[^()]*\)/gi;
/** "Their docs sitemap: https://…": a label for an address. */
const ADDRESS_LABEL = /^(?:their|its|our|the|his|her)\s+(?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+\s*:?$/iu;
const URL_AND_PREPOSITION = /(?:\s+(?:at|on|from|in|of|via|here)\s*:?)?\s*\(?\bhttps?:\/\/[^\s<>"'()]*[^\s<>"'().,;:!?]\)?/gi;

export function asksOf(intent: string): IntentAsks {
  const result: IntentAsks = { asks: [], restrictions: [], exclusions: [] };
  const statements: string[] = [];
  let refersBack = false;
  let everyChangeOfWhatWasSaid = false;
  let definite = true;
  const withoutUrls = intent
    .replace(URL_ASIDE, ' ')
    .replace(URL_AND_PREPOSITION, ' ')
    .replace(/\(\s*[,;\s]*\)/g, ' ')
    .replace(POLITE, ' ')
    .replace(/\s+([,;.!?])/g, '$1');
  for (const said of sentencesOf(withoutUrls).flatMap(splitCare)) {
    const care = caredFor(said);
    const sentence = care ?? said;
    const onlyFirst = /^(?:only|just)\s+/i.test(sentence);
    const plain = sentence
      .replace(/^(?:only|just)\s+/i, '')
      .replace(LABEL, '')
      .replace(POSSESSIVE, '');
    let text = plain.replace(INSTRUCTION, '').replace(TRAILING_INSTRUCTION, '');
    const unwanted = unwantedIn(plain);
    if (unwanted) {
      result.exclusions.push(...unwanted);
      continue;
    }
    if (text === plain && care === null && STATEMENT.test(text) && !TELLING.test(text)) {
      // "We are evaluating the Scale tier only", "I only have electricity (no gas)": context that still restricts.
      const only = restrictionIn(text);
      if (only) result.restrictions.push(`only ${only.phrase}`);
      result.exclusions.push(...[...text.matchAll(NO_ASIDE)].map((match) => `not ${tidy(match[1]!)}`));
      statements.push(text.replace(NO_ASIDE, ' '));
      continue;
    }
    if (text === plain && care === null && ADDRESS_LABEL.test(text.trim())) continue;
    // "Their old plans page … too": more pages for the same asks, not an ask of its own.
    if (text === plain && PAGES_TOO.test(text)) continue;
    // "the logo <url>": a label for an address, not an ask.
    if (
      text === plain &&
      care === null &&
      tidy(text).split(/\s+/).length <= 2 &&
      !ASKING.test(text) &&
      !EXCLUSION.test(text) &&
      !restrictionIn(text) &&
      !SUBJECTS.some((subject) => subject.intentWords.test(text))
    )
      continue;
    const exclusion = EXCLUSION.exec(text);
    // "if DNS is anything other than operational" asks for every other status: not an exclusion.
    if (exclusion && !ANYTHING_BUT.test(text.slice(0, exclusion.index))) {
      // "but not the other plans" restates the ask's own subject; only a named exclusion is one.
      if (!RESTATES_THE_ASK.test(exclusion[1]!.trim())) result.exclusions.push(`not ${tidy(exclusion[1]!)}`);
      text = text.slice(0, exclusion.index);
    }
    const only = restrictionIn(text);
    if (only) {
      result.restrictions.push(`only ${only.phrase}`);
      text = only.rest;
    }
    const parts = splitAsks(text).map((part) => withoutCondition(part.replace(INSTRUCTION, '').replace(PAGE_THEN_FOR, '')));
    if (parts.some(refersOutside)) refersBack = true;
    definite &&= parts.every((part) => DEFINITE.test(part.trim()) && !NAMED.test(part));
    const asks = parts
      .map(tidy)
      .map((ask) => {
        if (!EVERY_CHANGE.test(ask)) return ask.split(/\s+/).slice(0, MAX_ASK_WORDS).join(' ');
        if (POINTS_BACK.test(ask)) everyChangeOfWhatWasSaid = true;
        return ANY_CHANGE;
      })
      .filter((ask) => ask !== '' && !EMPTY_ASK.test(ask) && /\p{L}{3}/u.test(ask))
      .reduce(withAnswersBack, []);
    result.asks.push(...asks);
    if (onlyFirst) result.restrictions.push(...asks.map((ask) => `only ${ask}`));
  }
  // "We are applying to the Touring Fund. Tell me if the deadline changes": the deadline is that fund's.
  const target = statements.map((statement) => APPLIED_TO.exec(statement)?.[1]).find((name) => name !== undefined);
  if (target !== undefined && definite && result.asks.length > 0) result.restrictions.push(`only ${target}`);
  // "We rely on the Starter plan. Tell me if they drop it": the statement names what the ask refers to.
  const said = statements.map((statement) => tidy(statement.replace(PERSON_DOES, ''))).filter(Boolean);
  if (result.asks.length === 0 || refersBack) result.asks.unshift(...said);
  // "We race the Northern Masters Regatta. Any change to that event": every change of that, not of the page.
  if (everyChangeOfWhatWasSaid && said.length > 0) result.asks = result.asks.filter((ask) => ask !== ANY_CHANGE);
  // "Is the Oatmeal weave still deliverable in 2–3 weeks? Tell me if that changes.": the question is the ask.
  // A page named and then "let me know when it changes" asks for every change of it: only after a question is it the question's.
  if (intent.includes('?') && result.asks.some((ask) => !CHANGE_OF_IT.test(ask)))
    result.asks = result.asks.filter((ask) => !CHANGE_OF_IT.test(ask));
  return {
    asks: unique(result.asks).slice(0, MAX_ASKS),
    restrictions: unique(result.restrictions).filter((entry) => entry !== 'only'),
    exclusions: unique(result.exclusions).filter((entry) => entry !== 'not'),
  };
}

/** "applying to the Touring Fund", "registered for the Spring Open": the one named thing the person takes part in. */
const APPLIED_TO =
  /\b(?:apply(?:ing)?|applied|registered|enrolled|entered|entering|bidding|booked)\s+(?:to|for|on|in)\s+(?:the\s+)?(\p{Lu}[\p{L}\p{N}'’-]*(?:\s+(?:of\s+|for\s+|and\s+)?\p{Lu}[\p{L}\p{N}'’-]*)*)/u;
/** An ask that names something of its own ("the Writers' Bursaries deadline"). */
const NAMED = /(?<=\S\s+)\p{Lu}/u;
/** "the deadline", "the eligibility rules or the grant range": things of something already named. */
const DEFINITE = /^(?:the|its|their)\s/i;

/** An ask that only says what was asked before may change: "that changes", "anything changes with it". */
const CHANGE_OF_IT =
  /^(?:(?:anything|something)\s+)?(?:that|it|this|they|these|those)?\s*changes?(?:d)?(?:\s+(?:with|about|to|in)\s+(?:it|that|this|them))?$/i;

/** "anything other than", "something but": the words before an exclusion word that make it the ask's own. */
const ANYTHING_BUT = /\b(?:anything|something|everything|any\s+[\p{L}-]+)\s*$/iu;

/** Capitalised words that start a clause rather than name something. */
const CLAUSE_START = /^(?:the|a|an|any|all|every|each|if|when|whether|what|which|how|tell|let|please|and|or|but|also|new)$/i;

/**
 * Whether an ask leans on something said before it ("if they drop it", "if Azura changes that rate"),
 * not on a name it gives itself first ("if Pixel Harbor changes its rules").
 */
function refersOutside(part: string): boolean {
  const reference = REFERRING.exec(part);
  if (!reference) return false;
  if (!/^(?:its|their)$/i.test(reference[0])) return true;
  const before = part.slice(0, reference.index).match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’-]*/gu) ?? [];
  return !before.some((word) => !CLAUSE_START.test(word));
}

/** "(deprecations, removals, behaviour changes)": examples listed in brackets after what they are examples of. */
const EXAMPLES = /\s*\(([^(),]*,[^()]*)\)/;

/**
 * "price changes and new job openings" is two asks; "terms and conditions" or "out of stock or back" is one;
 * "anything that could break our integration (deprecations, removals)" is the ask and each example.
 */
function splitAsks(ask: string): string[] {
  const examples = EXAMPLES.exec(ask);
  if (examples) {
    const items = examples[1]!
      .split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/)
      .map((item) => item.trim())
      .filter(Boolean);
    return [...splitAsks(ask.replace(examples[0], ' ').trim()), ...items];
  }
  const standsAlone = (part: string) => part.split(/\s+/).length >= 2 || SUBJECTS.some((subject) => subject.intentWords.test(part));
  // "the plan fee, the Handmade and Home and kitchen fees, and the closing fee": three asks, the middle one whole.
  const parts = ask
    .split(/,\s*(?:and\s+|or\s+)?/)
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const joined = part.split(/\s+and\s+/);
      return joined.length > 1 && joined.every(standsAlone) ? joined : [part];
    });
  return parts.length > 1 && parts.every(standsAlone) ? parts : [ask];
}

/** "it is resolved", "they close it": a short ask that starts by pointing at the one before it. */
const ANSWERS_BACK = /^(?:it|they|them|this|these|that|those)\b/i;
const MAX_ANSWER_WORDS = 5;

/** "any incident touching SOL deposits, and when it is resolved": the second ask is about the first one's subject. */
function withAnswersBack(asks: string[], ask: string): string[] {
  const previous = asks.at(-1);
  if (previous === undefined || !ANSWERS_BACK.test(ask) || ask.split(/\s+/).length > MAX_ANSWER_WORDS) return [...asks, ask];
  return [...asks.slice(0, -1), `${previous}, ${ask}`];
}

/** The exclusions a sentence that says what is not wanted makes; null for any other sentence. */
function unwantedIn(sentence: string): string[] | null {
  const said = NOT_NEEDED.exec(sentence)?.[1] ?? IRRELEVANT.exec(sentence)?.[1];
  if (said === undefined) return null;
  if (RESTATES_THE_ASK.test(said.trim())) return [];
  return said
    .split(/\s*,\s*|\s+(?:and|or)\s+/)
    .map(tidy)
    .filter(Boolean)
    .map((name) => `not ${name}`);
}

/**
 * "whenever DNS has trouble" asks about DNS having trouble; "new funding programmes as soon as they
 * publish them" asks about the programmes, the condition only says when.
 */
function withoutCondition(part: string): string {
  const condition = CONDITION.exec(part);
  if (!condition) return part;
  const after = part.slice(condition[0].length);
  const before = condition[1]!;
  const leansBack = REFERRING.test(after) && after.split(/\s+/).length <= 4 && before.trim().split(/\s+/).length >= 2;
  return leansBack ? before : after;
}

/** "Only the Pro plan matters to us: tell me if its price changes" is two sentences, what matters and the ask. */
function splitCare(sentence: string): string[] {
  const matters = MATTERS.exec(sentence);
  if (!matters) return [sentence];
  const rest = sentence.slice(matters[0].length).replace(/^\s*(?:on|at|in)?\s*[,:;—–-]?\s*/, '');
  return rest === '' ? [matters[0]] : [matters[0], rest];
}

/** "we only care whether X" is "only X"; "the EU prices matter to us" is "the EU prices"; null when neither. */
function caredFor(sentence: string): string | null {
  const care = CARE.exec(sentence);
  if (care) return `${care[1] ? 'only ' : ''}${care[2]!}`;
  const needed = WHAT_I_NEED.exec(sentence);
  if (needed) return needed[1]!;
  const matters = MATTERS.exec(sentence);
  if (matters) return `${matters[1] ? 'only ' : ''}${matters[2]!}`;
  const onlyThing = ONLY_THING.exec(sentence);
  if (onlyThing) return `only ${onlyThing[1]!}`;
  return null;
}

/** Sentences, and the clauses a dash or a new subject ("…, we buy through Berlin") starts. */
function sentencesOf(intent: string): string[] {
  return intent
    .split(/(?<=[.!?;])\s+|\n+|\s+[—–]\s+|,\s+(?=(?:we|i)\s)/i)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence !== '');
}

/** "the EU region only" or "only the Enterprise plan": the phrase restricted to, and the text without the word "only". */
function restrictionIn(text: string): { phrase: string; rest: string } | null {
  const before = ONLY_BEFORE.exec(text);
  // "only if cotton poplin goes above Rs 150 per metre": the condition is the restriction, limit and all.
  const condition = before && /^(?:if|when|once)\s/i.test(before[2]!) ? LIMITED.exec(text.slice(before.index)) : null;
  if (condition) return { phrase: tidy(condition[1]!), rest: text.replace(/\b(?:only|just|solely|exclusively)\s+/i, '') };
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
  const words = after[1]!.split(/\s+/).reverse();
  const kept: string[] = [];
  for (const [index, word] of words.entries()) {
    // "for Japan and the UK only": names joined by "and" or "or" are restricted to together.
    const joinsNames =
      /^(?:and|or)$/i.test(word) &&
      /^\p{Lu}/u.test(words[index + 1] ?? '') &&
      /^\p{Lu}/u.test(kept.find((kept) => !/^the$/i.test(kept)) ?? '');
    if (kept.length > 0 && !joinsNames && ((STOP_PREPOSITION.test(word) && word.toLowerCase() !== 'the') || /(?:ing|ed)$/i.test(word)))
      break;
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
