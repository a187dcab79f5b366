import { runStatements, type Migration } from './migration';

/** Lets the dispatch schedule find mail that was never handed to delivery without scanning sent mail. */
export const emailOutboxDispatch: Migration = {
  name: '0005-email-outbox-dispatch',
  up: (context) =>
    runStatements(context, [
      'CREATE INDEX email_outbox_undispatched_idx ON email_outbox (created_at) WHERE sent_at IS NULL AND attempts = 0',
    ]),
};
