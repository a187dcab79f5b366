import { log } from '@temporalio/activity';
import type { ActivityDependencies } from './index';

export function createMailActivities({ mail }: ActivityDependencies) {
  return {
    async deliverEmail(outboxId: string): Promise<void> {
      const result = await mail.deliver(outboxId);
      if (result === 'missing') log.warn('outbox mail not found; nothing to send', { outboxId });
    },
  };
}
