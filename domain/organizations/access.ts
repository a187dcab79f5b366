import { ROLE_SCOPES, type Role, type Scope } from '../access/scopes';
import { delegatedScopes, type Principal } from '../auth/principal';
import type { OrganizationPolicy } from '../policies/enforcement';
import { db } from '../../models/db';

export interface OrganizationGrant {
  organizationId: string;
  membershipId: string;
  role: Role;
  scopes: readonly Scope[];
  /** The organization's sign-in policy, read with the membership: every credential is checked against it. */
  policy: OrganizationPolicy;
}

/** The organization's sign-in policy as `OrganizationPolicy`, from `organizations o`: for every query that checks a credential. */
export const POLICY_COLUMNS = `o.auth_required AS "authRequired", o.mfa_enforced_at AS "mfaEnforcedAt",
            o.policy_tightened_at AS "policyTightenedAt", o.policy_strict_since AS "policyStrictSince"`;

/**
 * What the principal may do in an organization: nothing (null) unless it holds an active membership.
 * Sessions hold their role's scopes; an API key or access token holds the intersection of its scopes and its owner's role.
 */
export async function grantFor(principal: Principal, organizationId: string): Promise<OrganizationGrant | null> {
  // Plain SQL: every organization route asks this.
  const [membership] = await db.rows<{ id: string; role: Role } & OrganizationPolicy>(
    `SELECT m.id, m.role, ${POLICY_COLUMNS}
       FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.organization_id = $1 AND m.user_id = $2 AND m.status = 'active'`,
    [organizationId, principal.userId],
  );
  if (!membership) return null;
  const { id, role, ...policy } = membership;
  const roleScopes = ROLE_SCOPES[membership.role];
  const delegated = delegatedScopes(principal.credential);
  const scopes = delegated ? roleScopes.filter((scope) => delegated.includes(scope)) : roleScopes;
  return { organizationId, membershipId: id, role, scopes, policy };
}
