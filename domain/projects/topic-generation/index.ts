import type { LanguageModel } from '../../ai/structured-completion';
import { createModelTopicGenerator } from './model';
import { offlineTopicGenerator } from './offline';
import type { TopicGenerator } from './types';

/** The model when one is configured, the offline generator otherwise. */
export function createTopicGenerator(model: LanguageModel | null): TopicGenerator {
  return model ? createModelTopicGenerator(model) : offlineTopicGenerator;
}

export type { GeneratedTopic, TopicGenerationInput, TopicGenerator } from './types';
