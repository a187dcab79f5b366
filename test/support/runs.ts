import type { Harness } from './harness';
import { ProjectRunModel } from '../../models/monitoring';

/** Waits for the run's workflow to finish and answers its stored row. */
export async function awaitRun(harness: Harness, runId: string) {
  const run = await ProjectRunModel.findByPk(runId, { raw: true });
  if (!run) throw new Error(`no run ${runId}`);
  await harness.temporal.workflow.getHandle(run.workflowId).result();
  return (await ProjectRunModel.findByPk(runId, { raw: true }))!;
}

/** Polls until `condition` holds (for states reached in the background); fails after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T>, condition: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (condition(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached within ${timeoutMs} ms; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
