import { runStatements, type Migration } from './migration';

/**
 * The strength of a sign-in, kept where the organization's policy needs it (issue 23): a session
 * remembers whose identity provider signed it in and whether that provider asserted a second factor;
 * an API key remembers the strength of the session that created it. Keys made before this migration
 * did not record it: they read as a password sign-in without MFA and, like every key that predates a
 * policy, keep working because each organization's policy counts as tightened now.
 */
export const credentialStrength: Migration = {
  name: '0022-credential-strength',
  up: (context) =>
    runStatements(context, [
      `ALTER TABLE sessions
        ADD COLUMN sso_organization_id uuid,
        ADD COLUMN provider_mfa boolean NOT NULL DEFAULT false`,
      `ALTER TABLE api_keys
        ADD COLUMN strength jsonb NOT NULL DEFAULT '{"method":"unknown","mfaCompleted":false,"ssoOrganizationId":null,"providerMfa":false}'::jsonb`,
      'ALTER TABLE api_keys ALTER COLUMN strength DROP DEFAULT',
      'ALTER TABLE organizations ADD COLUMN policy_tightened_at timestamptz',
      `UPDATE organizations SET policy_tightened_at = now() WHERE auth_required <> 'any' OR mfa_enforced_at IS NOT NULL`,
    ]),
};
