import { MembershipModel } from '../../models/organizations';
import { ROLE_SCOPES, type Role, type Scope } from '../access/scopes';
import type { Principal } from '../auth/principal';

export interface OrganizationGrant {
  organizationId: string;
  membershipId: string;
  role: Role;
  scopes: readonly Scope[];
}

/**
 * What the principal may do in an organization: nothing (null) unless it holds an active membership.
 * Sessions hold their role's scopes; an API key holds the intersection of its scopes and its owner's role.
 */
export async function grantFor(principal: Principal, organizationId: string): Promise<OrganizationGrant | null> {
  const membership = await MembershipModel.findOne({
    where: { organizationId, userId: principal.userId, status: 'active' },
    attributes: ['id', 'role'],
    raw: true,
  });
  if (!membership) return null;
  const roleScopes = ROLE_SCOPES[membership.role];
  const { credential } = principal;
  const scopes = credential.kind === 'apiKey' ? roleScopes.filter((scope) => credential.scopes.includes(scope)) : roleScopes;
  return { organizationId, membershipId: membership.id, role: membership.role, scopes };
}
