import { randomBytes } from 'node:crypto';
import { Op, type InferAttributes, type Transaction } from 'sequelize';
import { ProjectModel } from '../../models/projects';
import { WebhookEndpointModel, type WebhookEvent, type WebhookFormat } from '../../models/webhooks';
import { recordAudit } from '../audit/audit-log';
import { NotFoundError, ValidationError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import { followEndpointWithDigests } from '../alerts/project-digest';
import type { AlertDigestSchedules } from '../alerts/recipients';
import { encryptSecret } from '../shared/secrets';
import { db } from '../../models/db';

export interface WebhookEndpoint {
  id: string;
  organizationId: string;
  url: string;
  events: WebhookEvent[];
  /** null: every project of the organization. */
  projectIds: string[] | null;
  onlyRelevant: boolean;
  format: WebhookFormat;
  enabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  /** The Standard Webhooks signing secret (`whsec_…`), returned at creation only. */
  secret: string;
}

export interface WebhookEndpointInput {
  url: string;
  events: WebhookEvent[];
  projectIds?: string[] | null;
  onlyRelevant?: boolean;
  format?: WebhookFormat;
}

export interface WebhookEndpointUpdate extends Partial<WebhookEndpointInput> {
  enabled?: boolean;
}

type EndpointRow = InferAttributes<WebhookEndpointModel>;

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64, the form every Standard Webhooks library accepts. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export async function createWebhookEndpoint(
  organizationId: string,
  input: WebhookEndpointInput,
  secretKey: string,
  context: ActorContext,
  schedules: AlertDigestSchedules,
): Promise<CreatedWebhookEndpoint> {
  const secret = newSigningSecret();
  return db.transaction(async (transaction) => {
    const projectIds = await checkedProjectIds(organizationId, input.projectIds ?? null, transaction);
    const row = await WebhookEndpointModel.create(
      {
        id: newId(),
        organizationId,
        createdByUserId: context.principal?.userId ?? null,
        url: input.url,
        events: unique(input.events),
        projectIds,
        onlyRelevant: input.onlyRelevant ?? true,
        format: input.format ?? 'standard',
        secretSealed: encryptSecret(secret, secretKey),
      },
      { transaction },
    );
    const endpoint = toEndpoint(row.get({ plain: true }));
    await followEndpointWithDigests(organizationId, null, endpoint, schedules, transaction);
    await recordAudit(
      {
        organizationId,
        action: 'webhook.created',
        resourceType: 'webhook',
        resourceId: endpoint.id,
        metadata: { url: endpoint.url, events: endpoint.events, format: endpoint.format },
      },
      context,
      transaction,
    );
    return { ...endpoint, secret };
  });
}

export async function listWebhookEndpoints(organizationId: string): Promise<WebhookEndpoint[]> {
  const rows = await WebhookEndpointModel.findAll({
    where: { organizationId },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    raw: true,
  });
  return rows.map(toEndpoint);
}

export async function getWebhookEndpoint(organizationId: string, webhookId: string, transaction?: Transaction): Promise<WebhookEndpoint> {
  return toEndpoint(await findEndpointRow(organizationId, webhookId, transaction));
}

/** Replaces the given fields; re-enabling an endpoint clears the failure that disabled it. */
export async function updateWebhookEndpoint(
  organizationId: string,
  webhookId: string,
  input: WebhookEndpointUpdate,
  context: ActorContext,
  schedules: AlertDigestSchedules,
): Promise<WebhookEndpoint> {
  return db.transaction(async (transaction) => {
    const row = await WebhookEndpointModel.findOne({ where: { id: webhookId, organizationId }, transaction, lock: true });
    if (!row) throw new NotFoundError('Webhook');
    const changes: Partial<EndpointRow> = {};
    if (input.url !== undefined) changes.url = input.url;
    if (input.events !== undefined) changes.events = unique(input.events);
    if (input.projectIds !== undefined) changes.projectIds = await checkedProjectIds(organizationId, input.projectIds, transaction);
    if (input.onlyRelevant !== undefined) changes.onlyRelevant = input.onlyRelevant;
    if (input.format !== undefined) changes.format = input.format;
    if (input.enabled !== undefined && input.enabled !== row.enabled) {
      Object.assign(
        changes,
        input.enabled
          ? { enabled: true, disabledReason: null, failingSince: null }
          : { enabled: false, disabledReason: 'Disabled by a member' },
      );
    }
    const before = toEndpoint(row.get({ plain: true }));
    await row.update(changes, { transaction });
    await followEndpointWithDigests(organizationId, before, toEndpoint(row.get({ plain: true })), schedules, transaction);
    await recordAudit(
      {
        organizationId,
        action: 'webhook.updated',
        resourceType: 'webhook',
        resourceId: webhookId,
        metadata: { fields: Object.keys(changes) },
      },
      context,
      transaction,
    );
    return toEndpoint(row.get({ plain: true }));
  });
}

/** Deleting an endpoint also deletes its delivery log; deliveries still retrying stop at their next attempt. */
export async function deleteWebhookEndpoint(
  organizationId: string,
  webhookId: string,
  context: ActorContext,
  schedules: AlertDigestSchedules,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const row = await findEndpointRow(organizationId, webhookId, transaction);
    await WebhookEndpointModel.destroy({ where: { id: webhookId }, transaction });
    await followEndpointWithDigests(organizationId, row, null, schedules, transaction);
    await recordAudit(
      { organizationId, action: 'webhook.deleted', resourceType: 'webhook', resourceId: webhookId, metadata: { url: row.url } },
      context,
      transaction,
    );
  });
}

async function findEndpointRow(organizationId: string, webhookId: string, transaction?: Transaction): Promise<EndpointRow> {
  const row = await WebhookEndpointModel.findOne({ where: { id: webhookId, organizationId }, raw: true, transaction });
  if (!row) throw new NotFoundError('Webhook');
  return row;
}

/** Every listed project must belong to the organization; another organization's project reads as unknown. */
async function checkedProjectIds(organizationId: string, projectIds: string[] | null, transaction: Transaction): Promise<string[] | null> {
  if (projectIds === null) return null;
  const wanted = unique(projectIds);
  const found = await ProjectModel.count({ where: { organizationId, id: { [Op.in]: wanted } }, transaction });
  if (found !== wanted.length) throw ValidationError.single('projectIds', 'lists a project that does not exist in this organization');
  return wanted;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    organizationId: row.organizationId,
    url: row.url,
    events: row.events,
    projectIds: row.projectIds,
    onlyRelevant: row.onlyRelevant,
    format: row.format,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
