import { changeViewUrl } from './change-links';
import { UniqueConstraintError, type InferAttributes } from 'sequelize';
import { ChangeModel, ProjectRunModel, type RunError, type RunStatus, type RunTrigger } from '../../models/monitoring';
import { withFeedback, type ChangeFeedback } from '../alerts/change-feedback';
import { judgementCondition, withJudgements, type ChangeJudgementFields, type JudgementFilters } from '../alerts/change-judgements';
import { recordAudit } from '../audit/audit-log';
import type { RunProcesses, ScheduleProcesses } from '../projects/processes';
import { findProjectRow } from '../projects/projects';
import { ConflictError, NotFoundError } from '../shared/errors';
import { newId } from '../shared/ids';
import { projectLabels } from '../shared/labels';
import type { ChangeFact } from './change-facts';
import { releaseStaleRun } from './stale-runs';
import type { ActorContext } from '../shared/request-context';
import { db } from '../../models/db';

export interface Run {
  id: string;
  projectId: string;
  trigger: RunTrigger;
  status: RunStatus;
  startedAt: Date;
  finishedAt: Date | null;
  sourcesTotal: number;
  sourcesChecked: number;
  sourcesChanged: number;
  sourcesFailed: number;
  /** Checked in the browser worker. */
  sourcesRendered: number;
  /** Needed rendering but were checked as served, or failed, because rendering was unavailable. */
  sourcesRenderingUnavailable: number;
  errors: RunError[];
}

export interface Change extends ChangeJudgementFields {
  id: string;
  runId: string;
  topicId: string;
  url: string;
  detectedAt: Date;
  previousHash: string;
  contentHash: string;
  diff: string;
  summary: string;
  /** The typed facts recorded with the change; none for changes recorded before facts were kept. */
  facts: ChangeFact[];
  /** A member's verdict on the change, which the judges follow for the topic's next changes; null when none was given. */
  feedback: ChangeFeedback | null;
  /** The change's page, for a signed-in member of the organization. */
  viewUrl: string;
}

interface PageRequest {
  offset: number;
  limit: number;
}

/**
 * Starts a run now. One run per project at a time: a second start answers 409, unless the run in the
 * way is stale (its workflow ended from outside without closing it), which is closed as failed first.
 */
export async function startManualRun(
  organizationId: string,
  projectId: string,
  deps: { processes: RunProcesses & Pick<ScheduleProcesses, 'schedules'> },
  actor: ActorContext,
): Promise<Run> {
  try {
    return await insertManualRun(organizationId, projectId, deps, actor);
  } catch (error) {
    if (!(error instanceof RunInProgressError)) throw error;
    const { processes } = deps;
    const released = await releaseStaleRun(projectId, { probe: processes.probeRun, nextRunAt: processes.schedules.nextRunAt });
    if (!released) throw error;
    return insertManualRun(organizationId, projectId, deps, actor);
  }
}

class RunInProgressError extends ConflictError {
  constructor() {
    super('A run of this project is already in progress');
  }
}

function insertManualRun(
  organizationId: string,
  projectId: string,
  { processes }: { processes: Pick<RunProcesses, 'runWorkflowId' | 'startRun'> },
  actor: ActorContext,
): Promise<Run> {
  return db.transaction(async (transaction) => {
    const project = await findProjectRow(organizationId, projectId, transaction, true);
    if (project.status === 'archived') throw new ConflictError('An archived project cannot be run; change its status first');
    const startedAt = new Date();
    const workflowId = processes.runWorkflowId(projectId, startedAt);
    const id = newId();
    try {
      await ProjectRunModel.create({ id, projectId, workflowId, trigger: 'manual', status: 'running', startedAt }, { transaction });
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw new RunInProgressError();
      throw error;
    }
    await recordAudit(
      { organizationId, action: 'project.run_started', resourceType: 'project', resourceId: projectId, metadata: { runId: id } },
      actor,
      transaction,
    );
    // Started before commit: if Temporal refuses, the row rolls back; the run's first activity waits for this commit.
    await processes.startRun(await projectLabels(organizationId, projectId, transaction), workflowId);
    return toRun((await ProjectRunModel.findByPk(id, { raw: true, transaction }))!);
  });
}

export async function listRuns(organizationId: string, projectId: string, { offset, limit }: PageRequest) {
  await findProjectRow(organizationId, projectId);
  const where = { projectId };
  const [rows, total] = await Promise.all([
    ProjectRunModel.findAll({
      where,
      order: [
        ['startedAt', 'DESC'],
        ['id', 'DESC'],
      ],
      offset,
      limit,
      raw: true,
    }),
    ProjectRunModel.count({ where }),
  ]);
  return { items: rows.map(toRun), total, offset, limit };
}

export async function getRun(
  organizationId: string,
  projectId: string,
  runId: string,
  baseUrl: string,
): Promise<Run & { changes: Change[] }> {
  await findProjectRow(organizationId, projectId);
  const row = await ProjectRunModel.findOne({ where: { id: runId, projectId }, raw: true });
  if (!row) throw new NotFoundError('Run');
  const changes = await ChangeModel.findAll({
    where: { runId },
    order: [
      ['detectedAt', 'DESC'],
      ['id', 'DESC'],
    ],
    raw: true,
  });
  return { ...toRun(row), changes: await described(changes.map(toChange), baseUrl) };
}

const CHANGE_COLUMNS = `id, run_id AS "runId", topic_id AS "topicId", url, detected_at AS "detectedAt", previous_hash AS "previousHash",
  content_hash AS "contentHash", diff, summary, facts`;

export interface ChangeFilters extends JudgementFilters {
  topicId?: string | undefined;
  /** Only changes detected at or after this instant. */
  since?: Date | undefined;
}

/** Newest first; plain SQL, as the project reads (domain/projects/projects.ts). */
export async function listChanges(
  organizationId: string,
  projectId: string,
  { offset, limit, topicId, since, ...judged }: PageRequest & ChangeFilters,
  baseUrl: string,
) {
  await findProjectRow(organizationId, projectId);
  const values: unknown[] = [projectId];
  const conditions = ['project_id = $1'];
  if (topicId) {
    values.push(topicId);
    conditions.push(`topic_id = $${values.length}`);
  }
  if (since) {
    values.push(since);
    conditions.push(`detected_at >= $${values.length}`);
  }
  const judgedAs = judgementCondition(judged, values);
  if (judgedAs) conditions.push(judgedAs);
  const where = conditions.join(' AND ');
  const [rows, [counted]] = await Promise.all([
    db.rows<UnjudgedChange>(
      `SELECT ${CHANGE_COLUMNS} FROM changes WHERE ${where} ORDER BY detected_at DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, limit, offset],
    ),
    db.rows<{ total: number }>(`SELECT count(*)::int AS total FROM changes WHERE ${where}`, values),
  ]);
  return { items: await described(rows, baseUrl), total: counted?.total ?? 0, offset, limit };
}

export async function getChange(organizationId: string, projectId: string, changeId: string, baseUrl: string): Promise<Change> {
  await findProjectRow(organizationId, projectId);
  const row = await ChangeModel.findOne({ where: { id: changeId, projectId }, raw: true });
  if (!row) throw new NotFoundError('Change');
  const [change] = await described([toChange(row)], baseUrl);
  return change!;
}

function toRun(row: InferAttributes<ProjectRunModel>): Run {
  return {
    id: row.id,
    projectId: row.projectId,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    sourcesTotal: row.sourcesTotal,
    sourcesChecked: row.sourcesChecked,
    sourcesChanged: row.sourcesChanged,
    sourcesFailed: row.sourcesFailed,
    sourcesRendered: row.sourcesRendered,
    sourcesRenderingUnavailable: row.sourcesRenderingUnavailable,
    errors: row.errors,
  };
}

/** A change as stored, before the judge's fields and the feedback are added. */
type UnjudgedChange = Omit<Change, Exclude<keyof ChangeJudgementFields, 'summary'> | 'feedback' | 'viewUrl'>;

/** Stored changes as the Change resource shows them: with their judgement and members' feedback. */
async function described(changes: UnjudgedChange[], baseUrl: string): Promise<Change[]> {
  const full = await withFeedback(await withJudgements(changes));
  return full.map((change) => ({ ...change, viewUrl: changeViewUrl(baseUrl, change.id) }));
}

function toChange(row: InferAttributes<ChangeModel>): UnjudgedChange {
  return {
    id: row.id,
    runId: row.runId,
    topicId: row.topicId,
    url: row.url,
    detectedAt: row.detectedAt,
    previousHash: row.previousHash,
    contentHash: row.contentHash,
    diff: row.diff,
    summary: row.summary,
    facts: row.facts as ChangeFact[],
  };
}
