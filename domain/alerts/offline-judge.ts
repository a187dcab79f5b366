import { changedLines, type ChangeJudge, type ChangeToJudge, type Evidence, type Importance, type Judgement } from './judgement';

const SNIPPET_LENGTH = 120;

/**
 * The judge used without an OpenAI key: a change is relevant when a `watchFor` entry appears, as a
 * whole phrase, in an added or removed line. Matching ignores case, punctuation and plural endings.
 */
export const offlineJudge: ChangeJudge = {
  judge: (change) => Promise.resolve(judgeOffline(change)),
};

export function judgeOffline({ topic, sourceUrl, diff }: ChangeToJudge): Judgement {
  const lines = changedLines(diff);
  const changed = [...lines.added, ...lines.removed];
  const changedWords = changed.map(words);
  const evidence: Evidence[] = [];
  for (const entry of topic.watchFor) {
    const phrase = words(entry);
    const index = phrase.length > 0 ? changedWords.findIndex((line) => containsPhrase(line, phrase)) : -1;
    if (index >= 0) evidence.push({ watchFor: entry, quote: quoteAround(changed[index]!, phrase[0]!) });
  }
  const matchedWatchFor = evidence.map((entry) => entry.watchFor);
  return {
    summary: summarize(lines.added, lines.removed, sourceUrl),
    relevant: matchedWatchFor.length > 0,
    matchedWatchFor,
    importance: importanceOf(matchedWatchFor.length),
    evidence,
  };
}

const QUOTE_LENGTH = 200;

/** The changed line as the page wrote it, or, when long, the stretch of it around the matched phrase. */
function quoteAround(line: string, firstWord: string): string {
  if (line.length <= QUOTE_LENGTH) return line;
  const at = Math.max(0, line.toLowerCase().indexOf(firstWord.slice(0, 4)));
  const start = Math.max(0, at - QUOTE_LENGTH / 3);
  return line.slice(start, start + QUOTE_LENGTH).trim();
}

function importanceOf(matches: number): Importance {
  if (matches === 0) return 'low';
  return matches === 1 ? 'medium' : 'high';
}

/** Lower-cased words with punctuation dropped and a plural ending removed, so "Prices," matches "price". */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map(singular);
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function containsPhrase(line: string[], phrase: string[]): boolean {
  for (let start = 0; start + phrase.length <= line.length; start += 1) {
    if (phrase.every((word, offset) => line[start + offset] === word)) return true;
  }
  return false;
}

function summarize(added: string[], removed: string[], sourceUrl: string): string {
  const where = hostAndPath(sourceUrl);
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
