import { z } from 'zod';
import { integer } from './variables';

const retentionDays = integer(1, 3650);

export const retentionVariables = z.object({
  RETENTION_SESSIONS_DAYS: retentionDays.default(7).describe('days an expired or revoked session is kept'),
  RETENTION_TOKENS_DAYS: retentionDays.default(7).describe('days an expired or used token is kept'),
  RETENTION_OUTBOX_DAYS: retentionDays.default(30).describe('days delivered mail is kept (undelivered mail is never pruned)'),
  RETENTION_LOGIN_EVENTS_DAYS: retentionDays
    .default(365)
    .describe('days sign-in events are kept (login history and the data export show this period)'),
});

export function retentionConfig(e: z.infer<typeof retentionVariables>) {
  return {
    /** Days rows are kept after they stop mattering, pruned by the `retention` schedule. */
    retention: {
      sessionsDays: e.RETENTION_SESSIONS_DAYS,
      tokensDays: e.RETENTION_TOKENS_DAYS,
      outboxDays: e.RETENTION_OUTBOX_DAYS,
      loginEventsDays: e.RETENTION_LOGIN_EVENTS_DAYS,
    },
  };
}
