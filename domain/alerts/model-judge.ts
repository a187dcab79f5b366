import type { LanguageModel } from '../ai/structured-completion';
import {
  boundedDiff,
  evidenceProblem,
  judgementSchema,
  onlyKnownWatchFor,
  type ChangeJudge,
  type ChangeToJudge,
  type Judgement,
} from './judgement';
import { describeFact } from './fact-lines';
import { judgeOffline } from './offline-judge';

export class JudgementFailedError extends Error {
  constructor(reason: string) {
    super(`The change could not be judged: ${reason}`);
    this.name = 'JudgementFailedError';
  }
}

const INSTRUCTIONS = [
  'You review changes to web pages that a team monitors.',
  'Given the research topic, what the team watches for, the page address and a unified diff of the page text,',
  'answer with: summary (one or two plain sentences saying what changed, no markdown),',
  'relevant (true only when the change bears on something in the watch list),',
  'matchedWatchFor (the watch-list entries, copied exactly, that the change bears on),',
  'importance (low, medium or high for the team),',
  'evidence (for each matched entry: watchFor, the entry, and quote, the changed text it relies on, copied exactly from one added (+) or removed (-) line of the diff, without the + or -).',
].join(' ');

/**
 * Judges with a language model; a failed or slow answer fails the judgement, which is retried later.
 * A judgement must show its evidence: a quote, from the diff's changed lines, for each watch-list entry it matches. One whose quotes are not there is rejected and
 * asked for once more; if the second answer fails the same way, the offline judgement is used instead.
 */
export function createModelJudge({ name: model, completions }: LanguageModel): ChangeJudge {
  async function ask(
    change: ChangeToJudge,
    followUp: Array<{ role: 'assistant' | 'user'; content: string }> = [],
  ): Promise<{ judgement: Judgement; content: string }> {
    let answer;
    try {
      answer = await completions.complete({
        model,
        system: INSTRUCTIONS,
        user: describe(change),
        followUp,
        schema: judgementSchema,
        name: 'change_judgement',
      });
    } catch (error) {
      throw new JudgementFailedError(error instanceof Error ? error.message : String(error));
    }
    if (!answer.ok) throw new JudgementFailedError('the model answered without a judgement');
    return { judgement: onlyKnownEntries(answer.data, change.topic.watchFor), content: answer.content };
  }

  return {
    async judge(change: ChangeToJudge): Promise<Judgement> {
      const first = await ask(change);
      const problem = evidenceProblem(first.judgement, change.diff);
      if (problem === null) return first.judgement;
      const second = await ask(change, [
        { role: 'assistant', content: first.content },
        {
          role: 'user',
          content: `That judgement was rejected: ${problem}. Answer again; quote only text that appears exactly in an added or removed line of the diff.`,
        },
      ]);
      return evidenceProblem(second.judgement, change.diff) === null ? second.judgement : judgeOffline(change);
    },
  };
}

/** Matched entries and evidence kept only for the topic's own watch list, in its spelling. */
function onlyKnownEntries(judgement: Judgement, watchFor: string[]): Judgement {
  const matchedWatchFor = onlyKnownWatchFor(judgement.matchedWatchFor, watchFor);
  const evidence = judgement.evidence.flatMap((entry) => {
    const [known] = onlyKnownWatchFor([entry.watchFor], matchedWatchFor);
    return known === undefined ? [] : [{ watchFor: known, quote: entry.quote }];
  });
  return { ...judgement, matchedWatchFor, evidence };
}

const MAX_EXAMPLES_SHOWN = 10;

function describe({ topic, sourceUrl, diff, facts = [], examples = [], pageText }: ChangeToJudge): string {
  const title = pageText === undefined ? '' : (/^\s*([^\n]{1,200})/.exec(pageText)?.[1] ?? '');
  return [
    `Topic: ${topic.name}`,
    topic.description ? `About the topic: ${topic.description}` : null,
    `Watch for: ${topic.watchFor.length > 0 ? topic.watchFor.map((entry) => `"${entry}"`).join(', ') : '(nothing listed)'}`,
    'Entries starting with "only" restrict every other entry to that subject; entries starting with "not" are never relevant.',
    `Page: ${sourceUrl}`,
    title === '' ? null : `Page title: ${title}`,
    facts.length > 0 ? `Facts of the change:\n${facts.map((fact) => `- ${fact.type}: ${describeFact(fact)}`).join('\n')}` : null,
    examples.length > 0
      ? `The team judged earlier changes of this topic; judge changes like them the same way:\n${examples
          .slice(0, MAX_EXAMPLES_SHOWN)
          .map(
            (example) =>
              `- ${example.relevant ? 'relevant' : 'not relevant'}: ${example.changedLines.slice(0, 3).join(' / ').slice(0, 300)}`,
          )
          .join('\n')}`
      : null,
    'Diff of the page text:',
    boundedDiff(diff),
  ]
    .filter((line) => line !== null)
    .join('\n');
}
