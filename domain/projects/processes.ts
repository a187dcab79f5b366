import type { AlertDigestSchedules } from '../alerts/recipients';
import type { ProjectSchedules } from '../monitoring/schedules';
import type { RunWorkflowProbe } from '../monitoring/stale-runs';
import type { OrganizationLabels, ProjectLabels } from '../shared/labels';
import type { CheckedTopics, UrlChecks } from './sources';
import type { TopicGenerationInput } from './topic-generation';

/**
 * The durable side of projects, by role: topic generation, schedules and runs. Each project rule takes
 * the roles it uses; engine/projects.ts implements them all in Temporal, built once per process.
 */
export interface TopicProcesses {
  /** Waits for the topic-generation workflow (source checks included), at most `timeoutMs`; throws a 503 on failure or timeout. */
  generateTopics(projectId: string, organization: OrganizationLabels, input: TopicGenerationInput): Promise<CheckedTopics>;
  /** Checks URLs a project update adds, in a workflow bounded like topic generation; throws a 503 on failure or timeout. */
  checkSources(project: ProjectLabels, urls: string[]): Promise<UrlChecks>;
}

export interface ScheduleProcesses {
  schedules: ProjectSchedules;
  /** The project's daily alert digest, which follows its timezone and lifecycle. */
  digestSchedules: AlertDigestSchedules;
}

export interface RunProcesses {
  /** The workflow id of a manual run started at `startedAt`, written on the run row before the start. */
  runWorkflowId(projectId: string, startedAt: Date): string;
  /** Starts the run workflow of a run row already written (see domain/monitoring/runs.ts); the source count labels it when known. */
  startRun(project: ProjectLabels & { sourceCount?: number }, workflowId: string): Promise<void>;
  /** Ends runs at once (their project is being deleted); runs already finished are ignored. */
  terminateRuns(workflowIds: string[]): Promise<void>;
  /** Whether a run's workflow is still open in Temporal. */
  probeRun: RunWorkflowProbe;
}

export type ProjectProcesses = TopicProcesses & ScheduleProcesses & RunProcesses;
