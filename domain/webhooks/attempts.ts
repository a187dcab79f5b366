import { WebhookDeliveryModel, WebhookEndpointModel } from '../../models/webhooks';
import { recordAudit } from '../audit/audit-log';
import { queueMail } from '../mail/outbox';
import { ownerAddresses } from '../organizations/owners';
import { decryptSecret } from '../shared/secrets';
import { renderMessage } from './formats';
import type { WebhookMessage } from './payloads';
import type { WebhookSender } from './sender';
import { db } from '../../models/db';

/** `retry`: failed, another attempt is due; `failed`: failed with no attempt left; `abandoned`: nothing to send to any more. */
export type AttemptOutcome = 'succeeded' | 'retry' | 'failed' | 'abandoned';

export interface AttemptDependencies {
  sender: WebhookSender;
  secretKey: string;
}

/**
 * One attempt of one delivery, recorded on the delivery. The `webhook-id` is the delivery id, so every
 * retry carries the same id. `retryInMs` is when the next attempt comes if this one fails (null: none).
 */
export async function attemptWebhookDelivery(
  deliveryId: string,
  retryInMs: number | null,
  { sender, secretKey }: AttemptDependencies,
): Promise<AttemptOutcome> {
  const delivery = await WebhookDeliveryModel.findByPk(deliveryId);
  if (!delivery) return 'abandoned';
  if (delivery.status !== 'pending') return delivery.status;
  const endpoint = await WebhookEndpointModel.findByPk(delivery.endpointId, { raw: true });
  if (!endpoint || (!endpoint.enabled && delivery.event !== 'webhook.test')) {
    await delivery.update({
      status: 'failed',
      lastError: endpoint ? 'The endpoint is disabled' : 'The endpoint was deleted',
      nextRetryAt: null,
    });
    return 'abandoned';
  }
  const rendered = renderMessage(endpoint.format, delivery.payload as unknown as WebhookMessage);
  const result = await sender.send({
    url: endpoint.url,
    messageId: delivery.id,
    ...rendered,
    secret: decryptSecret(endpoint.secretSealed, secretKey),
  });
  const attempts = delivery.attempts + 1;
  if (result.ok) {
    await delivery.update({
      status: 'succeeded',
      attempts,
      lastResponseCode: result.responseCode,
      lastError: null,
      nextRetryAt: null,
      deliveredAt: new Date(),
    });
    await WebhookEndpointModel.update({ failingSince: null }, { where: { id: endpoint.id } });
    return 'succeeded';
  }
  const nextRetryAt = retryInMs === null ? null : new Date(Date.now() + retryInMs);
  await delivery.update({
    status: nextRetryAt ? 'pending' : 'failed',
    attempts,
    lastResponseCode: result.responseCode,
    lastError: result.error,
    nextRetryAt,
  });
  await WebhookEndpointModel.update({ failingSince: new Date() }, { where: { id: endpoint.id, failingSince: null } });
  return nextRetryAt ? 'retry' : 'failed';
}

/**
 * After a delivery used up its retries: an endpoint with no successful delivery since it started
 * failing (so for about a day at least) is disabled and its owners are told by mail. Returns the
 * outbox ids of those mails; the workflow starts their delivery.
 */
export async function disableEndpointIfStillFailing(deliveryId: string, appUrl: string): Promise<string[]> {
  return db.transaction(async (transaction) => {
    const delivery = await WebhookDeliveryModel.findByPk(deliveryId, { raw: true, transaction });
    if (!delivery) return [];
    const endpoint = await WebhookEndpointModel.findByPk(delivery.endpointId, { transaction, lock: true });
    if (!endpoint || !endpoint.enabled || endpoint.failingSince === null) return [];
    const reason = `Deliveries have failed since ${endpoint.failingSince.toISOString()} (last error: ${delivery.lastError ?? 'unknown'})`;
    await endpoint.update({ enabled: false, disabledReason: reason }, { transaction });
    const context = { principal: null, ipAddress: null, userAgent: null, requestId: `webhook-delivery/${deliveryId}` };
    await recordAudit(
      {
        organizationId: endpoint.organizationId,
        action: 'webhook.disabled',
        resourceType: 'webhook',
        resourceId: endpoint.id,
        metadata: { reason },
      },
      context,
      transaction,
    );
    const owners = await ownerAddresses(endpoint.organizationId);
    const outboxIds: string[] = [];
    for (const to of owners) {
      const mail = {
        purpose: 'Webhook disabled notice',
        to,
        subject: 'A Vigil webhook was disabled after failing deliveries',
        text: `Vigil stopped sending to the webhook ${endpoint.url} because its deliveries kept failing.\n\n${reason}.\n\nFix the receiver, send a test event, then enable the webhook again in ${appUrl}.\n`,
      };
      // The delivery workflow starts these mails itself once this transaction has committed.
      outboxIds.push(await queueMail(mail, async () => undefined, transaction));
    }
    return outboxIds;
  });
}
