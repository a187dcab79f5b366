import type { AnnouncedChanges } from '../domain/alerts/run-changes';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDependencies } from './index';

/** Activities that queue mail or webhook deliveries return their ids; the calling workflow starts them. */
export function createAlertActivities({ alerts }: ActivityDependencies) {
  return {
    judgeRunChanges(runId: string): Promise<AnnouncedChanges> {
      return whileHeartbeating(() => alerts.judgeRunChanges(runId));
    },
    queueRunFailedEvent(runId: string): Promise<string[]> {
      return whileHeartbeating(() => alerts.queueRunFailed(runId));
    },
    mailImmediateAlerts(changeIds: string[]): Promise<string[]> {
      return alerts.mailImmediate(changeIds);
    },
    sendAlertDigest(projectId: string): Promise<string[]> {
      return alerts.mailDigest(projectId, new Date());
    },
  };
}
