import type { ActivityDependencies } from './index';

export function createAlertActivities({ alerts }: ActivityDependencies) {
  return {
    /** Returns the outbox ids of the mails it queued; the calling workflow starts their delivery. */
    mailImmediateAlerts(changeIds: string[]): Promise<string[]> {
      return alerts.mailImmediate(changeIds);
    },
    sendAlertDigest(projectId: string): Promise<string[]> {
      return alerts.mailDigest(projectId, new Date());
    },
  };
}
