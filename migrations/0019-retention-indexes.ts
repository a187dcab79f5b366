import { runStatements, type Migration } from './migration';

/** Lets each retention batch find its expired rows by index instead of scanning the table. */
export const retentionIndexes: Migration = {
  name: '0019-retention-indexes',
  up: (context) =>
    runStatements(context, [
      'CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)',
      'CREATE INDEX sessions_revoked_at_idx ON sessions (revoked_at) WHERE revoked_at IS NOT NULL',
      'CREATE INDEX user_tokens_expires_at_idx ON user_tokens (expires_at)',
      'CREATE INDEX user_tokens_used_at_idx ON user_tokens (used_at) WHERE used_at IS NOT NULL',
      'CREATE INDEX email_outbox_sent_at_idx ON email_outbox (sent_at) WHERE sent_at IS NOT NULL',
      'CREATE INDEX login_events_created_at_idx ON login_events (created_at)',
    ]),
};
