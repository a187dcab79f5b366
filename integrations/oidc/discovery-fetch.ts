import type { Dispatcher } from 'undici';
import type { DiscoveryDocumentFetch } from '../../domain/sso/discovery';
import { PROVIDER_MAX_BODY_BYTES, PROVIDER_TIMEOUT_MS } from '../../domain/sso/provider-endpoints';
import { createBoundedFetch } from '../net/bounded-fetch';

/** Discovery documents through `dispatcher` (the outbound address guard), capped, never following a redirect. */
export function createDiscoveryFetch(dispatcher: Dispatcher): DiscoveryDocumentFetch {
  const boundedFetch = createBoundedFetch(dispatcher, { maxBodyBytes: PROVIDER_MAX_BODY_BYTES, timeoutMs: PROVIDER_TIMEOUT_MS });
  return (url) => boundedFetch(url, { redirect: 'error', headers: { accept: 'application/json' } });
}
