import type { AnnouncedChanges } from '../domain/alerts/run-changes';
import type { AnnouncedSourceHealth } from '../domain/alerts/source-health-alerts';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDependencies } from './dependencies';

/** Activities that queue mail or webhook deliveries return their ids; the calling workflow starts them. */
export function createAlertActivities({ alerts }: ActivityDependencies) {
  return {
    judgeRunChanges(runId: string): Promise<AnnouncedChanges> {
      return whileHeartbeating(() => alerts.judgeRunChanges(runId));
    },
    queueRunFailedEvent(runId: string): Promise<string[]> {
      return whileHeartbeating(() => alerts.queueRunFailed(runId));
    },
    /** Queues the project's source.failing / source.recovered announcements; the workflow starts them. */
    announceSourceHealth(runId: string): Promise<AnnouncedSourceHealth> {
      return whileHeartbeating(() => alerts.announceSourceHealth(runId));
    },
    mailImmediateAlerts(changeIds: string[]): Promise<string[]> {
      return alerts.mailImmediate(changeIds);
    },
    sendAlertDigest(projectId: string): Promise<string[]> {
      return alerts.mailDigest(projectId, new Date());
    },
    /** `until` (ISO) is the digest's time as the workflow fixed it, so a retry finds the deliveries it queued. */
    queueChannelDigests(projectId: string, until: string): Promise<string[]> {
      return alerts.queueChannelDigests(projectId, new Date(until));
    },
  };
}
