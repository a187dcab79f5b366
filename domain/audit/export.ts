import { pipeline, Transform, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Client } from 'pg';
import QueryStream from 'pg-query-stream';
import type { Sequelize } from 'sequelize';
import type { ActorContext } from '../shared/request-context';
import { recordAudit } from './audit-log';
import { selectAuditLogs, type AuditLogEntry, type AuditLogFilters } from './query';

export type AuditExportFormat = 'csv' | 'json';

/** Rows fetched from the cursor per round trip; memory holds about one batch at a time. */
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
 * Records the export itself, then streams the matching entries (newest first) from a Postgres
 * cursor, so an export of any size runs in constant memory.
 */
export async function exportAuditLogs(
  sequelize: Sequelize,
  organizationId: string,
  filters: AuditLogFilters,
  format: AuditExportFormat,
  context: ActorContext,
): Promise<Readable> {
  await sequelize.transaction((transaction) =>
    recordAudit({ organizationId, action: 'audit_log.exported', resourceType: 'audit_log', resourceId: null, metadata: { format, filters } }, context, transaction),
  );
  return streamAuditLogs(sequelize, organizationId, filters, format === 'csv' ? toCsv() : toJsonArray());
}

/**
 * The cursor holds a connection borrowed from Sequelize's pool for the life of the stream. It goes back
 * to the pool only after a complete read; any interruption discards it rather than risk returning a
 * connection with a half-read portal.
 */
async function streamAuditLogs(sequelize: Sequelize, organizationId: string, filters: AuditLogFilters, formatter: Transform): Promise<Readable> {
  const { connectionManager } = sequelize;
  const client = (await connectionManager.getConnection({ type: 'read' })) as Client;
  const { text, values } = selectAuditLogs(organizationId, filters);
  const rows = client.query(new QueryStream(text, values, { batchSize: BATCH_SIZE }));
  let returned = false;
  const giveBack = (complete: boolean) => {
    if (returned) return;
    returned = true;
    client.off('error', onLost).off('end', onLost);
    if (complete) connectionManager.releaseConnection(client);
    else void connectionManager.destroyConnection(client).catch(() => undefined);
  };
  // A lost connection fails the export at once: the cursor alone would wait forever for the server.
  const onLost = () => {
    giveBack(false);
    formatter.destroy(new Error('The database connection was lost during the export'));
  };
  client.once('error', onLost).once('end', onLost);
  rows.once('end', () => giveBack(true));
  rows.once('close', () => giveBack(false));
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
