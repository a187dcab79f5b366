import OpenAI from 'openai';
import type { LanguageModel } from '../../domain/ai/structured-completion';
import type { Config } from '../../platform/config';
import { createStructuredCompletion } from './structured-completion';

/**
 * Client-side retries per use: a judgement's request is retried once; topic generation's retries are
 * its workflow's, not the client's.
 */
const RETRIES = { judging: 1, topics: 0 } as const;

export type ModelUse = keyof typeof RETRIES;

export interface OpenAiModelOptions {
  apiKey: string;
  model: string;
  baseUrl: string | undefined;
  /** Per request; a slow answer fails the call rather than holding up the activity. */
  timeoutMs: number;
}

/** An OpenAI-compatible chat-completions server as the domain's language model. */
export function createOpenAiModel({ apiKey, model, baseUrl, timeoutMs }: OpenAiModelOptions, use: ModelUse): LanguageModel {
  const client = new OpenAI({ apiKey, baseURL: baseUrl, timeout: timeoutMs, maxRetries: RETRIES[use] });
  return { name: model, completions: createStructuredCompletion(client) };
}

/** The configured model, or null without OPENAI_API_KEY (the domain's offline rules then). */
export function configuredOpenAiModel({ apiKey, ...options }: Config['openai'], use: ModelUse): LanguageModel | null {
  return apiKey ? createOpenAiModel({ apiKey, ...options }, use) : null;
}
