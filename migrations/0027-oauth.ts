import { runStatements, type Migration } from './migration';

/**
 * Vigil's OAuth 2.1 authorization server: the applications organizations register (and the public
 * clients MCP agents register for themselves), what oidc-provider stores through its adapter (codes,
 * tokens, grants, interactions, sessions), the consent behind each grant, and the sealed signing keys.
 */
export const oauth: Migration = {
  name: '0027-oauth',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE oauth_applications (
        id uuid PRIMARY KEY,
        client_id text NOT NULL UNIQUE,
        organization_id uuid REFERENCES organizations(id) ON DELETE CASCADE,
        created_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        registration text NOT NULL CHECK (registration IN ('organization', 'dynamic')),
        name text NOT NULL,
        redirect_uris text[] NOT NULL,
        scopes text[] NOT NULL,
        public boolean NOT NULL,
        client_secret_hash text,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (public = (client_secret_hash IS NULL)),
        CHECK (registration = 'dynamic' OR organization_id IS NOT NULL)
      )`,
      'CREATE INDEX oauth_applications_organization_idx ON oauth_applications (organization_id, created_at, id)',
      'CREATE INDEX oauth_applications_created_by_idx ON oauth_applications (created_by_user_id)',
      `CREATE TABLE oauth_payloads (
        model text NOT NULL,
        id text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text,
        client_id text,
        uid text,
        user_code text,
        consumed_at timestamptz,
        expires_at timestamptz,
        PRIMARY KEY (model, id)
      )`,
      'CREATE INDEX oauth_payloads_grant_idx ON oauth_payloads (grant_id) WHERE grant_id IS NOT NULL',
      'CREATE INDEX oauth_payloads_client_idx ON oauth_payloads (client_id) WHERE client_id IS NOT NULL',
      'CREATE INDEX oauth_payloads_uid_idx ON oauth_payloads (uid) WHERE uid IS NOT NULL',
      'CREATE INDEX oauth_payloads_user_code_idx ON oauth_payloads (user_code) WHERE user_code IS NOT NULL',
      'CREATE INDEX oauth_payloads_expires_idx ON oauth_payloads (expires_at)',
      `CREATE TABLE oauth_consents (
        id uuid PRIMARY KEY,
        grant_id text NOT NULL UNIQUE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        application_id uuid NOT NULL REFERENCES oauth_applications(id) ON DELETE CASCADE,
        scopes text[] NOT NULL,
        resource text NOT NULL,
        strength jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX oauth_consents_user_idx ON oauth_consents (user_id, application_id)',
      'CREATE INDEX oauth_consents_application_idx ON oauth_consents (application_id)',
      `CREATE TABLE oauth_signing_keys (
        id text PRIMARY KEY,
        jwks_sealed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ]),
};
