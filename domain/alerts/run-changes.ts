import { Op, QueryTypes, type Sequelize } from 'sequelize';
import { ChangeJudgementModel } from '../../models/alerts';
import { ProjectRunModel } from '../../models/monitoring';
import { ProjectModel } from '../../models/projects';
import { WebhookDeliveryModel } from '../../models/webhooks';
import { queueWebhookEvent } from '../webhooks/deliveries';
import type { ChangeDetectedData, RunFailedData } from '../webhooks/payloads';
import { judgeBatch } from './judge';
import type { ChangeJudge, ChangeToJudge, Judgement } from './judgement';
import { announceChange } from './mailing';

/** A change whose judgement keeps failing stops being retried after this many attempts. */
const MAX_JUDGE_ATTEMPTS = 10;
/** Changes judged per activity; the rest wait for the next pass. */
const JUDGE_BATCH = 50;

export interface AnnouncedChanges {
  /** Webhook deliveries queued for the judged changes; the workflow starts them. */
  deliveryIds: string[];
  /** Changes judged in this pass, for immediate e-mail alerts. */
  judgedChangeIds: string[];
  /** Changes still unjudged; a later pass tries them again. */
  unjudged: number;
}

interface PendingChange {
  changeId: string;
  projectId: string;
  organizationId: string;
  projectName: string;
  topicId: string;
  topicName: string;
  topicDescription: string | null;
  watchFor: string[];
  url: string;
  diff: string;
  detectedAt: Date;
}

/**
 * Judges the changes of a run, and any of the project's earlier changes still unjudged. Each change
 * gets an unjudged row first, so a failing or slow judge leaves it waiting, never lost. A judged change
 * is announced for e-mail alerts and to the organization's webhooks.
 */
export async function judgeRunChanges(runId: string, judge: ChangeJudge, sequelize: Sequelize): Promise<AnnouncedChanges> {
  const run = await ProjectRunModel.findByPk(runId, { attributes: ['projectId'], raw: true });
  if (!run) return { deliveryIds: [], judgedChangeIds: [], unjudged: 0 };
  await sequelize.query(
    `INSERT INTO change_judgements (change_id, project_id) SELECT id, project_id FROM changes WHERE run_id = :runId ON CONFLICT (change_id) DO NOTHING`,
    { replacements: { runId } },
  );
  const pending = await pendingChanges(sequelize, run.projectId);
  const verdicts = await judgeBatch(judge, pending.map(toJudgeInput));
  const result: AnnouncedChanges = { deliveryIds: [], judgedChangeIds: [], unjudged: 0 };
  for (const [index, change] of pending.entries()) {
    const verdict = verdicts[index]!;
    if (!verdict.judged) {
      await ChangeJudgementModel.increment({ attempts: 1 }, { where: { changeId: change.changeId } });
      await ChangeJudgementModel.update({ lastError: verdict.reason.slice(0, 500) }, { where: { changeId: change.changeId } });
      result.unjudged += 1;
      continue;
    }
    result.deliveryIds.push(...(await recordJudgement(sequelize, change, verdict.judgement)));
    result.judgedChangeIds.push(change.changeId);
  }
  return result;
}

/**
 * Queues `run.failed` to the organization's webhooks once per run; returns the delivery ids to start.
 * A repeat (an activity retry, a second announcement of the same run) answers the deliveries already
 * queued instead of sending the event again. The run row is locked so two repeats cannot both queue.
 */
export async function queueRunFailed(runId: string, sequelize: Sequelize): Promise<string[]> {
  return sequelize.transaction(async (transaction) => {
    const run = await ProjectRunModel.findByPk(runId, { lock: true, transaction });
    if (!run || run.status !== 'failed') return [];
    const queued = await WebhookDeliveryModel.findAll({
      // The same expression as the partial index webhook_deliveries_run_failed_idx (migration 0021).
      where: { event: 'run.failed', [Op.and]: sequelize.where(sequelize.literal(`payload #>> '{data,runId}'`), runId) },
      attributes: ['id'],
      raw: true,
      transaction,
    });
    if (queued.length > 0) return queued.map((delivery) => delivery.id);
    const project = await ProjectModel.findByPk(run.projectId, { attributes: ['id', 'organizationId', 'name'], raw: true, transaction });
    if (!project) return [];
    const firstError = run.errors[0];
    const data: RunFailedData = {
      runId,
      projectId: project.id,
      projectName: project.name,
      error: firstError ? `${firstError.url}: ${firstError.error}` : 'The run failed',
      failedAt: (run.finishedAt ?? new Date()).toISOString(),
    };
    return queueWebhookEvent(
      'run.failed',
      { organizationId: project.organizationId, projectId: project.id, relevant: null },
      data,
      transaction,
      startedByWorkflow,
    );
  });
}

async function recordJudgement(sequelize: Sequelize, change: PendingChange, judgement: Judgement): Promise<string[]> {
  return sequelize.transaction(async (transaction) => {
    await ChangeJudgementModel.update(
      {
        summary: judgement.summary,
        relevant: judgement.relevant,
        matchedWatchFor: judgement.matchedWatchFor,
        importance: judgement.importance,
        evidence: judgement.evidence,
        judgedAt: new Date(),
        lastError: null,
      },
      { where: { changeId: change.changeId, judgedAt: null }, transaction },
    );
    await announceChange(
      {
        changeId: change.changeId,
        projectId: change.projectId,
        topicName: change.topicName,
        sourceUrl: change.url,
        summary: judgement.summary,
        relevant: judgement.relevant,
        importance: judgement.importance,
        evidence: judgement.evidence,
        detectedAt: change.detectedAt,
      },
      transaction,
    );
    const data: ChangeDetectedData = {
      changeId: change.changeId,
      projectId: change.projectId,
      projectName: change.projectName,
      topicId: change.topicId,
      topicName: change.topicName,
      sourceUrl: change.url,
      summary: judgement.summary,
      relevant: judgement.relevant,
      importance: judgement.importance,
      matchedWatchFor: judgement.matchedWatchFor,
      evidence: judgement.evidence,
      detectedAt: change.detectedAt.toISOString(),
    };
    return queueWebhookEvent(
      'change.detected',
      { organizationId: change.organizationId, projectId: change.projectId, relevant: judgement.relevant },
      data,
      transaction,
      startedByWorkflow,
    );
  });
}

/** The workflow that called the activity starts the deliveries once the ids come back. */
async function startedByWorkflow(): Promise<void> {}

function pendingChanges(sequelize: Sequelize, projectId: string): Promise<PendingChange[]> {
  return sequelize.query<PendingChange>(
    `SELECT c.id AS "changeId", c.project_id AS "projectId", p.organization_id AS "organizationId", p.name AS "projectName",
            c.topic_id AS "topicId", COALESCE(t.name, 'A removed topic') AS "topicName", t.description AS "topicDescription",
            COALESCE(t.watch_for, '[]'::jsonb) AS "watchFor",
            c.url, c.diff, c.detected_at AS "detectedAt"
       FROM change_judgements j
       JOIN changes c ON c.id = j.change_id
       JOIN projects p ON p.id = c.project_id
       LEFT JOIN topics t ON t.id = c.topic_id
      WHERE j.project_id = :projectId AND j.judged_at IS NULL AND j.attempts < :maxAttempts
      ORDER BY c.detected_at, c.id
      LIMIT :limit`,
    { replacements: { projectId, maxAttempts: MAX_JUDGE_ATTEMPTS, limit: JUDGE_BATCH }, type: QueryTypes.SELECT },
  );
}

function toJudgeInput(change: PendingChange): ChangeToJudge {
  return {
    topic: { name: change.topicName, description: change.topicDescription, watchFor: change.watchFor },
    sourceUrl: change.url,
    diff: change.diff,
  };
}
