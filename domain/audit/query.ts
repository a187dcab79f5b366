import type { AuditActor } from './audit-log';
import { db } from '../../models/db';

export interface AuditLogFilters {
  action?: string;
  resourceType?: string;
  resourceId?: string;
  userId?: string;
  /** Inclusive bounds on createdAt. */
  startDate?: Date;
  endDate?: Date;
}

export interface AuditLogEntry {
  id: string;
  createdAt: Date;
  organizationId: string;
  userId: string | null;
  actor: AuditActor;
  action: string;
  resourceType: string;
  resourceId: string | null;
  metadata: Record<string, unknown>;
  ipAddress: string | null;
  userAgent: string | null;
  auditSessionId: string | null;
  traceId: string | null;
}

export interface AuditLogPage {
  logs: AuditLogEntry[];
  total: number;
  offset: number;
  limit: number;
  hasMore: boolean;
}

const ENTRY_COLUMNS = `id, created_at AS "createdAt", organization_id AS "organizationId", user_id AS "userId", actor, action,
  resource_type AS "resourceType", resource_id AS "resourceId", metadata, ip_address AS "ipAddress", user_agent AS "userAgent",
  audit_session_id AS "auditSessionId", trace_id AS "traceId"`;

/** Newest first; the id breaks ties between entries written in the same millisecond. */
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';

/** One filter builder for the page, its count and the export, so all three always agree. */
function matching(organizationId: string, filters: AuditLogFilters): { where: string; values: unknown[] } {
  const values: unknown[] = [organizationId];
  const conditions = ['organization_id = $1'];
  const where = (condition: string, value: unknown) => {
    values.push(value);
    conditions.push(`${condition} $${values.length}`);
  };
  if (filters.action !== undefined) where('action =', filters.action);
  if (filters.resourceType !== undefined) where('resource_type =', filters.resourceType);
  if (filters.resourceId !== undefined) where('resource_id =', filters.resourceId);
  if (filters.userId !== undefined) where('user_id =', filters.userId);
  if (filters.startDate !== undefined) where('created_at >=', filters.startDate.toISOString());
  if (filters.endDate !== undefined) where('created_at <=', filters.endDate.toISOString());
  return { where: conditions.join(' AND '), values };
}

/** Where a keyset page ends: the exact stored instant (as text, microseconds kept) and the id. */
export interface AuditLogCursor {
  at: string;
  id: string;
}

export interface AuditLogPageAfter {
  entries: AuditLogEntry[];
  /** Null after the last page. */
  next: AuditLogCursor | null;
}

/**
 * One page of matching entries after `cursor` (newest first), each query short: an export reads page by
 * page and holds no connection while the client downloads.
 */
export async function auditLogPageAfter(
  organizationId: string,
  filters: AuditLogFilters,
  cursor: AuditLogCursor | null,
  limit: number,
): Promise<AuditLogPageAfter> {
  const { where, values } = matching(organizationId, filters);
  const bind = [...values];
  let after = '';
  if (cursor) {
    bind.push(cursor.at, cursor.id);
    after = ` AND (created_at, id) < ($${bind.length - 1}::timestamptz, $${bind.length}::uuid)`;
  }
  bind.push(limit);
  const rows = await db.select<AuditLogEntry & { cursorAt: string }>(
    `SELECT ${ENTRY_COLUMNS}, created_at::text AS "cursorAt" FROM audit_logs WHERE ${where}${after} ${NEWEST_FIRST} LIMIT $${bind.length}`,
    { bind },
  );
  const entries = rows.map(({ cursorAt: _cursorAt, ...entry }) => entry);
  const last = rows.at(-1);
  return { entries, next: rows.length === limit && last ? { at: last.cursorAt, id: last.id } : null };
}

export async function listAuditLogs(
  organizationId: string,
  filters: AuditLogFilters,
  { offset, limit }: { offset: number; limit: number },
): Promise<AuditLogPage> {
  const { where, values } = matching(organizationId, filters);
  // Two connections at once: the count scans every matching entry, the page only `limit` of them.
  const [logs, [counted]] = await Promise.all([
    db.select<AuditLogEntry>(
      `SELECT ${ENTRY_COLUMNS} FROM audit_logs WHERE ${where} ${NEWEST_FIRST} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      { bind: [...values, limit, offset] },
    ),
    db.select<{ total: number }>(`SELECT count(*)::int AS total FROM audit_logs WHERE ${where}`, {
      bind: values,
    }),
  ]);
  const total = counted?.total ?? 0;
  return { logs, total, offset, limit, hasMore: offset + limit < total };
}
