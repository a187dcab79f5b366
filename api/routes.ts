import type { ApiDependencies } from './dependencies';
import type { AnyRoute } from './http/route';
import { createAlertRoutes } from './alerts/routes';
import { createApiKeyRoutes } from './api-keys/routes';
import { createAuditRoutes } from './audit/routes';
import { createBillingRoutes } from './billing/routes';
import { createAuthRoutes } from './auth/routes';
import { createAutoJoinRoutes } from './domains/auto-join-routes';
import { createDomainRoutes } from './domains/routes';
import { createInvitationRoutes } from './organizations/invitation-routes';
import { createMemberRoutes } from './organizations/member-routes';
import { createOrganizationRoutes } from './organizations/routes';
import { createRunRoutes } from './projects/run-routes';
import { createProjectRoutes } from './projects/routes';
import { createPolicyRoutes } from './policies/routes';
import { referenceRoutes } from './reference/routes';
import { createSsoRoutes } from './sso/routes';
import { createSsoSignInRoutes } from './sso/sign-in-routes';
import { createUserRoutes } from './users/routes';
import { createWebhookRoutes } from './webhooks/routes';
import { createSecretRoutes } from './secrets/routes';
import { createOAuthRoutes } from './oauth/routes';

/** Every route of the API; the OpenAPI document is generated from this same list. */
export function allRoutes(dependencies: ApiDependencies): AnyRoute[] {
  return [
    ...referenceRoutes,
    ...createAuthRoutes(dependencies),
    ...createApiKeyRoutes(),
    ...createUserRoutes(dependencies),
    ...createOrganizationRoutes(),
    ...createMemberRoutes(),
    ...createInvitationRoutes(dependencies),
    ...createAuditRoutes(dependencies),
    ...createBillingRoutes(dependencies),
    ...createProjectRoutes(dependencies),
    ...createRunRoutes(dependencies),
    ...createDomainRoutes(dependencies),
    ...createAutoJoinRoutes(),
    ...createPolicyRoutes(dependencies),
    ...createSsoRoutes(dependencies),
    ...createSsoSignInRoutes(dependencies),
    ...createWebhookRoutes(dependencies),
    ...createSecretRoutes(dependencies),
    ...createAlertRoutes(dependencies),
    ...createOAuthRoutes(),
  ];
}
