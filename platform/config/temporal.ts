import { z } from 'zod';
import { integer, port } from './variables';

export const temporalVariables = z.object({
  TEMPORAL_ADDRESS: z
    .string()
    .regex(/^[^:\s]+:\d+$/, 'must be host:port')
    .optional()
    .describe('Temporal frontend as `host:port`; unset: `npm start` runs the dev server'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default').describe('Temporal namespace'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('vigil').describe('task queue the worker polls and the API starts workflows on'),
  TEMPORAL_BROWSER_TASK_QUEUE: z.string().min(1).default('vigil-browser').describe('task queue the browser worker polls (rendering only)'),
  TEMPORAL_WORKFLOW_BUNDLE: z
    .string()
    .min(1)
    .optional()
    .describe(
      'path of a workflow bundle made beforehand from the same code (`scripts/lib/workflow-bundle.ts`); the worker loads it instead of bundling the workflows with webpack at start (seconds of CPU). Unset: the one `npm run build` wrote into `dist/`, or a bundle made at start from source. The tests set it for the worker processes they start and restart',
    ),
  TEMPORAL_PORT: port.default(7233).describe('port of the Temporal dev server (only without `TEMPORAL_ADDRESS`)'),
  TEMPORAL_UI_PORT: port.default(8233).describe("port of the dev server's Web UI (only without `TEMPORAL_ADDRESS`)"),
  SUPERVISOR_RESTART_LIMIT: integer(0, 1_000)
    .default(10)
    .describe(
      '`npm start` restarts a process that crashes (PostgreSQL, Temporal, API, workers), at most this many times within `SUPERVISOR_RESTART_WINDOW_MS`; the next crash of that process stops everything (exit 1). `0`: the first crash stops everything ([operations](operations.md#npm-start-in-detail))',
    ),
  SUPERVISOR_RESTART_WINDOW_MS: integer(1_000, 86_400_000)
    .default(600_000)
    .describe("the sliding window over which `SUPERVISOR_RESTART_LIMIT` counts one process's restarts"),
  // At least 5 s: the SDK sends at most one heartbeat per 80 % of the timeout, and a busy event loop needs the rest.
  WORKER_LOSS_TIMEOUT_SECONDS: integer(5, 600)
    .default(10)
    .describe(
      "how long Temporal waits for a lost worker (killed, out of memory) before giving its work to another: the heartbeat timeout of the activities of the workflows that take the worker's timing (mail delivery, webhook delivery, billing, project runs; the others keep 10 s) and the worker's sticky queue timeout; 5 to 600 ([why](decisions/testing.md#the-workers-activity-timing-issue-33-third-pass))",
    ),
  ACTIVITY_RETRY_INTERVAL_FACTOR: z.coerce
    .number()
    .min(0.1)
    .max(10)
    .default(1)
    .describe(
      "factor on the first retry interval of those workflows' activities (2 s for a run's, 5 s for the others), 0.1 to 10; the tests that kill workers or take engines away set 0.2",
    ),
});

export function temporalConfig(e: z.infer<typeof temporalVariables>) {
  return {
    temporal: {
      address: e.TEMPORAL_ADDRESS,
      namespace: e.TEMPORAL_NAMESPACE,
      taskQueue: e.TEMPORAL_TASK_QUEUE,
      /** Served by the browser worker only (worker/browser-main.ts). */
      browserTaskQueue: e.TEMPORAL_BROWSER_TASK_QUEUE,
      /** A workflow bundle made beforehand from this code (the tests make one per run); the worker then runs no webpack at start. */
      workflowBundle: e.TEMPORAL_WORKFLOW_BUNDLE,
      devServerPort: e.TEMPORAL_PORT,
      uiPort: e.TEMPORAL_UI_PORT,
    },
    /** `npm start`'s restarts of a crashed child: at most `restartLimit` of one child within `restartWindowMs`. */
    supervisor: { restartLimit: e.SUPERVISOR_RESTART_LIMIT, restartWindowMs: e.SUPERVISOR_RESTART_WINDOW_MS },
    /**
     * How long Temporal waits for a lost worker's heartbeating activities (and its sticky workflow tasks) before
     * giving them to another worker, and a factor on the first retry interval of the activities of the
     * workflows that read it (workflows/activity-timing.ts).
     */
    activityTiming: { workerLossTimeoutMs: e.WORKER_LOSS_TIMEOUT_SECONDS * 1000, retryIntervalFactor: e.ACTIVITY_RETRY_INTERVAL_FACTOR },
  };
}
