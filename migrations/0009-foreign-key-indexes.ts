import { runStatements, type Migration } from './migration';

/**
 * An index for every foreign key that lacked one (the partial ones cover active rows only): removing a
 * user or an organization, or a parent category, no longer scans memberships or categories.
 */
export const foreignKeyIndexes: Migration = {
  name: '0009-foreign-key-indexes',
  up: (context) =>
    runStatements(context, [
      'CREATE INDEX memberships_organization_id_idx ON memberships (organization_id)',
      'CREATE INDEX memberships_user_id_all_idx ON memberships (user_id)',
      'CREATE INDEX memberships_invited_by_user_id_idx ON memberships (invited_by_user_id)',
      'CREATE INDEX categories_parent_id_idx ON categories (parent_id)',
    ]),
};
