import type { ActivityDependencies } from './dependencies';

/** Activities that queue mail or webhook deliveries return their ids; the calling workflow starts them. */
export function createAlertDigestActivities({ alerts }: ActivityDependencies) {
  return {
    /** Registered name kept (recorded in histories): it queues the digest mails, the workflow starts them. */
    sendAlertDigest(projectId: string): Promise<string[]> {
      return alerts.queueDigestMail(projectId, new Date());
    },
    /** `until` (ISO) is the digest's time as the workflow fixed it, so a retry finds the deliveries it queued. */
    queueChannelDigests(projectId: string, until: string): Promise<string[]> {
      return alerts.queueChannelDigests(projectId, new Date(until));
    },
  };
}
