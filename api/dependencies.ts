import type { Client } from '@temporalio/client';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import type { StartMailDelivery } from '../domain/mail/outbox';
import type { Billing } from '../domain/billing/payments';
import type { QueueBillingEvent } from '../domain/billing/webhook';
import type { PictureStore } from '../domain/pictures/store';
import type { RateLimits } from '../domain/auth/rate-limits';
import type { DiscoveryDocumentFetch } from '../domain/sso/discovery';
import type { OidcIssuers } from '../domain/sso/openid';
import type { DomainVerificationControl } from '../domain/domains/domains';
import type { MfaGraceControl } from '../domain/policies/mfa';
import type { ProjectProcesses } from '../domain/projects/processes';

/** What route factories may use; built once per process in api/server.ts. */
export interface ApiDependencies {
  config: Config;
  logger: Logger;
  temporal: Client;
  startMailDelivery: StartMailDelivery;
  /** Null when Stripe is not configured. */
  billing: Billing | null;
  /** Hands Stripe's events and verified checkouts to the organization's reconciliation workflow. */
  queueBillingEvent: QueueBillingEvent;
  /** Screenshots and visual diffs, served on change pages. */
  pictures: PictureStore;
  /** The auth routes' attempt counters, one set per process (shared by every process through PostgreSQL). */
  rateLimits: RateLimits;
  /** Organizations' identity providers, through the outbound address guard (SSO sign-in). */
  oidcIssuers: OidcIssuers;
  /** Discovery documents, through the same guard (the SSO connection test). */
  fetchDiscoveryDocument: DiscoveryDocumentFetch;
  /** Topic generation, schedules (runs and digests) and runs in Temporal; each project rule takes the roles it uses. */
  projectProcesses: ProjectProcesses;
  mfaGrace: MfaGraceControl;
  domainVerification: DomainVerificationControl;
}
