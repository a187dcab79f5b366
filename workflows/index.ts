export { deliverEmailWorkflow, dispatchStrandedEmailWorkflow } from './email';
export { generateProjectTopicsWorkflow } from './project-topics';
export { projectRunWorkflow } from './project-run';
export { webhookDeliveryWorkflow } from './webhook-delivery';
export { alertDigestWorkflow } from './alert-digest';
