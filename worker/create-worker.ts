import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import { createActivities } from '../activities';
import type { ActivityDependencies } from '../activities/dependencies';

export interface WorkerSetup {
  address: string;
  namespace: string;
  taskQueue: string;
  dependencies: ActivityDependencies;
  /** A prebuilt bundle (tests build one per run); otherwise the workflows are bundled at start. */
  workflowBundlePath?: string;
}

export const WORKFLOWS_PATH = require.resolve('../workflows');

export async function createWorker({ address, namespace, taskQueue, dependencies, workflowBundlePath }: WorkerSetup) {
  const connection = await NativeConnection.connect({ address });
  const workflows: Pick<WorkerOptions, 'workflowsPath' | 'workflowBundle'> = workflowBundlePath
    ? { workflowBundle: { codePath: workflowBundlePath } }
    : { workflowsPath: WORKFLOWS_PATH };
  const worker = await Worker.create({
    connection,
    namespace,
    taskQueue,
    activities: createActivities(dependencies),
    ...workflows,
  });
  return { worker, connection };
}
