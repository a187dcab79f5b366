import type { AlertDigestSchedules } from '../alerts/recipients';
import type { ProjectSchedules } from '../monitoring/schedules';
import type { RunWorkflowProbe } from '../monitoring/stale-runs';
import type { CheckedTopics, UrlChecks } from './sources';
import type { TopicGenerationInput } from './topic-generation';

/**
 * The durable side of projects: topic generation, schedules and runs. The project rules call this port;
 * engine/projects.ts implements it in Temporal.
 */
export interface ProjectProcesses {
  /** Waits for the topic-generation workflow (source checks included), at most `timeoutMs`; throws a 503 on failure or timeout. */
  generateTopics(projectId: string, organizationId: string, input: TopicGenerationInput): Promise<CheckedTopics>;
  /** Checks URLs a project update adds, in a workflow bounded like topic generation; throws a 503 on failure or timeout. */
  checkSources(projectId: string, urls: string[]): Promise<UrlChecks>;
  schedules: ProjectSchedules;
  /** The project's daily alert digest, which follows its timezone and lifecycle. */
  digestSchedules: AlertDigestSchedules;
  /** The workflow id of a manual run started at `startedAt`, written on the run row before the start. */
  runWorkflowId(projectId: string, startedAt: Date): string;
  /** Starts the run workflow of a run row already written (see domain/monitoring/runs.ts). */
  startRun(projectId: string, workflowId: string): Promise<void>;
  /** Ends runs at once (their project is being deleted); runs already finished are ignored. */
  terminateRuns(workflowIds: string[]): Promise<void>;
  /** Whether a run's workflow is still open in Temporal. */
  probeRun: RunWorkflowProbe;
}
