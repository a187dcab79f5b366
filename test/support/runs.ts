import { QueryTypes } from 'sequelize';
import type { Harness } from './harness';
import { ChangeModel, ProjectRunModel, RunSourceModel } from '../../models/monitoring';

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

/**
 * A run that was cut by a crash and finished after the restart: completed with every source checked,
 * one change per edited page (`/item/<i>` for each of `changedPages`) and each source recorded once.
 */
export async function expectRunCompletedOnce(
  harness: Harness,
  runId: string,
  pages: number,
  changedPages: readonly number[],
): Promise<void> {
  expect(await awaitRun(harness, runId)).toMatchObject({
    status: 'completed',
    sourcesTotal: pages,
    sourcesChecked: pages,
    sourcesChanged: changedPages.length,
    sourcesFailed: 0,
  });
  const changes = await harness.sequelize.query<{ url: string; count: number }>(
    'SELECT s.url, count(*)::int AS count FROM changes c JOIN sources s ON s.id = c.source_id WHERE c.run_id = :runId GROUP BY s.url',
    { type: QueryTypes.SELECT, replacements: { runId } },
  );
  expect(changes.map((change) => new URL(change.url).pathname).sort()).toEqual(changedPages.map((i) => `/item/${i}`).sort());
  expect(changes.every((change) => change.count === 1)).toBe(true);
  expect(await ChangeModel.count({ where: { runId } })).toBe(changedPages.length);
  expect(await RunSourceModel.count({ where: { runId } })).toBe(pages);
}
