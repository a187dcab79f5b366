import { runStatements, type Migration } from './migration';

/**
 * What part of a source is compared and when its changes alert (issue 27): its `include` and `exclude`
 * selectors and `ignoreText` rules, as one JSON object (`{}`: the automatic content root, everything
 * counts); its `alertWhen` conditions (`[]`: the judge decides); and, on each change of a source with
 * conditions, what they said (`{ met, matched }`; null: the source had none). `track` names the values
 * read on every run, recorded in `tracked_values` (one row per run, source and name).
 */
export const sourceSelection: Migration = {
  name: '0033-source-selection',
  up: (context) =>
    runStatements(context, [
      `ALTER TABLE sources
         ADD COLUMN selection jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(selection) = 'object'),
         ADD COLUMN alert_when jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(alert_when) = 'array'),
         ADD COLUMN track jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(track) = 'array')`,
      'ALTER TABLE changes ADD COLUMN conditions jsonb',
      `CREATE TABLE tracked_values (
        id uuid PRIMARY KEY,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        topic_id uuid NOT NULL,
        source_id uuid NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
        run_id uuid REFERENCES project_runs(id) ON DELETE SET NULL,
        url text NOT NULL,
        name text NOT NULL,
        text text NOT NULL,
        number double precision,
        unit text,
        recorded_at timestamptz NOT NULL,
        UNIQUE (run_id, source_id, name)
      )`,
      'CREATE INDEX tracked_values_project_idx ON tracked_values (project_id, recorded_at DESC)',
      'CREATE INDEX tracked_values_source_idx ON tracked_values (source_id, name, recorded_at DESC)',
    ]),
};
