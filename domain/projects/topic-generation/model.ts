import { RefusedAnswerError, type LanguageModel } from '../../ai/structured-completion';
import type { SourceCandidate } from '../sources/discover';
import {
  generatedTopicsSchema,
  MAX_SOURCES_PER_TOPIC,
  MAX_TOPICS,
  MAX_WATCH_FOR,
  tidyTopics,
  type GeneratedTopic,
  type TopicGenerationInput,
  type TopicGenerator,
} from './types';

/** A model's answer that does not fit the schema; worth another attempt, as the next answer may. */
export class MalformedTopicsError extends Error {
  constructor(detail: string) {
    super(`The model's topics did not match the expected shape: ${detail}`);
    this.name = 'MalformedTopicsError';
  }
}

const MAX_CANDIDATES_SHOWN = 40;

const SYSTEM_PROMPT = [
  'You design web monitoring for a business. From the monitoring intent and business context, propose',
  `between 1 and ${MAX_TOPICS} research topics. Each topic has a short name, a one-sentence description,`,
  `up to ${MAX_WATCH_FOR} concrete things to watch for (short phrases), and up to ${MAX_SOURCES_PER_TOPIC}`,
  'public web page URLs worth checking regularly (official pages first). Use URLs given in the text and',
  'pick from the pages found on the named sites when they are listed; never invent URLs you are not',
  'confident exist: every URL is fetched before it is kept, and the ones that do not answer are dropped.',
].join(' ');

/** Topics proposed by a language model; retries are the workflow's. */
export function createModelTopicGenerator({ name: model, completions }: LanguageModel): TopicGenerator {
  return {
    async generate(input: TopicGenerationInput): Promise<GeneratedTopic[]> {
      let answer;
      try {
        answer = await completions.complete({
          model,
          system: SYSTEM_PROMPT,
          user: describeProject(input),
          schema: generatedTopicsSchema,
          name: 'project_topics',
        });
      } catch (error) {
        if (error instanceof RefusedAnswerError) throw new MalformedTopicsError(error.message);
        throw error;
      }
      if (!answer.ok) throw new MalformedTopicsError(answer.problem);
      return tidyTopics(answer.data.topics);
    },
  };
}

function describeProject({ name, monitoringIntent, businessContext, description, candidates = [] }: TopicGenerationInput): string {
  return [
    `Project: ${name}`,
    description ? `Description: ${description}` : null,
    `Monitoring intent: ${monitoringIntent}`,
    businessContext ? `Business context: ${businessContext}` : null,
    candidates.length > 0
      ? `Pages found on the named sites (pick the ones that serve each topic):\n${candidates.slice(0, MAX_CANDIDATES_SHOWN).map(describeCandidate).join('\n')}`
      : null,
  ]
    .filter(Boolean)
    .join('\n');
}

function describeCandidate({ url, kind, label }: SourceCandidate): string {
  return `- ${url}${kind === 'feed' ? ' (feed)' : ''}${label ? ` — ${label}` : ''}`;
}
