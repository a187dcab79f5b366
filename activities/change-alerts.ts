import type { JudgedRunChanges } from '../domain/alerts/run-changes';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDependencies } from './dependencies';

/** Activities that queue mail or webhook deliveries return their ids; the calling workflow starts them. */
export function createChangeAlertActivities({ alerts }: ActivityDependencies) {
  return {
    judgeRunChanges(runId: string): Promise<JudgedRunChanges> {
      return whileHeartbeating(() => alerts.judgeRunChanges(runId));
    },
    queueRunFailedEvent(runId: string): Promise<string[]> {
      return whileHeartbeating(() => alerts.queueRunFailed(runId));
    },
    /** Registered name kept (recorded in histories): it queues the mails, the workflow starts them. */
    mailImmediateAlerts(changeIds: string[]): Promise<string[]> {
      return alerts.queueImmediateMail(changeIds);
    },
  };
}
