import { runStatements, type Migration } from './migration';

/**
 * A topic's own `alertWhen` conditions (issue 27): they apply to every source of the topic that has none
 * of its own (`[]`: none, the judge decides for those sources).
 */
export const topicAlertConditions: Migration = {
  name: '0038-topic-alert-conditions',
  up: (context) =>
    runStatements(context, [
      `ALTER TABLE topics ADD COLUMN alert_when jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(alert_when) = 'array')`,
    ]),
};
