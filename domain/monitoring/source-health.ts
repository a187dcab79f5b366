import { type Transaction } from 'sequelize';
import { newId } from '../shared/ids';
import { storableJson, truncateText } from '../shared/storable-text';
import type { SourceCheck } from './source-check';
import { db } from '../../models/db';

/**
 * Per-source health, recorded in the transaction that records the checks (and only for checks the run
 * claimed, so a retried batch never counts a failure twice). A failed check raises the source's run of
 * consecutive failures and sets its status to `failing` or `blocked`; a successful one resets it to `ok`.
 * A transition is written once, as a `source_health_events` row, when the run of failures reaches
 * `failingAfter` (`source.failing`) and when an announced failure ends (`source.recovered`); announcing
 * those rows is a separate step (domain/alerts/source-health-alerts.ts).
 */
export const DEFAULT_SOURCE_FAILING_AFTER = 3;

/** What health reads of a recorded check (run-ledger.ts's CheckedSource, which records health in its transaction). */
type HealthReading = { source: { sourceId: string }; check: Exclude<SourceCheck, { outcome: 'render' }> };

export async function recordSourceHealth(
  runId: string,
  checked: HealthReading[],
  now: Date,
  failingAfter: number,
  transaction: Transaction,
): Promise<void> {
  const failed = checked.flatMap(({ source, check }) =>
    check.outcome === 'failed' ? [{ id: source.sourceId, error: truncateText(check.error, 1_000), status: failedStatus(check) }] : [],
  );
  const working = checked.filter(({ check }) => check.outcome !== 'failed').map(({ source }) => source.sourceId);
  if (working.length > 0) await recordRecoveries(runId, working, now, transaction);
  if (failed.length > 0) await recordFailures(runId, failed, now, failingAfter, transaction);
}

function failedStatus(check: Extract<SourceCheck, { outcome: 'failed' }>): 'auth_failed' | 'blocked' | 'failing' {
  if (check.authFailed) return 'auth_failed';
  return check.blocked ? 'blocked' : 'failing';
}

async function recordRecoveries(runId: string, sourceIds: string[], now: Date, transaction: Transaction): Promise<void> {
  const recovered = await db.select<{
    id: string;
    projectId: string;
    lastError: string | null;
    failingSince: Date;
    consecutiveFailures: number;
  }>(
    `SELECT id, project_id AS "projectId", last_error AS "lastError", failing_since AS "failingSince", consecutive_failures AS "consecutiveFailures"
       FROM sources WHERE id IN (:sourceIds) AND failure_announced FOR UPDATE`,
    { replacements: { sourceIds }, transaction },
  );
  await insertEvents(
    recovered.map((source) => ({
      ...source,
      sourceId: source.id,
      runId,
      event: 'source.recovered',
      status: 'ok',
      error: source.lastError,
      since: source.failingSince,
      occurredAt: now,
    })),
    transaction,
  );
  await db.execute(
    `UPDATE sources SET status = 'ok', consecutive_failures = 0, failing_since = NULL, failure_announced = false
      WHERE id IN (:sourceIds) AND (status <> 'ok' OR consecutive_failures <> 0 OR failure_announced)`,
    { replacements: { sourceIds }, transaction },
  );
}

async function recordFailures(
  runId: string,
  failed: Array<{ id: string; error: string; status: string }>,
  now: Date,
  failingAfter: number,
  transaction: Transaction,
): Promise<void> {
  const updated = await db.select<{
    id: string;
    projectId: string;
    status: string;
    lastError: string;
    failingSince: Date;
    consecutiveFailures: number;
    failureAnnounced: boolean;
  }>(
    `UPDATE sources s SET status = v.status, consecutive_failures = s.consecutive_failures + 1, last_error = v.error, last_error_at = :now,
            failing_since = COALESCE(s.failing_since, :now), updated_at = :now
       FROM jsonb_to_recordset(:rows) AS v(id uuid, error text, status text)
      WHERE s.id = v.id
      RETURNING s.id, s.project_id AS "projectId", s.status, s.last_error AS "lastError", s.failing_since AS "failingSince",
                s.consecutive_failures AS "consecutiveFailures", s.failure_announced AS "failureAnnounced"`,
    { replacements: { rows: storableJson(failed), now }, transaction },
  );
  // A sign-in that fails is announced at once: a wrong password does not mend itself between runs.
  const reached = updated.filter(
    (source) => !source.failureAnnounced && (source.consecutiveFailures >= failingAfter || source.status === 'auth_failed'),
  );
  if (reached.length === 0) return;
  await insertEvents(
    reached.map((source) => ({
      ...source,
      sourceId: source.id,
      runId,
      event: 'source.failing',
      error: source.lastError,
      since: source.failingSince,
      occurredAt: now,
    })),
    transaction,
  );
  await db.execute('UPDATE sources SET failure_announced = true WHERE id IN (:ids)', {
    replacements: { ids: reached.map((source) => source.id) },
    transaction,
  });
}

interface HealthEvent {
  sourceId: string;
  projectId: string;
  runId: string;
  event: 'source.failing' | 'source.recovered';
  status: string;
  error: string | null;
  since: Date;
  occurredAt: Date;
  consecutiveFailures: number;
}

async function insertEvents(events: HealthEvent[], transaction: Transaction): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    id: newId(),
    project_id: event.projectId,
    source_id: event.sourceId,
    run_id: event.runId,
    event: event.event,
    status: event.status,
    error: event.error,
    since: event.since,
    occurred_at: event.occurredAt,
    consecutive_failures: event.consecutiveFailures,
  }));
  await db.execute(
    `INSERT INTO source_health_events (id, project_id, source_id, run_id, event, status, error, since, occurred_at, consecutive_failures)
     SELECT v.id, v.project_id, v.source_id, v.run_id, v.event, v.status, v.error, v.since, v.occurred_at, v.consecutive_failures
       FROM jsonb_to_recordset(:rows) AS v(id uuid, project_id uuid, source_id uuid, run_id uuid, event text, status text, error text, since timestamptz, occurred_at timestamptz, consecutive_failures integer)`,
    { replacements: { rows: JSON.stringify(rows) }, transaction },
  );
}
