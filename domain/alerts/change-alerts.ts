import type { Config } from '../../platform/config';
import { queueChannelDigests } from './channel-digest';
import type { ChangeJudge } from './judgement';
import { mailDailyDigest, mailImmediateAlerts } from './mailing';
import { judgeRunChanges, queueRunFailed } from './run-changes';
import { announceSourceHealth } from './source-health-alerts';

/** What the worker's judging and alerting activities need, built once per worker process. */
export function createChangeAlerts(config: Pick<Config, 'secretKey' | 'appUrl' | 'baseUrl'>, judge: ChangeJudge) {
  const settings = { secretKey: config.secretKey, appUrl: config.appUrl, baseUrl: config.baseUrl };
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
