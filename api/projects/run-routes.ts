import { recordChangeFeedback, withdrawChangeFeedback } from '../../domain/alerts/record-feedback';
import { getRun, listChanges, listRuns, startManualRun } from '../../domain/monitoring/runs';
import { organizationAccess } from '../auth/access';
import type { ApiDependencies } from '../dependencies';
import { paginationQuery } from '../http/pagination';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import { changeFeedbackBody } from '../alerts/schemas';
import { rotateFeedToken } from '../../domain/projects/change-feed';
import { sendChangeFeed } from './change-feed-router';
import { listTrackedValues, trackedValueChart, type TrackedValueFilters } from '../../domain/monitoring/tracked-values';
import {
  changeListQuery,
  feedTokenSchema,
  changeParams,
  changeSchema,
  projectParams,
  runParams,
  runSchema,
  runWithChangesSchema,
  changeFeedQuery,
  trackedValueChartQuery,
  trackedValueQuery,
  trackedValueSchema,
} from './schemas';

const tags = ['Projects'];
const PATH = '/api/user/organizations/{organizationId}/projects/{id}';

export function createRunRoutes({ projectProcesses: processes, config }: ApiDependencies) {
  return [
    defineRoute({
      method: 'post',
      path: `${PATH}/runs`,
      summary: 'Check every source of the project now (any status but archived)',
      tags,
      access: organizationAccess(['projects:write', 'organization:read']),
      request: { params: projectParams },
      response: { kind: 'json', status: 202, message: 'Run started', data: runSchema },
      errors: [404, 409],
      handler: (ctx) => startManualRun(ctx.params.organizationId, ctx.params.id, { processes }, ctx.actor),
    }),
    defineRoute({
      method: 'get',
      path: `${PATH}/runs`,
      summary: 'List the project’s runs, newest first',
      tags,
      access: organizationAccess(['projects:read', 'organization:read']),
      request: { params: projectParams, query: paginationQuery },
      response: { kind: 'page', data: z.array(runSchema) },
      errors: [404],
      handler: ({ params, query }) => listRuns(params.organizationId, params.id, query),
    }),
    defineRoute({
      method: 'get',
      path: `${PATH}/runs/{runId}`,
      summary: 'Get a run with the changes it detected',
      tags,
      access: organizationAccess(['projects:read', 'organization:read']),
      request: { params: runParams },
      response: { kind: 'json', data: runWithChangesSchema },
      errors: [404],
      handler: ({ params }) => getRun(params.organizationId, params.id, params.runId, config.baseUrl),
    }),
    defineRoute({
      method: 'get',
      path: `${PATH}/changes`,
      summary: 'List the changes detected on the project’s sources, newest first',
      tags,
      access: organizationAccess(['projects:read', 'organization:read']),
      request: { params: projectParams, query: changeListQuery },
      response: { kind: 'page', data: z.array(changeSchema) },
      errors: [404],
      handler: ({ params, query }) => listChanges(params.organizationId, params.id, query, config.baseUrl),
    }),
    defineRoute({
      method: 'post',
      path: `${PATH}/feed-token`,
      summary:
        'Make the project’s Atom feed token, replacing the previous one (which stops working at once); answers the token once and the feed URL with it',
      tags,
      access: organizationAccess(['projects:write', 'organization:read']),
      request: { params: projectParams },
      response: { kind: 'json', status: 201, message: 'Feed token created', data: feedTokenSchema },
      errors: [404],
      handler: ({ params, actor }) => rotateFeedToken(params.organizationId, params.id, config.baseUrl, actor),
    }),
    defineRoute({
      method: 'get',
      path: `${PATH}/values`,
      summary: 'List the values the project’s sources track (`track`), one per run, source and name, oldest first',
      tags,
      access: organizationAccess(['projects:read', 'organization:read']),
      request: { params: projectParams, query: trackedValueQuery },
      response: { kind: 'page', data: z.array(trackedValueSchema) },
      errors: [404],
      handler: ({ params, query }) => listTrackedValues(params.organizationId, params.id, valueFilters(query)),
    }),
    defineRoute({
      method: 'get',
      path: `${PATH}/changes.atom`,
      summary:
        'The project’s changes as an Atom feed (the newest 50), each entry linking to its change page through a signed link; for a feed reader with the feed token (`?token=`, no session), or a member',
      tags,
      access: organizationAccess(['projects:read', 'organization:read']),
      request: { params: projectParams, query: changeFeedQuery },
      response: {
        kind: 'raw',
        description: 'An Atom feed; a wrong or replaced token, another project’s, or another organization answer 404',
        contentTypes: { 'application/atom+xml': z.string() },
      },
      errors: [404],
      // A request with `token` is answered before this route (api/projects/change-feed-router.ts): this is the member's way.
      handler: (ctx) => sendChangeFeed(ctx.res, ctx.params.organizationId, ctx.params.id, config),
    }),
    defineRoute({
      method: 'get',
      path: `${PATH}/values/chart`,
      summary: 'A tracked value’s series as an SVG line chart (one line per source, at most 5), for a person to look at',
      tags,
      access: organizationAccess(['projects:read', 'organization:read']),
      request: { params: projectParams, query: trackedValueChartQuery },
      response: {
        kind: 'raw',
        description: 'An SVG image; the series’ text values are escaped, it runs and loads nothing',
        contentTypes: { 'image/svg+xml': z.string() },
      },
      errors: [404],
      handler: async (ctx) => {
        const svg = await trackedValueChart(ctx.params.organizationId, ctx.params.id, valueFilters({ ...ctx.query, offset: 0, limit: 1 }));
        ctx.res.status(200);
        ctx.res.set({
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
          'Cache-Control': 'no-store',
        });
        ctx.res.send(svg);
      },
    }),
    defineRoute({
      method: 'put',
      path: `${PATH}/changes/{changeId}/feedback`,
      summary:
        'Say whether a change was relevant to its topic; the judges follow it for the topic’s next changes like it (the last verdict wins)',
      tags,
      access: organizationAccess(['projects:write', 'organization:read']),
      request: { params: changeParams, body: changeFeedbackBody },
      response: { kind: 'json', message: 'Feedback recorded', data: changeSchema },
      errors: [404],
      handler: ({ params, body, actor }) =>
        recordChangeFeedback(params.organizationId, params.id, params.changeId, body.relevant, actor, config.baseUrl),
    }),
    defineRoute({
      method: 'delete',
      path: `${PATH}/changes/{changeId}/feedback`,
      summary: 'Withdraw the feedback on a change; the judges no longer follow it',
      tags,
      access: organizationAccess(['projects:write', 'organization:read']),
      request: { params: changeParams },
      response: { kind: 'json', message: 'Feedback withdrawn', data: changeSchema },
      errors: [404],
      handler: ({ params, actor }) => withdrawChangeFeedback(params.organizationId, params.id, params.changeId, actor, config.baseUrl),
    }),
  ];
}

/** The query's instants as dates. */
export function valueFilters({ from, to, ...rest }: z.infer<typeof trackedValueQuery>): TrackedValueFilters {
  return { ...rest, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined };
}
