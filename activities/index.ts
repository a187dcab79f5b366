import { createBillingActivities } from './billing';
import { createDomainVerificationActivities } from './domain-verification';
import { createAlertDigestActivities } from './alert-digest';
import { createChangeAlertActivities } from './change-alerts';
import { createMailActivities } from './mail';
import { createMfaGraceActivities } from './mfa-grace';
import { createProjectRunActivities } from './project-run';
import { createProjectTopicActivities } from './project-topics';
import { createRetentionActivities } from './retention';
import { createSourceHealthActivities } from './source-health';
import { createActivityTimingActivities } from './activity-timing';
import { createWebhookDeliveryActivities } from './webhook-delivery';
import type { ActivityDependencies } from './dependencies';

/** Every activity the worker registers; workflows see only this factory's type. */
export function createActivities(dependencies: ActivityDependencies) {
  return {
    ...createMailActivities(dependencies),
    ...createBillingActivities(dependencies),
    ...createProjectTopicActivities(dependencies),
    ...createProjectRunActivities(dependencies),
    ...createDomainVerificationActivities(dependencies),
    ...createMfaGraceActivities(dependencies),
    ...createWebhookDeliveryActivities(dependencies),
    ...createChangeAlertActivities(dependencies),
    ...createSourceHealthActivities(dependencies),
    ...createAlertDigestActivities(dependencies),
    ...createRetentionActivities(dependencies),
    ...createActivityTimingActivities(dependencies),
  };
}
