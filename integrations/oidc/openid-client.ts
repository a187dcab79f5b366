import type { Dispatcher } from 'undici';
import type * as OpenIdClient from 'openid-client';
import { SsoConfigurationModel } from '../../models/sso';
import { createBoundedFetch } from '../../integrations/net/bounded-fetch';
import { NotFoundError } from '../shared/errors';
import { decryptSecret } from '../shared/secrets';
import type { DiscoveryCache } from './discovery-cache';
import { authorizationEndpointProblem, PROVIDER_MAX_BODY_BYTES, PROVIDER_TIMEOUT_MS } from './provider-endpoints';

export type OpenId = typeof OpenIdClient;
export type OidcConfiguration = OpenIdClient.Configuration;

/**
 * openid-client is ESM-only and this code base compiles to CommonJS: it is loaded through this one
 * dynamic import (jest compiles it and its ESM dependencies to CommonJS, see jest.config.js).
 */
export function loadOpenId(): Promise<OpenId> {
  return import('openid-client');
}

export interface IssuerAccess {
  /** createOutboundAgent's dispatcher: every request to the issuer passes its address check. */
  dispatcher: Dispatcher;
  /** Plain-http issuers are accepted only where private networks are (local providers in tests and demos). */
  allowInsecureIssuer: boolean;
  secretKey: string;
  discoveries: DiscoveryCache<OidcConfiguration>;
}

/**
 * Discovers the organization's identity provider and returns the client configured with its sealed secret.
 * Every later request of the client (JWKS, token, userinfo) goes through the same capped, guarded fetch.
 */
export async function issuerClient(
  organizationId: string,
  access: IssuerAccess,
): Promise<{ openid: OpenId; configuration: OidcConfiguration }> {
  const row = await SsoConfigurationModel.findByPk(organizationId, { raw: true });
  if (!row) throw new NotFoundError('SSO configuration');
  const openid = await loadOpenId();
  const customFetch = createBoundedFetch(access.dispatcher, {
    maxBodyBytes: PROVIDER_MAX_BODY_BYTES,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  }) as OpenIdClient.CustomFetch;
  const fingerprint = [row.issuerUrl, row.clientId, row.clientSecretSealed].join('\n');
  const configuration = await access.discoveries.getOrDiscover(organizationId, fingerprint, async () => {
    const discovered = await openid.discovery(
      new URL(row.issuerUrl),
      row.clientId,
      undefined,
      openid.ClientSecretBasic(decryptSecret(row.clientSecretSealed, access.secretKey)),
      {
        [openid.customFetch]: customFetch,
        timeout: PROVIDER_TIMEOUT_MS / 1000,
        execute: access.allowInsecureIssuer ? [openid.allowInsecureRequests] : [],
      },
    );
    const problem = authorizationEndpointProblem(
      row.issuerUrl,
      discovered.serverMetadata().authorization_endpoint ?? '',
      access.allowInsecureIssuer,
    );
    if (problem) throw new Error(problem);
    return discovered;
  });
  return { openid, configuration };
}
