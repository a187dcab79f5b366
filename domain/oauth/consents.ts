import { OAuthApplicationModel, OAuthConsentModel, OAuthPayloadModel } from '../../models/oauth';
import { OrganizationModel } from '../../models/organizations';
import { SCOPES, type Scope } from '../access/scopes';
import { recordAudit } from '../audit/audit-log';
import { metadataDocumentHost } from './client-metadata-documents';
import type { CredentialStrength } from '../auth/credential-strength';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import { db } from '../../models/db';

/** What the consent page shows of a client: its name and who registered it. */
export interface ConsentingApplication {
  id: string;
  clientId: string;
  name: string;
  scopes: Scope[];
  /** The registering organization; null for a client that registered itself (RFC 7591) or is described by a metadata document. */
  organization: { id: string; name: string } | null;
  /** For a client described by a metadata document: the host its document (its client_id) is on. */
  host: string | null;
}

export async function findConsentingApplication(clientId: string): Promise<ConsentingApplication | null> {
  const row = await OAuthApplicationModel.findOne({ where: { clientId }, raw: true });
  if (!row) return null;
  const organization = row.organizationId
    ? await OrganizationModel.findByPk(row.organizationId, { attributes: ['id', 'name'], raw: true })
    : null;
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    scopes: SCOPES.filter((scope) => row.scopes.includes(scope)),
    organization: organization ? { id: organization.id, name: organization.name } : null,
    host: row.registration === 'metadata_document' ? metadataDocumentHost(row.clientId) : null,
  };
}

export interface Consent {
  grantId: string;
  userId: string;
  /** The session that approved: it must still be live when the consent is recorded. */
  sessionId: string;
  applicationId: string;
  scopes: Scope[];
  resource: string;
  strength: CredentialStrength;
}

/** Why an account may not approve an application: whoever signed up with the address may not own it. */
export const UNPROVEN_ADDRESS_MESSAGE = 'Verify your e-mail address before authorizing applications';

/**
 * Records the approval behind a grant oidc-provider just saved, with an audit entry, only while the
 * approving session is live and the account's address is proven (otherwise 401 or 403, and the caller
 * deletes the grant). The user's row is held FOR SHARE meanwhile: a proof of the address or a password
 * reset (which update that row and end sessions and grants in their transaction) either commits first,
 * and the consent is refused, or waits and then ends this grant with the others (revokeUserGrants finds
 * grants by their account, with or without a consent).
 */
export async function recordConsent(consent: Consent, context: ActorContext): Promise<void> {
  await db.transaction(async (transaction) => {
    // The lock first, the session in a later statement: read after the wait, it sees what the proof or reset committed.
    const [user] = await db.rows<{ isVerified: boolean }>(
      `SELECT is_verified AS "isVerified" FROM users WHERE id = $1 AND is_active FOR SHARE`,
      [consent.userId],
      transaction,
    );
    const [session] = await db.rows<{ id: string }>(
      `SELECT id FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
      [consent.sessionId, consent.userId],
      transaction,
    );
    if (!user || !session) throw new UnauthorizedError();
    if (!user.isVerified) throw new ForbiddenError(UNPROVEN_ADDRESS_MESSAGE);
    const { sessionId: _sessionId, ...recorded } = consent;
    await OAuthConsentModel.create({ id: newId(), ...recorded }, { transaction });
    await recordAudit(
      {
        organizationId: null,
        action: 'oauth_app.consent_granted',
        resourceType: 'oauth_app',
        resourceId: consent.applicationId,
        metadata: { scopes: consent.scopes, resource: consent.resource },
      },
      context,
      transaction,
    );
  });
}

/** An application the user authorized, with every live grant of it taken together. */
export interface AuthorizedApplication {
  appId: string;
  clientId: string;
  name: string;
  organization: { id: string; name: string } | null;
  scopes: Scope[];
  firstAuthorizedAt: Date;
  lastAuthorizedAt: Date;
}

interface AuthorizedRow {
  appId: string;
  clientId: string;
  name: string;
  organizationId: string | null;
  organizationName: string | null;
  scopes: string[];
  firstAuthorizedAt: Date;
  lastAuthorizedAt: Date;
}

/** Applications holding at least one live grant of the user, most recently authorized first. */
export async function listAuthorizedApplications(userId: string): Promise<AuthorizedApplication[]> {
  const rows = await db.rows<AuthorizedRow>(
    `SELECT a.id AS "appId", a.client_id AS "clientId", a.name, o.id AS "organizationId", o.name AS "organizationName",
            array_agg(DISTINCT s.scope) FILTER (WHERE s.scope IS NOT NULL) AS scopes,
            min(c.created_at) AS "firstAuthorizedAt", max(c.created_at) AS "lastAuthorizedAt"
       FROM oauth_consents c
       JOIN oauth_applications a ON a.id = c.application_id
       JOIN oauth_payloads g ON g.model = 'Grant' AND g.id = c.grant_id AND (g.expires_at IS NULL OR g.expires_at > now())
       LEFT JOIN organizations o ON o.id = a.organization_id
       LEFT JOIN LATERAL unnest(c.scopes) AS s(scope) ON true
      WHERE c.user_id = $1
      GROUP BY a.id, o.id
      ORDER BY max(c.created_at) DESC, a.id`,
    [userId],
  );
  return rows.map((row) => ({
    appId: row.appId,
    clientId: row.clientId,
    name: row.name,
    organization: row.organizationId ? { id: row.organizationId, name: row.organizationName! } : null,
    scopes: SCOPES.filter((scope) => (row.scopes ?? []).includes(scope)),
    firstAuthorizedAt: row.firstAuthorizedAt,
    lastAuthorizedAt: row.lastAuthorizedAt,
  }));
}

/** Ends every grant the user gave the application: its codes, access and refresh tokens stop working at once. */
export async function revokeAuthorizedApplication(userId: string, appId: string, context: ActorContext): Promise<void> {
  await db.transaction(async (transaction) => {
    const consents = await OAuthConsentModel.findAll({
      where: { userId, applicationId: appId },
      attributes: ['grantId'],
      raw: true,
      transaction,
    });
    const grantIds = consents.map((consent) => consent.grantId);
    const live = grantIds.length === 0 ? 0 : await OAuthPayloadModel.count({ where: { model: 'Grant', id: grantIds }, transaction });
    if (live === 0) throw new NotFoundError('Authorized application');
    await OAuthPayloadModel.destroy({ where: { grantId: grantIds }, transaction });
    await OAuthPayloadModel.destroy({ where: { model: 'Grant', id: grantIds }, transaction });
    await OAuthConsentModel.destroy({ where: { userId, applicationId: appId }, transaction });
    await recordAudit(
      {
        organizationId: null,
        action: 'oauth_app.tokens_revoked',
        resourceType: 'oauth_app',
        resourceId: appId,
        metadata: { grants: grantIds.length },
      },
      context,
      transaction,
    );
  });
}

/**
 * The authorization server revoked a grant itself: its refresh token was revoked (RFC 7009) or reused
 * (a replay revokes the family). Recorded for the user who gave it; the request came from the client.
 */
export async function recordGrantRevoked(grantId: string, context: Omit<ActorContext, 'principal'>): Promise<void> {
  const consent = await OAuthConsentModel.findOne({ where: { grantId }, attributes: ['userId', 'applicationId'], raw: true });
  if (!consent) return;
  await db.transaction(async (transaction) => {
    await recordAudit(
      {
        organizationId: null,
        action: 'oauth_app.tokens_revoked',
        resourceType: 'oauth_app',
        resourceId: consent.applicationId,
        metadata: { userId: consent.userId, grantId, by: 'authorization_server' },
      },
      { ...context, principal: null },
      transaction,
    );
  });
}
