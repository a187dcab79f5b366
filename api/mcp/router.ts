import { Router, type Request } from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { Protocol } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestParamsSchema,
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { Principal } from '../../domain/auth/principal';
import { MethodNotAllowedError, UnauthorizedError } from '../../domain/shared/errors';
import { userAccess, type Access, type Authorizer } from '../auth/access';
import { bearerChallenge } from '../auth/authorizer';
import type { ApiDependencies } from '../dependencies';
import type { AnyRoute } from '../http/route';
import { z } from '../http/zod';
import { callTool, mcpTools, routeAccess, toolListing, type McpTool } from './tools';

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
export function createMcpRouter(
  { projectProcesses, config }: ApiDependencies,
  { routes, authorizer, resourceMetadataUrl }: McpRouterOptions,
): Router {
  const tools = mcpTools({ processes: projectProcesses, baseUrl: config.baseUrl }).map((tool) => ({
    tool,
    access: routeAccess(routes, tool.route),
  }));

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

/** tools/call as the SDK defines it, but with `arguments` of any JSON type: callTool parses them as a tool's body. */
const ToolCallRequest = CallToolRequestSchema.extend({
  params: CallToolRequestParamsSchema.extend({ arguments: z.unknown().optional() }),
});

/**
 * The SDK's low-level Server rather than McpServer: McpServer checks arguments against the input schema
 * before the tool runs and answers its own text, while Vigil's tools parse them (callTool) and answer
 * the envelope's VALIDATION_ERROR with the HTTP field errors.
 */
function buildServer(
  tools: ReadonlyArray<{ tool: McpTool; access: Access }>,
  caller: { principal: Principal; req: Request; authorizer: Authorizer },
): Server {
  const server = new Server({ name: 'vigil', version: '1.0.0' }, { capabilities: { tools: {} } });
  const byName = new Map(tools.map((entry) => [entry.tool.name, entry]));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map(({ tool }) => toolListing(tool)) }));
  // Server.setRequestHandler re-checks tools/call against the SDK's own schema first, and answers arguments
  // that are not an object with a JSON-RPC error carrying zod's text. Protocol's registration parses with
  // ToolCallRequest alone, so callTool sees any arguments and answers the VALIDATION_ERROR tool error.
  Protocol.prototype.setRequestHandler.call(server, ToolCallRequest, (request: z.infer<typeof ToolCallRequest>) => {
    const entry = byName.get(request.params.name);
    if (!entry) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
    return callTool(entry.tool, entry.access, request.params.arguments, caller);
  });
  return server;
}
