import type { createMailDelivery } from '../domain/mail/delivery';
import type { createWebhookDelivery } from '../domain/webhooks/delivery';
import { createMailActivities } from './mail';
import { createWebhookActivities } from './webhooks';

export interface ActivityDependencies {
  mail: ReturnType<typeof createMailDelivery>;
  webhooks: ReturnType<typeof createWebhookDelivery>;
}

/** Every activity the worker registers; workflows see only this factory's type. */
export function createActivities(dependencies: ActivityDependencies) {
  return {
    ...createMailActivities(dependencies),
    ...createWebhookActivities(dependencies),
  };
}
