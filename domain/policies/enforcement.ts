import { Op } from 'sequelize';
import { MembershipModel, OrganizationModel } from '../../models/organizations';
import type { CredentialStrength } from '../auth/credential-strength';
import { sessionStrength, type Credential, type Principal } from '../auth/principal';
import { ForbiddenError, MfaRequiredError } from '../shared/errors';

const SSO_REQUIRED = 'Your organization requires single sign-on; sign in through your identity provider';

/**
 * The organization's sign-in policy applied to a request: sessions that did not prove a second factor
 * are refused where MFA is required, and non-owners need an SSO session where SSO is required.
 * API keys are exempt (the spec's rule 6): they are scoped credentials, not sign-ins. OAuth access
 * tokens are not: they carry the strength of the session that consented, checked like a session's.
 */
export async function assertSessionMeetsPolicy(principal: Principal, organization: { organizationId: string; role: string }): Promise<void> {
  const strength = policyCheckedStrength(principal.credential);
  if (!strength) return;
  const policy = await OrganizationModel.findByPk(organization.organizationId, { attributes: ['authRequired', 'mfaEnforcedAt'], raw: true });
  if (!policy) return;
  if (policy.authRequired === 'sso' && !isSsoFor(strength, organization.organizationId) && organization.role !== 'owner') throw new ForbiddenError(SSO_REQUIRED);
  if ((policy.authRequired === 'mfa' || policy.mfaEnforcedAt !== null) && !strength.mfaCompleted) throw new MfaRequiredError();
}

/** The sign-in a credential stands for, or null for an API key (exempt). Issue 23 unifies this with keys' strength. */
function policyCheckedStrength(credential: Credential): CredentialStrength | null {
  if (credential.kind === 'session') return sessionStrength(credential);
  if (credential.kind === 'accessToken') return credential.strength;
  return null;
}

/** An SSO sign-in counts for the organization whose provider made it; sessions that do not record it count wherever SSO is required. */
function isSsoFor(strength: CredentialStrength, organizationId: string): boolean {
  return strength.method === 'sso' && (strength.ssoOrganizationId === null || strength.ssoOrganizationId === organizationId);
}

/**
 * Whether the user may only sign in through SSO: they are an active non-owner member of an
 * organization whose policy is `sso`. Owners keep password and e-mail sign-in as the break-glass
 * path, so a broken identity provider can be fixed or the policy lowered.
 */
export async function isSsoOnlyUser(userId: string): Promise<boolean> {
  const memberships = await MembershipModel.findAll({ where: { userId, status: 'active', role: { [Op.ne]: 'owner' } }, attributes: ['organizationId'], raw: true });
  if (memberships.length === 0) return false;
  const ssoOnly = await OrganizationModel.count({ where: { id: memberships.map((m) => m.organizationId), authRequired: 'sso' } });
  return ssoOnly > 0;
}

/** Refuses a password, magic-link or reset sign-in for a user whose organization allows SSO only. */
export async function assertSignInMethodAllowed(userId: string): Promise<void> {
  if (await isSsoOnlyUser(userId)) throw new ForbiddenError(SSO_REQUIRED);
}
