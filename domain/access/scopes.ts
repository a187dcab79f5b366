export const SCOPES = [
  'api-keys:read',
  'api-keys:write',
  'api-keys:delete',
  'user:read',
  'user:write',
  'organization:read',
  'organization:manage-members',
  'organization:manage-billing',
  'subscription:read',
  'subscription:write',
  'projects:read',
  'projects:write',
] as const;

export type Scope = (typeof SCOPES)[number];

export const ROLES = ['owner', 'admin', 'member'] as const;

export type Role = (typeof ROLES)[number];

const OWNER_ONLY: readonly Scope[] = ['organization:manage-billing', 'subscription:write'];

/** DESIGN.md §4: the scopes each organization role holds. */
export const ROLE_SCOPES: Readonly<Record<Role, readonly Scope[]>> = {
  owner: SCOPES,
  admin: SCOPES.filter((scope) => !OWNER_ONLY.includes(scope)),
  member: [
    'organization:read',
    'projects:read',
    'projects:write',
    'subscription:read',
    'user:read',
    'user:write',
    'api-keys:read',
    'api-keys:write',
    'api-keys:delete',
  ],
};

/** Scopes that concern the user alone, held by every signed-in session whatever its memberships. */
export const PERSONAL_SCOPES: readonly Scope[] = SCOPES.filter((scope) => scope.startsWith('user:') || scope.startsWith('api-keys:'));

/**
 * Scopes no OAuth application is granted, whatever it asks for: API keys are created and changed only with
 * a session or another key (domain/auth/api-keys.ts), since a key would outlive the application's grant.
 */
export const SCOPES_NOT_FOR_APPLICATIONS: readonly Scope[] = ['api-keys:write'];

/** What an API key may do when its owner did not choose: read-only access. */
export const DEFAULT_API_KEY_SCOPES: readonly Scope[] = SCOPES.filter((scope) => scope.endsWith(':read'));

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

export function roleCanManageMembers(role: Role): boolean {
  return ROLE_SCOPES[role].includes('organization:manage-members');
}

export function roleCanManageProjects(role: Role): boolean {
  return ROLE_SCOPES[role].includes('projects:write');
}

export function roleCanManageBilling(role: Role): boolean {
  return ROLE_SCOPES[role].includes('organization:manage-billing');
}
