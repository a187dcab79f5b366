import { runStatements, type Migration } from './migration';

/**
 * Sign-in policy and MFA requirement per organization. `mfa_required_since` starts the grace period;
 * `mfa_enforced_at` is set when it ends (by the grace workflow), or at once without a grace period.
 */
export const organizationPolicies: Migration = {
  name: '0011-organization-policies',
  up: (context) =>
    runStatements(context, [
      `ALTER TABLE organizations
        ADD COLUMN auth_required text NOT NULL DEFAULT 'any' CHECK (auth_required IN ('any', 'mfa', 'sso')),
        ADD COLUMN mfa_grace_period_days integer NOT NULL DEFAULT 0 CHECK (mfa_grace_period_days BETWEEN 0 AND 90),
        ADD COLUMN mfa_required_since timestamptz,
        ADD COLUMN mfa_enforced_at timestamptz`,
    ]),
};
