import type { Client } from '@temporalio/client';
import type { ProjectProcesses } from '../domain/projects/processes';
import { projectRunWorkflowId } from '../workflows/contract';
import { createAlertDigestSchedules } from './alert-digest';
import { createProjectSchedules, createProjectRunProbe, startManualProjectRun, terminateProjectRuns } from './project-run';
import { checkSources, generateTopics, type TopicWorkflowOptions } from './project-topics';

export type ProjectProcessOptions = TopicWorkflowOptions;

/** The project rules' durable side (domain/projects/processes.ts) in Temporal, every role in one object: topic generation, schedules and runs. */
export function createProjectProcesses(temporal: Client, options: ProjectProcessOptions): ProjectProcesses {
  const { taskQueue } = options;
  return {
    generateTopics: (projectId, organization, input) => generateTopics(temporal, options, projectId, organization, input),
    checkSources: (project, urls) => checkSources(temporal, options, project, urls),
    schedules: createProjectSchedules(temporal, taskQueue),
    digestSchedules: createAlertDigestSchedules(temporal, taskQueue),
    runWorkflowId: projectRunWorkflowId,
    startRun: (project, workflowId) => startManualProjectRun(temporal, taskQueue, project, workflowId),
    terminateRuns: (workflowIds) => terminateProjectRuns(temporal, workflowIds),
    probeRun: createProjectRunProbe(temporal),
  };
}
