import { WorkflowFailedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { ProjectRunInput } from '../../workflows/project-run';
import { projectSourceChecksWorkflowId, projectTopicsWorkflowId } from '../../workflows/project-topics';
import { countOf, searchAttributesFor, summaryOf } from '../../workflows/visibility';
import { createDigestSchedules } from '../alerts/digest-schedules';
import type { DigestSchedules } from '../alerts/settings';
import { createProjectSchedules, type ProjectSchedules } from '../monitoring/schedules';
import { createRunWorkflowProbe, type RunWorkflowProbe } from '../monitoring/stale-runs';
import { monitoringRunSummary } from '../monitoring/schedules';
import { organizationName, projectNames } from '../operations/workflow-names';
import { ServiceUnavailableError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { CheckedTopics, UrlChecks } from './sources';
import type { GeneratedTopic, TopicGenerationInput } from './topic-generation';

/** The durable side of projects: topic generation, schedules and runs, all in Temporal. */
export interface ProjectEngine {
  /** Waits for the topic-generation workflow (source checks included), at most `timeoutMs`; throws a 503 on failure or timeout. */
  generateTopics(projectId: string, organizationId: string, input: TopicGenerationInput): Promise<CheckedTopics>;
  /** Checks URLs a project update adds, in a workflow bounded like topic generation; throws a 503 on failure or timeout. */
  checkSources(projectId: string, urls: string[]): Promise<UrlChecks>;
  schedules: ProjectSchedules;
  /** The project's daily alert digest, which follows its timezone and lifecycle. */
  digestSchedules: DigestSchedules;
  /** Starts the run workflow of a run row already written (see domain/monitoring/runs.ts). */
  startRun(projectId: string, workflowId: string): Promise<void>;
  /** Ends runs at once (their project is being deleted); runs already finished are ignored. */
  terminateRuns(workflowIds: string[]): Promise<void>;
  /** Whether a run's workflow is still open in Temporal. */
  probeRun: RunWorkflowProbe;
}

export interface ProjectEngineOptions {
  taskQueue: string;
  topicGenerationTimeoutMs: number;
}

export function createProjectEngine(temporal: Client, { taskQueue, topicGenerationTimeoutMs }: ProjectEngineOptions): ProjectEngine {
  return {
    async generateTopics(projectId, organizationId, input) {
      try {
        const result = await temporal.workflow.execute<(input: TopicGenerationInput) => Promise<GeneratedTopic[] | CheckedTopics>>('generateProjectTopicsWorkflow', {
          workflowId: projectTopicsWorkflowId(projectId),
          taskQueue,
          args: [input],
          workflowExecutionTimeout: topicGenerationTimeoutMs,
          typedSearchAttributes: searchAttributesFor({ process: 'topic-generation', organizationId, projectId }),
          staticSummary: summaryOf('Topic generation', input.name, await organizationName(organizationId)),
        });
        // A workflow started before source checks existed answers the topics alone.
        return Array.isArray(result) ? { topics: result, droppedSources: [] } : result;
      } catch (error) {
        if (error instanceof WorkflowFailedError) throw new ServiceUnavailableError('Topic generation failed or took too long; the project was not created. Try again shortly.');
        throw error;
      }
    },
    async checkSources(projectId, urls) {
      const names = await projectNames(projectId);
      try {
        return await temporal.workflow.execute<(urls: string[]) => Promise<UrlChecks>>('checkProjectSourcesWorkflow', {
          workflowId: projectSourceChecksWorkflowId(projectId, newId()),
          taskQueue,
          args: [urls],
          workflowExecutionTimeout: topicGenerationTimeoutMs,
          typedSearchAttributes: searchAttributesFor({ process: 'source-check', organizationId: names?.organizationId, projectId }),
          staticSummary: summaryOf('Check of added sources', names?.projectName, names?.organizationName, countOf(urls.length, 'URL')),
        });
      } catch (error) {
        if (error instanceof WorkflowFailedError) throw new ServiceUnavailableError('The sources could not be checked in time; the project was not changed. Try again shortly.');
        throw error;
      }
    },
    schedules: createProjectSchedules(temporal, taskQueue),
    digestSchedules: createDigestSchedules(temporal, taskQueue),
    async startRun(projectId, workflowId) {
      const input: ProjectRunInput = { projectId, trigger: 'manual' };
      const names = await projectNames(projectId);
      await temporal.workflow.start('projectRunWorkflow', {
        workflowId,
        taskQueue,
        args: [input],
        typedSearchAttributes: searchAttributesFor({ process: 'monitoring-run', organizationId: names?.organizationId, projectId, trigger: 'manual' }),
        staticSummary: monitoringRunSummary(names, 'manual'),
      });
    },
    async terminateRuns(workflowIds) {
      await Promise.all(
        workflowIds.map(async (workflowId) => {
          try {
            await temporal.workflow.getHandle(workflowId).terminate('project deleted');
          } catch (error) {
            if (!(error instanceof WorkflowNotFoundError)) throw error;
          }
        }),
      );
    },
    probeRun: createRunWorkflowProbe(temporal),
  };
}
