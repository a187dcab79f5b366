import type { QueuedSourceHealthAlerts } from '../domain/alerts/source-health-alerts';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDependencies } from './dependencies';

export function createSourceHealthActivities({ alerts }: ActivityDependencies) {
  return {
    /**
     * Queues the project's source.failing / source.recovered events and mails; the workflow starts them.
     * Registered name kept (recorded in histories).
     */
    announceSourceHealth(runId: string): Promise<QueuedSourceHealthAlerts> {
      return whileHeartbeating(() => alerts.queueSourceHealth(runId));
    },
  };
}
