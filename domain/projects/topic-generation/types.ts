import { z } from 'zod';
import type { SourceCandidate } from '../sources/discover';

/** What the generator is told about the project; the intent is used here once and never stored. */
export interface TopicGenerationInput {
  name: string;
  monitoringIntent: string;
  businessContext: string | null;
  description: string | null;
  /** Real pages found on the sites the intent names (source discovery), for the generator to pick from. */
  candidates?: SourceCandidate[] | undefined;
}

export const MAX_TOPICS = 8;
export const MAX_WATCH_FOR = 10;
export const MAX_SOURCES_PER_TOPIC = 20;

/** The shape asked of the model (OpenAI structured output needs every field required, no formats). */
export const generatedTopicsSchema = z.object({
  topics: z
    .array(
      z.object({
        name: z.string().min(1),
        description: z.string().min(1),
        watchFor: z.array(z.string()),
        sources: z.array(z.string()),
      }),
    )
    .min(1),
});

export interface GeneratedTopic {
  name: string;
  description: string;
  watchFor: string[];
  sources: string[];
}

export interface TopicGenerator {
  generate(input: TopicGenerationInput): Promise<GeneratedTopic[]>;
}

/** Trims, bounds and keeps only http(s) source URLs, so any generator's answer fits the Topic resource. */
export function tidyTopics(topics: GeneratedTopic[]): GeneratedTopic[] {
  return topics.slice(0, MAX_TOPICS).map((topic) => ({
    name: topic.name.trim().slice(0, 200),
    description: topic.description.trim().slice(0, 2_000),
    watchFor: unique(topic.watchFor.map((item) => item.trim().slice(0, 200)).filter(Boolean)).slice(0, MAX_WATCH_FOR),
    sources: unique(topic.sources.map(normalizeSourceUrl).filter((url): url is string => url !== null)).slice(0, MAX_SOURCES_PER_TOPIC),
  }));
}

export function normalizeSourceUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.toString();
  } catch {
    return null;
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
