import type { Transaction } from 'sequelize';
import { UserModel } from '../../models/users';
import { MembershipModel, OrganizationModel } from '../../models/organizations';
import { DomainModel, type AutoJoinMode } from '../../models/domains';
import { SsoConfigurationModel } from '../../models/sso';
import { recordAudit } from '../audit/audit-log';
import { proveAddress } from '../auth/address-proof';
import { recordLoginEvent } from '../auth/login-events';
import { ipKey, type RateLimits } from '../auth/rate-limits';
import type { IssuedSession } from '../auth/sessions';
import { startSignedInSession, startTwoFactorChallenge } from '../auth/sign-in';
import { emailDomain } from '../domains/names';
import { requireSeats } from '../organizations/locking';
import { NotFoundError, PlanLimitError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import { normalizeEmail } from '../users/users';
import { issuerClient, type IssuerAccess } from './openid';
import { saveSignInState, spendSignInState } from './sign-in-states';
import { verifiedIdentity, type SsoIdentity } from './identity';
import { SsoSignInFailure } from './failures';
import { SSO_CALLBACK_PATH } from './callback-path';
import { db } from '../../models/db';

const SCOPES = 'openid profile email';

export interface SsoSettings extends IssuerAccess {
  sessionTtlDays: number;
  baseUrl: string;
  rateLimits: RateLimits;
}

export type SsoOutcome = { kind: 'signedIn'; session: IssuedSession } | { kind: 'twoFactorRequired'; session: IssuedSession };

/** The login URL of the organization whose verified domain the address is on and which has SSO configured. */
export async function ssoLoginUrlFor(rawEmail: string, settings: SsoSettings, context: ActorContext): Promise<string> {
  await settings.rateLimits.consume(['ssoLookupIp', ipKey(context.ipAddress)]);
  const domain = await DomainModel.findOne({
    where: { domain: emailDomain(normalizeEmail(rawEmail)), status: 'verified' },
    attributes: ['organizationId'],
    raw: true,
  });
  const configured = domain && (await SsoConfigurationModel.count({ where: { organizationId: domain.organizationId } })) > 0;
  const organization = configured ? await OrganizationModel.findByPk(domain.organizationId, { attributes: ['slug'], raw: true }) : null;
  if (!organization) throw new NotFoundError('Single sign-on for this e-mail domain');
  return `${settings.baseUrl}/api/auth/sso/${encodeURIComponent(organization.slug)}/login`;
}

/** Where to send the browser to sign in at the organization's identity provider; the state goes back to the browser too. */
export async function beginSsoSignIn(
  slug: string,
  settings: SsoSettings,
  context: ActorContext,
): Promise<{ authorizationUrl: string; state: string }> {
  await settings.rateLimits.consume(['ssoStartIp', ipKey(context.ipAddress)]);
  const organizationId = await ssoOrganizationBySlug(slug);
  const client = await issuerClient(organizationId, settings).catch((error: unknown) => {
    throw new SsoSignInFailure('sso_unavailable', error instanceof Error ? error.message : String(error));
  });
  const checks = client.newChecks();
  const { state, codeVerifier, nonce } = checks;
  await saveSignInState(state, { organizationId, codeVerifier, nonce });
  const authorizationUrl = await client.authorizationUrl(checks, { redirectUri: `${settings.baseUrl}${SSO_CALLBACK_PATH}`, scope: SCOPES });
  return { authorizationUrl, state };
}

async function ssoOrganizationBySlug(slug: string): Promise<string> {
  const organization = await OrganizationModel.findOne({ where: { slug }, attributes: ['id'], raw: true });
  const ready =
    organization &&
    (await SsoConfigurationModel.count({ where: { organizationId: organization.id } })) > 0 &&
    (await DomainModel.count({ where: { organizationId: organization.id, status: 'verified' } })) > 0;
  if (!ready) throw new NotFoundError('Single sign-on for this organization');
  return organization.id;
}

/**
 * The identity provider's redirect back: spends the state record (once), exchanges the code and
 * checks the ID token, admits the user to the organization and opens an `sso` session.
 * `browserState` is the state the browser carried in its cookie, so a callback URL started in one
 * browser cannot sign in another. Every failure is recorded in the login history.
 */
export async function completeSsoSignIn(
  query: URLSearchParams,
  browserState: string | undefined,
  settings: SsoSettings,
  context: ActorContext,
): Promise<SsoOutcome> {
  let identity: SsoIdentity | null = null;
  try {
    const state = query.get('state');
    const record = state && state === browserState ? await spendSignInState(state) : null;
    if (!record) throw new SsoSignInFailure('sso_state_invalid', 'unknown, spent, expired or foreign state');
    identity = await verifiedIdentity(record, query, settings);
    const user = await db.transaction((transaction) => admit(identity!, record.organizationId, context, transaction));
    // The provider's second factor counts for its own organization only (the session's providerMfa); Vigil's own is owed unless it vouched.
    const sso = { organizationId: record.organizationId, providerMfa: identity.mfaProven };
    if (user.twoFactorEnabled && !identity.mfaProven)
      return { kind: 'twoFactorRequired', session: await startTwoFactorChallenge(user, { method: 'sso', sso }, settings, context) };
    const { session } = await startSignedInSession(user, { method: 'sso', mfaCompleted: false, sso }, settings, context);
    return { kind: 'signedIn', session };
  } catch (error) {
    if (error instanceof SsoSignInFailure) {
      const user = identity ? await UserModel.findOne({ where: { email: identity.email }, attributes: ['id'], raw: true }) : null;
      await recordLoginEvent(
        {
          userId: user?.id ?? null,
          email: identity?.email ?? null,
          action: 'sign_in.sso',
          success: false,
          metadata: { reason: error.code, detail: error.detail },
        },
        context,
      );
    }
    throw error;
  }
}

/** Creates or links the user and admits them as the domain's auto-join policy says, all in one transaction with its audit entries. */
async function admit(identity: SsoIdentity, organizationId: string, context: ActorContext, transaction: Transaction) {
  const organization = await OrganizationModel.findByPk(organizationId, { transaction, lock: true, raw: true });
  if (!organization) throw new SsoSignInFailure('sso_state_invalid', 'the organization no longer exists');
  const domain = await DomainModel.findOne({
    where: { organizationId, domain: emailDomain(identity.email), status: 'verified' },
    raw: true,
    transaction,
  });
  if (!domain)
    throw new SsoSignInFailure('sso_domain_not_allowed', `${emailDomain(identity.email)} is not a verified domain of the organization`);
  const user = await findOrCreateUser(identity, organizationId, context, transaction);
  await admitByDomainPolicy(user, organization, domain, context, transaction);
  await recordAudit(
    {
      organizationId,
      action: 'sso.signed_in',
      resourceType: 'user',
      resourceId: user.id,
      metadata: { email: user.email, subject: identity.subject },
    },
    { ...context, principal: null },
    transaction,
  );
  return user;
}

async function findOrCreateUser(identity: SsoIdentity, organizationId: string, context: ActorContext, transaction: Transaction) {
  const existing = await UserModel.findOne({ where: { email: identity.email }, raw: true, transaction, lock: transaction.LOCK.UPDATE });
  if (existing && !existing.isActive) throw new SsoSignInFailure('account_disabled', 'the account is disabled');
  if (existing?.isVerified) return existing;
  if (existing) {
    // The identity provider proved the address: the first proof of an unproven account (address-proof.ts).
    await proveAddress(existing.id, 'sso', { ...context, principal: null }, transaction);
    return (await UserModel.findByPk(existing.id, { raw: true, transaction }))!;
  }
  const id = newId();
  await UserModel.create(
    { id, email: identity.email, passwordHash: null, fullName: identity.fullName, isVerified: true, verifiedAt: new Date() },
    { transaction },
  );
  await recordAudit(
    { organizationId: null, action: 'user.signed_up', resourceType: 'user', resourceId: id, metadata: { method: 'sso', organizationId } },
    { ...context, principal: null },
    transaction,
  );
  await recordLoginEvent(
    { userId: id, email: identity.email, action: 'sign_up', success: true, metadata: { method: 'sso' } },
    context,
    transaction,
  );
  return (await UserModel.findByPk(id, { raw: true, transaction }))!;
}

/**
 * Membership follows the domain's auto-join policy, as for any other sign-in: `automatic` makes the
 * person an active member (or fails the sign-in when no seat is free), `approval` leaves a join
 * request for an admin, `off` admits nobody new. Members stay members; removed members stay out.
 */
async function admitByDomainPolicy(
  user: { id: string; email: string },
  organization: Parameters<typeof requireSeats>[0],
  domain: { domain: string; autoJoinMode: AutoJoinMode; autoJoinRole: 'admin' | 'member' },
  context: ActorContext,
  transaction: Transaction,
): Promise<void> {
  const memberships = await MembershipModel.findAll({
    where: { organizationId: organization.id, userId: user.id },
    raw: true,
    transaction,
  });
  if (memberships.some((m) => m.status === 'active')) return;
  if (memberships.some((m) => m.status === 'removed'))
    throw new SsoSignInFailure('sso_membership_removed', 'the user was removed from the organization');
  const pending = memberships.find((m) => m.status === 'pending_approval');
  if (domain.autoJoinMode === 'off' || (domain.autoJoinMode === 'approval' && pending)) return;
  const system = { ...context, principal: null };
  if (domain.autoJoinMode === 'approval') {
    const id = newId();
    await MembershipModel.create(
      {
        id,
        organizationId: organization.id,
        userId: user.id,
        email: user.email,
        role: domain.autoJoinRole,
        status: 'pending_approval',
        joinedAt: null,
      },
      { transaction },
    );
    await recordAudit(
      {
        organizationId: organization.id,
        action: 'member.join_requested',
        resourceType: 'membership',
        resourceId: id,
        metadata: { domain: domain.domain, role: domain.autoJoinRole, method: 'sso' },
      },
      system,
      transaction,
    );
    return;
  }
  await requireSeats(organization, 1, new Date(), transaction).catch((error: unknown) => {
    throw error instanceof PlanLimitError ? new SsoSignInFailure('sso_seat_limit', error.message) : error;
  });
  const id = pending?.id ?? newId();
  if (pending) await MembershipModel.update({ status: 'active', joinedAt: new Date() }, { where: { id }, transaction });
  else
    await MembershipModel.create(
      {
        id,
        organizationId: organization.id,
        userId: user.id,
        email: user.email,
        role: domain.autoJoinRole,
        status: 'active',
        joinedAt: new Date(),
      },
      { transaction },
    );
  await recordAudit(
    {
      organizationId: organization.id,
      action: 'member.joined_by_sso',
      resourceType: 'membership',
      resourceId: id,
      metadata: { email: user.email, role: pending?.role ?? domain.autoJoinRole },
    },
    system,
    transaction,
  );
}
