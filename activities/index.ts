import { createBillingActivities } from './billing';
import { createDomainActivities } from './domains';
import { createAlertActivities } from './alerts';
import { createMailActivities } from './mail';
import { createMfaGraceActivities } from './mfa-grace';
import { createProjectRunActivities } from './project-run';
import { createProjectTopicActivities } from './project-topics';
import { createRetentionActivities } from './retention';
import { createTimingActivities } from './timing';
import { createWebhookActivities } from './webhooks';
import type { ActivityDependencies } from './dependencies';

/** Every activity the worker registers; workflows see only this factory's type. */
export function createActivities(dependencies: ActivityDependencies) {
  return {
    ...createMailActivities(dependencies),
    ...createBillingActivities(dependencies),
    ...createProjectTopicActivities(dependencies),
    ...createProjectRunActivities(dependencies),
    ...createDomainActivities(dependencies),
    ...createMfaGraceActivities(dependencies),
    ...createWebhookActivities(dependencies),
    ...createAlertActivities(dependencies),
    ...createRetentionActivities(dependencies),
    ...createTimingActivities(dependencies),
  };
}
