import { SCOPES } from '../../domain/access/scopes';

/** RFC 9728 metadata of one of Vigil's protected resources: which authorization server issues its tokens. */
export function protectedResourceMetadata(baseUrl: string, resource: string) {
  return {
    resource,
    authorization_servers: [baseUrl],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: resource.endsWith('/mcp') ? 'Vigil MCP server' : 'Vigil API',
    resource_documentation: `${baseUrl}/api/docs`,
  };
}
