import type { Harness } from './harness';

/** Asserts a worker's fixed Schedule: it starts `workflowType` on the harness's task queue every `everyMs`, skipping overlaps. */
export async function expectIntervalSchedule(harness: Harness, scheduleId: string, workflowType: string, everyMs: number): Promise<void> {
  const description = await harness.temporal.schedule.getHandle(scheduleId).describe();
  expect(description.action).toMatchObject({ type: 'startWorkflow', workflowType, taskQueue: harness.config.temporal.taskQueue });
  expect(description.spec.intervals).toEqual([expect.objectContaining({ every: everyMs })]);
  expect(description.policies.overlap).toBe('SKIP');
}
