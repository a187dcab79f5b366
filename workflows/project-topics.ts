import { proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import type { GeneratedTopic, TopicGenerationInput } from '../domain/projects/topic-generation';
import { WORKER_LOSS_TIMEOUT } from './heartbeats';

type Activities = ReturnType<typeof createActivities>;

/** Each attempt is bounded by OPENAI_TIMEOUT_MS inside the activity; the caller bounds the whole workflow. */
const { generateProjectTopics } = proxyActivities<Activities>({
  startToCloseTimeout: '11 minutes',
  heartbeatTimeout: WORKER_LOSS_TIMEOUT,
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '15 seconds', maximumAttempts: 4 },
});

export const projectTopicsWorkflowId = (projectId: string) => `project-topics/${projectId}`;

/** Generates a new project's topics; the API waits for the result and stores the project only then. */
export async function generateProjectTopicsWorkflow(input: TopicGenerationInput): Promise<GeneratedTopic[]> {
  return generateProjectTopics(input);
}
