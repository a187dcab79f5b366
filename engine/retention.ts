import type { Client } from '@temporalio/client';
import { RETENTION_EVERY, retentionScheduleId } from '../workflows/contract';
import { ensureIntervalSchedule } from './schedules';

/** The worker's Schedule that prunes expired rows. */
export function ensureRetentionSchedule(temporal: Client, taskQueue: string): Promise<void> {
  return ensureIntervalSchedule(temporal, taskQueue, {
    scheduleId: retentionScheduleId(taskQueue),
    every: RETENTION_EVERY,
    workflowType: 'pruneRetentionWorkflow',
    process: 'retention',
    summary: 'Retention: prune expired sessions, tokens, delivered mail, old sign-in events',
  });
}
