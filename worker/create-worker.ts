import fs from 'node:fs';
import path from 'node:path';
import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import { createActivities } from '../activities';
import type { ActivityDependencies } from '../activities/dependencies';

export interface WorkerSetup {
  address: string;
  namespace: string;
  taskQueue: string;
  dependencies: ActivityDependencies;
  /** A prebuilt bundle (tests build one per run); otherwise the one `npm run build` wrote, or the workflows are bundled at start. */
  workflowBundlePath?: string;
}

export const WORKFLOWS_PATH = require.resolve('../workflows');

/** The workflow bundle `npm run build` writes into dist/, beside the compiled worker/ (absent when running from source). */
export const PREBUILT_WORKFLOW_BUNDLE = 'workflow-bundle.js';
const prebuiltBundlePath = path.resolve(__dirname, '..', PREBUILT_WORKFLOW_BUNDLE);

export async function createWorker({ address, namespace, taskQueue, dependencies, workflowBundlePath }: WorkerSetup) {
  if (workflowBundlePath && !fs.existsSync(workflowBundlePath)) throw new Error(`no workflow bundle at ${workflowBundlePath}`);
  const connection = await NativeConnection.connect({ address });
  const bundlePath = workflowBundlePath ?? (fs.existsSync(prebuiltBundlePath) ? prebuiltBundlePath : undefined);
  const workflows: Pick<WorkerOptions, 'workflowsPath' | 'workflowBundle'> = bundlePath
    ? { workflowBundle: { codePath: bundlePath } }
    : { workflowsPath: WORKFLOWS_PATH };
  const worker = await Worker.create({
    connection,
    namespace,
    taskQueue,
    activities: createActivities(dependencies),
    // A lost worker's workflow tasks wait this long on its sticky queue before going to another worker:
    // the same wait as for its activities' heartbeats (the SDK's default is 10 s, as is the timing's).
    stickyQueueScheduleToStartTimeout: dependencies.activityTiming.workerLossTimeoutMs,
    ...workflows,
  });
  return { worker, connection };
}
