import type { Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { Config } from '../platform/config';
import { createSourceChecker } from '../domain/monitoring/checker';
import { createProjectSchedules } from '../domain/monitoring/schedules';
import { createTopicGenerator } from '../domain/projects/topic-generation';
import type { ActivityDependencies } from '../activities';

const USER_AGENT = 'VigilMonitor/1.0 (+https://vigil.dev/bot)';

/** What the topic-generation and monitoring activities need, from configuration. */
export function createEngineDependencies(config: Config, sequelize: Sequelize, temporal: Client): Pick<ActivityDependencies, 'topics' | 'monitoring'> {
  const { fetch } = config.monitoring;
  return {
    topics: createTopicGenerator(config.openai),
    monitoring: {
      sequelize,
      batchSize: config.monitoring.batchSize,
      schedules: createProjectSchedules(temporal, config.temporal.taskQueue),
      createChecker: () =>
        createSourceChecker({
          allowPrivateNetworks: config.outbound.allowPrivateNetworks,
          timeoutMs: fetch.timeoutMs,
          maxBodyBytes: fetch.maxBodyBytes,
          maxRedirects: fetch.maxRedirects,
          concurrency: fetch.concurrency,
          perHostConcurrency: fetch.perHostConcurrency,
          userAgent: USER_AGENT,
        }),
    },
  };
}
