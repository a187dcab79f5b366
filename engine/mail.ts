import type { Client } from '@temporalio/client';
import type { StartMailDelivery } from '../domain/mail/outbox';
import type { Logger } from '../platform/logger';
import { isTemporalUnavailableError } from '../platform/temporal';
import { EMAIL_DISPATCH_EVERY, emailDispatchScheduleId, emailWorkflowId } from '../workflows/contract';
import type { deliverEmailWorkflow } from '../workflows/email';
import { maskEmail, searchAttributesFor } from '../workflows/visibility';
import { ensureIntervalSchedule } from './schedules';

/** Starts the delivery workflow of a mail the API queued; a failed start is logged, not thrown (the mail is committed). */
export function createMailDeliveryStarter(temporal: Client, taskQueue: string, logger: Logger): StartMailDelivery {
  return async (outboxId, mail) => {
    try {
      await temporal.workflow.start<typeof deliverEmailWorkflow>('deliverEmailWorkflow', {
        workflowId: emailWorkflowId(outboxId),
        taskQueue,
        args: [outboxId],
        typedSearchAttributes: searchAttributesFor({ process: 'email' }),
        staticSummary: `${mail.purpose} to ${maskEmail(mail.to)}`,
      });
    } catch (error) {
      // The mail is committed; the email-dispatch schedule starts its delivery once Temporal is back.
      if (isTemporalUnavailableError(error))
        logger.warn({ outboxId }, 'e-mail delivery not started (Temporal unavailable); the email-dispatch schedule will start it');
      else logger.error({ err: error, outboxId }, 'could not start e-mail delivery');
    }
  };
}

/** The worker's Schedule that starts deliveries whose start was missed. */
export function ensureEmailDispatchSchedule(temporal: Client, taskQueue: string): Promise<void> {
  return ensureIntervalSchedule(temporal, taskQueue, {
    scheduleId: emailDispatchScheduleId(taskQueue),
    every: EMAIL_DISPATCH_EVERY,
    workflowType: 'dispatchStrandedEmailWorkflow',
    process: 'email-dispatch',
    summary: 'Dispatch of stranded e-mail',
  });
}
