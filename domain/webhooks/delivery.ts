import type { Config } from '../../platform/config';
import { attemptWebhookDelivery, disableEndpointIfStillFailing } from './attempts';
import type { WebhookSender } from './sender';

/** What the worker's webhook activities need, built once per worker process around the sender it is given. */
export function createWebhookDelivery(config: Pick<Config, 'secretKey' | 'appUrl'>, sender: WebhookSender) {
  return {
    attempt: (deliveryId: string, retryInMs: number | null) =>
      attemptWebhookDelivery(deliveryId, retryInMs, { sender, secretKey: config.secretKey }),
    disableEndpointIfStillFailing: (deliveryId: string) => disableEndpointIfStillFailing(deliveryId, config.appUrl),
    close: () => sender.close(),
  };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
