import { createTxtLookup } from '../../integrations/dns/txt-lookup';
import { addDomain, deleteDomain, getDomain, listDomains } from '../../domain/domains/domains';
import { verifyDomainNow } from '../../domain/domains/verification';
import { organizationAccess } from '../auth/access';
import type { ApiDependencies } from '../dependencies';
import { messageSchema, organizationParams } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { addDomainBody, domainListSchema, domainParams, domainSchema } from './schemas';

const tags = ['Domains'];
const base = '/api/user/organizations/{organizationId}/domains';
const ownerOnly = organizationAccess(['organization:manage-billing'], ['owner']);

export function createDomainRoutes({ config, domainVerification: verification }: ApiDependencies) {
  const lookup = createTxtLookup(config.dns);
  return [
    defineRoute({
      method: 'get',
      path: base,
      summary: 'List the organization’s domains',
      tags,
      access: organizationAccess(['organization:read']),
      request: { params: organizationParams },
      response: { kind: 'json', data: domainListSchema },
      errors: [404],
      handler: async ({ params }) => ({ domains: await listDomains(params.organizationId) }),
    }),
    defineRoute({
      method: 'post',
      path: base,
      summary: 'Add a domain; publish the returned TXT record to verify it (checked for 72 hours)',
      tags,
      access: ownerOnly,
      request: { params: organizationParams, body: addDomainBody },
      response: { kind: 'json', status: 201, data: domainSchema },
      errors: [404, 409],
      handler: (ctx) => addDomain(ctx.params.organizationId, ctx.body, { verification }, ctx.actor),
    }),
    defineRoute({
      method: 'get',
      path: `${base}/{domainId}`,
      summary: 'Get a domain',
      tags,
      access: organizationAccess(['organization:read']),
      request: { params: domainParams },
      response: { kind: 'json', data: domainSchema },
      errors: [404],
      handler: ({ params }) => getDomain(params.organizationId, params.domainId),
    }),
    defineRoute({
      method: 'delete',
      path: `${base}/{domainId}`,
      summary: 'Remove a domain; its verification stops and it no longer admits anyone',
      tags,
      access: ownerOnly,
      request: { params: domainParams },
      response: { kind: 'json', data: messageSchema },
      errors: [404],
      handler: async (ctx) => {
        await deleteDomain(ctx.params.organizationId, ctx.params.domainId, { verification }, ctx.actor);
        return { message: 'Domain removed' };
      },
    }),
    defineRoute({
      method: 'post',
      path: `${base}/{domainId}/verify`,
      summary: 'Check the domain’s TXT record now and answer the domain with the outcome',
      tags,
      access: ownerOnly,
      request: { params: domainParams },
      response: { kind: 'json', data: domainSchema },
      errors: [404],
      handler: (ctx) => verifyDomainNow(ctx.params.organizationId, ctx.params.domainId, { lookup, verification }, ctx.actor),
    }),
  ];
}
