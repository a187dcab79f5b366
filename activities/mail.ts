import { log } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { PermanentDeliveryError } from '../domain/mail/delivery';
import { findUndispatchedMail } from '../domain/mail/outbox';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDependencies } from './dependencies';

/** A mail is stranded once it has waited this long without a single delivery attempt. */
const STRANDED_AFTER_MS = 60_000;
const DISPATCH_BATCH = 100;

export function createMailActivities({ mail }: ActivityDependencies) {
  return {
    async deliverEmail(outboxId: string): Promise<void> {
      try {
        const result = await whileHeartbeating(() => mail.deliver(outboxId));
        if (result === 'missing') log.warn('outbox mail not found; nothing to send', { outboxId });
      } catch (error) {
        // A refused message stops at once; anything else is left to the workflow's retry policy.
        if (error instanceof PermanentDeliveryError)
          throw ApplicationFailure.nonRetryable(error.message, 'PermanentDeliveryError', { responseCode: error.responseCode });
        throw error;
      }
    },
    findUndispatchedMail(): Promise<string[]> {
      return findUndispatchedMail(STRANDED_AFTER_MS, DISPATCH_BATCH);
    },
  };
}
