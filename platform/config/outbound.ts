import { z } from 'zod';
import type { ServerConfig } from './server';
import { booleanFlag, ConfigError } from './variables';

export const outboundVariables = z.object({
  FETCH_ALLOW_PRIVATE_NETWORKS: booleanFlag
    .default(false)
    .describe(
      '`true` lets outbound requests to user-given URLs (sources, webhook receivers, SSO issuers) reach private, loopback and link-local addresses; every connection is otherwise checked on its resolved address, redirects included',
    ),
  OAUTH_CIMD_TEST_LOCAL_HTTP: booleanFlag
    .default(false)
    .describe(
      'Tests only, refused when `NODE_ENV=production`: a Client ID Metadata Document whose https `client_id` is on a loopback host is fetched over plain http, and that fetch may reach private addresses',
    ),
});

export function outboundConfig(e: z.infer<typeof outboundVariables>, server: ServerConfig) {
  if (server.isProduction && e.OAUTH_CIMD_TEST_LOCAL_HTTP)
    throw new ConfigError('OAUTH_CIMD_TEST_LOCAL_HTTP', 'is a test exception and must be off when NODE_ENV=production');
  return {
    /** Outbound requests to user-given addresses (sources, webhooks, SSO issuers). */
    outbound: { allowPrivateNetworks: e.FETCH_ALLOW_PRIVATE_NETWORKS },
    /**
     * Test only, refused in production: Client ID Metadata Documents on a loopback host are fetched over
     * plain http (their https client_id unchanged), and the fetch may reach private and loopback addresses.
     */
    oauth: { clientMetadataTestLocalHttp: e.OAUTH_CIMD_TEST_LOCAL_HTTP },
  };
}
