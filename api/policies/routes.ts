import { getMfaCompliance, getMfaSettings, updateMfaSettings } from '../../domain/policies/mfa';
import { getSecuritySettings, updateSecuritySettings } from '../../domain/policies/security';
import { organizationAccess } from '../auth/access';
import type { ApiDependencies } from '../dependencies';
import { organizationParams } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { mfaComplianceSchema, mfaSettingsBody, mfaSettingsSchema, securitySettingsBody, securitySettingsSchema } from './schemas';

const base = '/api/user/organizations/{organizationId}';

export function createPolicyRoutes({ mfaGrace: grace }: ApiDependencies) {
  const ownerOnly = organizationAccess(['organization:manage-members'], ['owner']);
  return [
    defineRoute({
      method: 'get',
      path: `${base}/settings/security`,
      summary: 'Get the organization’s sign-in policy (owner)',
      tags: ['Security settings'],
      access: ownerOnly,
      request: { params: organizationParams },
      response: { kind: 'json', data: securitySettingsSchema },
      errors: [404],
      handler: ({ params }) => getSecuritySettings(params.organizationId),
    }),
    defineRoute({
      method: 'put',
      path: `${base}/settings/security`,
      summary: 'Set the organization’s sign-in policy (owner)',
      tags: ['Security settings'],
      access: ownerOnly,
      request: { params: organizationParams, body: securitySettingsBody },
      response: { kind: 'json', data: securitySettingsSchema },
      errors: [404],
      handler: (ctx) => updateSecuritySettings(ctx.params.organizationId, ctx.body, { grace }, ctx.actor),
    }),
    defineRoute({
      method: 'get',
      path: `${base}/mfa`,
      summary: 'Get the MFA requirement and its grace period',
      tags: ['MFA'],
      access: organizationAccess(['organization:read']),
      request: { params: organizationParams },
      response: { kind: 'json', data: mfaSettingsSchema },
      errors: [404],
      handler: ({ params }) => getMfaSettings(params.organizationId),
    }),
    defineRoute({
      method: 'put',
      path: `${base}/mfa`,
      summary: 'Require MFA, with an optional grace period in days before it is enforced (owner or admin)',
      tags: ['MFA'],
      access: organizationAccess(['organization:manage-members'], ['owner', 'admin']),
      request: { params: organizationParams, body: mfaSettingsBody },
      response: { kind: 'json', data: mfaSettingsSchema },
      errors: [404],
      handler: (ctx) => updateMfaSettings(ctx.params.organizationId, ctx.body, { grace }, ctx.actor),
    }),
    defineRoute({
      method: 'get',
      path: `${base}/mfa/compliance`,
      summary: 'Which active members have two-factor authentication on',
      tags: ['MFA'],
      access: organizationAccess(['organization:read']),
      request: { params: organizationParams },
      response: { kind: 'json', data: mfaComplianceSchema },
      errors: [404],
      handler: ({ params }) => getMfaCompliance(params.organizationId),
    }),
  ];
}
