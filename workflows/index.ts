export { deliverEmailWorkflow, dispatchStrandedEmailWorkflow } from './email';
export { reconcileBillingWorkflow, repairBillingWorkflow } from './billing';
