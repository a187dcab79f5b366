import { isScope, type Scope } from '../access/scopes';
import type { CredentialStrength } from '../auth/credential-strength';
import type { Principal } from '../auth/principal';
import { db } from '../../models/db';

/** oidc-provider's opaque tokens: 43 base64url characters (256 bits). Anything else is not looked up. */
const ACCESS_TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface TokenHolder {
  payload: { aud?: unknown; scope?: unknown; accountId?: unknown };
  consentId: string;
  grantId: string;
  applicationId: string;
  clientId: string;
  applicationScopes: string[];
  strength: CredentialStrength;
  consentedAt: Date;
  userId: string;
  email: string;
  fullName: string;
}

/**
 * The principal behind an access token for `resource`, or null when the token is unknown, expired,
 * revoked (its row or its grant gone), issued for another resource, or its user, consent or
 * application no longer exists. One statement joins them all (`db.rows` in models/db.ts says why plain SQL).
 */
export async function resolveAccessToken(token: string, resource: string): Promise<Principal | null> {
  if (!ACCESS_TOKEN.test(token)) return null;
  const [holder] = await db.rows<TokenHolder>(
    `SELECT t.payload, c.id AS "consentId", c.grant_id AS "grantId", a.id AS "applicationId", a.client_id AS "clientId", a.scopes AS "applicationScopes",
            c.strength, c.created_at AS "consentedAt", u.id AS "userId", u.email, u.full_name AS "fullName"
       FROM oauth_payloads t
       JOIN oauth_payloads g ON g.model = 'Grant' AND g.id = t.grant_id AND (g.expires_at IS NULL OR g.expires_at > now())
       JOIN oauth_consents c ON c.grant_id = t.grant_id
       JOIN oauth_applications a ON a.id = c.application_id AND a.client_id = t.client_id
       JOIN users u ON u.id = c.user_id AND u.is_active
      WHERE t.model = 'AccessToken' AND t.id = $1 AND t.expires_at > now() AND t.consumed_at IS NULL`,
    [token],
  );
  if (!holder || holder.payload.aud !== resource || holder.payload.accountId !== holder.userId) return null;
  // The application's scopes as they are now: narrowing them narrows the tokens already issued.
  const granted = typeof holder.payload.scope === 'string' ? holder.payload.scope.split(' ') : [];
  const scopes = granted.filter((scope) => isScope(scope) && holder.applicationScopes.includes(scope));
  return {
    userId: holder.userId,
    email: holder.email,
    fullName: holder.fullName,
    credential: {
      kind: 'accessToken',
      consentId: holder.consentId,
      grantId: holder.grantId,
      applicationId: holder.applicationId,
      clientId: holder.clientId,
      scopes: scopes as Scope[],
      strength: holder.strength,
      issuedAt: holder.consentedAt,
    },
  };
}
