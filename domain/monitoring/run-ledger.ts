import { type Transaction } from 'sequelize';
import { ProjectRunModel, type RunError, type RunTrigger } from '../../models/monitoring';
import { ProjectModel } from '../../models/projects';
import type { PictureHash } from '../pictures/store';
import { newId } from '../shared/ids';
import { storableJson, storableText, truncateText } from '../shared/storable-text';
import { MAX_FACTS_PER_CHANGE } from './change-facts';
import { conditionsFor, conditionsOutcome, type AlertCondition, type ConditionsOutcome, type ValueReadings } from './conditions';
import type { RenderSettings, RenderingRecord } from './rendering/decision';
import type { SourceCheck, SourceSelectors, SourceState, TrackSpec } from './source-check';
import { lastTrackedTexts, movedValueFacts, recordTrackedValues } from './tracked-values';
import { DEFAULT_SOURCE_FAILING_AFTER, recordSourceHealth } from './source-health';
import { db } from '../../models/db';

/** Errors listed on a run; the count in `sourcesFailed` stays exact beyond it. */
const MAX_RUN_ERRORS = 100;
/** Diffs are stored bounded; the summary and hashes still describe the whole change. */
const MAX_DIFF_CHARS = 64 * 1024;

export interface BegunRun {
  runId: string;
  projectId: string;
  pending: number;
}

/**
 * Writes the run row (unless the API already did, for a manual run) and the list of sources it must
 * check, once. Answers null when the run must not happen: the project is gone, a scheduled run found the
 * project no longer active, or another run of the project is in progress.
 */
export async function beginRun(input: { projectId: string; trigger: RunTrigger; workflowId: string }): Promise<BegunRun | null> {
  return db.transaction(async (transaction) => {
    const project = await ProjectModel.findByPk(input.projectId, { attributes: ['id', 'status'], raw: true, transaction });
    if (!project || (input.trigger === 'schedule' && project.status !== 'active')) return null;
    await db.execute(
      `INSERT INTO project_runs (id, project_id, workflow_id, trigger, status, started_at)
       VALUES (:id, :projectId, :workflowId, :trigger, 'running', now()) ON CONFLICT DO NOTHING`,
      { replacements: { id: newId(), ...input }, transaction },
    );
    const run = await ProjectRunModel.findOne({ where: { workflowId: input.workflowId }, raw: true, transaction });
    if (!run || run.status !== 'running') return null;
    const [plan] = await db.select<{ planned: number }>('SELECT count(*)::int AS planned FROM run_sources WHERE run_id = :runId', {
      replacements: { runId: run.id },
      transaction,
    });
    if (plan!.planned === 0) {
      await db.execute('INSERT INTO run_sources (run_id, source_id) SELECT :runId, id FROM sources WHERE project_id = :projectId', {
        replacements: { runId: run.id, projectId: input.projectId },
        transaction,
      });
      await db.execute(
        'UPDATE project_runs SET sources_total = (SELECT count(*) FROM run_sources WHERE run_id = :runId) WHERE id = :runId',
        {
          replacements: { runId: run.id },
          transaction,
        },
      );
    }
    return { runId: run.id, projectId: input.projectId, pending: await countPending(run.id, transaction) };
  });
}

export interface PendingSource extends SourceState, RenderSettings {
  sourceId: string;
  topicId: string;
  projectId: string;
  selection: SourceSelectors;
  alertWhen: AlertCondition[];
  /** The topic's conditions, for a source without its own. */
  topicAlertWhen: AlertCondition[];
  track: TrackSpec[];
  /** Whether a static page is rendered once per new version for its screenshot. */
  screenshot: boolean;
  /** The current version's screenshot, when one was taken. */
  screenshotHash: PictureHash | null;
}

/**
 * Which pending sources: all of them, those the fetch worker checks (not handed to the browser worker),
 * or those handed to the browser worker.
 */
export type PendingScope = 'all' | 'fetch' | 'browser';

const SCOPE_CONDITIONS: Record<PendingScope, string> = {
  all: '',
  fetch: `AND r.rendering IS DISTINCT FROM 'deferred'`,
  browser: `AND r.rendering = 'deferred'`,
};

/** The next sources of the run that have no recorded outcome, in a stable order. */
export async function pendingSources(runId: string, limit: number, scope: PendingScope = 'all'): Promise<PendingSource[]> {
  return db.select<PendingSource>(
    `SELECT s.id AS "sourceId", s.topic_id AS "topicId", s.project_id AS "projectId", s.url, s.etag, s.last_modified AS "lastModified",
            s.quick_hash AS "quickHash", s.body_hash AS "bodyHash", s.content_hash AS "contentHash", s.content_text AS text, s.kind,
            s.text_fetched_at AS "fetchedAt",
            s.render, s.render_decision AS "renderDecision", s.shell_hash AS "shellHash", s.rendered_with_browser AS "renderedWithBrowser",
            s.selection, s.alert_when AS "alertWhen", COALESCE(t.alert_when, '[]'::jsonb) AS "topicAlertWhen", s.track,
            s.screenshot, s.screenshot_hash AS "screenshotHash"
       FROM run_sources r JOIN sources s ON s.id = r.source_id LEFT JOIN topics t ON t.id = s.topic_id
      WHERE r.run_id = :runId AND r.outcome IS NULL ${SCOPE_CONDITIONS[scope]}
      ORDER BY r.source_id LIMIT :limit`,
    { replacements: { runId, limit } },
  );
}

export function countPending(runId: string, transaction?: Transaction, scope: PendingScope = 'all'): Promise<number> {
  return db
    .select<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM run_sources r WHERE r.run_id = :runId AND r.outcome IS NULL ${SCOPE_CONDITIONS[scope]}`,
      { replacements: { runId }, transaction },
    )
    .then(([row]) => row!.pending);
}

/** The screenshots of static pages (`screenshot: true`) the browser worker still has to take for the run. */
export function countPictureRequests(runId: string): Promise<number> {
  return db
    .select<{ pending: number }>('SELECT count(*)::int AS pending FROM run_sources WHERE run_id = :runId AND picture_pending', {
      replacements: { runId },
    })
    .then(([row]) => row!.pending);
}

/** Hands pending sources to the browser worker: the fetch worker's batches skip them from now on. */
export async function deferToBrowser(runId: string, sourceIds: string[]): Promise<void> {
  if (sourceIds.length === 0) return;
  await db.execute(
    `UPDATE run_sources SET rendering = 'deferred' WHERE run_id = :runId AND source_id IN (:sourceIds) AND outcome IS NULL`,
    {
      replacements: { runId, sourceIds },
    },
  );
}

export interface CheckedSource {
  source: PendingSource;
  check: Exclude<SourceCheck, { outcome: 'render' }>;
  /** Absent: the source's rendering state stays as it was. */
  rendering?: RenderingRecord;
  /** Absent: the source keeps its screenshot, and a change has no pictures. */
  pictures?: ChangePictures;
  /** The browser worker is to take this static page's screenshot once the check is recorded (`screenshot: true`). */
  pictureWanted?: boolean;
}

/** The screenshot of the version just read, the one before it, and their visual diff (null: none). */
export interface ChangePictures {
  screenshot: PictureHash;
  before: PictureHash | null;
  diff: PictureHash | null;
}

/**
 * Records checks in one transaction: the outcome, the source's new state and the change go together,
 * and only for sources still pending, so a check repeated after a crash or by a second attempt of the
 * same batch never records a change twice (nor counts a failure twice toward the source's health).
 */
export async function recordChecks(
  runId: string,
  checked: CheckedSource[],
  now = new Date(),
  failingAfter = DEFAULT_SOURCE_FAILING_AFTER,
): Promise<void> {
  if (checked.length === 0) return;
  await db.transaction(async (transaction) => {
    const outcomes = checked.map(({ source, check, rendering, pictureWanted }) => ({
      source_id: source.sourceId,
      outcome: check.outcome,
      error: check.outcome === 'failed' ? truncateText(check.error, 1_000) : null,
      rendering: rendering?.runNote ?? null,
      picture: pictureWanted === true,
    }));
    const claimed = await db.select<{ source_id: string }>(
      `UPDATE run_sources r SET outcome = v.outcome, error = v.error, checked_at = :now, rendering = COALESCE(v.rendering, r.rendering),
              picture_pending = v.picture
         FROM jsonb_to_recordset(:rows) AS v(source_id uuid, outcome text, error text, rendering text, picture boolean)
        WHERE r.run_id = :runId AND r.source_id = v.source_id AND r.outcome IS NULL
        RETURNING r.source_id`,
      { replacements: { runId, now, rows: storableJson(outcomes) }, transaction },
    );
    const claimedIds = new Set(claimed.map((row) => row.source_id));
    const mine = checked.filter(({ source }) => claimedIds.has(source.sourceId));
    await storeSourceStates(
      mine.filter(({ check }) => check.outcome !== 'failed'),
      now,
      transaction,
    );
    const lastValues = await lastTrackedTexts(mine, transaction);
    await storeChanges(runId, mine, now, lastValues, transaction);
    await recordTrackedValues(runId, mine, now, transaction);
    await recordSourceHealth(runId, mine, now, failingAfter, transaction);
    await refreshRunCounters(runId, transaction);
  });
}

async function storeSourceStates(checked: CheckedSource[], now: Date, transaction: Transaction): Promise<void> {
  if (checked.length === 0) return;
  const rows = checked.map(({ source, check, rendering, pictures }) => {
    // Compared as it will be stored (storableJson below), or a page holding a NUL would be rewritten on every run.
    const textChanged = storableOrNull(check.state.text) !== source.text;
    return {
      id: source.sourceId,
      rendering: rendering !== undefined,
      with_browser: rendering?.withBrowser ?? false,
      render_decision: rendering?.decision ?? null,
      shell_hash: rendering?.shellHash ?? null,
      etag: check.state.etag,
      last_modified: check.state.lastModified,
      quick_hash: check.state.quickHash,
      body_hash: check.state.bodyHash,
      content_hash: check.state.contentHash,
      kind: check.state.kind ?? null,
      text_changed: textChanged,
      content_text: textChanged ? check.state.text : null,
      text_fetched_at: check.state.fetchedAt ?? null,
      screenshot_hash: pictures?.screenshot ?? null,
    };
  });
  await db.execute(
    `UPDATE sources s SET etag = v.etag, last_modified = v.last_modified, quick_hash = v.quick_hash, body_hash = v.body_hash, content_hash = v.content_hash, kind = COALESCE(v.kind, s.kind),
            content_text = CASE WHEN v.text_changed THEN v.content_text ELSE s.content_text END, text_fetched_at = v.text_fetched_at, last_fetched_at = :now, updated_at = :now,
            rendered_with_browser = CASE WHEN v.rendering THEN v.with_browser ELSE s.rendered_with_browser END,
            render_decision = CASE WHEN v.rendering THEN v.render_decision ELSE s.render_decision END,
            shell_hash = CASE WHEN v.rendering THEN v.shell_hash ELSE s.shell_hash END,
            screenshot_hash = COALESCE(v.screenshot_hash, s.screenshot_hash)
       FROM jsonb_to_recordset(:rows) AS v(id uuid, etag text, last_modified text, quick_hash text, body_hash text, content_hash text, kind text, text_changed boolean, content_text text,
                                           text_fetched_at timestamptz, rendering boolean, with_browser boolean, render_decision text, shell_hash text, screenshot_hash text)
      WHERE s.id = v.id`,
    { replacements: { rows: storableJson(rows), now }, transaction },
  );
}

async function storeChanges(
  runId: string,
  checked: CheckedSource[],
  now: Date,
  lastValues: Map<string, Map<string, string>>,
  transaction: Transaction,
): Promise<void> {
  const movedValues = movedValueFacts(checked, lastValues);
  const changes = checked.flatMap(({ source, check, pictures }) =>
    check.outcome === 'changed'
      ? [
          {
            id: newId(),
            project_id: source.projectId,
            source_id: source.sourceId,
            topic_id: source.topicId,
            url: source.url,
            previous_hash: check.previousHash,
            content_hash: check.state.contentHash ?? '',
            diff: truncateText(check.diff, MAX_DIFF_CHARS),
            summary: check.summary,
            facts: [...(movedValues.get(source.sourceId) ?? []), ...check.facts].slice(0, MAX_FACTS_PER_CHANGE),
            conditions: judgedConditions(source, check, lastValues.get(source.sourceId)),
            screenshot_before: pictures?.before ?? null,
            screenshot_after: pictures?.screenshot ?? null,
            visual_diff: pictures?.diff ?? null,
          },
        ]
      : [],
  );
  if (changes.length === 0) return;
  await db.execute(
    `INSERT INTO changes (id, project_id, run_id, source_id, topic_id, url, detected_at, previous_hash, content_hash, diff, summary, facts, conditions,
                          screenshot_before, screenshot_after, visual_diff)
     SELECT v.id, v.project_id, :runId, v.source_id, v.topic_id, v.url, :now, v.previous_hash, v.content_hash, v.diff, v.summary, COALESCE(v.facts, '[]'::jsonb),
            v.conditions, v.screenshot_before, v.screenshot_after, v.visual_diff
       FROM jsonb_to_recordset(:rows) AS v(id uuid, project_id uuid, source_id uuid, topic_id uuid, url text, previous_hash text, content_hash text, diff text, summary text,
                                           facts jsonb, conditions jsonb, screenshot_before text, screenshot_after text, visual_diff text)
     ON CONFLICT (run_id, source_id) DO NOTHING`,
    { replacements: { rows: storableJson(changes), runId, now }, transaction },
  );
}

/** What the source's conditions (or its topic's) said of its change; null when none apply (the judge decides). */
function judgedConditions(
  source: PendingSource,
  check: Extract<SourceCheck, { outcome: 'changed' }>,
  last: Map<string, string> | undefined,
): ConditionsOutcome | null {
  const applying = conditionsFor(
    source.alertWhen,
    source.topicAlertWhen,
    source.track.map(({ name }) => name),
  );
  if (!applying) return null;
  const values: ValueReadings = new Map(
    source.track.map(({ name }) => [
      name,
      { before: last?.get(name) ?? null, after: check.state.values?.find((value) => value.name === name)?.text ?? null },
    ]),
  );
  return { ...conditionsOutcome(applying.conditions, source.text ?? '', check.state.text ?? '', values), of: applying.of };
}

async function refreshRunCounters(runId: string, transaction: Transaction): Promise<void> {
  await db.execute(
    `UPDATE project_runs p SET sources_checked = c.checked, sources_changed = c.changed, sources_failed = c.failed, updated_at = now(),
            sources_rendered = c.rendered, sources_rendering_unavailable = c.unavailable
       FROM (SELECT count(*) FILTER (WHERE outcome IS NOT NULL)::int AS checked,
                    count(*) FILTER (WHERE outcome = 'changed')::int AS changed,
                    count(*) FILTER (WHERE outcome = 'failed')::int AS failed,
                    count(*) FILTER (WHERE outcome IS NOT NULL AND rendering = 'rendered')::int AS rendered,
                    count(*) FILTER (WHERE outcome IS NOT NULL AND rendering = 'unavailable')::int AS unavailable
               FROM run_sources WHERE run_id = :runId) c
      WHERE p.id = :runId`,
    { replacements: { runId }, transaction },
  );
}

export interface RunProgress {
  total: number;
  checked: number;
  changed: number;
  failed: number;
}

/** How far a run has got, from its counters: shown as the run workflow's current details. */
export async function runProgress(runId: string): Promise<RunProgress> {
  const row = await ProjectRunModel.findByPk(runId, {
    attributes: ['sourcesTotal', 'sourcesChecked', 'sourcesChanged', 'sourcesFailed'],
    raw: true,
  });
  return {
    total: row?.sourcesTotal ?? 0,
    checked: row?.sourcesChecked ?? 0,
    changed: row?.sourcesChanged ?? 0,
    failed: row?.sourcesFailed ?? 0,
  };
}

export interface FinishedRun {
  runId: string;
  status: 'completed' | 'failed';
  sourcesChecked: number;
  sourcesChanged: number;
  sourcesFailed: number;
}

/**
 * Closes the run once (a repeat answers the recorded result) and stamps the project's last and next run.
 * The project row is locked before the run row, in the order a manual start takes them: the other order
 * deadlocks against a start that holds the project and waits on this run's slot in the one-running index.
 */
export async function finishRun(
  runId: string,
  status: 'completed' | 'failed',
  nextRunAt: (projectId: string) => Promise<Date | null>,
  finishedAt = new Date(),
): Promise<FinishedRun | null> {
  const existing = await ProjectRunModel.findByPk(runId, { attributes: ['projectId'], raw: true });
  if (!existing) return null;
  const next = await nextRunAt(existing.projectId);
  return db.transaction(async (transaction) => {
    await ProjectModel.findByPk(existing.projectId, { attributes: ['id'], transaction, lock: true });
    const run = await ProjectRunModel.findByPk(runId, { transaction, lock: true });
    if (!run) return null;
    if (run.status === 'running') {
      await refreshRunCounters(runId, transaction);
      const errors = await db.select<RunError>(
        `SELECT s.url, r.error FROM run_sources r JOIN sources s ON s.id = r.source_id
          WHERE r.run_id = :runId AND r.outcome = 'failed' ORDER BY s.url LIMIT :limit`,
        { replacements: { runId, limit: MAX_RUN_ERRORS }, transaction },
      );
      await run.reload({ transaction });
      await run.update({ status, finishedAt, errors }, { transaction });
      await ProjectModel.update({ lastRunAt: finishedAt, nextRunAt: next }, { where: { id: run.projectId }, transaction });
    }
    return {
      runId,
      status: run.status as FinishedRun['status'],
      sourcesChecked: run.sourcesChecked,
      sourcesChanged: run.sourcesChanged,
      sourcesFailed: run.sourcesFailed,
    };
  });
}

function storableOrNull(text: string | null): string | null {
  return text === null ? null : storableText(text);
}
