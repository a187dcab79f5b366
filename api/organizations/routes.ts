import {
  createTeamOrganization,
  getOrganization,
  listUserOrganizations,
  updateOrganization,
} from '../../domain/organizations/organizations';
import { organizationAccess, userAccess } from '../auth/access';
import { organizationParams } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import { createOrganizationBody, organizationSchema, organizationSummarySchema, updateOrganizationBody } from './schemas';

const tags = ['Organizations'];

export function createOrganizationRoutes() {
  return [
    defineRoute({
      method: 'get',
      path: '/api/user/organizations',
      summary: 'List the organizations the caller is an active member of',
      tags,
      access: userAccess('user:read'),
      response: { kind: 'json', data: z.array(organizationSummarySchema) },
      handler: ({ auth }) => listUserOrganizations(auth.principal.userId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/user/organizations',
      summary: 'Create a team organization; the caller becomes its owner',
      tags,
      access: userAccess('user:write'),
      request: { body: createOrganizationBody },
      response: { kind: 'json', status: 201, data: organizationSchema },
      handler: (ctx) => {
        const { principal } = ctx.auth;
        return createTeamOrganization(ctx.body, { userId: principal.userId, email: principal.email }, ctx.actor);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/organizations/{organizationId}',
      summary: 'Get an organization',
      tags,
      access: organizationAccess(['organization:read']),
      request: { params: organizationParams },
      response: { kind: 'json', data: organizationSchema },
      errors: [404],
      handler: ({ params }) => getOrganization(params.organizationId),
    }),
    defineRoute({
      method: 'put',
      path: '/api/user/organizations/{organizationId}',
      summary: 'Rename an organization or change its slug',
      tags,
      access: organizationAccess(['organization:manage-members'], ['owner', 'admin']),
      request: { params: organizationParams, body: updateOrganizationBody },
      response: { kind: 'json', data: organizationSchema },
      errors: [404],
      handler: (ctx) => updateOrganization(ctx.params.organizationId, ctx.body, ctx.actor),
    }),
  ];
}
