import { createApiKey, deleteApiKey, getApiKey, listApiKeys, updateApiKey } from '../../domain/auth/api-keys';
import { userAccess } from '../auth/access';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import {
  apiKeyIdQuery,
  apiKeySchema,
  createApiKeyBody,
  createdApiKeySchema,
  deleteApiKeyBody,
  deletedApiKeySchema,
  updateApiKeyBody,
} from './schemas';

const tags = ['API keys'];

export function createApiKeyRoutes() {
  return [
    defineRoute({
      method: 'post',
      path: '/api/auth/api-key/create',
      summary: 'Create an API key; the full key is returned only in this response',
      tags,
      access: userAccess('api-keys:write'),
      request: { body: createApiKeyBody },
      response: { kind: 'json', status: 201, data: createdApiKeySchema },
      handler: (ctx) => createApiKey(ctx.auth.principal, ctx.body, ctx.actor),
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/api-key/list',
      summary: 'List the caller’s API keys, newest first',
      tags,
      access: userAccess('api-keys:read'),
      response: { kind: 'json', data: z.array(apiKeySchema) },
      handler: ({ auth }) => listApiKeys(auth.principal.userId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/api-key/get',
      summary: 'One of the caller’s API keys',
      tags,
      access: userAccess('api-keys:read'),
      request: { query: apiKeyIdQuery },
      response: { kind: 'json', data: apiKeySchema },
      errors: [404],
      handler: ({ auth, query }) => getApiKey(auth.principal.userId, query.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/api-key/update',
      summary: 'Rename, enable or disable an API key, or replace its scopes or metadata',
      tags,
      access: userAccess('api-keys:write'),
      request: { body: updateApiKeyBody },
      response: { kind: 'json', data: apiKeySchema },
      errors: [404],
      handler: (ctx) => {
        const { id, ...changes } = ctx.body;
        return updateApiKey(ctx.auth.principal, id, changes, ctx.actor);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/api-key/delete',
      summary: 'Delete an API key permanently',
      tags,
      access: userAccess('api-keys:delete'),
      request: { body: deleteApiKeyBody },
      response: { kind: 'json', data: deletedApiKeySchema },
      errors: [404],
      handler: async (ctx) => {
        await deleteApiKey(ctx.auth.principal, ctx.body.id, ctx.actor);
        return { success: true as const };
      },
    }),
  ];
}
