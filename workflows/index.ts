export { deliverEmailWorkflow, dispatchStrandedEmailWorkflow } from './email';
