import { MembershipModel } from '../../models/organizations';
import { selectRows } from '../../models/select';
import { ROLE_SCOPES, type Role, type Scope } from '../access/scopes';
import { delegatedScopes, type Principal } from '../auth/principal';

export interface OrganizationGrant {
  organizationId: string;
  membershipId: string;
  role: Role;
  scopes: readonly Scope[];
}

/**
 * What the principal may do in an organization: nothing (null) unless it holds an active membership.
 * Sessions hold their role's scopes; an API key or access token holds the intersection of its scopes and its owner's role.
 */
export async function grantFor(principal: Principal, organizationId: string): Promise<OrganizationGrant | null> {
  // Plain SQL: every organization route asks this.
  const [membership] = await selectRows<{ id: string; role: Role }>(
    MembershipModel,
    `SELECT id, role FROM memberships WHERE organization_id = $1 AND user_id = $2 AND status = 'active'`,
    [organizationId, principal.userId],
  );
  if (!membership) return null;
  const roleScopes = ROLE_SCOPES[membership.role];
  const delegated = delegatedScopes(principal.credential);
  const scopes = delegated ? roleScopes.filter((scope) => delegated.includes(scope)) : roleScopes;
  return { organizationId, membershipId: membership.id, role: membership.role, scopes };
}
