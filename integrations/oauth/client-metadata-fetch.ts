import { CLIENT_METADATA_MAX_BYTES } from '../../domain/oauth/client-metadata-documents';
import { isLoopbackHost } from '../../domain/oauth/redirect-uris';
import { createBoundedFetch } from '../net/bounded-fetch';
import { createOutboundAgent } from '../net/outbound';

const FETCH_TIMEOUT_MS = 2_500;

export interface ClientMetadataFetchOptions {
  /** The test exception (OAUTH_CIMD_TEST_LOCAL_HTTP): loopback documents over http, private addresses reachable. */
  testLocalHttp: boolean;
}

/**
 * The fetch oidc-provider uses for the documents: every connection through Vigil's address guard (no
 * private, loopback or reserved address unless the test exception is on), at most
 * CLIENT_METADATA_MAX_BYTES read within FETCH_TIMEOUT_MS. Redirects are not followed (oidc-provider asks
 * for `redirect: 'manual'` and refuses anything but a 200).
 */
export function createClientMetadataFetch({ testLocalHttp }: ClientMetadataFetchOptions) {
  const guarded = createBoundedFetch(createOutboundAgent({ allowPrivateNetworks: testLocalHttp, connectTimeoutMs: FETCH_TIMEOUT_MS }), {
    maxBodyBytes: CLIENT_METADATA_MAX_BYTES,
    timeoutMs: FETCH_TIMEOUT_MS,
  });
  return (url: string | URL, init: RequestInit = {}): Promise<Response> => {
    const target = new URL(url);
    // The client_id stays https (the draft and MCP clients require it); only the test exception's transport to loopback is plain.
    if (testLocalHttp && isLoopbackHost(target.hostname)) target.protocol = 'http:';
    return guarded(target, init);
  };
}
