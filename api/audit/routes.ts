import { pipeline } from 'node:stream/promises';
import { exportAuditLogs } from '../../domain/audit/export';
import { listAuditLogs } from '../../domain/audit/query';
import { createConcurrencyGate } from '../../domain/shared/concurrency-gate';
import { organizationAccess } from '../auth/access';
import type { ApiDependencies } from '../dependencies';
import { organizationParams } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import { auditExportQuery, auditLogEntrySchema, auditLogPageSchema, auditLogQuery } from './schemas';

const tags = ['Audit logs'];

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

export function createAuditRoutes({ config }: ApiDependencies) {
  const auditExports = { pageReads: createConcurrencyGate(config.auditExportConcurrency) };
  return [
    defineRoute({
      method: 'get',
      path: '/api/user/organizations/{organizationId}/audit-logs',
      summary: 'Search the audit log, newest first (pagination sits inside data)',
      tags,
      access: organizationAccess(['organization:manage-members']),
      request: { params: organizationParams, query: auditLogQuery },
      response: { kind: 'json', data: auditLogPageSchema },
      errors: [404],
      handler: ({ params, query: { offset, limit, ...filters } }) => listAuditLogs(params.organizationId, filters, { offset, limit }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/organizations/{organizationId}/audit-logs/export',
      summary: 'Download the matching audit log entries as a JSON array or CSV, streamed',
      tags,
      access: organizationAccess(['organization:manage-members']),
      request: { params: organizationParams, query: auditExportQuery },
      response: {
        kind: 'raw',
        description: 'The entries, newest first, as an attachment: a JSON array (no envelope) or CSV with a header row',
        contentTypes: { 'application/json': z.array(auditLogEntrySchema), 'text/csv': z.string() },
      },
      errors: [404],
      handler: async (ctx) => {
        const { format, ...filters } = ctx.query;
        const body = await exportAuditLogs(auditExports, ctx.params.organizationId, filters, format, ctx.actor);
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        ctx.res.status(200);
        ctx.res.attachment(`audit-logs-${ctx.params.organizationId}-${stamp}.${format}`);
        ctx.res.set({ 'Content-Type': CONTENT_TYPES[format], 'Cache-Control': 'no-store' });
        // Once streaming has begun an error can only cut the download short; the client sees a truncated body.
        await pipeline(body, ctx.res).catch((error: unknown) => ctx.req.log.warn({ err: error }, 'audit log export ended early'));
      },
    }),
  ];
}
