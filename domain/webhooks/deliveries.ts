import { type CreationAttributes, type InferAttributes, type Transaction } from 'sequelize';
import { WebhookDeliveryModel, type DeliveredEvent, type DeliveryStatus, type WebhookEvent } from '../../models/webhooks';
import { recordAudit } from '../audit/audit-log';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import { getWebhookEndpoint } from './endpoints';
import { channelAudience, type EventScope } from '../alerts/audience';
import { webhookMessage, type EventData } from './payloads';
import { db } from '../../models/db';

export type { EventScope } from '../alerts/audience';

export interface WebhookDelivery {
  id: string;
  webhookId: string;
  event: DeliveredEvent;
  status: DeliveryStatus;
  attempts: number;
  lastResponseCode: number | null;
  lastError: string | null;
  nextRetryAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

/** Starts durable delivery of stored deliveries (one Temporal workflow each), after their transaction commits. */
export type StartWebhookDeliveries = (deliveryIds: string[]) => Promise<void>;

/**
 * Stores one delivery per endpoint that subscribed to the event, in the caller's transaction, and
 * hands them to delivery after commit. Returns the delivery ids.
 */
export async function queueWebhookEvent<E extends WebhookEvent>(
  event: E,
  scope: EventScope,
  data: EventData[E],
  startDeliveries: StartWebhookDeliveries,
  transaction: Transaction,
): Promise<string[]> {
  const [ids] = await queueWebhookEvents(event, [{ scope, data }], startDeliveries, transaction);
  return ids!;
}

/**
 * Many occurrences of one event at once (a run's changes): each scope's audience is read once and every
 * delivery is stored in one statement. Returns each occurrence's delivery ids, in order.
 */
export async function queueWebhookEvents<E extends WebhookEvent>(
  event: E,
  occurrences: Array<{ scope: EventScope; data: EventData[E] }>,
  startDeliveries: StartWebhookDeliveries,
  transaction: Transaction,
): Promise<string[][]> {
  const audiences = new Map<string, Awaited<ReturnType<typeof channelAudience>>>();
  const now = new Date();
  const rows: Array<CreationAttributes<WebhookDeliveryModel>> = [];
  const ids: string[][] = [];
  for (const { scope, data } of occurrences) {
    const key = `${scope.organizationId} ${scope.projectId} ${String(scope.relevant)}`;
    if (!audiences.has(key)) audiences.set(key, await channelAudience(event, scope, transaction));
    const message = webhookMessage(event, data, now);
    const own = audiences.get(key)!.map((endpoint) => ({ id: newId(), endpointId: endpoint.id, event, payload: { ...message } }));
    rows.push(...own);
    ids.push(own.map((row) => row.id));
  }
  if (rows.length === 0) return ids;
  await WebhookDeliveryModel.bulkCreate(rows, { transaction });
  transaction.afterCommit(() => startDeliveries(rows.map((row) => row.id)));
  return ids;
}

/** A signed `webhook.test` message to one endpoint, enabled or not, so a receiver can be checked before re-enabling it. */
export async function queueTestEvent(
  organizationId: string,
  webhookId: string,
  context: ActorContext,
  startDeliveries: StartWebhookDeliveries,
): Promise<WebhookDelivery> {
  return db.transaction(async (transaction) => {
    const endpoint = await getWebhookEndpoint(organizationId, webhookId, transaction);
    const message = webhookMessage('webhook.test', { webhookId: endpoint.id, organizationId }, new Date());
    const row = await WebhookDeliveryModel.create(
      { id: newId(), endpointId: endpoint.id, event: 'webhook.test', payload: { ...message } },
      { transaction },
    );
    await recordAudit(
      { organizationId, action: 'webhook.tested', resourceType: 'webhook', resourceId: endpoint.id, metadata: { deliveryId: row.id } },
      context,
      transaction,
    );
    transaction.afterCommit(() => startDeliveries([row.id]));
    return toDelivery(row.get({ plain: true }));
  });
}

/** A stored delivery whose workflow never started, with the organization its endpoint belongs to. */
export interface UndispatchedDelivery {
  deliveryId: string;
  organizationId: string;
}

/**
 * Deliveries whose workflow never began: pending, no attempt made, and older than `olderThanMs`, as when
 * Temporal could not be reached right after the commit that stored them. Oldest first.
 */
export function findUndispatchedWebhookDeliveries(olderThanMs: number, limit: number): Promise<UndispatchedDelivery[]> {
  return db.rows<UndispatchedDelivery>(
    `SELECT d.id AS "deliveryId", e.organization_id AS "organizationId"
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
      WHERE d.status = 'pending' AND d.attempts = 0 AND d.created_at < now() - make_interval(secs => $1)
      ORDER BY d.created_at
      LIMIT $2`,
    [olderThanMs / 1000, limit],
  );
}

export async function listWebhookDeliveries(organizationId: string, webhookId: string, page: { offset: number; limit: number }) {
  await getWebhookEndpoint(organizationId, webhookId);
  const { rows, count } = await WebhookDeliveryModel.findAndCountAll({
    where: { endpointId: webhookId },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    offset: page.offset,
    limit: page.limit,
    raw: true,
  });
  return { items: rows.map(toDelivery), total: count, ...page };
}

function toDelivery(row: InferAttributes<WebhookDeliveryModel>): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.endpointId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastResponseCode: row.lastResponseCode,
    lastError: row.lastError,
    nextRetryAt: row.nextRetryAt,
    deliveredAt: row.deliveredAt,
    createdAt: row.createdAt,
  };
}
