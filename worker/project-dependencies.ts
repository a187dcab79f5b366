import type { Client } from '@temporalio/client';
import type { Dispatcher } from 'undici';
import type { Config } from '../platform/config';
import { createHttpSourceChecker } from '../integrations/http/source-checker';
import { createHostPacer } from '../domain/monitoring/host-pacing';
import type { PageReader, SourceCheckerOptions } from '../domain/monitoring/source-check';
import { createPageFetcher } from '../integrations/http/fetch-page';
import { createOutboundAgent } from '../integrations/net/outbound';
import { configuredOpenAiModel } from '../integrations/openai/model';
import { createSourceScout } from '../domain/projects/sources';
import { createTopicGenerator } from '../domain/projects/topic-generation';
import type { ActivityDependencies } from '../activities/dependencies';
import { createProjectSchedules, createProjectRunProbe } from '../engine/project-run';

const USER_AGENT = 'VigilMonitor/1.0 (+https://vigil.dev/bot)';
const ROBOTS_AGENT = 'VigilMonitor';

/**
 * What the project-topics and project-run activities need, from configuration. `sourceDispatcher`
 * replaces the guarded outbound agent (tests standing in for public sites); `reader` is the worker's
 * pool of reading threads, shared by every batch's checker.
 */
export function createProjectDependencies(
  config: Config,
  temporal: Client,
  reader: PageReader,
  sourceDispatcher?: () => Dispatcher,
): Pick<ActivityDependencies, 'topics' | 'sourceScout' | 'projectRun'> {
  const { fetch } = config.monitoring;
  const checkerOptions: SourceCheckerOptions = {
    ...fetch,
    allowPrivateNetworks: config.outbound.allowPrivateNetworks,
    userAgent: USER_AGENT,
    reader,
    pacer: createHostPacer(config.monitoring.hostPacing),
  };
  return {
    topics: createTopicGenerator(configuredOpenAiModel(config.openai, 'topics')),
    sourceScout: createSourceScout({
      ...config.sourceChecks,
      pages: createPageFetcher(
        sourceDispatcher?.() ??
          createOutboundAgent({ allowPrivateNetworks: config.outbound.allowPrivateNetworks, connectTimeoutMs: fetch.timeoutMs }),
      ),
      limits: { timeoutMs: fetch.timeoutMs, maxBodyBytes: fetch.maxBodyBytes, maxRedirects: fetch.maxRedirects, userAgent: USER_AGENT },
      concurrency: Math.min(fetch.concurrency, 16),
      perHostConcurrency: Math.min(fetch.perHostConcurrency, 4),
      robotsAgent: ROBOTS_AGENT,
    }),
    projectRun: {
      batchSize: config.monitoring.batchSize,
      sourceFailingAfter: config.monitoring.sourceFailingAfter,
      schedules: createProjectSchedules(temporal, config.temporal.taskQueue),
      probeRun: createProjectRunProbe(temporal),
      browserQueue: config.browser.enabled ? config.temporal.browserTaskQueue : null,
      createChecker: () => createHttpSourceChecker(checkerOptions, sourceDispatcher?.()),
      secretKey: config.secretKey,
    },
  };
}
