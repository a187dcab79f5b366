export { deliverEmailWorkflow, dispatchStrandedEmailWorkflow } from './email';
export { generateProjectTopicsWorkflow } from './project-topics';
export { projectRunWorkflow } from './project-run';
