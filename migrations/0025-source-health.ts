import { runStatements, type Migration } from './migration';

/**
 * What each source was when last read (`kind`) and how its checks are going: the status, the run of
 * consecutive failures and the last error. `source_health_events` holds each failing/recovered transition
 * once, written with the check that caused it, until it is announced (webhooks and mail).
 */
export const sourceHealth: Migration = {
  name: '0025-source-health',
  up: (context) =>
    runStatements(context, [
      `ALTER TABLE sources
         ADD COLUMN kind text CHECK (kind IN ('html', 'pdf', 'feed', 'json', 'sitemap', 'text', 'binary')),
         ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ok', 'failing', 'blocked')),
         ADD COLUMN consecutive_failures integer NOT NULL DEFAULT 0,
         ADD COLUMN last_error text,
         ADD COLUMN last_error_at timestamptz,
         ADD COLUMN failing_since timestamptz,
         ADD COLUMN failure_announced boolean NOT NULL DEFAULT false`,
      `UPDATE sources SET status = 'ok' WHERE last_fetched_at IS NOT NULL`,
      `CREATE TABLE source_health_events (
        id uuid PRIMARY KEY,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        source_id uuid NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
        run_id uuid REFERENCES project_runs(id) ON DELETE SET NULL,
        event text NOT NULL CHECK (event IN ('source.failing', 'source.recovered')),
        status text NOT NULL,
        error text,
        since timestamptz NOT NULL,
        occurred_at timestamptz NOT NULL,
        consecutive_failures integer NOT NULL,
        announced_at timestamptz,
        delivery_ids uuid[] NOT NULL DEFAULT '{}',
        outbox_ids uuid[] NOT NULL DEFAULT '{}'
      )`,
      'CREATE INDEX source_health_events_project_idx ON source_health_events (project_id)',
      'CREATE INDEX source_health_events_source_idx ON source_health_events (source_id)',
      'CREATE INDEX source_health_events_run_idx ON source_health_events (run_id)',
    ]),
};
