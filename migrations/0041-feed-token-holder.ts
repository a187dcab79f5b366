import { runStatements, type Migration } from './migration';

/**
 * A project's feed token is a credential like an API key: it keeps who made it, the strength of the
 * sign-in behind that, and when, so the organization's sign-in policy is checked against it and it stops
 * with its maker's membership. Tokens made before carry none of this and stop working: rotate them.
 */
export const feedTokenHolder: Migration = {
  name: '0041-feed-token-holder',
  up: (context) =>
    runStatements(context, [
      'ALTER TABLE projects ADD COLUMN feed_token_user_id uuid REFERENCES users(id) ON DELETE SET NULL',
      'ALTER TABLE projects ADD COLUMN feed_token_strength jsonb',
      'ALTER TABLE projects ADD COLUMN feed_token_issued_at timestamptz',
      'UPDATE projects SET feed_token_hash = NULL WHERE feed_token_hash IS NOT NULL',
      'CREATE INDEX projects_feed_token_user_id_idx ON projects (feed_token_user_id)',
    ]),
};
