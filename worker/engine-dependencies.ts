import type { Client } from '@temporalio/client';
import type { Dispatcher } from 'undici';
import type { Sequelize } from 'sequelize';
import type { Config } from '../platform/config';
import { createSourceChecker } from '../domain/monitoring/checker';
import { createProjectSchedules } from '../domain/monitoring/schedules';
import { createRunWorkflowProbe } from '../domain/monitoring/stale-runs';
import type { SourceCheckerOptions } from '../domain/monitoring/source-check';
import { createTopicGenerator } from '../domain/projects/topic-generation';
import type { ActivityDependencies } from '../activities';

const USER_AGENT = 'VigilMonitor/1.0 (+https://vigil.dev/bot)';

/**
 * What the topic-generation and monitoring activities need, from configuration. `sourceDispatcher`
 * replaces the guarded outbound agent (tests standing in for public sites).
 */
export function createEngineDependencies(
  config: Config,
  sequelize: Sequelize,
  temporal: Client,
  sourceDispatcher?: () => Dispatcher,
): Pick<ActivityDependencies, 'topics' | 'monitoring'> {
  const { fetch } = config.monitoring;
  const checkerOptions: SourceCheckerOptions = { ...fetch, allowPrivateNetworks: config.outbound.allowPrivateNetworks, userAgent: USER_AGENT };
  return {
    topics: createTopicGenerator(config.openai),
    monitoring: {
      sequelize,
      batchSize: config.monitoring.batchSize,
      schedules: createProjectSchedules(temporal, config.temporal.taskQueue),
      probeRun: createRunWorkflowProbe(temporal),
      browserQueue: config.browser.enabled ? config.temporal.browserTaskQueue : null,
      createChecker: () => createSourceChecker(checkerOptions, sourceDispatcher?.()),
    },
  };
}
