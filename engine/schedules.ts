import {
  ScheduleAlreadyRunning,
  ScheduleNotFoundError,
  ScheduleOverlapPolicy,
  type Client,
  type ScheduleDescription,
  type ScheduleOptions,
  type ScheduleUpdateOptions,
} from '@temporalio/client';
import type { Duration } from '@temporalio/common';
import { searchAttributesFor, type VigilProcess } from '../workflows/visibility';

/**
 * Creates the Schedule; when it exists already, updates it as `update` says from its current
 * description (a Schedule's spec and state may be the user's, so each caller decides what it owns).
 */
export async function createOrUpdateSchedule(
  temporal: Client,
  options: ScheduleOptions,
  update: (previous: ScheduleDescription) => ScheduleUpdateOptions,
): Promise<void> {
  try {
    await temporal.schedule.create(options);
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    await temporal.schedule.getHandle(options.scheduleId).update(update);
  }
}

/** Deletes the Schedule; one that is gone already is no error. */
export async function deleteSchedule(temporal: Client, scheduleId: string): Promise<void> {
  try {
    await temporal.schedule.getHandle(scheduleId).delete();
  } catch (error) {
    if (!(error instanceof ScheduleNotFoundError)) throw error;
  }
}

export interface IntervalSchedule {
  scheduleId: string;
  every: Duration;
  /** The workflow's function name, as the worker registers it. */
  workflowType: string;
  process: VigilProcess;
  summary: string;
}

/**
 * A worker's fixed Schedule, started every `every` on its task queue; the workflow id is the Schedule's.
 * An existing one gets the current labels and keeps its spec and state as they are.
 */
export async function ensureIntervalSchedule(
  temporal: Client,
  taskQueue: string,
  { scheduleId, every, workflowType, process, summary }: IntervalSchedule,
): Promise<void> {
  const typedSearchAttributes = searchAttributesFor({ process });
  const labels = { typedSearchAttributes, staticSummary: summary };
  await createOrUpdateSchedule(
    temporal,
    {
      scheduleId,
      typedSearchAttributes,
      spec: { intervals: [{ every }] },
      action: { type: 'startWorkflow', workflowType, workflowId: scheduleId, taskQueue, ...labels },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
      state: { note: summary },
    },
    (previous) => ({ ...previous, typedSearchAttributes, action: { ...previous.action, ...labels } }),
  );
}
