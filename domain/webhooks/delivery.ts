import type { Config } from '../../platform/config';
import { attemptWebhookDelivery, disableEndpointIfStillFailing } from './attempts';
import { createWebhookSender } from './sender';

/** What the worker's webhook activities need, built once per worker process. */
export function createWebhookDelivery(config: Pick<Config, 'outbound' | 'secretKey' | 'appUrl'>) {
  const sender = createWebhookSender({ allowPrivateNetworks: config.outbound.allowPrivateNetworks });
  return {
    attempt: (deliveryId: string, retryInMs: number | null) =>
      attemptWebhookDelivery(deliveryId, retryInMs, { sender, secretKey: config.secretKey }),
    disableEndpointIfStillFailing: (deliveryId: string) => disableEndpointIfStillFailing(deliveryId, config.appUrl),
    close: () => sender.close(),
  };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
