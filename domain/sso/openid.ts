import { SsoConfigurationModel } from '../../models/sso';
import { NotFoundError } from '../shared/errors';
import { decryptSecret } from '../shared/secrets';

/** The organization's saved client registration at its identity provider. */
export interface OidcRegistration {
  organizationId: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Changes whenever the saved configuration does: a provider discovered for an older one is not reused. */
  fingerprint: string;
}

/** The values one sign-in carries from its start to the callback. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export type OidcClaims = { sub: string } & Record<string, unknown>;

/** One discovered identity provider, as sign-in uses it. */
export interface OidcClient {
  newChecks(): AuthorizationChecks;
  /** The authorization request (authorization code with PKCE S256). */
  authorizationUrl(checks: AuthorizationChecks, request: { redirectUri: string; scope: string }): Promise<string>;
  /** Exchanges the code and validates the ID token (issuer, audience, expiry, signature, state, nonce); throws when refused. */
  exchangeCode(callbackUrl: URL, checks: AuthorizationChecks): Promise<{ claims: OidcClaims; accessToken: string }>;
  userInfo(accessToken: string, subject: string): Promise<OidcClaims>;
}

/**
 * The port sign-in reaches identity providers through (the integrations layer's oidc/openid-client.ts fills it):
 * discovers the registration's provider, or throws when it cannot be reached or is not usable.
 */
export type OidcIssuers = (registration: OidcRegistration) => Promise<OidcClient>;

export interface IssuerAccess {
  issuers: OidcIssuers;
  secretKey: string;
}

/** The client of the organization's identity provider, configured with its sealed secret. */
export async function issuerClient(organizationId: string, access: IssuerAccess): Promise<OidcClient> {
  const row = await SsoConfigurationModel.findByPk(organizationId, { raw: true });
  if (!row) throw new NotFoundError('SSO configuration');
  return access.issuers({
    organizationId,
    issuerUrl: row.issuerUrl,
    clientId: row.clientId,
    clientSecret: decryptSecret(row.clientSecretSealed, access.secretKey),
    fingerprint: [row.issuerUrl, row.clientId, row.clientSecretSealed].join('\n'),
  });
}
