import { runStatements, type Migration } from './migration';

/**
 * The evidence of a relevance judgement (for each matched watch-list entry, the changed text it relies
 * on), and when a source's stored text was fetched, so values that track the clock can be told from edits.
 */
export const judgementEvidence: Migration = {
  name: '0026-judgement-evidence',
  up: (context) =>
    runStatements(context, [
      "ALTER TABLE change_judgements ADD COLUMN evidence jsonb NOT NULL DEFAULT '[]'::jsonb",
      "ALTER TABLE alert_changes ADD COLUMN evidence jsonb NOT NULL DEFAULT '[]'::jsonb",
      'ALTER TABLE sources ADD COLUMN text_fetched_at timestamptz',
    ]),
};
