import { runStatements, type Migration } from './migration';

/**
 * What part of a source is compared and when its changes alert (issue 27): its `include` and `exclude`
 * selectors and `ignoreText` rules, as one JSON object (`{}`: the automatic content root, everything
 * counts); its `alertWhen` conditions (`[]`: the judge decides); and, on each change of a source with
 * conditions, what they said (`{ met, matched }`; null: the source had none).
 */
export const sourceSelection: Migration = {
  name: '0033-source-selection',
  up: (context) =>
    runStatements(context, [
      `ALTER TABLE sources
         ADD COLUMN selection jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(selection) = 'object'),
         ADD COLUMN alert_when jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(alert_when) = 'array')`,
      'ALTER TABLE changes ADD COLUMN conditions jsonb',
    ]),
};
