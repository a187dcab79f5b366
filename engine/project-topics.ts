import { WorkflowFailedError, type Client } from '@temporalio/client';
import type { CheckedTopics, UrlChecks } from '../domain/projects/sources';
import type { TopicGenerationInput } from '../domain/projects/topic-generation';
import { ServiceUnavailableError } from '../domain/shared/errors';
import type { OrganizationLabels, ProjectLabels } from '../domain/shared/labels';
import { newId } from '../domain/shared/ids';
import { projectSourceChecksWorkflowId, projectTopicsWorkflowId } from '../workflows/contract';
import { countOf, searchAttributesFor, summaryOf } from '../workflows/visibility';

export interface TopicWorkflowOptions {
  taskQueue: string;
  /** How long the API waits for the workflow; it is the workflow's execution timeout too. */
  topicGenerationTimeoutMs: number;
}

/** Waits for the topic-generation workflow (source checks included); throws a 503 on failure or timeout. */
export async function generateTopics(
  temporal: Client,
  { taskQueue, topicGenerationTimeoutMs }: TopicWorkflowOptions,
  projectId: string,
  { organizationId, organizationName }: OrganizationLabels,
  input: TopicGenerationInput,
): Promise<CheckedTopics> {
  try {
    return await temporal.workflow.execute<(input: TopicGenerationInput) => Promise<CheckedTopics>>('generateProjectTopicsWorkflow', {
      workflowId: projectTopicsWorkflowId(projectId),
      taskQueue,
      args: [input],
      workflowExecutionTimeout: topicGenerationTimeoutMs,
      typedSearchAttributes: searchAttributesFor({ process: 'topic-generation', organizationId, projectId }),
      staticSummary: summaryOf('Topic generation', input.name, organizationName),
    });
  } catch (error) {
    if (error instanceof WorkflowFailedError)
      throw new ServiceUnavailableError('Topic generation failed or took too long; the project was not created. Try again shortly.');
    throw error;
  }
}

/** Checks URLs a project update adds, in a workflow bounded like topic generation; throws a 503 on failure or timeout. */
export async function checkSources(
  temporal: Client,
  { taskQueue, topicGenerationTimeoutMs }: TopicWorkflowOptions,
  { projectId, organizationId, projectName, organizationName }: ProjectLabels,
  urls: string[],
): Promise<UrlChecks> {
  try {
    return await temporal.workflow.execute<(urls: string[]) => Promise<UrlChecks>>('checkProjectSourcesWorkflow', {
      workflowId: projectSourceChecksWorkflowId(projectId, newId()),
      taskQueue,
      args: [urls],
      workflowExecutionTimeout: topicGenerationTimeoutMs,
      typedSearchAttributes: searchAttributesFor({ process: 'source-check', organizationId, projectId }),
      staticSummary: summaryOf('Check of added sources', projectName, organizationName, countOf(urls.length, 'URL')),
    });
  } catch (error) {
    if (error instanceof WorkflowFailedError)
      throw new ServiceUnavailableError('The sources could not be checked in time; the project was not changed. Try again shortly.');
    throw error;
  }
}
