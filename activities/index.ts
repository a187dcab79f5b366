import type { createAlertMailer } from '../domain/alerts/alert-mailer';
import type { createMailDelivery } from '../domain/mail/delivery';
import type { createWebhookDelivery } from '../domain/webhooks/delivery';
import { createAlertActivities } from './alerts';
import { createMailActivities } from './mail';
import { createWebhookActivities } from './webhooks';

export interface ActivityDependencies {
  mail: ReturnType<typeof createMailDelivery>;
  webhooks: ReturnType<typeof createWebhookDelivery>;
  alerts: ReturnType<typeof createAlertMailer>;
}

/** Every activity the worker registers; workflows see only this factory's type. */
export function createActivities(dependencies: ActivityDependencies) {
  return {
    ...createMailActivities(dependencies),
    ...createWebhookActivities(dependencies),
    ...createAlertActivities(dependencies),
  };
}
