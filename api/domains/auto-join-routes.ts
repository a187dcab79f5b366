import { approveJoinRequest, listJoinRequests, rejectJoinRequest, setAutoJoinPolicy } from '../../domain/domains/auto-join';
import { organizationAccess } from '../auth/access';
import { messageSchema, organizationParams } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import { memberParams, membershipSchema } from '../organizations/schemas';
import { autoJoinBody, domainParams, domainSchema } from './schemas';

const base = '/api/user/organizations/{organizationId}';
const reviewers = organizationAccess(['organization:manage-members'], ['owner', 'admin']);

export function createAutoJoinRoutes() {
  return [
    defineRoute({
      method: 'put',
      path: `${base}/domains/{domainId}/auto-join`,
      summary: 'Set who joins through a verified domain: nobody, everyone at once, or everyone after approval (owner)',
      tags: ['Domains'],
      access: organizationAccess(['organization:manage-billing'], ['owner']),
      request: { params: domainParams, body: autoJoinBody },
      response: { kind: 'json', data: domainSchema },
      errors: [404, 409],
      handler: (ctx) => setAutoJoinPolicy(ctx.params.organizationId, ctx.params.domainId, ctx.body, ctx.actor),
    }),
    defineRoute({
      method: 'get',
      path: `${base}/join-requests`,
      summary: 'People with a verified address on a verified domain waiting for approval',
      tags: ['Members'],
      access: reviewers,
      request: { params: organizationParams },
      response: { kind: 'json', data: z.array(membershipSchema) },
      errors: [404],
      handler: ({ params }) => listJoinRequests(params.organizationId),
    }),
    defineRoute({
      method: 'post',
      path: `${base}/join-requests/{memberId}/approve`,
      summary: 'Approve a join request; the person becomes an active member (needs a free seat)',
      tags: ['Members'],
      access: reviewers,
      request: { params: memberParams },
      response: { kind: 'json', data: membershipSchema },
      errors: [402, 404],
      handler: (ctx) => approveJoinRequest(ctx.auth.organization, ctx.params.memberId, ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: `${base}/join-requests/{memberId}/reject`,
      summary: 'Reject a join request; the person is not admitted by domain again',
      tags: ['Members'],
      access: reviewers,
      request: { params: memberParams },
      response: { kind: 'json', data: messageSchema },
      errors: [404],
      handler: async (ctx) => {
        await rejectJoinRequest(ctx.auth.organization, ctx.params.memberId, ctx.actor);
        return { message: 'Join request rejected' };
      },
    }),
  ];
}
