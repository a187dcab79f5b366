import { paginationQuery } from '../http/pagination';
import { timestamp } from '../http/common-schemas';
import { z } from '../http/zod';

export const auditLogEntrySchema = z
  .object({
    id: z.uuid(),
    createdAt: timestamp(),
    organizationId: z.uuid(),
    userId: z.uuid().nullable(),
    actor: z
      .object({
        type: z.enum(['user', 'apiKey', 'accessToken', 'system']),
        id: z.uuid().nullable(),
        email: z.string().nullable(),
        fullName: z.string().nullable(),
        apiKeyId: z.string().optional(),
        oauthApplicationId: z.string().optional(),
      })
      .openapi({ description: 'Who acted, as known at the time' }),
    action: z.string().openapi({ example: 'member.invited' }),
    resourceType: z.string().openapi({ example: 'membership' }),
    resourceId: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    auditSessionId: z.string().nullable().openapi({ description: 'The session or API key id the action was taken with' }),
    traceId: z.string().nullable().openapi({ description: 'The request id (X-Request-Id)' }),
  })
  .openapi('AuditLogEntry');

export const auditLogPageSchema = z
  .object({
    logs: z.array(auditLogEntrySchema),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
  })
  .openapi('AuditLogPage');

const dateTime = (description: string) =>
  z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z' })
    .transform((value) => new Date(value))
    .optional()
    .openapi({ description, example: '2026-01-31T12:00:00Z' });

const filterFields = {
  action: z.string().min(1).max(200).optional().openapi({ example: 'member.invited' }),
  resourceType: z.string().min(1).max(200).optional(),
  resourceId: z.string().min(1).max(200).optional(),
  userId: z.uuid({ error: 'must be a UUID' }).optional(),
  startDate: dateTime('Entries at or after this instant'),
  endDate: dateTime('Entries at or before this instant'),
};

/** A startDate after the endDate is an empty range: it matches nothing (JSON Schema cannot state an order between two fields). */
export const auditLogQuery = paginationQuery.extend(filterFields);

export const auditExportQuery = z.object({
  ...filterFields,
  format: z.enum(['csv', 'json']).default('json').openapi('AuditExportFormat', { description: 'json (default) or csv' }),
});
