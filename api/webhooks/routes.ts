import { listWebhookDeliveries, queueTestEvent } from '../../domain/webhooks/deliveries';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  updateWebhookEndpoint,
} from '../../domain/webhooks/endpoints';
import { startTestWebhookDeliveries } from '../../engine/webhook-delivery';
import { organizationAccess } from '../auth/access';
import type { ApiDependencies } from '../dependencies';
import { messageSchema, organizationParams } from '../http/common-schemas';
import { paginationQuery } from '../http/pagination';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import { createdWebhookSchema, createWebhookBody, updateWebhookBody, webhookDeliverySchema, webhookParams, webhookSchema } from './schemas';

const tags = ['Webhooks'];

/** Webhook endpoints carry a signing secret and receive the organization's data: owners and admins only. */
const manageWebhooks = organizationAccess(['organization:manage-members'], ['owner', 'admin']);

const base = '/api/user/organizations/{organizationId}/webhooks';

export function createWebhookRoutes({ config, logger, temporal, projectProcesses }: ApiDependencies) {
  const startTestDeliveries = (organizationId: string) =>
    startTestWebhookDeliveries(temporal, config.temporal.taskQueue, logger, organizationId);
  // Endpoints subscribed to `digest.ready` keep their projects' digest schedules (domain/alerts/project-digest.ts).
  const { digestSchedules } = projectProcesses;

  return [
    defineRoute({
      method: 'post',
      path: base,
      summary: 'Add a webhook endpoint; the answer carries its signing secret, shown this once',
      tags,
      access: manageWebhooks,
      request: { params: organizationParams, body: createWebhookBody },
      response: { kind: 'json', status: 201, data: createdWebhookSchema },
      errors: [404, 503],
      handler: (ctx) => createWebhookEndpoint(ctx.params.organizationId, ctx.body, config.secretKey, ctx.actor, digestSchedules),
    }),
    defineRoute({
      method: 'get',
      path: base,
      summary: 'List the webhook endpoints of an organization, oldest first',
      tags,
      access: manageWebhooks,
      request: { params: organizationParams },
      response: { kind: 'json', data: z.array(webhookSchema) },
      errors: [404],
      handler: ({ params }) => listWebhookEndpoints(params.organizationId),
    }),
    defineRoute({
      method: 'get',
      path: `${base}/{webhookId}`,
      summary: 'Get a webhook endpoint',
      tags,
      access: manageWebhooks,
      request: { params: webhookParams },
      response: { kind: 'json', data: webhookSchema },
      errors: [404],
      handler: ({ params }) => getWebhookEndpoint(params.organizationId, params.webhookId),
    }),
    defineRoute({
      method: 'put',
      path: `${base}/{webhookId}`,
      summary: 'Change a webhook endpoint; fields left out stay as they are',
      tags,
      access: manageWebhooks,
      request: { params: webhookParams, body: updateWebhookBody },
      response: { kind: 'json', data: webhookSchema },
      errors: [404, 503],
      handler: (ctx) => updateWebhookEndpoint(ctx.params.organizationId, ctx.params.webhookId, ctx.body, ctx.actor, digestSchedules),
    }),
    defineRoute({
      method: 'delete',
      path: `${base}/{webhookId}`,
      summary: 'Delete a webhook endpoint and its delivery log',
      tags,
      access: manageWebhooks,
      request: { params: webhookParams },
      response: { kind: 'json', data: messageSchema },
      errors: [404, 503],
      handler: async (ctx) => {
        await deleteWebhookEndpoint(ctx.params.organizationId, ctx.params.webhookId, ctx.actor, digestSchedules);
        return { message: 'Webhook deleted' };
      },
    }),
    defineRoute({
      method: 'post',
      path: `${base}/{webhookId}/test`,
      summary: 'Send a signed `webhook.test` event to the endpoint; the delivery runs in the background',
      tags,
      access: manageWebhooks,
      request: { params: webhookParams },
      response: { kind: 'json', status: 202, data: webhookDeliverySchema },
      errors: [404],
      handler: (ctx) =>
        queueTestEvent(ctx.params.organizationId, ctx.params.webhookId, ctx.actor, startTestDeliveries(ctx.params.organizationId)),
    }),
    defineRoute({
      method: 'get',
      path: `${base}/{webhookId}/deliveries`,
      summary: 'List the deliveries to a webhook endpoint, newest first',
      tags,
      access: manageWebhooks,
      request: { params: webhookParams, query: paginationQuery },
      response: { kind: 'page', data: z.array(webhookDeliverySchema) },
      errors: [404],
      handler: ({ params, query }) => listWebhookDeliveries(params.organizationId, params.webhookId, query),
    }),
  ];
}
