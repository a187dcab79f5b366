import { enforceMfaIfDue, queueMfaReminders, readMfaGracePlan } from '../domain/policies/mfa-grace';
import type { ActivityDependencies } from './dependencies';

export function createMfaGraceActivities({ appUrl }: ActivityDependencies) {
  return {
    readMfaGracePlan: (organizationId: string) => readMfaGracePlan(organizationId),
    queueMfaReminders: (organizationId: string, stage: 'started' | 'ending', endsAt: string) =>
      queueMfaReminders(organizationId, stage, endsAt, appUrl),
    enforceMfaIfDue: (organizationId: string, endsAt: string) => enforceMfaIfDue(organizationId, endsAt),
  };
}
