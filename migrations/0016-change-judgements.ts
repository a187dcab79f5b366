import { runStatements, type Migration } from './migration';

/**
 * The judge's verdict on each change, kept beside the change. A row without `judged_at` is a change
 * still waiting for (or retrying) its judgement: the change itself is never lost.
 */
export const changeJudgements: Migration = {
  name: '0016-change-judgements',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE change_judgements (
        change_id uuid PRIMARY KEY REFERENCES changes(id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        summary text,
        relevant boolean,
        matched_watch_for text[] NOT NULL DEFAULT '{}',
        importance text CHECK (importance IN ('low', 'medium', 'high')),
        judged_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX change_judgements_unjudged_idx ON change_judgements (project_id, created_at) WHERE judged_at IS NULL',
      'CREATE INDEX change_judgements_filter_idx ON change_judgements (project_id, relevant, importance)',
    ]),
};
