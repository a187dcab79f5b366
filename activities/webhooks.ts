import type { AttemptOutcome } from '../domain/webhooks/attempts';
import type { ActivityDependencies } from './index';

export function createWebhookActivities({ webhooks }: ActivityDependencies) {
  return {
    attemptWebhookDelivery(deliveryId: string, retryInMs: number | null): Promise<AttemptOutcome> {
      return webhooks.attempt(deliveryId, retryInMs);
    },
    disableFailingWebhookEndpoint(deliveryId: string): Promise<string[]> {
      return webhooks.disableEndpointIfStillFailing(deliveryId);
    },
  };
}
