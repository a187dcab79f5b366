import type { Client } from '@temporalio/client';
import { ensureBillingRepairSchedule } from './billing';
import { ensureDomainRecheckSchedule } from './domain-verification';
import { ensureMailDispatchSchedule } from './mail';
import { ensureRetentionSchedule } from './retention';
import { ensureWebhookDispatchSchedule } from './webhook-delivery';

/** Creates the Schedules the worker's workflows rely on; an existing one keeps its spec and state and gets the current labels. */
export async function ensureSchedules(temporal: Client, taskQueue: string): Promise<void> {
  await ensureMailDispatchSchedule(temporal, taskQueue);
  await ensureBillingRepairSchedule(temporal, taskQueue);
  await ensureRetentionSchedule(temporal, taskQueue);
  await ensureDomainRecheckSchedule(temporal, taskQueue);
  await ensureWebhookDispatchSchedule(temporal, taskQueue);
}
