export { deliverEmailWorkflow, dispatchStrandedEmailWorkflow } from './email';
export { webhookDeliveryWorkflow } from './webhook-delivery';
export { alertDigestWorkflow } from './alert-digest';
