export { deliverEmailWorkflow, dispatchStrandedEmailWorkflow } from './email';
export { domainVerificationWorkflow } from './domain-verification';
export { mfaGraceWorkflow } from './mfa-grace';
