import type { AttemptOutcome } from '../domain/webhooks/attempts';
import { findUndispatchedWebhookDeliveries, type UndispatchedDelivery } from '../domain/webhooks/deliveries';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDependencies } from './dependencies';

/** A delivery is stranded once it has waited this long without a single attempt. */
const STRANDED_AFTER_MS = 60_000;
const DISPATCH_BATCH = 100;

export function createWebhookDeliveryActivities({ webhooks }: ActivityDependencies) {
  return {
    attemptWebhookDelivery(deliveryId: string, retryInMs: number | null): Promise<AttemptOutcome> {
      return whileHeartbeating(() => webhooks.attempt(deliveryId, retryInMs));
    },
    disableFailingWebhookEndpoint(deliveryId: string): Promise<string[]> {
      return whileHeartbeating(() => webhooks.disableEndpointIfStillFailing(deliveryId));
    },
    findUndispatchedWebhookDeliveries(): Promise<UndispatchedDelivery[]> {
      return findUndispatchedWebhookDeliveries(STRANDED_AFTER_MS, DISPATCH_BATCH);
    },
  };
}
