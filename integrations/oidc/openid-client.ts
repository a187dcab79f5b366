import type { Dispatcher } from 'undici';
import type * as OpenIdClient from 'openid-client';
import { createDiscoveryCache } from '../../domain/sso/discovery-cache';
import type { OidcClient, OidcIssuers, OidcRegistration } from '../../domain/sso/openid';
import { authorizationEndpointProblem, PROVIDER_MAX_BODY_BYTES, PROVIDER_TIMEOUT_MS } from '../../domain/sso/provider-endpoints';
import { createBoundedFetch } from '../net/bounded-fetch';

type OpenId = typeof OpenIdClient;
type OidcConfiguration = OpenIdClient.Configuration;

/**
 * openid-client is ESM-only and this code base compiles to CommonJS: it is loaded through this one
 * dynamic import (jest compiles it and its ESM dependencies to CommonJS, see jest.config.js).
 */
function loadOpenId(): Promise<OpenId> {
  return import('openid-client');
}

export interface OpenIdIssuerOptions {
  /** createOutboundAgent's dispatcher: every request to the issuer passes its address check. */
  dispatcher: Dispatcher;
  /** Plain-http issuers are accepted only where private networks are (local providers in tests and demos). */
  allowInsecureIssuer: boolean;
}

/**
 * Identity providers through openid-client, each discovered once per saved configuration (the discovery
 * cache). Every request of a client (discovery, JWKS, token, userinfo) goes through the same capped,
 * guarded fetch.
 */
export function createOpenIdIssuers({ dispatcher, allowInsecureIssuer }: OpenIdIssuerOptions): OidcIssuers {
  const discoveries = createDiscoveryCache<OidcConfiguration>();
  return async (registration) => {
    const openid = await loadOpenId();
    const customFetch = createBoundedFetch(dispatcher, {
      maxBodyBytes: PROVIDER_MAX_BODY_BYTES,
      timeoutMs: PROVIDER_TIMEOUT_MS,
    }) as OpenIdClient.CustomFetch;
    const configuration = await discoveries.getOrDiscover(registration.organizationId, registration.fingerprint, () =>
      discover(openid, registration, customFetch, allowInsecureIssuer),
    );
    return openIdClient(openid, configuration);
  };
}

async function discover(
  openid: OpenId,
  { issuerUrl, clientId, clientSecret }: OidcRegistration,
  customFetch: OpenIdClient.CustomFetch,
  allowInsecureIssuer: boolean,
): Promise<OidcConfiguration> {
  const discovered = await openid.discovery(new URL(issuerUrl), clientId, undefined, openid.ClientSecretBasic(clientSecret), {
    [openid.customFetch]: customFetch,
    timeout: PROVIDER_TIMEOUT_MS / 1000,
    execute: allowInsecureIssuer ? [openid.allowInsecureRequests] : [],
  });
  const problem = authorizationEndpointProblem(issuerUrl, discovered.serverMetadata().authorization_endpoint ?? '', allowInsecureIssuer);
  if (problem) throw new Error(problem);
  return discovered;
}

function openIdClient(openid: OpenId, configuration: OidcConfiguration): OidcClient {
  return {
    newChecks: () => ({ state: openid.randomState(), nonce: openid.randomNonce(), codeVerifier: openid.randomPKCECodeVerifier() }),
    async authorizationUrl({ state, nonce, codeVerifier }, { redirectUri, scope }) {
      const url = openid.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope,
        code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return url.href;
    },
    async exchangeCode(callbackUrl, { state, nonce, codeVerifier }) {
      const tokens = await openid.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      return { claims: tokens.claims()!, accessToken: tokens.access_token };
    },
    userInfo: (accessToken, subject) => openid.fetchUserInfo(configuration, accessToken, subject),
  };
}
