import { runStatements, type Migration } from './migration';

/** Lets the dispatch schedule find deliveries whose workflow never started without scanning the sent ones. */
export const webhookDeliveryDispatch: Migration = {
  name: '0029-webhook-delivery-dispatch',
  up: (context) =>
    runStatements(context, [
      `CREATE INDEX webhook_deliveries_undispatched_idx ON webhook_deliveries (created_at) WHERE status = 'pending' AND attempts = 0`,
    ]),
};
