import OpenAI from 'openai';
import { createStructuredCompletion } from '../ai/structured-completion';
import { boundedDiff, judgementSchema, onlyKnownWatchFor, type ChangeJudge, type ChangeToJudge, type Judgement } from './judgement';

export interface OpenAiJudgeOptions {
  apiKey: string;
  model: string;
  baseUrl?: string;
  /** Per request; a slow answer fails the judgement, which is retried later, rather than holding up the run. */
  timeoutMs?: number;
}

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
  'importance (low, medium or high for the team).',
].join(' ');

export function createOpenAiJudge({ apiKey, model, baseUrl, timeoutMs = 30_000 }: OpenAiJudgeOptions): ChangeJudge {
  const completions = createStructuredCompletion(new OpenAI({ apiKey, baseURL: baseUrl, timeout: timeoutMs, maxRetries: 1 }));
  return {
    async judge(change: ChangeToJudge): Promise<Judgement> {
      let judgement;
      try {
        judgement = await completions.complete({ model, system: INSTRUCTIONS, user: describe(change), schema: judgementSchema, name: 'change_judgement' });
      } catch (error) {
        throw new JudgementFailedError(error instanceof Error ? error.message : String(error));
      }
      if (!judgement.ok) throw new JudgementFailedError('the model answered without a judgement');
      return { ...judgement.data, matchedWatchFor: onlyKnownWatchFor(judgement.data.matchedWatchFor, change.topic.watchFor) };
    },
  };
}

function describe({ topic, sourceUrl, diff }: ChangeToJudge): string {
  return [
    `Topic: ${topic.name}`,
    topic.description ? `About the topic: ${topic.description}` : null,
    `Watch for: ${topic.watchFor.length > 0 ? topic.watchFor.map((entry) => `"${entry}"`).join(', ') : '(nothing listed)'}`,
    `Page: ${sourceUrl}`,
    'Diff of the page text:',
    boundedDiff(diff),
  ]
    .filter((line) => line !== null)
    .join('\n');
}
