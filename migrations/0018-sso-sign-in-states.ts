import { runStatements, type Migration } from './migration';

/**
 * One row per SSO sign-in in flight, from the redirect to the identity provider until its callback
 * spends it (or it expires): the state is stored as its hash, with the PKCE verifier and nonce it binds.
 */
export const ssoSignInStates: Migration = {
  name: '0018-sso-sign-in-states',
  up: (context) =>
    runStatements(context, [
      `CREATE TABLE sso_sign_in_states (
        state_hash text PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        code_verifier text NOT NULL,
        nonce text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX sso_sign_in_states_organization_id_idx ON sso_sign_in_states (organization_id)',
      'CREATE INDEX sso_sign_in_states_expires_at_idx ON sso_sign_in_states (expires_at)',
    ]),
};
