import { DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_FORMATS } from '../../models/webhooks';
import { httpUrl, timestamp, uuidParam } from '../http/common-schemas';
import { z } from '../http/zod';

const eventField = z.enum(WEBHOOK_EVENTS).openapi('WebhookEvent', {
  description:
    '`change.detected` for each change found by a run, `run.failed` when a run fails, `source.failing` once when a source has failed SOURCE_FAILING_AFTER checks in a row (status `failing`, or `blocked` for a bot wall), or at once when its sign-in failed (status `auth_failed`), `source.recovered` once when it works again, `digest.ready` once a day at the project’s digest time (09:00 in its timezone) with the changes announced since the endpoint’s previous digest, when there are any',
});

const formatField = z.enum(WEBHOOK_FORMATS).openapi('WebhookFormat', {
  description:
    'The channel the URL belongs to, which decides the body posted: `standard`, a Standard Webhooks JSON message (`type`, `timestamp`, `data`); `slack`, a `text` message for a Slack-compatible incoming-webhook URL; `teams`, a message with one Adaptive Card for a Microsoft Teams Workflows webhook URL; `discord`, an embed for a Discord webhook URL (mentions disabled); `ntfy`, a plain-text publish to an ntfy topic URL (title, priority, tags, click URL as headers). Every format is signed with the Standard Webhooks headers.',
});

const urlField = httpUrl('must be an http or https URL', 2000)
  .refine((url) => !new URL(url).username && !new URL(url).password, 'must not contain credentials')
  .openapi({ example: 'https://hooks.example.com/vigil' });

const projectIdsField = z
  .array(z.uuid({ error: 'must be a UUID' }))
  .max(100, 'must list at most 100 projects')
  .nullable()
  .openapi({ description: 'Only events of these projects; null or absent for every project of the organization' });

const onlyRelevantField = z.boolean().openapi({
  description:
    'Leave out changes judged not relevant (default true), from `change.detected` and from the changes a `digest.ready` lists; changes that could not be judged are sent, with `relevant: null`',
});

export const createWebhookBody = z
  .object({
    url: urlField,
    events: z.array(eventField).min(1, 'must list at least one event'),
    projectIds: projectIdsField.optional(),
    onlyRelevant: onlyRelevantField.optional(),
    format: formatField.optional().openapi({ description: 'Default `standard`' }),
  })
  .openapi('CreateWebhookRequest');

export const updateWebhookBody = z
  .object({
    url: urlField.optional(),
    events: z.array(eventField).min(1, 'must list at least one event').optional(),
    projectIds: projectIdsField.optional(),
    onlyRelevant: onlyRelevantField.optional(),
    format: formatField.optional(),
    enabled: z
      .boolean()
      .optional()
      .openapi({ description: 'false pauses deliveries; true re-enables an endpoint disabled after failures' }),
  })
  .openapi('UpdateWebhookRequest');

export const webhookSchema = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    url: z.string(),
    events: z.array(eventField),
    projectIds: z.array(z.uuid()).nullable(),
    onlyRelevant: z.boolean(),
    format: formatField,
    enabled: z.boolean(),
    disabledReason: z.string().nullable().openapi({ description: 'Why deliveries stopped, when the endpoint is disabled' }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .openapi('Webhook');

export const createdWebhookSchema = webhookSchema
  .extend({
    secret: z.string().openapi({
      description: 'The signing secret (`whsec_…`); shown in this answer only',
      example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    }),
  })
  .openapi('CreatedWebhook');

export const webhookDeliverySchema = z
  .object({
    id: z.uuid().openapi({ description: 'Also the `webhook-id` header of every attempt' }),
    webhookId: z.uuid(),
    event: z.enum([...WEBHOOK_EVENTS, 'webhook.test']),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int(),
    lastResponseCode: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'null when no response came (refused, timed out, blocked address)' }),
    lastError: z.string().nullable(),
    nextRetryAt: timestamp().nullable(),
    deliveredAt: timestamp().nullable(),
    createdAt: timestamp(),
  })
  .openapi('WebhookDelivery');

export const webhookParams = z.object({ organizationId: uuidParam('Organization id'), webhookId: uuidParam('Webhook id') });
