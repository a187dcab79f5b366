import type { Migration } from './migration';
import { referenceData } from './0001-reference-data';
import { identity } from './0002-identity';
import { organizations } from './0003-organizations';
import { totpReplayGuard } from './0004-totp-replay-guard';
import { emailOutboxDispatch } from './0005-email-outbox-dispatch';
import { projects } from './0006-projects';
import { monitoring } from './0007-monitoring';
import { outboxLinksRemovedAfterDelivery } from './0008-outbox-links-removed-after-delivery';
import { foreignKeyIndexes } from './0009-foreign-key-indexes';
import { domains } from './0010-domains';
import { organizationPolicies } from './0011-organization-policies';
import { ssoConfigurations } from './0012-sso-configurations';
import { billing } from './0013-billing';
import { webhooks } from './0014-webhooks';
import { alerts } from './0015-alerts';
import { changeJudgements } from './0016-change-judgements';
import { foreignKeyIndexesOfNewTables } from './0017-foreign-key-indexes-of-new-tables';
import { ssoSignInStates } from './0018-sso-sign-in-states';
import { retentionIndexes } from './0019-retention-indexes';
import { sourceBodyHash } from './0020-source-body-hash';
import { runFailedDeliveryIndex } from './0021-run-failed-delivery-index';
import { credentialStrength } from './0022-credential-strength';
import { domainRecheck } from './0023-domain-recheck';
import { sourceRendering } from './0024-source-rendering';
import { sourceHealth } from './0025-source-health';
import { judgementEvidence } from './0026-judgement-evidence';
import { oauth } from './0027-oauth';
import { oauthClientMetadataDocuments } from './0028-oauth-client-metadata-documents';
import { webhookDeliveryDispatch } from './0029-webhook-delivery-dispatch';
import { outboxListUnsubscribe } from './0030-outbox-list-unsubscribe';
import { changeFactsAndFeedback } from './0031-change-facts-and-feedback';
import { oauthPayloadAccounts } from './0032-oauth-payload-accounts';
import { sourceSelection } from './0033-source-selection';
import { channelFormats } from './0034-channel-formats';
import { sourceSignIns } from './0035-source-sign-ins';
import { hostPacing } from './0036-host-pacing';
import { pictures } from './0037-pictures';
import { topicAlertConditions } from './0038-topic-alert-conditions';
import { projectCreatorsAlerted } from './0040-project-creators-alerted';
import { feedTokenHolder } from './0041-feed-token-holder';
import { channelDigests } from './0042-channel-digests';

/** Every migration, in the order it is applied. Append only: never edit or reorder a released one. */
export const migrations: readonly Migration[] = [
  referenceData,
  identity,
  organizations,
  totpReplayGuard,
  emailOutboxDispatch,
  projects,
  monitoring,
  outboxLinksRemovedAfterDelivery,
  foreignKeyIndexes,
  domains,
  organizationPolicies,
  ssoConfigurations,
  billing,
  webhooks,
  alerts,
  changeJudgements,
  foreignKeyIndexesOfNewTables,
  ssoSignInStates,
  retentionIndexes,
  sourceBodyHash,
  runFailedDeliveryIndex,
  credentialStrength,
  domainRecheck,
  sourceRendering,
  sourceHealth,
  judgementEvidence,
  oauth,
  oauthClientMetadataDocuments,
  webhookDeliveryDispatch,
  outboxListUnsubscribe,
  changeFactsAndFeedback,
  oauthPayloadAccounts,
  sourceSelection,
  channelFormats,
  sourceSignIns,
  hostPacing,
  pictures,
  topicAlertConditions,
  projectCreatorsAlerted,
  feedTokenHolder,
  channelDigests,
];
