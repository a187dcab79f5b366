import type { Config } from '../../platform/config';
import { queueChannelDigests } from './channel-digest';
import type { ChangeJudge } from './judgement';
import { queueDigestMail, queueImmediateAlertMail } from './mailing';
import { judgeRunChanges, queueRunFailed } from './run-changes';
import { queueSourceHealthAlerts } from './source-health-alerts';

/** What the worker's judging and alerting activities need, built once per worker process. */
export function createChangeAlerts(config: Pick<Config, 'secretKey' | 'appUrl' | 'baseUrl'>, judge: ChangeJudge) {
  const settings = { secretKey: config.secretKey, appUrl: config.appUrl, baseUrl: config.baseUrl };
  return {
    judgeRunChanges: (runId: string, skip: string[] = []) => judgeRunChanges(runId, judge, settings, { skip }),
    queueRunFailed: (runId: string) => queueRunFailed(runId),
    queueImmediateMail: (changeIds: string[]) => queueImmediateAlertMail(changeIds, settings),
    queueDigestMail: (projectId: string, now: Date) => queueDigestMail(projectId, now, settings),
    queueChannelDigests: (projectId: string, until: Date) => queueChannelDigests(projectId, until, settings),
    queueSourceHealth: (runId: string) => queueSourceHealthAlerts(runId, settings),
  };
}

export type ChangeAlerts = ReturnType<typeof createChangeAlerts>;
