/**
 * Who may call what, written from the contract (../shared/spec/interface.md: each route's scopes and
 * Authentication rule 4's roles), DESIGN.md §4 (role → scopes: owner all; admin all but
 * `organization:manage-billing` and `subscription:write`; member `organization:read`, `projects:*`,
 * `subscription:read` and the personal scopes; a stranger's organization is 404) and, for the routes the
 * contract leaves open, the decision named beside each section. Never from the routes' own declarations:
 * test/proof/isolation-sweep.test.ts sweeps every role against it and fails on a served route with no row.
 *
 * The victim is test/support/populated-organization.ts: the owner's narrow API key, the owner's grant to
 * the organization's OAuth application and an invitation addressed to someone else are what the user
 * routes with an id name.
 */

export type Outcome = 'allowed' | { status: 401 | 403 | 404; code: 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' };

export interface RoleRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** No credential at all. */
  anonymous: Outcome;
  owner: Outcome;
  admin: Outcome;
  member: Outcome;
  /** A signed-in user of another organization (session or full-scope API key). */
  stranger: Outcome;
}

export const ROLE_COLUMNS = ['owner', 'admin', 'member'] as const;

const A: Outcome = 'allowed';
const U: Outcome = { status: 401, code: 'UNAUTHORIZED' };
const F: Outcome = { status: 403, code: 'FORBIDDEN' };
const N: Outcome = { status: 404, code: 'NOT_FOUND' };

type Cells = [RoleRow['method'], string, Outcome, Outcome, Outcome, Outcome, Outcome];

const org = '/api/user/organizations/{organizationId}';
const project = `${org}/projects/{id}`;

// prettier-ignore
const CELLS: Cells[] = [
  //  method    path                                                   anonymous owner admin member stranger
  // Contract, Reference data: public.
  ['GET',    '/api/user/data/countries',                                A, A, A, A, A],
  ['GET',    '/api/user/data/categories',                               A, A, A, A, A],
  // DESIGN §4 sign-in routes (ours): public, or any signed-in user.
  ['POST',   '/api/auth/sign-up/email',                                 A, A, A, A, A],
  ['POST',   '/api/auth/sign-in/email',                                 A, A, A, A, A],
  ['POST',   '/api/auth/verify-email',                                  A, A, A, A, A],
  ['POST',   '/api/auth/magic-link',                                    A, A, A, A, A],
  ['GET',    '/api/auth/magic-link/verify',                             A, A, A, A, A],
  ['POST',   '/api/auth/magic-link/verify',                             A, A, A, A, A],
  ['POST',   '/api/auth/forgot-password',                               A, A, A, A, A],
  ['POST',   '/api/auth/reset-password',                                A, A, A, A, A],
  ['POST',   '/api/auth/sign-in/sso',                                   A, A, A, A, A],
  ['GET',    '/api/auth/sso/{slug}/login',                              A, A, A, A, A],
  ['GET',    '/api/auth/sso/callback',                                  A, A, A, A, A],
  ['POST',   '/api/auth/sign-out',                                      U, A, A, A, A],
  ['GET',    '/api/auth/session',                                       U, A, A, A, A],
  ['POST',   '/api/auth/verify-email/resend',                           U, A, A, A, A],
  ['POST',   '/api/auth/change-password',                               U, A, A, A, A],
  ['POST',   '/api/auth/two-factor/enable',                             U, A, A, A, A],
  ['POST',   '/api/auth/two-factor/verify',                             U, A, A, A, A],
  ['POST',   '/api/auth/two-factor/disable',                            U, A, A, A, A],
  // Contract, API keys: "Keys belong to the authenticated user"; another user's key id is nothing (404).
  ['POST',   '/api/auth/api-key/create',                                U, A, A, A, A],
  ['GET',    '/api/auth/api-key/list',                                  U, A, A, A, A],
  ['GET',    '/api/auth/api-key/get',                                   U, A, N, N, N],
  ['POST',   '/api/auth/api-key/update',                                U, A, N, N, N],
  ['POST',   '/api/auth/api-key/delete',                                U, A, N, N, N],
  // Contract, User: the caller's own account.
  ['GET',    '/api/user/me',                                            U, A, A, A, A],
  ['PUT',    '/api/user/me',                                            U, A, A, A, A],
  ['DELETE', '/api/user/me',                                            U, A, A, A, A],
  ['GET',    '/api/user/me/export',                                     U, A, A, A, A],
  ['GET',    '/api/user/me/login-history',                              U, A, A, A, A],
  // docs/oauth-and-mcp.md: a user lists and revokes their own grants; a grant they do not hold is 404.
  ['GET',    '/api/user/me/authorized-apps',                            U, A, A, A, A],
  ['DELETE', '/api/user/me/authorized-apps/{appId}',                    U, A, N, N, N],
  // Contract, Organizations: organization:read for all roles; update is owner or admin.
  ['GET',    '/api/user/organizations',                                 U, A, A, A, A],
  ['POST',   '/api/user/organizations',                                 U, A, A, A, A],
  ['GET',    org,                                                       U, A, A, A, N],
  ['PUT',    org,                                                       U, A, A, F, N],
  // Contract, Members and invitations: manage-members (owner, admin); role change and removal owner or admin.
  ['GET',    `${org}/members`,                                          U, A, A, A, N],
  ['GET',    `${org}/my-membership`,                                    U, A, A, A, N],
  ['PUT',    `${org}/members/{memberId}/role`,                          U, A, A, F, N],
  ['DELETE', `${org}/members/{memberId}`,                               U, A, A, F, N],
  ['POST',   `${org}/invites`,                                          U, A, A, F, N],
  ['GET',    `${org}/invites`,                                          U, A, A, F, N],
  ['DELETE', `${org}/invites/{memberId}`,                               U, A, A, F, N],
  ['POST',   `${org}/invites/{memberId}/resend`,                        U, A, A, F, N],
  // docs/decisions/organizations-and-members.md: a signed-in address other than the invited one is 403.
  ['POST',   '/api/user/invites/{token}/accept',                        U, F, F, F, F],
  // Contract, Audit logs: manage-members.
  ['GET',    `${org}/audit-logs`,                                       U, A, A, F, N],
  ['GET',    `${org}/audit-logs/export`,                                U, A, A, F, N],
  // Contract, Payments: writes need subscription:write (+ manage-billing): the owner; reads need subscription:read.
  ['POST',   `${org}/payments/checkout`,                                U, A, F, F, N],
  ['POST',   `${org}/payments/credits/checkout`,                        U, A, F, F, N],
  ['POST',   `${org}/payments/verify`,                                  U, A, F, F, N],
  ['GET',    `${org}/payments/subscription`,                            U, A, A, A, N],
  ['PATCH',  `${org}/payments/subscription`,                            U, A, F, F, N],
  ['GET',    `${org}/payments/subscription/usage`,                      U, A, A, A, N],
  ['GET',    `${org}/payments/portal`,                                  U, A, F, F, N],
  // Contract, Billing settings: owner only.
  ['GET',    `${org}/settings/billing`,                                 U, A, F, F, N],
  ['PUT',    `${org}/settings/billing`,                                 U, A, F, F, N],
  // Contract, Projects: projects:read / projects:write with organization:read, which every role holds.
  ['GET',    `${org}/projects`,                                         U, A, A, A, N],
  ['POST',   `${org}/projects`,                                         U, A, A, A, N],
  ['GET',    project,                                                   U, A, A, A, N],
  ['PUT',    project,                                                   U, A, A, A, N],
  ['DELETE', project,                                                   U, A, A, A, N],
  // DESIGN §1 monitoring runs of a project, and docs/decisions/alerts-and-webhooks.md (alert settings with
  // the project routes' scopes; every role may give relevance feedback).
  ['POST',   `${project}/runs`,                                         U, A, A, A, N],
  ['GET',    `${project}/runs`,                                         U, A, A, A, N],
  ['GET',    `${project}/runs/{runId}`,                                 U, A, A, A, N],
  ['GET',    `${project}/changes`,                                      U, A, A, A, N],
  ['PUT',    `${project}/changes/{changeId}/feedback`,                  U, A, A, A, N],
  ['DELETE', `${project}/changes/{changeId}/feedback`,                  U, A, A, A, N],
  ['GET',    `${project}/alerts`,                                       U, A, A, A, N],
  ['PUT',    `${project}/alerts`,                                       U, A, A, A, N],
  // docs/decisions/monitoring.md (tracked values): the series and its chart read with projects:read, which every role holds.
  ['GET',    `${project}/values`,                                       U, A, A, A, N],
  ['GET',    `${project}/values/chart`,                                 U, A, A, A, N],
  // docs/decisions/alerts-and-webhooks.md (feeds out): a project's feed token needs projects:write, which every role holds.
  ['POST',   `${project}/feed-token`,                                   U, A, A, A, N],
  // The feed itself: projects:read for members (a feed reader's token is answered before the route, without a credential).
  ['GET',    `${project}/changes.atom`,                                 U, A, A, A, N],
  // Contract, Domains: reads organization:read; add and delete manage-billing; rule 4: domains are owner only
  // (verify too). docs/decisions/domains.md: auto-join owner only, join-request review owner or admin.
  ['GET',    `${org}/domains`,                                          U, A, A, A, N],
  ['POST',   `${org}/domains`,                                          U, A, F, F, N],
  ['GET',    `${org}/domains/{domainId}`,                               U, A, A, A, N],
  ['DELETE', `${org}/domains/{domainId}`,                               U, A, F, F, N],
  ['POST',   `${org}/domains/{domainId}/verify`,                        U, A, F, F, N],
  ['PUT',    `${org}/domains/{domainId}/auto-join`,                     U, A, F, F, N],
  ['GET',    `${org}/join-requests`,                                    U, A, A, F, N],
  ['POST',   `${org}/join-requests/{memberId}/approve`,                 U, A, A, F, N],
  ['POST',   `${org}/join-requests/{memberId}/reject`,                  U, A, A, F, N],
  // Contract rule 4: security settings owner only. MFA: reads organization:read, update owner or admin.
  ['GET',    `${org}/settings/security`,                                U, A, F, F, N],
  ['PUT',    `${org}/settings/security`,                                U, A, F, F, N],
  ['GET',    `${org}/mfa`,                                              U, A, A, A, N],
  ['PUT',    `${org}/mfa`,                                              U, A, A, F, N],
  ['GET',    `${org}/mfa/compliance`,                                   U, A, A, A, N],
  // Contract, SSO: read and test manage-members; update (owner) and delete manage-billing.
  ['GET',    `${org}/settings/sso`,                                     U, A, A, F, N],
  ['PUT',    `${org}/settings/sso`,                                     U, A, F, F, N],
  ['DELETE', `${org}/settings/sso`,                                     U, A, F, F, N],
  ['POST',   `${org}/settings/sso/test`,                                U, A, A, F, N],
  // docs/decisions/alerts-and-webhooks.md: webhook endpoints are managed by owners and admins.
  ['POST',   `${org}/webhooks`,                                         U, A, A, F, N],
  ['GET',    `${org}/webhooks`,                                         U, A, A, F, N],
  ['GET',    `${org}/webhooks/{webhookId}`,                             U, A, A, F, N],
  ['PUT',    `${org}/webhooks/{webhookId}`,                             U, A, A, F, N],
  ['DELETE', `${org}/webhooks/{webhookId}`,                             U, A, A, F, N],
  ['POST',   `${org}/webhooks/{webhookId}/test`,                        U, A, A, F, N],
  ['GET',    `${org}/webhooks/{webhookId}/deliveries`,                  U, A, A, F, N],
  // docs/decisions/sign-ins-and-secrets.md: organization secrets are managed by owners and admins, like webhooks.
  ['POST',   `${org}/secrets`,                                          U, A, A, F, N],
  ['GET',    `${org}/secrets`,                                          U, A, A, F, N],
  ['PUT',    `${org}/secrets/{name}`,                                   U, A, A, F, N],
  ['DELETE', `${org}/secrets/{name}`,                                   U, A, A, F, N],
  // docs/decisions/alerts-and-webhooks.md: the mailed unsubscribe link carries its own token.
  ['POST',   '/api/alerts/unsubscribe',                                 A, A, A, A, A],
  // DESIGN §5: applications are registered per organization by owners and admins.
  ['POST',   `${org}/oauth-apps`,                                       U, A, A, F, N],
  ['GET',    `${org}/oauth-apps`,                                       U, A, A, F, N],
  ['GET',    `${org}/oauth-apps/{appId}`,                               U, A, A, F, N],
  ['PUT',    `${org}/oauth-apps/{appId}`,                               U, A, A, F, N],
  ['DELETE', `${org}/oauth-apps/{appId}`,                               U, A, A, F, N],
];

export const ROLE_TABLE: readonly RoleRow[] = CELLS.map(([method, path, anonymous, owner, admin, member, stranger]) => ({
  method,
  path,
  anonymous,
  owner,
  admin,
  member,
  stranger,
}));

export const rowKey = (row: Pick<RoleRow, 'method' | 'path'>) => `${row.method} ${row.path}`;
