import { runStatements, type Migration } from './migration';

/** One OIDC identity provider per organization; the client secret is stored sealed (AES-GCM). */
export const ssoConfigurations: Migration = {
  name: '0012-sso-configurations',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE sso_configurations (
        organization_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('oidc', 'okta', 'azure_ad', 'google_workspace')),
        issuer_url text NOT NULL,
        client_id text NOT NULL,
        client_secret_sealed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    ]),
};
