export { deliverEmailWorkflow } from './email';
