import { createSecret, deleteSecret, listSecrets, replaceSecret } from '../../domain/secrets/secrets';
import { organizationAccess } from '../auth/access';
import type { ApiDependencies } from '../dependencies';
import { messageSchema, organizationParams } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import { createSecretBody, replaceSecretBody, secretParams, secretSchema } from './schemas';

const tags = ['Secrets'];

/** Secrets sign Vigil in to other sites as the organization: owners and admins manage them. */
const manageSecrets = organizationAccess(['organization:manage-members'], ['owner', 'admin']);

const base = '/api/user/organizations/{organizationId}/secrets';

export function createSecretRoutes({ config }: ApiDependencies) {
  const deps = { secretKey: config.secretKey };
  return [
    defineRoute({
      method: 'post',
      path: base,
      summary: 'Store a named secret for sources’ sign-ins (`{{secret:NAME}}`); its value is never returned',
      tags,
      access: manageSecrets,
      request: { params: organizationParams, body: createSecretBody },
      response: { kind: 'json', status: 201, data: secretSchema },
      errors: [404],
      handler: (ctx) => createSecret(ctx.params.organizationId, ctx.body, deps, ctx.actor),
    }),
    defineRoute({
      method: 'get',
      path: base,
      summary: 'List the names of the organization’s secrets',
      tags,
      access: manageSecrets,
      request: { params: organizationParams },
      response: { kind: 'json', data: z.array(secretSchema) },
      errors: [404],
      handler: ({ params }) => listSecrets(params.organizationId),
    }),
    defineRoute({
      method: 'put',
      path: `${base}/{name}`,
      summary: 'Replace a secret’s value (a changed password); sources sign in with it on their next run',
      tags,
      access: manageSecrets,
      request: { params: secretParams, body: replaceSecretBody },
      response: { kind: 'json', data: secretSchema },
      errors: [404],
      handler: (ctx) => replaceSecret(ctx.params.organizationId, ctx.params.name, ctx.body.value, deps, ctx.actor),
    }),
    defineRoute({
      method: 'delete',
      path: `${base}/{name}`,
      summary: 'Delete a secret no source uses (409 while one does)',
      tags,
      access: manageSecrets,
      request: { params: secretParams },
      response: { kind: 'json', data: messageSchema },
      errors: [404, 409],
      handler: async (ctx) => {
        await deleteSecret(ctx.params.organizationId, ctx.params.name, ctx.actor);
        return { message: 'Secret deleted' };
      },
    }),
  ];
}
