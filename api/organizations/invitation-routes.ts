import { acceptInvitation, cancelInvitation, resendInvitation } from '../../domain/organizations/invitation-lifecycle';
import { listInvitations, sendInvitations, type InvitationSettings } from '../../domain/organizations/invitations';
import { organizationAccess, userAccess } from '../auth/access';
import type { ApiDependencies } from '../dependencies';
import { messageSchema, organizationParams } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import { invitationResultSchema, invitationTokenParams, inviteBody, memberParams, membershipSchema } from './schemas';

const tags = ['Invitations'];

export function createInvitationRoutes({ config, startMailDelivery }: ApiDependencies) {
  const settings: InvitationSettings = { appUrl: config.appUrl, startMailDelivery };
  return [
    defineRoute({
      method: 'post',
      path: '/api/user/organizations/{organizationId}/invites',
      summary: 'Invite people by e-mail; all or none are sent, within the seat cap',
      tags,
      access: organizationAccess(['organization:manage-members']),
      request: { params: organizationParams, body: inviteBody },
      response: { kind: 'json', data: invitationResultSchema },
      errors: [402, 404, 409],
      handler: (ctx) => sendInvitations(ctx.auth.organization, ctx.body, settings, ctx.actor),
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/organizations/{organizationId}/invites',
      summary: 'List open invitations (expired ones included, see inviteExpiresAt)',
      tags,
      access: organizationAccess(['organization:manage-members']),
      request: { params: organizationParams },
      response: { kind: 'json', data: z.array(membershipSchema) },
      errors: [404],
      handler: ({ params }) => listInvitations(params.organizationId),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/user/organizations/{organizationId}/invites/{memberId}',
      summary: 'Cancel an invitation; its link stops working',
      tags,
      access: organizationAccess(['organization:manage-members']),
      request: { params: memberParams },
      response: { kind: 'json', data: messageSchema },
      errors: [404],
      handler: async (ctx) => {
        await cancelInvitation(ctx.auth.organization, ctx.params.memberId, ctx.actor);
        return { message: 'Invitation cancelled' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/user/organizations/{organizationId}/invites/{memberId}/resend',
      summary: 'Mail a new invitation link, valid for 7 days; the previous link stops working',
      tags,
      access: organizationAccess(['organization:manage-members']),
      request: { params: memberParams },
      response: { kind: 'json', data: membershipSchema },
      errors: [402, 404],
      handler: (ctx) => resendInvitation(ctx.auth.organization, ctx.params.memberId, settings, ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/user/invites/{token}/accept',
      summary: 'Accept an invitation sent to the signed-in user’s e-mail address',
      tags,
      access: userAccess('user:write'),
      request: { params: invitationTokenParams },
      response: { kind: 'json', status: 201, data: membershipSchema },
      errors: [404, 409],
      handler: (ctx) => acceptInvitation(ctx.params.token, ctx.actor),
    }),
  ];
}
