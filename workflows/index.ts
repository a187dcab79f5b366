export { deliverEmailWorkflow, dispatchStrandedEmailWorkflow } from './email';
export { reconcileBillingWorkflow, repairBillingWorkflow } from './billing';
export { checkProjectSourcesWorkflow, generateProjectTopicsWorkflow } from './project-topics';
export { projectRunWorkflow } from './project-run';
export { domainVerificationWorkflow } from './domain-verification';
export { mfaGraceWorkflow } from './mfa-grace';
export { webhookDeliveryWorkflow } from './webhook-delivery';
export { alertDigestWorkflow } from './alert-digest';
export { pruneRetentionWorkflow } from './retention';
