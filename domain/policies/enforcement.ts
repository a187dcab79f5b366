import { Op } from 'sequelize';
import { MembershipModel, OrganizationModel } from '../../models/organizations';
import type { CredentialStrength } from '../auth/credential-strength';
import { ForbiddenError, MfaRequiredError } from '../shared/errors';

const SSO_REQUIRED = 'Your organization requires single sign-on; sign in through your identity provider';

/** What the policy is checked against: a credential's strength, and when it was issued if it outlives its sign-in. */
export interface PolicyCredential {
  kind: string;
  strength: CredentialStrength;
  /** Absent for sessions: a session is checked against the policy as it is now, at every request. */
  issuedAt?: Date;
}

type Policy = Pick<OrganizationModel, 'authRequired' | 'mfaEnforcedAt'>;
type PolicyDates = Pick<OrganizationModel, 'policyTightenedAt' | 'policyStrictSince'>;

/** An organization's sign-in policy with its dates, as the membership look-up reads it (one statement per request). */
export type OrganizationPolicy = Policy & PolicyDates;

/**
 * The organization's sign-in policy applied to a request, for every credential form. SSO is met only
 * by a sign-in through this organization's own identity provider (owners are exempt, the break-glass
 * path); MFA by Vigil's own second factor, or by that provider's when it asserted one. A credential
 * that outlives its sign-in (an API key, an access token) carries the strength of the session that
 * made it and is never asked for MFA itself; it is refused only when the organization's policy, as it
 * stood when the credential was issued, already required what that session lacked. Policies
 * tightened later do not cut off credentials issued before.
 */
export function assertCredentialMeetsPolicy(
  principal: { credential: PolicyCredential },
  organization: { organizationId: string; role: string; policy: OrganizationPolicy },
): void {
  const { credential } = principal;
  const { policy } = organization;
  if (predatesPolicy(credential, policy, organization.organizationId)) return;
  const { strength } = credential;
  const viaOwnProvider = viaProviderOf(strength, organization.organizationId);
  if (policy.authRequired === 'sso' && !viaOwnProvider && organization.role !== 'owner')
    throw new ForbiddenError(ssoRequiredMessage(credential));
  const mfaProven = strength.mfaCompleted || (viaOwnProvider && strength.providerMfa);
  if (requiresMfa(policy) && !mfaProven) throw new MfaRequiredError(mfaRequiredMessage(credential));
}

function requiresMfa(policy: Policy): boolean {
  return policy.authRequired === 'mfa' || policy.mfaEnforcedAt !== null;
}

/**
 * Whether the organization asks more of a sign-in than a password (SSO or MFA). A capability link (a
 * change page's signed link in a mail) proves nothing of a sign-in: in such an organization it opens
 * nothing on its own, and a member signs in to see the page.
 */
export async function requiresStrongSignIn(organizationId: string): Promise<boolean> {
  const organization = await OrganizationModel.findByPk(organizationId, { attributes: ['authRequired', 'mfaEnforcedAt'], raw: true });
  return organization !== null && requiresAnything(organization);
}

function requiresAnything(policy: Policy): boolean {
  return policy.authRequired !== 'any' || policy.mfaEnforcedAt !== null;
}

function viaProviderOf(strength: CredentialStrength, organizationId: string): boolean {
  return strength.method === 'sso' && strength.ssoOrganizationId === organizationId;
}

/** Whether `after` requires something `before` did not (SSO, or MFA): credentials issued before keep working. */
export function addsRequirement(before: Policy, after: Policy): boolean {
  return (after.authRequired === 'sso' && before.authRequired !== 'sso') || (requiresMfa(after) && !requiresMfa(before));
}

/** The dates a policy change writes (see assertCredentialMeetsPolicy); empty when it writes none. */
export function policyDatesAfterChange(before: Policy & PolicyDates, after: Policy, now: Date): Partial<PolicyDates> {
  return {
    ...(addsRequirement(before, after) ? { policyTightenedAt: now } : {}),
    ...(!requiresAnything(before) && requiresAnything(after) ? { policyStrictSince: now } : {}),
    ...(!requiresAnything(after) && before.policyStrictSince !== null ? { policyStrictSince: null } : {}),
  };
}

/**
 * A credential issued before the last tightening keeps working, unless it was issued while the
 * organization already required something and carries no strength beyond a password: whatever was
 * required then, it did not meet it, and a later change of requirement does not launder it.
 */
function predatesPolicy(
  { issuedAt, strength }: PolicyCredential,
  { policyTightenedAt, policyStrictSince }: PolicyDates,
  organizationId: string,
): boolean {
  if (issuedAt === undefined || policyTightenedAt === null || issuedAt >= policyTightenedAt) return false;
  const passwordOnly = !strength.mfaCompleted && !viaProviderOf(strength, organizationId);
  return !(passwordOnly && policyStrictSince !== null && issuedAt >= policyStrictSince);
}

function ssoRequiredMessage({ kind }: PolicyCredential): string {
  if (kind === 'session') return SSO_REQUIRED;
  return `This ${credentialName(kind)} was created after your organization required single sign-on, by a session that did not sign in through its identity provider; sign in through your identity provider and create a new one`;
}

function mfaRequiredMessage({ kind }: PolicyCredential): string | undefined {
  if (kind === 'session') return undefined;
  return `This ${credentialName(kind)} was created after your organization required multi-factor authentication, by a session that had not completed it; sign in with two-factor authentication and create a new one`;
}

function credentialName(kind: string): string {
  return ({ apiKey: 'API key', feedToken: 'feed token' } as Record<string, string>)[kind] ?? 'access token';
}

/**
 * Whether the user may only sign in through SSO: they are an active non-owner member of an
 * organization whose policy is `sso`. Owners keep password and e-mail sign-in as the break-glass
 * path, so a broken identity provider can be fixed or the policy lowered.
 */
export async function isSsoOnlyUser(userId: string): Promise<boolean> {
  const memberships = await MembershipModel.findAll({
    where: { userId, status: 'active', role: { [Op.ne]: 'owner' } },
    attributes: ['organizationId'],
    raw: true,
  });
  if (memberships.length === 0) return false;
  const ssoOnly = await OrganizationModel.count({ where: { id: memberships.map((m) => m.organizationId), authRequired: 'sso' } });
  return ssoOnly > 0;
}

/** Refuses a password, magic-link or reset sign-in for a user whose organization allows SSO only. */
export async function assertSignInMethodAllowed(userId: string): Promise<void> {
  if (await isSsoOnlyUser(userId)) throw new ForbiddenError(SSO_REQUIRED);
}
