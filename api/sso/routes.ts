import { deleteSsoConfiguration, getSsoConfiguration, saveSsoConfiguration } from '../../domain/sso/configuration';
import { testSsoConnection } from '../../domain/sso/discovery';
import { organizationAccess } from '../auth/access';
import type { ApiDependencies } from '../dependencies';
import { messageSchema, organizationParams } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { connectionTestSchema, ssoConfigurationBody, ssoConfigurationSchema } from './schemas';

const tags = ['SSO'];
const path = '/api/user/organizations/{organizationId}/settings/sso';

export function createSsoRoutes({ config, fetchDiscoveryDocument }: ApiDependencies) {
  return [
    defineRoute({
      method: 'get',
      path,
      summary: 'Get the organization’s SSO configuration (the client secret is never returned)',
      tags,
      access: organizationAccess(['organization:manage-members']),
      request: { params: organizationParams },
      response: { kind: 'json', data: ssoConfigurationSchema },
      errors: [404],
      handler: ({ params }) => getSsoConfiguration(params.organizationId),
    }),
    defineRoute({
      method: 'put',
      path,
      summary: 'Configure OIDC single sign-on (owner); redirect URI {base_url}/api/auth/sso/callback',
      tags,
      access: organizationAccess(['organization:manage-billing'], ['owner']),
      request: { params: organizationParams, body: ssoConfigurationBody },
      response: { kind: 'json', data: ssoConfigurationSchema },
      errors: [404],
      handler: (ctx) => saveSsoConfiguration(ctx.params.organizationId, ctx.body, { secretKey: config.secretKey }, ctx.actor),
    }),
    defineRoute({
      method: 'delete',
      path,
      summary: 'Remove the SSO configuration (owner)',
      tags,
      access: organizationAccess(['organization:manage-billing'], ['owner']),
      request: { params: organizationParams },
      response: { kind: 'json', data: messageSchema },
      errors: [404],
      handler: async (ctx) => {
        await deleteSsoConfiguration(ctx.params.organizationId, ctx.actor);
        return { message: 'SSO configuration removed' };
      },
    }),
    defineRoute({
      method: 'post',
      path: `${path}/test`,
      summary: 'Run OIDC discovery against the saved issuer and report what was found',
      tags,
      access: organizationAccess(['organization:manage-members']),
      request: { params: organizationParams },
      response: { kind: 'json', data: connectionTestSchema },
      errors: [404],
      handler: ({ params }) => testSsoConnection(params.organizationId, fetchDiscoveryDocument, config.outbound.allowPrivateNetworks),
    }),
  ];
}
