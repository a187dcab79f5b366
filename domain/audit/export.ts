import { pipeline, Readable, Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ConcurrencyGate } from '../shared/concurrency-gate';
import type { ActorContext } from '../shared/request-context';
import { recordAudit } from './audit-log';
import { auditLogPageAfter, type AuditLogCursor, type AuditLogPageAfter, type AuditLogEntry, type AuditLogFilters } from './query';
import { db } from '../../models/db';

export type AuditExportFormat = 'csv' | 'json';

/** Rows per page query; memory holds about one page at a time. */
const BATCH_SIZE = 500;

const CSV_COLUMNS: readonly (keyof AuditLogEntry)[] = [
  'id',
  'createdAt',
  'organizationId',
  'userId',
  'actor',
  'action',
  'resourceType',
  'resourceId',
  'metadata',
  'ipAddress',
  'userAgent',
  'auditSessionId',
  'traceId',
];

/**
 * Every export of the process reads its pages through one gate: a burst of exports (each client's
 * socket buffers take megabytes before backpressure stops it) then shares a few connections and a
 * bounded part of the event loop instead of crowding out every other request.
 */
export interface AuditExportDeps {
  pageReads: ConcurrencyGate;
}

/**
 * Records the export itself, then streams the matching entries (newest first) page by page, so an
 * export of any size runs in constant memory.
 */
export async function exportAuditLogs(
  { pageReads }: AuditExportDeps,
  organizationId: string,
  filters: AuditLogFilters,
  format: AuditExportFormat,
  context: ActorContext,
): Promise<Readable> {
  await db.transaction((transaction) =>
    recordAudit(
      { organizationId, action: 'audit_log.exported', resourceType: 'audit_log', resourceId: null, metadata: { format, filters } },
      context,
      transaction,
    ),
  );
  const readPage = (cursor: AuditLogCursor | null) => pageReads.run(() => auditLogPageAfter(organizationId, filters, cursor, BATCH_SIZE));
  return streamAuditLogs(readPage, format === 'csv' ? toCsv() : toJsonArray());
}

/**
 * Reads the entries in keyset pages, one short query per page and only when the consumer asks for more,
 * so a slow download holds no database connection while it waits.
 */
function streamAuditLogs(readPage: (cursor: AuditLogCursor | null) => Promise<AuditLogPageAfter>, formatter: Transform): Readable {
  let cursor: AuditLogCursor | null = null;
  let done = false;
  const rows = new Readable({
    objectMode: true,
    highWaterMark: BATCH_SIZE,
    read() {
      if (done) return;
      readPage(cursor).then(
        ({ entries, next }) => {
          cursor = next;
          done = next === null;
          for (const entry of entries) this.push(entry);
          if (done) this.push(null);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  pipeline(rows, formatter, () => undefined);
  return formatter;
}

/** A JSON array written entry by entry. */
function toJsonArray(): Transform {
  let first = true;
  return new Transform({
    writableObjectMode: true,
    transform(entry: AuditLogEntry, _encoding, callback) {
      callback(null, `${first ? '[' : ','}${JSON.stringify(entry)}`);
      first = false;
    },
    flush(callback) {
      callback(null, first ? '[]' : ']');
    },
  });
}

/**
 * RFC 4180 CSV (CRLF records, fields with commas, quotes or line breaks quoted). Objects are JSON text.
 * Cells starting with = + - @ get a leading apostrophe so spreadsheets never run them as formulas.
 */
function toCsv(): Transform {
  return stringify({
    header: true,
    columns: [...CSV_COLUMNS],
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { date: (value) => value.toISOString(), object: (value) => JSON.stringify(value) },
  });
}
