import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { generatedTopicsSchema, MAX_SOURCES_PER_TOPIC, MAX_TOPICS, MAX_WATCH_FOR, tidyTopics, type GeneratedTopic, type TopicGenerationInput, type TopicGenerator } from './types';

export interface OpenAiTopicGeneratorOptions {
  apiKey: string;
  model: string;
  baseUrl: string | undefined;
  timeoutMs: number;
}

/** A model's answer that does not fit the schema; worth another attempt, as the next answer may. */
export class MalformedTopicsError extends Error {
  constructor(detail: string) {
    super(`The model's topics did not match the expected shape: ${detail}`);
    this.name = 'MalformedTopicsError';
  }
}

const SYSTEM_PROMPT = [
  'You design web monitoring for a business. From the monitoring intent and business context, propose',
  `between 1 and ${MAX_TOPICS} research topics. Each topic has a short name, a one-sentence description,`,
  `up to ${MAX_WATCH_FOR} concrete things to watch for (short phrases), and up to ${MAX_SOURCES_PER_TOPIC}`,
  'public web page URLs worth checking regularly (official pages first). Use URLs given in the text;',
  'never invent URLs you are not confident exist.',
].join(' ');

/** Structured output through the chat-completions API; retries are the workflow's, not the client's. */
export function createOpenAiTopicGenerator(options: OpenAiTopicGeneratorOptions): TopicGenerator {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, timeout: options.timeoutMs, maxRetries: 0 });
  return {
    async generate(input: TopicGenerationInput): Promise<GeneratedTopic[]> {
      const completion = await parseCompletion(client, options.model, input);
      const message = completion.choices[0]?.message;
      if (message?.refusal) throw new MalformedTopicsError(`the model refused: ${message.refusal}`);
      const parsed = generatedTopicsSchema.safeParse(message?.parsed);
      if (!parsed.success) throw new MalformedTopicsError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      return tidyTopics(parsed.data.topics);
    },
  };
}

async function parseCompletion(client: OpenAI, model: string, input: TopicGenerationInput) {
  try {
    return await client.chat.completions.parse({
      model,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: describeProject(input) },
      ],
      response_format: zodResponseFormat(generatedTopicsSchema, 'project_topics'),
    });
  } catch (error) {
    if (error instanceof SyntaxError) throw new MalformedTopicsError('the answer is not JSON');
    throw error;
  }
}

function describeProject({ name, monitoringIntent, businessContext, description }: TopicGenerationInput): string {
  return [
    `Project: ${name}`,
    description ? `Description: ${description}` : null,
    `Monitoring intent: ${monitoringIntent}`,
    businessContext ? `Business context: ${businessContext}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}
