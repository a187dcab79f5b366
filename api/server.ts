import http from 'node:http';
import type { Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { Config } from '../platform/config';
import { isDatabaseReachable } from '../platform/database';
import type { Logger } from '../platform/logger';
import { isTemporalReachable } from '../platform/temporal';
import { createDomainVerificationControl } from '../engine/domain-verification';
import { createMailDeliveryStarter } from '../engine/mail';
import { createMfaGraceControl } from '../engine/mfa-grace';
import { createProjectProcesses } from '../engine/projects';
import { createApp } from './app';
import { createAuthorizer } from './auth/authorizer';
import type { ApiDependencies } from './dependencies';
import { allRoutes } from './routes';
import { createBilling } from '../integrations/stripe/payment-provider';
import { createStripeWebhookRouter } from './billing/webhook-router';
import { createAuthorizationServerRouter } from './oauth/authorization-server-router';
import { answerUnparsableRequest } from './http/client-errors';
import { oauthResources, protectedResourceMetadataUrl } from '../domain/oauth/resources';
import { createMcpRouter } from './mcp/router';
import { createChangePageRouter } from './pages/change-page';
import { createChangeFeedTokenRouter } from './projects/change-feed-router';
import { createOneClickUnsubscribeRouter } from './alerts/one-click-unsubscribe';
import { servesMailedLinkPages } from '../domain/mail/pages';
import { createFilePictureStore } from '../domain/pictures/store';
import { createPostgresRateLimits } from '../integrations/rate-limits/postgres';
import { createBillingEventQueue } from '../engine/billing';
import { createOutboundAgent } from '../integrations/net/outbound';
import { createDiscoveryFetch } from '../integrations/oidc/discovery-fetch';
import { createOpenIdIssuers } from '../integrations/oidc/openid-client';

export interface ApiRuntime {
  config: Config;
  logger: Logger;
  sequelize: Sequelize;
  temporal: Client;
}

/** Wires the Express app to its dependencies; shared by the API entry point and the tests. */
export function buildApi({ config, logger, sequelize, temporal }: ApiRuntime) {
  const { taskQueue } = config.temporal;
  const { allowPrivateNetworks } = config.outbound;
  const outbound = createOutboundAgent({ allowPrivateNetworks });
  const dependencies: ApiDependencies = {
    config,
    logger,
    temporal,
    startMailDelivery: createMailDeliveryStarter(temporal, taskQueue, logger),
    billing: createBilling(config.billing),
    queueBillingEvent: createBillingEventQueue(temporal, taskQueue, logger),
    pictures: createFilePictureStore(config.picturesDir),
    rateLimits: createPostgresRateLimits(sequelize, config.rateLimitsEnabled),
    oidcIssuers: createOpenIdIssuers({ dispatcher: outbound, allowInsecureIssuer: allowPrivateNetworks }),
    fetchDiscoveryDocument: createDiscoveryFetch(outbound),
    projectProcesses: createProjectProcesses(temporal, { taskQueue, topicGenerationTimeoutMs: config.topicGenerationTimeoutMs }),
    mfaGrace: createMfaGraceControl(temporal, taskQueue),
    domainVerification: createDomainVerificationControl(temporal, taskQueue, logger),
  };
  const routes = allRoutes(dependencies);
  const resources = oauthResources(config.baseUrl);
  const sessionLifetime = { sessionTtlDays: config.sessionTtlDays, sessionMaxAgeDays: config.sessionMaxAgeDays };
  // The MCP endpoint's own authorizer: the same checks, but Bearer tokens must be issued for the MCP resource.
  const mcpResourceMetadataUrl = `${config.baseUrl}/.well-known/oauth-protected-resource`;
  const mcpAuthorizer = createAuthorizer({
    ...sessionLifetime,
    accessTokenResource: resources.mcp,
    resourceMetadataUrl: mcpResourceMetadataUrl,
  });
  const authorizer = createAuthorizer({
    sessionTtlDays: config.sessionTtlDays,
    sessionMaxAgeDays: config.sessionMaxAgeDays,
    accessTokenResource: resources.api,
    resourceMetadataUrl: protectedResourceMetadataUrl(config.baseUrl, resources.api),
  });
  const { app, openApiDocument } = createApp({
    config,
    logger,
    routes,
    authorizer,
    rawBodyRouters: [
      createStripeWebhookRouter(dependencies),
      createAuthorizationServerRouter(dependencies),
      ...(servesMailedLinkPages(config) ? [createOneClickUnsubscribeRouter(dependencies)] : []),
    ],
    tokenRouters: [createChangeFeedTokenRouter(dependencies)],
    jsonRouters: [
      createChangePageRouter(dependencies, authorizer),
      createMcpRouter(dependencies, { routes, authorizer: mcpAuthorizer, resourceMetadataUrl: mcpResourceMetadataUrl }),
    ],
    readinessChecks: { postgres: () => isDatabaseReachable(sequelize), temporal: () => isTemporalReachable(temporal) },
  });
  return { app, routes, openApiDocument };
}

export function listen(app: http.RequestListener, port: number): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app);
    server.on('clientError', answerUnparsableRequest);
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
