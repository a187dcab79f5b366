import { log } from '@temporalio/activity';
import { findUndispatchedMail } from '../domain/mail/outbox';
import type { ActivityDependencies } from './index';

/** A mail is stranded once it has waited this long without a single delivery attempt. */
const STRANDED_AFTER_MS = 60_000;
const DISPATCH_BATCH = 100;

export function createMailActivities({ mail }: ActivityDependencies) {
  return {
    async deliverEmail(outboxId: string): Promise<void> {
      const result = await mail.deliver(outboxId);
      if (result === 'missing') log.warn('outbox mail not found; nothing to send', { outboxId });
    },
    findUndispatchedMail(): Promise<string[]> {
      return findUndispatchedMail(STRANDED_AFTER_MS, DISPATCH_BATCH);
    },
  };
}
