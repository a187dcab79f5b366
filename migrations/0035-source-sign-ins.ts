import { runStatements, type Migration } from './migration';

/**
 * Pages behind a sign-in: an organization's named secrets (values sealed with SECRET_KEY, as SSO client
 * secrets are), and per source the request headers, the browser steps and the browser session a
 * successful sign-in left (sealed). A sign-in that fails is a status of its own, `auth_failed`.
 */
export const sourceSignIns: Migration = {
  name: '0035-source-sign-ins',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE organization_secrets (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        name text NOT NULL,
        value_sealed text NOT NULL,
        created_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (organization_id, name)
      )`,
      'CREATE INDEX organization_secrets_created_by_idx ON organization_secrets (created_by_user_id)',
      `ALTER TABLE sources
         ADD COLUMN headers jsonb,
         ADD COLUMN steps jsonb,
         ADD COLUMN session_sealed text,
         ADD COLUMN session_saved_at timestamptz`,
      'ALTER TABLE sources DROP CONSTRAINT sources_status_check',
      `ALTER TABLE sources ADD CONSTRAINT sources_status_check CHECK (status IN ('pending', 'ok', 'failing', 'blocked', 'auth_failed'))`,
    ]),
};
