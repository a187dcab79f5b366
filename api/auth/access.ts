import type { Request } from 'express';
import type { Role, Scope } from '../../domain/access/scopes';
import type { Principal } from '../../domain/auth/principal';
import type { OrganizationGrant } from '../../domain/organizations/access';

/** What a route requires of its caller; evaluated by one authorizer for every route. */
export type Access =
  | { kind: 'public' }
  /** A session of either kind (never an API key): a half-session finishing sign-in, or a full one enrolling or re-proving a second factor. */
  | { kind: 'anySession' }
  /** A signed-in user; scopes are all required. */
  | { kind: 'user'; scopes: readonly Scope[] }
  /** A member of the `{organizationId}` in the path; scopes all required, role when the spec names one. */
  | { kind: 'organization'; scopes: readonly Scope[]; roles?: readonly Role[] };

/** The caller's membership in the route's organization: role, scopes and the organization's sign-in policy. */
export type OrganizationAccess = OrganizationGrant;

export interface UserAuth {
  principal: Principal;
}

export interface OrganizationAuth extends UserAuth {
  organization: OrganizationAccess;
}

export type AuthFor<A extends Access> = A extends { kind: 'public' }
  ? undefined
  : A extends { kind: 'organization' }
    ? OrganizationAuth
    : UserAuth;

export const publicAccess = { kind: 'public' } as const;

export const anySessionAccess = { kind: 'anySession' } as const;

export function userAccess(...scopes: Scope[]) {
  return { kind: 'user', scopes } as const;
}

export function organizationAccess(scopes: Scope[], roles?: Role[]) {
  return { kind: 'organization', scopes, ...(roles ? { roles } : {}) } as const;
}

export interface Authorizer {
  /** Resolves the credential (401 when the route needs one and it is missing or invalid). */
  authenticate(req: Request, access: Access): Promise<Principal | null>;
  /** Checks scopes, roles and organization membership (404 for strangers, 403 for missing scope or role). */
  authorize(principal: Principal | null, access: Access, params: Record<string, unknown>): Promise<UserAuth | OrganizationAuth | undefined>;
}
