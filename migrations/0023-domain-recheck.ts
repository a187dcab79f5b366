import { runStatements, type Migration } from './migration';

/**
 * The `domain-recheck` schedule re-reads verified domains' TXT records; this is when a verified
 * domain's record was first found missing (null while it is present), to end verification after a grace period.
 */
export const domainRecheck: Migration = {
  name: '0023-domain-recheck',
  up: (context) => runStatements(context, [`ALTER TABLE domains ADD COLUMN record_missing_since timestamptz`]),
};
