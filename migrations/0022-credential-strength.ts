import { runStatements, type Migration } from './migration';

/**
 * The strength of a sign-in, kept where the organization's policy needs it (issue 23): a session
 * remembers whose identity provider signed it in and whether that provider asserted a second factor;
 * an API key remembers the strength of the session that created it; an organization dates its policy
 * (last tightened, strict since). Keys made before this migration did not record their strength: they
 * read as a sign-in without MFA and keep working, because each organization that requires anything
 * counts as tightened, and strict, from now.
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
      'ALTER TABLE organizations ADD COLUMN policy_tightened_at timestamptz, ADD COLUMN policy_strict_since timestamptz',
      `UPDATE organizations SET policy_tightened_at = now(), policy_strict_since = now() WHERE auth_required <> 'any' OR mfa_enforced_at IS NOT NULL`,
    ]),
};
