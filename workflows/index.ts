export { deliverEmailWorkflow, dispatchStrandedEmailWorkflow } from './mail';
export { reconcileBillingWorkflow, repairBillingWorkflow } from './billing';
export { checkProjectSourcesWorkflow, generateProjectTopicsWorkflow } from './project-topics';
export { projectRunWorkflow } from './project-run';
export { domainVerificationWorkflow, recheckVerifiedDomainsWorkflow } from './domain-verification';
export { mfaGraceWorkflow } from './mfa-grace';
export { dispatchStrandedWebhookDeliveriesWorkflow, webhookDeliveryWorkflow } from './webhook-delivery';
export { alertDigestWorkflow } from './alert-digest';
export { pruneRetentionWorkflow } from './retention';
