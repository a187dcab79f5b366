export { deliverEmailWorkflow, dispatchStrandedEmailWorkflow } from './email';
export { reconcileBillingWorkflow, repairBillingWorkflow } from './billing';
export { generateProjectTopicsWorkflow } from './project-topics';
export { projectRunWorkflow } from './project-run';
