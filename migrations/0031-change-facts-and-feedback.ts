import { runStatements, type Migration } from './migration';

/**
 * Change facts and relevance feedback (issue 34), and announcements of changes that could not be judged.
 *
 * - `changes.facts`: the typed facts the checker computed when it recorded the change; older changes have none.
 * - `change_feedback`: one member's verdict per change (the latest wins), with the change's topic, so the
 *   judges can read a topic's examples newest first.
 * - `alert_changes.relevant` and `importance` may be null: a change the judge could not judge is announced
 *   as unjudged rather than never.
 */
export const changeFactsAndFeedback: Migration = {
  name: '0031-change-facts-and-feedback',
  up: (context) =>
    runStatements(context, [
      "ALTER TABLE changes ADD COLUMN facts jsonb NOT NULL DEFAULT '[]'::jsonb",
      `CREATE TABLE change_feedback (
        change_id uuid PRIMARY KEY REFERENCES changes(id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        topic_id uuid NOT NULL,
        relevant boolean NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX change_feedback_topic_idx ON change_feedback (topic_id, updated_at DESC)',
      'CREATE INDEX change_feedback_project_idx ON change_feedback (project_id)',
      'CREATE INDEX change_feedback_user_idx ON change_feedback (user_id)',
      'ALTER TABLE alert_changes ALTER COLUMN relevant DROP NOT NULL, ALTER COLUMN importance DROP NOT NULL',
    ]),
};
