import {
  createOAuthApplication,
  deleteOAuthApplication,
  getOAuthApplication,
  listOAuthApplications,
  updateOAuthApplication,
} from '../../domain/oauth/applications';
import { listAuthorizedApplications, revokeAuthorizedApplication } from '../../domain/oauth/consents';
import { organizationAccess, userAccess } from '../auth/access';
import { messageSchema, organizationParams } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import {
  authorizedAppParams,
  authorizedAppSchema,
  createdOAuthAppSchema,
  createOAuthAppBody,
  oauthAppParams,
  oauthAppSchema,
  updateOAuthAppBody,
} from './schemas';

const tags = ['OAuth applications'];

/** Applications act for any user who approves them: registering one is for owners and admins. */
const manageApps = organizationAccess(['organization:manage-members'], ['owner', 'admin']);

const base = '/api/user/organizations/{organizationId}/oauth-apps';

export function createOAuthRoutes() {
  return [
    defineRoute({
      method: 'post',
      path: base,
      summary: 'Register an OAuth application; a confidential one’s client secret is in this answer only',
      tags,
      access: manageApps,
      request: { params: organizationParams, body: createOAuthAppBody },
      response: { kind: 'json', status: 201, data: createdOAuthAppSchema },
      errors: [404],
      handler: (ctx) => createOAuthApplication(ctx.params.organizationId, ctx.body, ctx.actor),
    }),
    defineRoute({
      method: 'get',
      path: base,
      summary: 'List the OAuth applications the organization registered, oldest first',
      tags,
      access: manageApps,
      request: { params: organizationParams },
      response: { kind: 'json', data: z.array(oauthAppSchema) },
      errors: [404],
      handler: ({ params }) => listOAuthApplications(params.organizationId),
    }),
    defineRoute({
      method: 'get',
      path: `${base}/{appId}`,
      summary: 'Get an OAuth application',
      tags,
      access: manageApps,
      request: { params: oauthAppParams },
      response: { kind: 'json', data: oauthAppSchema },
      errors: [404],
      handler: ({ params }) => getOAuthApplication(params.organizationId, params.appId),
    }),
    defineRoute({
      method: 'put',
      path: `${base}/{appId}`,
      summary: 'Change an OAuth application’s name, redirect URIs or scopes; narrowed scopes narrow its tokens at once',
      tags,
      access: manageApps,
      request: { params: oauthAppParams, body: updateOAuthAppBody },
      response: { kind: 'json', data: oauthAppSchema },
      errors: [404],
      handler: (ctx) => updateOAuthApplication(ctx.params.organizationId, ctx.params.appId, ctx.body, ctx.actor),
    }),
    defineRoute({
      method: 'delete',
      path: `${base}/{appId}`,
      summary: 'Delete an OAuth application; every token it holds stops working',
      tags,
      access: manageApps,
      request: { params: oauthAppParams },
      response: { kind: 'json', data: messageSchema },
      errors: [404],
      handler: async (ctx) => {
        await deleteOAuthApplication(ctx.params.organizationId, ctx.params.appId, ctx.actor);
        return { message: 'OAuth application deleted' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/me/authorized-apps',
      summary: 'The applications the caller authorized that still hold a grant, most recently authorized first',
      tags,
      access: userAccess('user:read'),
      response: { kind: 'json', data: z.array(authorizedAppSchema) },
      handler: ({ auth }) => listAuthorizedApplications(auth.principal.userId),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/user/me/authorized-apps/{appId}',
      summary: 'Revoke everything the caller granted an application: its tokens stop working at once',
      tags,
      access: userAccess('user:write'),
      request: { params: authorizedAppParams },
      response: { kind: 'json', data: messageSchema },
      errors: [404],
      handler: async (ctx) => {
        await revokeAuthorizedApplication(ctx.auth.principal.userId, ctx.params.appId, ctx.actor);
        return { message: 'Authorization revoked' };
      },
    }),
  ];
}
