import { runStatements, type Migration } from './migration';

/** The hash of the last response body as received: an identical body is unchanged without any parsing. */
export const sourceBodyHash: Migration = {
  name: '0020-source-body-hash',
  up: (context) => runStatements(context, ['ALTER TABLE sources ADD COLUMN body_hash text']),
};
