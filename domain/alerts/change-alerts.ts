import type { Config } from '../../platform/config';
import { queueChannelDigests } from './channel-digest';
import { createChangeJudge } from './judge';
import { mailDailyDigest, mailImmediateAlerts } from './mailing';
import { judgeRunChanges, queueRunFailed } from './run-changes';
import { announceSourceHealth } from './source-health-alerts';

/** What the worker's judging and alerting activities need, built once per worker process. */
export function createChangeAlerts(config: Pick<Config, 'secretKey' | 'appUrl' | 'baseUrl' | 'openai'>) {
  const settings = { secretKey: config.secretKey, appUrl: config.appUrl, baseUrl: config.baseUrl };
  const judge = createChangeJudge(config);
  return {
    judgeRunChanges: (runId: string) => judgeRunChanges(runId, judge, settings),
    queueRunFailed: (runId: string) => queueRunFailed(runId),
    mailImmediate: (changeIds: string[]) => mailImmediateAlerts(changeIds, settings),
    mailDigest: (projectId: string, now: Date) => mailDailyDigest(projectId, now, settings),
    queueChannelDigests: (projectId: string, until: Date) => queueChannelDigests(projectId, until, settings),
    announceSourceHealth: (runId: string) => announceSourceHealth(runId, settings),
  };
}

export type ChangeAlerts = ReturnType<typeof createChangeAlerts>;
