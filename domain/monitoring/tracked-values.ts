import { type Transaction } from 'sequelize';
import { z } from 'zod';
import { findProjectRow } from '../projects/projects';
import { newId } from '../shared/ids';
import { storableJson } from '../shared/storable-text';
import type { ChangeFact } from './change-facts';
import { selectorProblem } from './checker/selection';
import type { SourceCheck, TrackSpec } from './source-check';
import { valueChartSvg } from './value-chart';
import { db } from '../../models/db';

/**
 * Tracked values (issue 27): a source names values (`track: [{ name, selector }]`), read from every body
 * the checker reads (checker/track.ts) and recorded once per run, source and name. A run whose check
 * answered without reading the body (unchanged bytes, a 304) records the last values again, so the
 * series has a point per run.
 */
export const MAX_TRACKED_VALUES = 10;

export const trackSchema = z
  .array(
    z.strictObject({
      name: z.string().trim().min(1, 'must not be blank').max(100, 'must be at most 100 characters'),
      selector: z.string().superRefine((selector, context) => {
        const problem = selectorProblem(selector);
        if (problem !== null) context.addIssue({ code: 'custom', message: problem });
      }),
    }),
  )
  .max(MAX_TRACKED_VALUES, `must list at most ${MAX_TRACKED_VALUES} values`)
  .refine((track) => new Set(track.map((value) => value.name)).size === track.length, 'must not name the same value twice');

export interface TrackedValue {
  name: string;
  topicId: string;
  url: string;
  runId: string | null;
  recordedAt: Date;
  text: string;
  number: number | null;
  unit: string | null;
}

interface CheckedTrackedSource {
  source: { sourceId: string; projectId: string; topicId: string; url: string; track: TrackSpec[] };
  check: Exclude<SourceCheck, { outcome: 'render' }>;
}

/** The values of the run's checks of tracking sources: as read, or the last ones again for a body not read again. */
export async function recordTrackedValues(
  runId: string,
  checked: CheckedTrackedSource[],
  now: Date,
  transaction: Transaction,
): Promise<void> {
  const tracking = checked.filter(({ source, check }) => source.track.length > 0 && check.outcome !== 'failed');
  const read = tracking.flatMap(({ source, check }) =>
    (check.state.values ?? [])
      .filter((value) => source.track.some((spec) => spec.name === value.name))
      .map((value) => ({
        id: newId(),
        project_id: source.projectId,
        topic_id: source.topicId,
        source_id: source.sourceId,
        url: source.url,
        ...value,
      })),
  );
  if (read.length > 0)
    await db.execute(
      `INSERT INTO tracked_values (id, project_id, topic_id, source_id, run_id, url, name, text, number, unit, recorded_at)
       SELECT v.id, v.project_id, v.topic_id, v.source_id, :runId, v.url, v.name, v.text, v.number, v.unit, :now
         FROM jsonb_to_recordset(:rows) AS v(id uuid, project_id uuid, topic_id uuid, source_id uuid, url text, name text, text text, number double precision, unit text)
       ON CONFLICT (run_id, source_id, name) DO NOTHING`,
      { replacements: { rows: storableJson(read), runId, now }, transaction },
    );
  const notRead = tracking.filter(({ check }) => check.state.values === undefined).map(({ source }) => source);
  if (notRead.length > 0)
    await db.execute(
      `INSERT INTO tracked_values (id, project_id, topic_id, source_id, run_id, url, name, text, number, unit, recorded_at)
       SELECT gen_random_uuid(), last.project_id, last.topic_id, last.source_id, :runId, last.url, last.name, last.text, last.number, last.unit, :now
         FROM (SELECT DISTINCT ON (t.source_id, t.name) t.* FROM tracked_values t
                WHERE t.source_id IN (:sourceIds) ORDER BY t.source_id, t.name, t.recorded_at DESC) last
         JOIN sources s ON s.id = last.source_id AND s.track @> jsonb_build_array(jsonb_build_object('name', last.name))
       ON CONFLICT (run_id, source_id, name) DO NOTHING`,
      { replacements: { sourceIds: notRead.map((source) => source.sourceId), runId, now }, transaction },
    );
}

/** Each tracking source's last recorded reading of each value, by source id then name (before this run's are recorded). */
export async function lastTrackedTexts(
  checked: CheckedTrackedSource[],
  transaction: Transaction,
): Promise<Map<string, Map<string, string>>> {
  const sourceIds = checked.filter(({ source }) => source.track.length > 0).map(({ source }) => source.sourceId);
  const last = new Map<string, Map<string, string>>();
  if (sourceIds.length === 0) return last;
  const rows = await db.select<{ sourceId: string; name: string; text: string }>(
    `SELECT DISTINCT ON (source_id, name) source_id AS "sourceId", name, text FROM tracked_values
      WHERE source_id IN (:sourceIds) ORDER BY source_id, name, recorded_at DESC`,
    { replacements: { sourceIds }, transaction },
  );
  for (const row of rows) last.set(row.sourceId, (last.get(row.sourceId) ?? new Map<string, string>()).set(row.name, row.text));
  return last;
}

/**
 * The facts of the tracked values a change moved (against each value's last recorded reading), first in
 * the change's facts: `amount` when the value has a unit, `figure` for a bare number, `status` for a text.
 */
export function movedValueFacts(checked: CheckedTrackedSource[], last: Map<string, Map<string, string>>): Map<string, ChangeFact[]> {
  const facts = new Map<string, ChangeFact[]>();
  for (const { source, check } of checked) {
    if (check.outcome !== 'changed' || source.track.length === 0 || !check.state.values) continue;
    const moved = check.state.values.flatMap((value): ChangeFact[] => {
      const before = last.get(source.sourceId)?.get(value.name);
      if (before === undefined || before === value.text) return [];
      const type = value.number === null ? 'status' : value.unit === null ? 'figure' : 'amount';
      return [{ type, subject: value.name, before, after: value.text, unit: value.unit, quote: value.text }];
    });
    if (moved.length > 0) facts.set(source.sourceId, moved);
  }
  return facts;
}

export interface TrackedValueFilters {
  /** Name first (the chart's default name); else time first. */
  orderByName?: boolean;
  offset: number;
  limit: number;
  topicId?: string | undefined;
  url?: string | undefined;
  name?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** A project's tracked values, oldest first (a series reads forward), filtered and paginated like the other lists. */
export async function listTrackedValues(organizationId: string, projectId: string, filters: TrackedValueFilters) {
  await findProjectRow(organizationId, projectId);
  const values: unknown[] = [projectId];
  const conditions = ['project_id = $1'];
  const add = (sql: string, value: unknown) => {
    values.push(value);
    conditions.push(sql.replace('?', `$${values.length}`));
  };
  if (filters.topicId) add('topic_id = ?', filters.topicId);
  if (filters.url) add('url = ?', filters.url);
  if (filters.name) add('name = ?', filters.name);
  if (filters.from) add('recorded_at >= ?', filters.from);
  if (filters.to) add('recorded_at <= ?', filters.to);
  const where = conditions.join(' AND ');
  const [items, [counted]] = await Promise.all([
    db.rows<TrackedValue>(
      `SELECT name, topic_id AS "topicId", url, run_id AS "runId", recorded_at AS "recordedAt", text, number, unit
         FROM tracked_values WHERE ${where} ORDER BY ${filters.orderByName ? 'name, recorded_at' : 'recorded_at, url, name'} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, filters.limit, filters.offset],
    ),
    db.rows<{ total: number }>(`SELECT count(*)::int AS total FROM tracked_values WHERE ${where}`, values),
  ]);
  return { items, total: counted?.total ?? 0, offset: filters.offset, limit: filters.limit };
}

/** The most points a chart draws: the latest ones when the range holds more. */
const MAX_CHART_POINTS = 2_000;

/** A value's series as an SVG chart (value-chart.ts), with the same filters as the list; no name: the first name the filters find. */
export async function trackedValueChart(
  organizationId: string,
  projectId: string,
  filters: Omit<TrackedValueFilters, 'offset' | 'limit'>,
): Promise<string> {
  const name = filters.name ?? (await firstName(organizationId, projectId, filters));
  if (name === null) return valueChartSvg('No tracked values', []);
  const total = (await listTrackedValues(organizationId, projectId, { ...filters, name, offset: 0, limit: 1 })).total;
  const { items } = await listTrackedValues(organizationId, projectId, {
    ...filters,
    name,
    offset: Math.max(0, total - MAX_CHART_POINTS),
    limit: MAX_CHART_POINTS,
  });
  return valueChartSvg(name, items);
}

async function firstName(organizationId: string, projectId: string, filters: Omit<TrackedValueFilters, 'offset' | 'limit'>) {
  const names = await listTrackedValues(organizationId, projectId, { ...filters, offset: 0, limit: 1, orderByName: true });
  return names.items[0]?.name ?? null;
}
