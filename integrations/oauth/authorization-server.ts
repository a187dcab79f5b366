import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac } from 'node:crypto';
import type * as OidcProvider from 'oidc-provider';
import type { Provider } from 'oidc-provider';
import { UserModel } from '../../models/users';
import { SCOPES } from '../../domain/access/scopes';
import { constantTimeEqual, hashToken } from '../../domain/shared/secrets';
import { firstUnstorableText } from '../../domain/shared/storable-text';
import { PostgresAdapter } from '../../domain/oauth/adapter';
import {
  CLIENT_METADATA_CACHE_SECONDS,
  CLIENT_METADATA_MAX_BYTES,
  isMetadataDocumentClientId,
  metadataDocumentClientProblem,
  type MetadataDocumentClient,
} from '../../domain/oauth/client-metadata-documents';
import { oauthResources } from '../../domain/oauth/resources';
import { loadSigningKeys } from '../../domain/oauth/signing-keys';
import { createClientMetadataFetch } from './client-metadata-fetch';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Token lifetimes (seconds): short codes, hour-long access tokens, month-long refresh tokens rotated on every use. */
export const OAUTH_TTL = {
  AuthorizationCode: MINUTE,
  AccessToken: HOUR,
  RefreshToken: 30 * DAY,
  Grant: 365 * DAY,
  Interaction: 10 * MINUTE,
  Session: 10 * MINUTE,
} as const;

/** Paths of the authorization server's endpoints; all under /oauth/ except the well-known documents. */
export const OAUTH_ROUTES = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  revocation: '/oauth/revoke',
  registration: '/oauth/register',
  jwks: '/oauth/jwks',
  pushed_authorization_request: '/oauth/par',
  introspection: '/oauth/introspect',
  userinfo: '/oauth/userinfo',
  end_session: '/oauth/end-session',
  code_verification: '/oauth/device',
  device_authorization: '/oauth/device/auth',
  backchannel_authentication: '/oauth/backchannel',
  challenge: '/oauth/challenge',
} as const;

export const CONSENT_PATH_PREFIX = '/oauth/consent/';

export interface AuthorizationServerOptions {
  baseUrl: string;
  secretKey: string;
  /** Called when the provider revokes a grant itself (a refresh token revoked or reused). */
  onGrantRevoked: (grantId: string, request: { ipAddress: string | null; userAgent: string | null }) => void;
  /** Whether a request from this address may make Vigil fetch a client's metadata document now (the registration rate limit). */
  allowClientMetadataFetch: (ipAddress: string | null) => Promise<boolean>;
  /** The test exception for Client ID Metadata Documents (OAUTH_CIMD_TEST_LOCAL_HTTP); off in production. */
  clientMetadataTestLocalHttp: boolean;
}

/**
 * oidc-provider is ESM-only and this code base compiles to CommonJS: it is loaded through this one
 * dynamic import (jest compiles it to CommonJS, see jest.config.js).
 */
function loadOidcProvider(): Promise<typeof OidcProvider> {
  return import('oidc-provider');
}

/** Vigil's OAuth 2.1 authorization server (issuer BASE_URL), configured once its module and signing keys are loaded. */
export async function createAuthorizationServer(options: AuthorizationServerOptions): Promise<Provider> {
  const { baseUrl, secretKey, onGrantRevoked } = options;
  const [{ default: Provider, errors }, jwks] = await Promise.all([loadOidcProvider(), loadSigningKeys(secretKey)]);
  const resources = oauthResources(baseUrl);
  const resourceIndicators = new Set<string>([resources.api, resources.mcp]);
  const provider = new Provider(baseUrl, {
    adapter: (model: string) =>
      new PostgresAdapter(model, (name, description) =>
        name === 'Client' ? new errors.InvalidClientMetadata!(description) : new errors.InvalidRequest!(description),
      ),
    jwks,
    scopes: [...SCOPES],
    claims: { openid: ['sub'] },
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'none'],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'ES256',
    },
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    // Used for Client ID Metadata Documents, the one thing the provider fetches for Vigil's clients.
    fetch: createClientMetadataFetch({ testLocalHttp: options.clientMetadataTestLocalHttp }),
    fetchResponseBodyLimits: { 'client_id metadata document': CLIENT_METADATA_MAX_BYTES },
    routes: OAUTH_ROUTES,
    ttl: OAUTH_TTL,
    cookies: {
      names: { session: 'vigil_oauth_session', interaction: 'vigil_oauth_interaction', resume: 'vigil_oauth_resume' },
      keys: [createHmac('sha256', `vigil:oauth-cookies:${secretKey}`).digest('base64url')],
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      introspection: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      // A client revokes only its own tokens; another client's token is ignored (answered 200, as RFC 7009 allows).
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx: unknown, client: { clientId: string }, token: { clientId: string }) => token.clientId === client.clientId,
      },
      registration: { enabled: true, initialAccessToken: false },
      clientIdMetadataDocument: clientIdMetadataDocumentFeature(options.allowClientMetadataFetch),
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx: unknown, _client: unknown, oneOf?: string) => oneOf ?? resources.api,
        useGrantedResource: () => true,
        getResourceServerInfo: (ctx: { oidc: { params?: { resource?: unknown } } }, indicator: string, client: { scope?: string }) => {
          if (!resourceIndicators.has(indicator)) throw new errors.InvalidTarget!('unknown resource');
          // A grant and its tokens are for one resource: the consent page could not answer a request for two.
          const requested = ctx.oidc.params?.resource;
          if (Array.isArray(requested) && new Set(requested).size > 1)
            throw new errors.InvalidTarget!('only one resource may be requested');
          return {
            scope: client.scope ?? SCOPES.join(' '),
            audience: indicator,
            accessTokenTTL: OAUTH_TTL.AccessToken,
            accessTokenFormat: 'opaque',
          };
        },
      },
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${CONSENT_PATH_PREFIX}${interaction.uid}` },
    // Every authorization asks the user: a consent is a new grant, carrying the strength of the session that gave it.
    loadExistingGrant: (ctx: {
      oidc: { result?: { consent?: { grantId?: string } }; provider: { Grant: { find(id: string): Promise<unknown> } } };
    }) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    findAccount: async (_ctx: unknown, sub: string) => {
      const user = await UserModel.findOne({ where: { id: sub, isActive: true }, attributes: ['id'], raw: true });
      return user ? { accountId: user.id, claims: () => ({ sub: user.id }) } : undefined;
    },
    issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Tokens outlive the short authorization-server session: they end by expiry, revocation or the checks of each request.
    expiresWithSession: () => false,
    renderError: (ctx: { type: string; body: string }, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = errorPage(out);
    },
  });
  // The router states BASE_URL's host and scheme in the forwarded headers of every request it hands over.
  provider.proxy = true;
  provider.on('grant.revoked', (ctx, grantId) => {
    const request = ctx as { ip?: string; get(header: string): string };
    onGrantRevoked(String(grantId), { ipAddress: request.ip ?? null, userAgent: request.get('user-agent') || null });
  });
  // Confidential clients' secrets are stored as their SHA-256 only (high-entropy secrets: a slow hash adds nothing).
  provider.Client.prototype.compareClientSecret = function compareHashedSecret(actual: string) {
    return typeof this.clientSecret === 'string' && constantTimeEqual(this.clientSecret, hashToken(actual));
  };
  refuseUnusableDocumentsAsInvalidClient(provider, errors);
  return provider;
}

/**
 * A client_id URL whose document cannot be used names no client: `invalid_client` (with oidc-provider's
 * description of what was wrong), where its own checks of the document answer invalid_client_metadata
 * or invalid_redirect_uri. Errors that are not OAuth refusals (a database failure) pass unchanged.
 */
function refuseUnusableDocumentsAsInvalidClient(provider: Provider, errors: typeof OidcProvider.errors): void {
  const find = provider.Client.find.bind(provider.Client);
  provider.Client.find = async (clientId: string) => {
    try {
      return await find(clientId);
    } catch (error) {
      const refusal = error as { expose?: boolean; error?: string; error_description?: string };
      if (!isMetadataDocumentClientId(clientId) || refusal.expose !== true || refusal.error === 'invalid_client') throw error;
      throw new errors.InvalidClient!(`client_id metadata document refused: ${refusal.error_description ?? refusal.error}`);
    }
  };
}

/** The address of the request a client is looked up for outside the provider's own requests (the consent page). */
const lookupCaller = new AsyncLocalStorage<{ ipAddress: string | null }>();

/**
 * Finds a client for a request the provider does not handle itself (the consent page and its decision):
 * a metadata document fetched again for it is charged to that request's address, as a fetch during the
 * provider's own requests is, never to one bucket shared by every caller.
 */
export function findClientFor(provider: Provider, clientId: string, ipAddress: string | null) {
  return lookupCaller.run({ ipAddress }, () => provider.Client.find(clientId));
}

/**
 * oidc-provider's Client ID Metadata Document support (draft 02): it checks the URL (https, a path, no
 * fragment, credentials or dot segments), the document (a JSON object whose client_id is the URL, no
 * secret nor shared-secret authentication, https web URIs) and caches it per Cache-Control within
 * CLIENT_METADATA_CACHE_SECONDS; Vigil limits how often an address may have it fetch, and adds its rules for the client.
 */
function clientIdMetadataDocumentFeature(allowFetch: AuthorizationServerOptions['allowClientMetadataFetch']) {
  return {
    enabled: true,
    ack: 'draft-02',
    cacheDuration: CLIENT_METADATA_CACHE_SECONDS,
    // Outside the provider's requests (the consent page) there is no provider context: findClientFor names the caller.
    allowFetch: (ctx: { req?: { ip?: string } } | undefined) => allowFetch(ctx?.req?.ip ?? lookupCaller.getStore()?.ipAddress ?? null),
    allowClient: (_ctx: unknown, client: MetadataDocumentClient & { metadata(): Record<string, unknown> }) =>
      metadataDocumentClientProblem(client) === null && firstUnstorableText(client.metadata()) === null,
  };
}

function errorPage(out: Record<string, unknown>): string {
  const rows = Object.entries(out)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorization failed · Vigil</title><link rel="stylesheet" href="/oauth/assets/pages.css"></head><body><main><h1>Authorization failed</h1>${rows}</main></body></html>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
