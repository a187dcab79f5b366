import type { Client } from '@temporalio/client';
import type { ProjectEngine } from '../domain/projects/engine';
import { projectRunWorkflowId } from '../workflows/contract';
import { createDigestSchedules } from './alert-digests';
import { createProjectSchedules, createRunWorkflowProbe, startManualRunWorkflow, terminateRunWorkflows } from './project-runs';
import { checkSources, generateTopics, type TopicWorkflowOptions } from './project-topics';

export type ProjectEngineOptions = TopicWorkflowOptions;

/** The project rules' durable side (domain/projects/engine.ts) in Temporal: topic generation, schedules and runs. */
export function createProjectEngine(temporal: Client, options: ProjectEngineOptions): ProjectEngine {
  const { taskQueue } = options;
  return {
    generateTopics: (projectId, organizationId, input) => generateTopics(temporal, options, projectId, organizationId, input),
    checkSources: (projectId, urls) => checkSources(temporal, options, projectId, urls),
    schedules: createProjectSchedules(temporal, taskQueue),
    digestSchedules: createDigestSchedules(temporal, taskQueue),
    runWorkflowId: projectRunWorkflowId,
    startRun: (projectId, workflowId) => startManualRunWorkflow(temporal, taskQueue, projectId, workflowId),
    terminateRuns: (workflowIds) => terminateRunWorkflows(temporal, workflowIds),
    probeRun: createRunWorkflowProbe(temporal),
  };
}
