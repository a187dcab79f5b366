import type { Migration } from './migration';
import { referenceData } from './0001-reference-data';
import { identity } from './0002-identity';
import { organizations } from './0003-organizations';
import { totpReplayGuard } from './0004-totp-replay-guard';
import { emailOutboxDispatch } from './0005-email-outbox-dispatch';
import { projects } from './0006-projects';
import { outboxLinksRemovedAfterDelivery } from './0010-outbox-links-removed-after-delivery';
import { billing } from './0020-billing';
import { monitoring } from './0007-monitoring';
import { domains } from './0015-domains';
import { organizationPolicies } from './0016-organization-policies';
import { ssoConfigurations } from './0017-sso-configurations';
import { webhooks } from './0025-webhooks';
import { alerts } from './0026-alerts';
import { changeJudgements } from './0027-change-judgements';

/** Every migration, in the order it is applied. Append only: never edit or reorder a released one. */
export const migrations: readonly Migration[] = [
  referenceData,
  identity,
  organizations,
  totpReplayGuard,
  emailOutboxDispatch,
  projects,
  outboxLinksRemovedAfterDelivery,
  billing,
  monitoring,
  domains,
  organizationPolicies,
  ssoConfigurations,
  webhooks,
  alerts,
  changeJudgements,
];
