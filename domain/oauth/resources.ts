/**
 * The protected resources Vigil's authorization server issues tokens for (RFC 8707 resource
 * indicators). A token's audience is exactly one of them, and each accepts only its own.
 */
export interface OAuthResources {
  /** The JSON API under /api: the default when a client names no resource. */
  api: string;
  /** The MCP endpoint. */
  mcp: string;
}

export function oauthResources(baseUrl: string): OAuthResources {
  return { api: `${baseUrl}/api`, mcp: `${baseUrl}/mcp` };
}

/** RFC 9728: the metadata of a resource is found by inserting the well-known segment before its path. */
export function protectedResourceMetadataUrl(baseUrl: string, resource: string): string {
  return `${baseUrl}/.well-known/oauth-protected-resource${new URL(resource).pathname}`;
}
