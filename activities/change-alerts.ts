import type { JudgedRunChanges } from '../domain/alerts/run-changes';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDependencies } from './dependencies';

/** Activities that queue mail or webhook deliveries return their ids; the calling workflow starts them. */
export function createChangeAlertActivities({ alerts }: ActivityDependencies) {
  return {
    /** `skip`: changes whose judgement failed in the run's earlier passes (absent in histories from before the passes). */
    judgeRunChanges(runId: string, skip: string[] = []): Promise<JudgedRunChanges> {
      return whileHeartbeating(() => alerts.judgeRunChanges(runId, skip));
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
