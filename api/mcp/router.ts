import { Router, type Request } from 'express';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Principal } from '../../domain/auth/principal';
import { createProjectEngine } from '../../engine/projects';
import { MethodNotAllowedError, UnauthorizedError } from '../../domain/shared/errors';
import { userAccess, type Access, type Authorizer } from '../auth/access';
import { bearerChallenge } from '../auth/authorizer';
import type { ApiDependencies } from '../dependencies';
import type { AnyRoute } from '../http/route';
import { callTool, mcpTools, routeAccess, type McpTool } from './tools';

export const MCP_PATH = '/mcp';

/** Any credential that resolves; each tool then checks its own route's scopes, role and organization. */
const AUTHENTICATED = userAccess();

export interface McpRouterOptions {
  routes: readonly AnyRoute[];
  /** An authorizer whose Bearer access tokens must have the MCP resource as their audience. */
  authorizer: Authorizer;
  resourceMetadataUrl: string;
}

/**
 * The MCP endpoint (Streamable HTTP, stateless): every POST gets its own server and transport, bound to
 * the principal its headers name. Only headers carry credentials here (an API key or a Bearer token), never the session cookie.
 */
export function createMcpRouter({ sequelize, temporal, config }: ApiDependencies, { routes, authorizer, resourceMetadataUrl }: McpRouterOptions): Router {
  const engine = createProjectEngine(temporal, { taskQueue: config.temporal.taskQueue, topicGenerationTimeoutMs: config.topicGenerationTimeoutMs });
  const tools = mcpTools({ sequelize, engine }).map((tool) => ({ tool, access: routeAccess(routes, tool.route) }));

  const router = Router();
  router.post(MCP_PATH, async (req, res) => {
    if (req.get('authorization') === undefined && req.get('x-api-key') === undefined) {
      res.setHeader('WWW-Authenticate', bearerChallenge(resourceMetadataUrl, false));
      throw new UnauthorizedError();
    }
    const principal = (await authorizer.authenticate(req, AUTHENTICATED))!;
    const server = buildServer(tools, { principal, req, authorizer });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
  router.all(MCP_PATH, (_req, _res, next) => next(new MethodNotAllowedError(['POST', 'OPTIONS'])));
  return router;
}

function buildServer(tools: ReadonlyArray<{ tool: McpTool; access: Access }>, caller: { principal: Principal; req: Request; authorizer: Authorizer }): McpServer {
  const server = new McpServer({ name: 'vigil', version: '1.0.0' }, { capabilities: { tools: {} } });
  for (const { tool, access } of tools) {
    server.registerTool(
      tool.name,
      { description: tool.description, inputSchema: tool.inputSchema, annotations: { readOnlyHint: tool.readOnly, openWorldHint: false } },
      (args: Record<string, unknown>) => callTool(tool, access, args, caller),
    );
  }
  return server;
}
