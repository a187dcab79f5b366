import type { Client } from '@temporalio/client';
import type { StartMailDelivery } from '../domain/mail/outbox';
import type { Logger } from '../platform/logger';
import { MAIL_DISPATCH_EVERY, mailDispatchScheduleId, mailWorkflowId } from '../workflows/contract';
import type { deliverEmailWorkflow } from '../workflows/mail';
import { maskEmail, searchAttributesFor } from '../workflows/visibility';
import { startCommittedWork } from './committed-starts';
import { ensureIntervalSchedule } from './schedules';

/** Starts the delivery workflow of a mail the API queued; a failed start is logged, not thrown (the mail is committed). */
export function createMailDeliveryStarter(temporal: Client, taskQueue: string, logger: Logger): StartMailDelivery {
  return (outboxId, mail) =>
    startCommittedWork(
      () =>
        temporal.workflow.start<typeof deliverEmailWorkflow>('deliverEmailWorkflow', {
          workflowId: mailWorkflowId(outboxId),
          taskQueue,
          args: [outboxId],
          typedSearchAttributes: searchAttributesFor({ process: 'email' }),
          staticSummary: `${mail.purpose} to ${maskEmail(mail.to)}`,
        }),
      { logger, fields: { outboxId }, what: 'e-mail delivery', dispatchSchedule: 'email-dispatch' },
    );
}

/** The worker's Schedule that starts deliveries whose start was missed. */
export function ensureMailDispatchSchedule(temporal: Client, taskQueue: string): Promise<void> {
  return ensureIntervalSchedule(temporal, taskQueue, {
    scheduleId: mailDispatchScheduleId(taskQueue),
    every: MAIL_DISPATCH_EVERY,
    workflowType: 'dispatchStrandedEmailWorkflow',
    process: 'email-dispatch',
    summary: 'Dispatch of stranded e-mail',
  });
}
