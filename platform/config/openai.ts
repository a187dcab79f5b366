import { z } from 'zod';
import { integer } from './variables';

export const openaiVariables = z.object({
  OPENAI_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'with a key, topics are generated and changes judged by OpenAI (structured output validated with zod; JSON mode or plain text on servers without it); unset: the offline generator and judge',
    ),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini').describe('model for topic generation and change judgement'),
  OPENAI_BASE_URL: z
    .url()
    .optional()
    .describe('another OpenAI-compatible endpoint, e.g. a local model server (see [local models](api.md#local-models))'),
  OPENAI_TIMEOUT_MS: integer(100, 600_000).default(30_000).describe('budget of one OpenAI request (the workflows retry with backoff)'),
  TOPIC_GENERATION_TIMEOUT_MS: integer(1_000, 600_000)
    .default(90_000)
    .describe('how long project creation waits for its topics (source checks included) before answering 503 (nothing is written)'),
});

export function openaiConfig(e: z.infer<typeof openaiVariables>) {
  return {
    /** Topic generation and change judgement: OpenAI when a key is set, the offline generator and judge otherwise. */
    openai: { apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL, baseUrl: e.OPENAI_BASE_URL, timeoutMs: e.OPENAI_TIMEOUT_MS },
    topicGenerationTimeoutMs: e.TOPIC_GENERATION_TIMEOUT_MS,
  };
}
