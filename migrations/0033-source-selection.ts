import { runStatements, type Migration } from './migration';

/**
 * What part of a source is compared (issue 27): its `include` and `exclude` selectors and `ignoreText`
 * rules, as one JSON object (`{}`: the automatic content root, everything counts).
 */
export const sourceSelection: Migration = {
  name: '0033-source-selection',
  up: (context) =>
    runStatements(context, [
      `ALTER TABLE sources ADD COLUMN selection jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(selection) = 'object')`,
    ]),
};
