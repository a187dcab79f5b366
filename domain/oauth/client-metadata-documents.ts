import { newId } from '../shared/ids';
import { selfDescribedName, selfDescribedScopes } from './adapter';
import { ACCEPTED_REDIRECT_URIS, isAcceptedRedirectUri } from './redirect-uris';
import { db } from '../../models/db';

/**
 * Client ID Metadata Documents (draft-ietf-oauth-client-id-metadata-document, MCP 2025-11-25): a client
 * whose client_id is an https URL is described by the JSON document at that URL. oidc-provider's
 * `clientIdMetadataDocument` feature checks the URL and the document; Vigil gives it the fetch
 * (the integrations layer's oauth/client-metadata-fetch.ts) and its own rules for the client (below).
 */

/** The draft's suggested cap, also oidc-provider's: a metadata document is a few hundred bytes. */
export const CLIENT_METADATA_MAX_BYTES = 5 * 1024;

/** Seconds a fetched document is used before it is fetched again: its Cache-Control max-age, within these bounds. */
export const CLIENT_METADATA_CACHE_SECONDS = { min: 60, max: 24 * 60 * 60 } as const;

/** What Vigil reads of a client oidc-provider built from a document. */
export interface MetadataDocumentClient {
  clientId: string;
  clientName?: string;
  redirectUris: string[];
  tokenEndpointAuthMethod: string;
}

/**
 * Vigil's rules beyond oidc-provider's for a client described by a document: a public client (no secret,
 * `token_endpoint_auth_method` none), and redirect URIs as an organization's apps must have them: https,
 * or http on the loopback interface only.
 */
export function metadataDocumentClientProblem(client: MetadataDocumentClient): string | null {
  if (client.tokenEndpointAuthMethod !== 'none')
    return 'token_endpoint_auth_method must be none: clients described by a metadata document are public';
  const refused = client.redirectUris.find((uri) => !isAcceptedRedirectUri(uri));
  if (refused !== undefined) return ACCEPTED_REDIRECT_URIS;
  return null;
}

/** The host the consent page shows beside a client's name: where its document, and so the client, comes from. */
export function metadataDocumentHost(clientId: string): string | null {
  return isMetadataDocumentClientId(clientId) ? new URL(clientId).host : null;
}

/** Vigil's own client ids are `vci_…` or oidc-provider's random ones; a URL client_id is a document's. */
export function isMetadataDocumentClientId(clientId: string): boolean {
  return /^https:\/\//i.test(clientId) && URL.canParse(clientId);
}

/** A client oidc-provider built from a document, as the consent page saves it. */
export interface DescribedClient extends MetadataDocumentClient {
  scope?: string;
  metadata(): Record<string, unknown>;
}

/**
 * Saves (or refreshes) the row of a client described by a document, as the document is now, so the
 * consent, its tokens and the user's authorized apps refer to it as to any other client.
 */
export async function saveMetadataDocumentClient(client: DescribedClient): Promise<void> {
  const { client_id: _id, client_name: _name, redirect_uris: _redirects, scope: _scope, ...metadata } = client.metadata();
  await db.execute(
    `INSERT INTO oauth_applications (id, client_id, organization_id, created_by_user_id, registration, name, redirect_uris, scopes, public, client_secret_hash, metadata)
     VALUES ($1, $2, NULL, NULL, 'metadata_document', $3, $4, $5, true, NULL, $6)
     ON CONFLICT (client_id) DO UPDATE SET name = EXCLUDED.name, redirect_uris = EXCLUDED.redirect_uris, scopes = EXCLUDED.scopes, metadata = EXCLUDED.metadata, updated_at = now()
     WHERE oauth_applications.registration = 'metadata_document'`,
    {
      bind: [
        newId(),
        client.clientId,
        selfDescribedName(client.clientName, new URL(client.clientId).host),
        client.redirectUris,
        selfDescribedScopes(client.scope),
        JSON.stringify(metadata),
      ],
    },
  );
}
