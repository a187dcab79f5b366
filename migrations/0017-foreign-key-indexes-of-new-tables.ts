import { runStatements, type Migration } from './migration';

/** The foreign keys of the monitoring, billing, webhook and alert tables that no index led with. */
export const foreignKeyIndexesOfNewTables: Migration = {
  name: '0017-foreign-key-indexes-of-new-tables',
  up: (context) =>
    runStatements(context, [
      'CREATE INDEX alert_mails_sent_membership_id_idx ON alert_mails_sent (membership_id)',
      'CREATE INDEX run_sources_source_id_idx ON run_sources (source_id)',
      'CREATE INDEX stripe_events_organization_id_idx ON stripe_events (organization_id)',
      'CREATE INDEX webhook_endpoints_created_by_user_id_idx ON webhook_endpoints (created_by_user_id)',
    ]),
};
