import type { Config } from '../../../platform/config';
import { offlineTopicGenerator } from './offline';
import { createOpenAiTopicGenerator } from './openai';
import type { TopicGenerator } from './types';

/** OpenAI when a key is configured, the offline generator otherwise. */
export function createTopicGenerator({ apiKey, model, baseUrl, timeoutMs }: Config['openai']): TopicGenerator {
  return apiKey ? createOpenAiTopicGenerator({ apiKey, model, baseUrl, timeoutMs }) : offlineTopicGenerator;
}

export type { GeneratedTopic, TopicGenerationInput, TopicGenerator } from './types';
