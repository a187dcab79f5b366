import { runStatements, type Migration } from './migration';

/**
 * Digests through channels (`digest.ready`, issue 28):
 * - `webhook_digest_changes`: a marker per change and endpoint, written with the digest's delivery, so no
 *   change is listed in two digests of the same endpoint (as `alert_mails_sent` does for mail);
 * - one digest delivery per endpoint, project and digest time (`data.until`): a retried activity finds
 *   the delivery it made, and the next digest reads where the previous one ended;
 * - `alert_changes` by project and announcement time, the order a digest reads them in.
 */
export const channelDigests: Migration = {
  name: '0042-channel-digests',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE webhook_digest_changes (
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        change_id uuid NOT NULL REFERENCES alert_changes(change_id) ON DELETE CASCADE,
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
        PRIMARY KEY (endpoint_id, change_id)
      )`,
      'CREATE INDEX webhook_digest_changes_change_id_idx ON webhook_digest_changes (change_id)',
      'CREATE INDEX webhook_digest_changes_delivery_id_idx ON webhook_digest_changes (delivery_id)',
      `CREATE UNIQUE INDEX webhook_deliveries_digest_idx
        ON webhook_deliveries (endpoint_id, (payload #>> '{data,projectId}'), (payload #>> '{data,until}'))
        WHERE event = 'digest.ready'`,
      'CREATE INDEX alert_changes_project_announced_idx ON alert_changes (project_id, created_at)',
    ]),
};
