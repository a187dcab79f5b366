import { runStatements, type Migration } from './migration';

/**
 * Topics and their sources (with the per-source state the checker hands back), monitoring runs, the
 * per-run ledger of sources that makes a resumed run skip what it already recorded, and changes.
 */
export const monitoring: Migration = {
  name: '0007-monitoring',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE topics (
        id uuid PRIMARY KEY,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        position integer NOT NULL,
        name text NOT NULL,
        description text NOT NULL,
        watch_for jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX topics_project_idx ON topics (project_id, position)',
      `CREATE TABLE sources (
        id uuid PRIMARY KEY,
        topic_id uuid NOT NULL REFERENCES topics(id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        position integer NOT NULL,
        url text NOT NULL,
        etag text,
        last_modified text,
        quick_hash text,
        content_hash text,
        content_text text,
        last_fetched_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (topic_id, url)
      )`,
      'CREATE INDEX sources_project_idx ON sources (project_id)',
      `CREATE TABLE project_runs (
        id uuid PRIMARY KEY,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        workflow_id text NOT NULL UNIQUE,
        trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual')),
        status text NOT NULL CHECK (status IN ('running', 'completed', 'failed')),
        started_at timestamptz NOT NULL,
        finished_at timestamptz,
        sources_total integer NOT NULL DEFAULT 0,
        sources_checked integer NOT NULL DEFAULT 0,
        sources_changed integer NOT NULL DEFAULT 0,
        sources_failed integer NOT NULL DEFAULT 0,
        errors jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX project_runs_project_idx ON project_runs (project_id, started_at DESC, id DESC)',
      // At most one run in progress per project: manual and scheduled starts both go through it.
      `CREATE UNIQUE INDEX project_runs_one_running_idx ON project_runs (project_id) WHERE status = 'running'`,
      `CREATE TABLE run_sources (
        run_id uuid NOT NULL REFERENCES project_runs(id) ON DELETE CASCADE,
        source_id uuid NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
        outcome text CHECK (outcome IN ('baseline', 'unchanged', 'changed', 'failed')),
        error text,
        checked_at timestamptz,
        PRIMARY KEY (run_id, source_id)
      )`,
      'CREATE INDEX run_sources_pending_idx ON run_sources (run_id, source_id) WHERE outcome IS NULL',
      `CREATE TABLE changes (
        id uuid PRIMARY KEY,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        run_id uuid NOT NULL REFERENCES project_runs(id) ON DELETE CASCADE,
        source_id uuid,
        topic_id uuid NOT NULL,
        url text NOT NULL,
        detected_at timestamptz NOT NULL,
        previous_hash text NOT NULL,
        content_hash text NOT NULL,
        diff text NOT NULL,
        summary text NOT NULL,
        UNIQUE (run_id, source_id)
      )`,
      'CREATE INDEX changes_project_idx ON changes (project_id, detected_at DESC, id DESC)',
      'CREATE INDEX changes_topic_idx ON changes (project_id, topic_id, detected_at DESC, id DESC)',
    ]),
};
