import type { Request } from 'express';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { recordChangeFeedback, withdrawChangeFeedback } from '../../domain/alerts/record-feedback';
import { getChange, listChanges, startManualRun } from '../../domain/monitoring/runs';
import { createProject } from '../../domain/projects/create';
import type { ProjectProcesses } from '../../domain/projects/processes';
import { getProject, listProjects } from '../../domain/projects/projects';
import { listUserOrganizations } from '../../domain/organizations/organizations';
import type { Principal } from '../../domain/auth/principal';
import { AppError, ValidationError } from '../../domain/shared/errors';
import type { ActorContext } from '../../domain/shared/request-context';
import type { Access, Authorizer, OrganizationAuth, UserAuth } from '../auth/access';
import { actorOf } from '../http/actor';
import { uuidParam } from '../http/common-schemas';
import { pageMeta, paginationQuery, type Page } from '../http/pagination';
import { parsePart, type AnyRoute, type HttpMethod } from '../http/route';
import { requestMeta } from '../http/request-meta';
import { z } from '../http/zod';
import { changeFeedbackBody } from '../alerts/schemas';
import { createProjectBody, projectListQuery, trackedValueQuery } from '../projects/schemas';
import { valueFilters } from '../projects/run-routes';
import { listTrackedValues } from '../../domain/monitoring/tracked-values';

const PROJECTS = '/api/user/organizations/{organizationId}/projects';

const organizationId = uuidParam('Organization id');
const projectId = uuidParam('Project id');

export interface ToolDependencies {
  processes: ProjectProcesses;
  /** BASE_URL, for the changes' `viewUrl`. */
  baseUrl: string;
}

interface ToolContext {
  auth: UserAuth | OrganizationAuth;
  actor: ActorContext;
}

/** One MCP tool: the route whose access it checks, its input, and the domain call it makes. */
export interface McpTool {
  name: string;
  description: string;
  /** The route (method and OpenAPI path) whose Access descriptor this tool applies. */
  route: { method: HttpMethod; path: string };
  /** Parsed by Vigil (not the SDK), so a refusal is the envelope's VALIDATION_ERROR; tools/list shows it as JSON Schema. */
  input: z.ZodObject;
  readOnly: boolean;
  run(args: Record<string, unknown>, context: ToolContext): Promise<unknown>;
}

function defineTool<S extends z.ZodRawShape>(
  tool: Omit<McpTool, 'input' | 'run'> & {
    inputSchema: S;
    run(args: z.output<z.ZodObject<S>>, context: ToolContext): Promise<unknown>;
  },
): McpTool {
  const { inputSchema, ...rest } = tool;
  return { ...rest, input: z.object(inputSchema) } as unknown as McpTool;
}

/** createProject answers the project, or (on branches where it reports what it dropped) `{ project, … }`. */
export function mcpTools({ processes, baseUrl }: ToolDependencies): McpTool[] {
  return [
    defineTool({
      name: 'list_organizations',
      description: 'List the organizations the user is an active member of.',
      route: { method: 'get', path: '/api/user/organizations' },
      inputSchema: {},
      readOnly: true,
      run: (_args, { auth }) => listUserOrganizations(auth.principal.userId),
    }),
    defineTool({
      name: 'list_projects',
      description: 'List an organization’s projects, newest first; `q` matches anywhere in the name.',
      route: { method: 'get', path: PROJECTS },
      inputSchema: { organizationId, ...projectListQuery.shape },
      readOnly: true,
      run: ({ organizationId, ...query }) => listProjects(organizationId, query),
    }),
    defineTool({
      name: 'get_project',
      description: 'Get a project with its topics and sources.',
      route: { method: 'get', path: `${PROJECTS}/{id}` },
      inputSchema: { organizationId, projectId },
      readOnly: true,
      run: ({ organizationId, projectId }) => getProject(organizationId, projectId),
    }),
    defineTool({
      name: 'list_changes',
      description:
        'List the changes detected on a project’s sources, newest first; optionally since an instant, of one topic, or only those judged relevant.',
      route: { method: 'get', path: `${PROJECTS}/{id}/changes` },
      inputSchema: {
        organizationId,
        projectId,
        since: z.iso
          .datetime({ offset: true, error: 'must be an ISO 8601 date-time' })
          .optional()
          .describe('Only changes detected at or after this instant'),
        topicId: uuidParam('Only changes of this topic').optional(),
        onlyRelevant: z.boolean().optional().describe('Only changes judged relevant'),
        ...paginationQuery.shape,
      },
      readOnly: true,
      run: ({ organizationId, projectId, since, topicId, onlyRelevant, offset, limit }) =>
        listChanges(
          organizationId,
          projectId,
          {
            offset,
            limit,
            topicId,
            since: since ? new Date(since) : undefined,
            relevant: onlyRelevant ? true : undefined,
          },
          baseUrl,
        ),
    }),
    defineTool({
      name: 'list_tracked_values',
      description:
        'List the values a project’s sources track (a price, a stock status…), one per run, oldest first; optionally of one topic, source URL or value name, within a time range.',
      route: { method: 'get', path: `${PROJECTS}/{id}/values` },
      inputSchema: { organizationId, projectId, ...trackedValueQuery.shape },
      readOnly: true,
      run: ({ organizationId, projectId, ...query }) => listTrackedValues(organizationId, projectId, valueFilters(query)),
    }),
    defineTool({
      name: 'get_change',
      description: 'Get one detected change with its diff, facts, summary, judgement and feedback.',
      route: { method: 'get', path: `${PROJECTS}/{id}/changes` },
      inputSchema: { organizationId, projectId, changeId: uuidParam('Change id') },
      readOnly: true,
      run: ({ organizationId, projectId, changeId }) => getChange(organizationId, projectId, changeId, baseUrl),
    }),
    defineTool({
      name: 'record_change_feedback',
      description:
        'Say whether a detected change was relevant to its topic; the judges follow it for the topic’s next changes like it. Answers the change with its feedback.',
      route: { method: 'put', path: `${PROJECTS}/{id}/changes/{changeId}/feedback` },
      inputSchema: { organizationId, projectId, changeId: uuidParam('Change id'), ...changeFeedbackBody.shape },
      readOnly: false,
      run: ({ organizationId, projectId, changeId, relevant }, { actor }) =>
        recordChangeFeedback(organizationId, projectId, changeId, relevant, actor, baseUrl),
    }),
    defineTool({
      name: 'withdraw_change_feedback',
      description: 'Withdraw the feedback on a change; the judges no longer follow it.',
      route: { method: 'delete', path: `${PROJECTS}/{id}/changes/{changeId}/feedback` },
      inputSchema: { organizationId, projectId, changeId: uuidParam('Change id') },
      readOnly: false,
      run: ({ organizationId, projectId, changeId }, { actor }) =>
        withdrawChangeFeedback(organizationId, projectId, changeId, actor, baseUrl),
    }),
    defineTool({
      name: 'start_run',
      description: 'Check every source of the project now; answers the run, which continues in the background.',
      route: { method: 'post', path: `${PROJECTS}/{id}/runs` },
      inputSchema: { organizationId, projectId },
      readOnly: false,
      run: ({ organizationId, projectId }, { actor }) => startManualRun(organizationId, projectId, { processes }, actor),
    }),
    defineTool({
      name: 'create_project',
      description: 'Create a project; its topics and sources are generated from the monitoring intent.',
      route: { method: 'post', path: PROJECTS },
      inputSchema: { organizationId, ...createProjectBody.shape },
      readOnly: false,
      run: async ({ organizationId, ...body }, { auth, actor }) =>
        (await createProject(organizationId, auth.principal.userId, body, { processes }, actor)).project,
    }),
  ];
}

/** The Access descriptor of the route a tool mirrors, so a tool can never check less than its route. */
export function routeAccess(routes: readonly AnyRoute[], { method, path }: McpTool['route']): Access {
  const route = routes.find((candidate) => candidate.method === method && candidate.path === path);
  if (!route) throw new Error(`No route ${method.toUpperCase()} ${path} for an MCP tool`);
  return route.access;
}

/** A tool as tools/list shows it: the input schema in JSON Schema draft 7, as the SDK's McpServer renders it. */
export function toolListing(tool: McpTool): Tool {
  return {
    name: tool.name,
    description: tool.description,
    inputSchema: z.toJSONSchema(tool.input, { target: 'draft-7', io: 'input' }) as Tool['inputSchema'],
    annotations: { readOnlyHint: tool.readOnly, openWorldHint: false },
    execution: { taskSupport: 'forbidden' },
  };
}

/** Runs a tool for the principal of the HTTP request: authorize as the route does, call the domain, answer `data` (and `meta` for pages). */
export async function callTool(
  tool: McpTool,
  access: Access,
  rawArgs: unknown,
  { principal, req, authorizer }: { principal: Principal; req: Request; authorizer: Authorizer },
): Promise<CallToolResult> {
  try {
    // The arguments are the tool's body: the same depth, schema and storable-text checks, the same field errors.
    const args = parsePart(tool.input, rawArgs ?? {}, 'body') as Record<string, unknown>;
    const auth = (await authorizer.authorize(principal, access, args)) as UserAuth | OrganizationAuth;
    const result = await tool.run(args, { auth, actor: actorOf(auth, requestMeta(req)) });
    return success(isPage(result) ? { data: result.items, meta: pageMeta(result) } : { data: result });
  } catch (error) {
    if (error instanceof AppError) {
      return failure({
        code: error.code,
        message: error.message,
        ...(error instanceof ValidationError ? { meta: { errors: error.errors } } : {}),
      });
    }
    req.log.error({ err: error, tool: tool.name }, 'MCP tool failed');
    return failure({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
  }
}

function isPage(result: unknown): result is Page<unknown> {
  return typeof result === 'object' && result !== null && 'items' in result && 'total' in result && Array.isArray(result.items);
}

function success(content: { data: unknown; meta?: object }): CallToolResult {
  const text = JSON.stringify(content);
  return { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) as Record<string, unknown> };
}

/** The envelope's error fields: `code`, `message`, and for VALIDATION_ERROR the field errors under `meta.errors`. */
function failure(error: { code: string; message: string; meta?: { errors: unknown } }): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(error) }], structuredContent: error };
}
