import { getAlertSettings, updateAlertSettings } from '../../domain/alerts/settings';
import { unsubscribe } from '../../domain/alerts/unsubscribe';
import { organizationAccess, publicAccess } from '../auth/access';
import type { ApiDependencies } from '../dependencies';
import { messageSchema } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { alertSettingsSchema, projectParams, unsubscribeBody, updateAlertSettingsBody } from './schemas';

const tags = ['Alerts'];

export function createAlertRoutes({ config, projectProcesses }: ApiDependencies) {
  const schedules = projectProcesses.digestSchedules;
  return [
    defineRoute({
      method: 'get',
      path: '/api/user/organizations/{organizationId}/projects/{id}/alerts',
      summary: 'Get who receives a project’s change alerts by e-mail, and how',
      tags,
      access: organizationAccess(['projects:read', 'organization:read']),
      request: { params: projectParams },
      response: { kind: 'json', data: alertSettingsSchema },
      errors: [404],
      handler: ({ params }) => getAlertSettings(params.organizationId, params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/api/user/organizations/{organizationId}/projects/{id}/alerts',
      summary: 'Choose the members who receive a project’s change alerts, the mode and whether only relevant changes are mailed',
      tags,
      access: organizationAccess(['projects:write', 'organization:read']),
      request: { params: projectParams, body: updateAlertSettingsBody },
      response: { kind: 'json', data: alertSettingsSchema },
      errors: [404, 503],
      handler: (ctx) => updateAlertSettings(ctx.params.organizationId, ctx.params.id, ctx.body, ctx.actor, schedules),
    }),
    defineRoute({
      method: 'post',
      path: '/api/alerts/unsubscribe',
      summary: 'Stop a project’s alert mails to the member named by the token of an unsubscribe link',
      tags,
      access: publicAccess,
      request: { body: unsubscribeBody },
      response: { kind: 'json', data: messageSchema },
      errors: [404],
      handler: async (ctx) => {
        await unsubscribe(ctx.body.token, config.secretKey, ctx.actor);
        return { message: 'You will no longer receive alerts for this project' };
      },
    }),
  ];
}
