import type { Client } from '@temporalio/client';
import type { ProjectProcesses } from '../domain/projects/engine';
import { projectRunWorkflowId } from '../workflows/contract';
import { createAlertDigestSchedules } from './alert-digest';
import { createProjectSchedules, createProjectRunProbe, startManualProjectRun, terminateProjectRuns } from './project-run';
import { checkSources, generateTopics, type TopicWorkflowOptions } from './project-topics';

export type ProjectProcessOptions = TopicWorkflowOptions;

/** The project rules' durable side (domain/projects/engine.ts) in Temporal: topic generation, schedules and runs. */
export function createProjectProcesses(temporal: Client, options: ProjectProcessOptions): ProjectProcesses {
  const { taskQueue } = options;
  return {
    generateTopics: (projectId, organizationId, input) => generateTopics(temporal, options, projectId, organizationId, input),
    checkSources: (projectId, urls) => checkSources(temporal, options, projectId, urls),
    schedules: createProjectSchedules(temporal, taskQueue),
    digestSchedules: createAlertDigestSchedules(temporal, taskQueue),
    runWorkflowId: projectRunWorkflowId,
    startRun: (projectId, workflowId) => startManualProjectRun(temporal, taskQueue, projectId, workflowId),
    terminateRuns: (workflowIds) => terminateProjectRuns(temporal, workflowIds),
    probeRun: createProjectRunProbe(temporal),
  };
}
