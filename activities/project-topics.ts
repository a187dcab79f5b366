import { ApplicationFailure } from '@temporalio/activity';
import { APIError } from 'openai';
import type { CheckedTopics, Discovery, UrlChecks } from '../domain/projects/sources';
import type { GeneratedTopic, TopicGenerationInput } from '../domain/projects/topic-generation';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDependencies } from './dependencies';

/** Answers that another attempt cannot fix: bad key, unknown model, request refused as invalid. */
const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 422]);

export function createProjectTopicActivities({ topics, sourceScout }: ActivityDependencies) {
  return {
    async generateProjectTopics(input: TopicGenerationInput): Promise<GeneratedTopic[]> {
      try {
        return await whileHeartbeating(() => topics.generate(input));
      } catch (error) {
        if (error instanceof APIError && error.status !== undefined && PERMANENT_STATUSES.has(error.status)) {
          throw ApplicationFailure.nonRetryable(`The topic generator refused the request (HTTP ${error.status})`, 'TopicGeneratorRefused');
        }
        throw error;
      }
    },
    discoverProjectSources(input: TopicGenerationInput): Promise<Discovery> {
      return whileHeartbeating(() => sourceScout.discover(input));
    },
    checkProjectSources(generated: GeneratedTopic[], exploredSites: string[]): Promise<CheckedTopics> {
      return whileHeartbeating(() => sourceScout.checkTopics(generated, exploredSites));
    },
    checkSourceUrls(urls: string[]): Promise<UrlChecks> {
      return whileHeartbeating(() => sourceScout.checkUrls(urls));
    },
  };
}
