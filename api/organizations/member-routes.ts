import { changeMemberRole, listMembers, removeMember } from '../../domain/organizations/members';
import { getMembership } from '../../domain/organizations/memberships';
import { organizationAccess } from '../auth/access';
import { messageSchema, organizationParams } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import { memberParams, membershipSchema, roleBody } from './schemas';

const tags = ['Members'];

export function createMemberRoutes() {
  return [
    defineRoute({
      method: 'get',
      path: '/api/user/organizations/{organizationId}/members',
      summary: 'List the members (active and awaiting approval)',
      tags,
      access: organizationAccess(['organization:read']),
      request: { params: organizationParams },
      response: { kind: 'json', data: z.array(membershipSchema) },
      errors: [404],
      handler: ({ params }) => listMembers(params.organizationId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/organizations/{organizationId}/my-membership',
      summary: 'The caller’s own membership',
      tags,
      access: organizationAccess(['organization:read']),
      request: { params: organizationParams },
      response: { kind: 'json', data: membershipSchema },
      errors: [404],
      handler: ({ auth }) => getMembership(auth.organization.membershipId),
    }),
    defineRoute({
      method: 'put',
      path: '/api/user/organizations/{organizationId}/members/{memberId}/role',
      summary: 'Change a member’s role; only owners grant or change the owner role, and the last owner stays',
      tags,
      access: organizationAccess(['organization:manage-members'], ['owner', 'admin']),
      request: { params: memberParams, body: roleBody },
      response: { kind: 'json', data: membershipSchema },
      errors: [404, 409],
      handler: (ctx) => changeMemberRole(ctx.auth.organization, ctx.params.memberId, ctx.body.role, ctx.actor),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/user/organizations/{organizationId}/members/{memberId}',
      summary: 'Remove a member; their access to this organization ends at once',
      tags,
      access: organizationAccess(['organization:manage-members'], ['owner', 'admin']),
      request: { params: memberParams },
      response: { kind: 'json', data: messageSchema },
      errors: [404, 409],
      handler: async (ctx) => {
        await removeMember(ctx.auth.organization, ctx.params.memberId, ctx.actor);
        return { message: 'Member removed' };
      },
    }),
  ];
}
