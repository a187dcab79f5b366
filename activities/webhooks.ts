import type { AttemptOutcome } from '../domain/webhooks/attempts';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDependencies } from './dependencies';

export function createWebhookActivities({ webhooks }: ActivityDependencies) {
  return {
    attemptWebhookDelivery(deliveryId: string, retryInMs: number | null): Promise<AttemptOutcome> {
      return whileHeartbeating(() => webhooks.attempt(deliveryId, retryInMs));
    },
    disableFailingWebhookEndpoint(deliveryId: string): Promise<string[]> {
      return whileHeartbeating(() => webhooks.disableEndpointIfStillFailing(deliveryId));
    },
  };
}
