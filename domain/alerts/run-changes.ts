import { literal, Op, where, type Transaction } from 'sequelize';
import { ChangeJudgementModel } from '../../models/alerts';
import { ProjectRunModel } from '../../models/monitoring';
import { ProjectModel } from '../../models/projects';
import { WebhookDeliveryModel } from '../../models/webhooks';
import { queueWebhookEvent, queueWebhookEvents } from '../webhooks/deliveries';
import type { ChangeDetectedData, RunFailedData } from '../webhooks/payloads';
import type { SourceSelection } from '../../models/monitoring';
import type { ChangeFact } from '../monitoring/change-facts';
import { signedChangeUrl } from '../monitoring/change-links';
import type { ConditionsOutcome } from '../monitoring/conditions';
import { storableJson } from '../shared/storable-text';
import { topicExamples } from './change-feedback';
import { judgeBatch } from './judge';
import {
  PAGE_TEXT_CHARACTERS,
  type ChangeJudge,
  type ChangeToJudge,
  type Evidence,
  type Importance,
  type Judgement,
  type JudgementExample,
} from './judgement';
import { queueChangeAlerts } from './mailing';
import { db } from '../../models/db';

/** What signs the change-page links announcements carry (BASE_URL, SECRET_KEY). */
export interface ChangeLinkSettings {
  baseUrl: string;
  secretKey: string;
}

/**
 * A change whose judgement keeps failing stops being retried after this many attempts. It was announced
 * unjudged at its first failure, so nobody misses it; only its verdict stays unknown.
 */
const MAX_JUDGE_ATTEMPTS = 10;
/** Changes judged per activity; the run's workflow asks for more passes while changes wait (workflows/change-alerts.ts). */
const JUDGE_BATCH = 50;
/**
 * How long one pass may spend judging, well inside the judging activity's 10-minute timeout: what is not
 * judged by then counts as a failed attempt and is announced unjudged, instead of the whole activity
 * timing out and announcing nothing.
 */
export const JUDGE_PASS_BUDGET_MS = 4 * 60_000;

export interface JudgedRunChanges {
  /** Webhook deliveries queued for the changes announced in this pass; the workflow starts them. */
  deliveryIds: string[];
  /**
   * Changes announced in this pass, for immediate e-mail alerts: judged, or unjudged after a failed
   * attempt. (The name predates unjudged announcements; recorded workflow histories carry it.)
   */
  judgedChangeIds: string[];
  /** Changes still unjudged; a later pass tries them again. */
  unjudged: number;
  /**
   * More changes wait for a pass, and this one judged at least one of those it took: the workflow runs
   * another pass at once. False when every judgement of the pass failed, so a judge that is down is not
   * asked again until the project's next run.
   */
  morePending?: boolean;
  /** Changes whose judgement failed in this pass: the run's later passes leave them to the next run. */
  failedChangeIds?: string[];
}

export interface JudgingPassOptions {
  /** Changes not to take in this pass: those whose judgement failed in the run's earlier passes. */
  skip?: string[];
  budgetMs?: number;
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
  /** The checker's own summary, announced when the judge cannot give one. */
  summary: string;
  facts: ChangeFact[];
  detectedAt: Date;
  /** The source's text as last read (its start), for the names the page gives; null when the source is gone. */
  pageText: string | null;
  /** What the source's `alertWhen` (or its topic's) said of the change; null when none applied (the judge decides). */
  conditions: ConditionsOutcome | null;
  /** The source's selection when the change was announced; null when the source is gone. */
  selection: SourceSelection | null;
}

/**
 * One judging pass: the changes of a run, and any of the project's earlier changes still unjudged (at most
 * JUDGE_BATCH of them, oldest first), with the facts recorded with each and the verdicts members gave on
 * earlier changes of its topic. Each change gets an
 * unjudged row first, so a failing or slow judge leaves it waiting, never lost. Each change is announced
 * (to e-mail alerts and the organization's webhooks) once: when judged, or, when its judgement fails,
 * at once as unjudged; a judgement that comes after that fills in its verdict without a second announcement.
 */
export async function judgeRunChanges(
  runId: string,
  judge: ChangeJudge,
  links: ChangeLinkSettings,
  { skip = [], budgetMs = JUDGE_PASS_BUDGET_MS }: JudgingPassOptions = {},
): Promise<JudgedRunChanges> {
  const run = await ProjectRunModel.findByPk(runId, { attributes: ['projectId'], raw: true });
  if (!run) return { deliveryIds: [], judgedChangeIds: [], unjudged: 0 };
  await db.execute(
    `INSERT INTO change_judgements (change_id, project_id) SELECT id, project_id FROM changes WHERE run_id = :runId ON CONFLICT (change_id) DO NOTHING`,
    { replacements: { runId } },
  );
  const waiting = await pendingChanges(run.projectId, skip);
  const all = waiting.slice(0, JUDGE_BATCH);
  // A change whose conditions do not hold is kept and listed, judged not relevant without asking the judge, and announced to no one.
  for (const change of all.filter(isHeldBack)) await recordHeldBack(change);
  const pending = all.filter((change) => !isHeldBack(change));
  const examples = await topicExamples([...new Set(pending.map((change) => change.topicId))]);
  const verdicts = await judgeBatch(
    judge,
    pending.map((change) => toJudgeInput(change, examples.get(change.topicId) ?? [])),
    { budgetMs },
  );
  const announcements = await recordPass(
    pending.map((change, index) => {
      const verdict = verdicts[index]!;
      return verdict.judged ? { change, judgement: withConditions(change, verdict.judgement) } : { change, failure: verdict.reason };
    }),
    links,
  );
  const failedChangeIds = pending.filter((_, index) => !verdicts[index]!.judged).map((change) => change.changeId);
  const announced = pending.flatMap((change, index) => (announcements[index] ? [{ change, ...announcements[index] }] : []));
  // A pass that judged none of what it took (the judge is down) asks for no other.
  const progressed = pending.length === 0 || failedChangeIds.length < pending.length;
  return {
    deliveryIds: announced.flatMap(({ deliveryIds }) => deliveryIds),
    judgedChangeIds: announced.map(({ change }) => change.changeId),
    unjudged: failedChangeIds.length,
    morePending: waiting.length > all.length && progressed,
    failedChangeIds,
  };
}

/**
 * Queues `run.failed` to the organization's webhooks once per run; returns the delivery ids to start.
 * A repeat (an activity retry, a second announcement of the same run) answers the deliveries already
 * queued instead of sending the event again. The run row is locked so two repeats cannot both queue.
 */
export async function queueRunFailed(runId: string): Promise<string[]> {
  return db.transaction(async (transaction) => {
    const run = await ProjectRunModel.findByPk(runId, { lock: true, transaction });
    if (!run || run.status !== 'failed') return [];
    const queued = await WebhookDeliveryModel.findAll({
      // The same expression as the partial index webhook_deliveries_run_failed_idx (migration 0021).
      where: { event: 'run.failed', [Op.and]: where(literal(`payload #>> '{data,runId}'`), runId) },
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
      startedByWorkflow,
      transaction,
    );
  });
}

/** What queueing a change's alerts queued; null when it had been announced before (or was judged by another pass). */
type QueuedAlerts = { deliveryIds: string[] } | null;

/** A change of a pass with its verdict, or why the judge gave none. */
type PassOutcome = { change: PendingChange; judgement: Judgement } | { change: PendingChange; failure: string };

interface Verdict {
  summary: string;
  relevant: boolean | null;
  importance: Importance | null;
  matchedWatchFor: string[];
  evidence: Evidence[];
}

/**
 * Records a pass in one transaction, a few statements whatever its size: each verdict is stored once (a
 * change another pass judged meanwhile is left as it is), each failed judgement counts an attempt, and each
 * change this pass stored is announced unless it was announced before. A change announced unjudged at its
 * first failure is announced unjudged: `relevant` and `importance` null, the checker's summary, no evidence;
 * its webhook goes to every endpoint of the event and its mail to every recipient, `onlyRelevant` or not,
 * since nothing says it is irrelevant. Its later verdict only fills in that announcement, with no second
 * webhook or mail. Answers each outcome's queued alerts, in order.
 */
async function recordPass(outcomes: PassOutcome[], links: ChangeLinkSettings): Promise<QueuedAlerts[]> {
  if (outcomes.length === 0) return [];
  return db.transaction(async (transaction) => {
    const stored = new Set([...(await storeVerdicts(outcomes, transaction)), ...(await countFailures(outcomes, transaction))]);
    const announcing = outcomes
      .filter(({ change }) => stored.has(change.changeId))
      .map((outcome) => ({ change: outcome.change, verdict: verdictOf(outcome) }));
    const first = await queueChangeAlerts(
      announcing.map(({ change, verdict }) => ({
        changeId: change.changeId,
        projectId: change.projectId,
        topicName: change.topicName,
        sourceUrl: change.url,
        summary: verdict.summary,
        relevant: verdict.relevant,
        importance: verdict.importance,
        evidence: verdict.evidence,
        detectedAt: change.detectedAt,
      })),
      transaction,
    );
    const announced = announcing.filter(({ change }) => first.has(change.changeId));
    const deliveryIds = await queueWebhookEvents(
      'change.detected',
      announced.map(({ change, verdict }) => ({
        scope: { organizationId: change.organizationId, projectId: change.projectId, relevant: verdict.relevant },
        data: changeDetectedData(change, verdict, links),
      })),
      startedByWorkflow,
      transaction,
    );
    const queued = new Map(announced.map(({ change }, index) => [change.changeId, deliveryIds[index]!]));
    return outcomes.map(({ change }) => {
      const ids = queued.get(change.changeId);
      return ids ? { deliveryIds: ids } : null;
    });
  });
}

/** Stores the pass's verdicts on changes still unjudged; answers the changes it stored them on. */
async function storeVerdicts(outcomes: PassOutcome[], transaction: Transaction): Promise<string[]> {
  const judged = outcomes.flatMap((outcome) => ('judgement' in outcome ? [outcome] : []));
  if (judged.length === 0) return [];
  const rows = judged.map(({ change, judgement }) => ({
    change_id: change.changeId,
    summary: judgement.summary,
    relevant: judgement.relevant,
    matched_watch_for: judgement.matchedWatchFor,
    importance: judgement.importance,
    evidence: judgement.evidence,
  }));
  const stored = await db.select<{ changeId: string }>(
    `UPDATE change_judgements j
        SET summary = r.summary, relevant = r.relevant, importance = r.importance, evidence = r.evidence,
            matched_watch_for = ARRAY(SELECT jsonb_array_elements_text(r.matched_watch_for)),
            judged_at = now(), last_error = NULL, updated_at = now()
       FROM jsonb_to_recordset(CAST(:rows AS jsonb)) AS r(change_id uuid, summary text, relevant boolean,
            matched_watch_for jsonb, importance text, evidence jsonb)
      WHERE j.change_id = r.change_id AND j.judged_at IS NULL
      RETURNING j.change_id AS "changeId"`,
    { replacements: { rows: storableJson(rows) }, transaction },
  );
  return stored.map((row) => row.changeId);
}

/** Counts an attempt on each change whose judgement failed and is still unjudged; answers those changes. */
async function countFailures(outcomes: PassOutcome[], transaction: Transaction): Promise<string[]> {
  const failed = outcomes.flatMap((outcome) => ('failure' in outcome ? [outcome] : []));
  if (failed.length === 0) return [];
  const rows = failed.map(({ change, failure }) => ({ change_id: change.changeId, reason: failure.slice(0, 500) }));
  const counted = await db.select<{ changeId: string }>(
    `UPDATE change_judgements j SET attempts = attempts + 1, last_error = r.reason, updated_at = now()
       FROM jsonb_to_recordset(CAST(:rows AS jsonb)) AS r(change_id uuid, reason text)
      WHERE j.change_id = r.change_id AND j.judged_at IS NULL
      RETURNING j.change_id AS "changeId"`,
    { replacements: { rows: storableJson(rows) }, transaction },
  );
  return counted.map((row) => row.changeId);
}

/** What a change is announced with: its verdict, or, unjudged, the checker's summary (relevant when its conditions held). */
function verdictOf(outcome: PassOutcome): Verdict {
  if ('judgement' in outcome) {
    const { summary, relevant, importance, matchedWatchFor, evidence } = outcome.judgement;
    return { summary, relevant, importance, matchedWatchFor, evidence };
  }
  const relevant = outcome.change.conditions?.met ? true : null;
  return { summary: outcome.change.summary, relevant, importance: null, matchedWatchFor: [], evidence: [] };
}

function changeDetectedData(change: PendingChange, verdict: Verdict, links: ChangeLinkSettings): ChangeDetectedData {
  return {
    changeId: change.changeId,
    projectId: change.projectId,
    projectName: change.projectName,
    topicId: change.topicId,
    topicName: change.topicName,
    sourceUrl: change.url,
    ...verdict,
    facts: change.facts,
    detectedAt: change.detectedAt.toISOString(),
    viewUrl: signedChangeUrl(links.baseUrl, change.changeId, links.secretKey),
    ...(change.conditions ? { conditionsMet: change.conditions.matched, conditionsFrom: change.conditions.of ?? 'source' } : {}),
    ...(change.selection && Object.keys(change.selection).length > 0 ? { selection: change.selection } : {}),
  };
}

function isHeldBack(change: PendingChange): boolean {
  return change.conditions?.met === false;
}

/** The conditions that held make the change relevant whatever the judge said. */
function withConditions(change: PendingChange, judgement: Judgement): Judgement {
  return change.conditions?.met ? { ...judgement, relevant: true } : judgement;
}

async function recordHeldBack(change: PendingChange): Promise<void> {
  await ChangeJudgementModel.update(
    {
      summary: change.summary,
      relevant: false,
      matchedWatchFor: [],
      importance: 'low',
      evidence: [],
      judgedAt: new Date(),
      lastError: null,
    },
    { where: { changeId: change.changeId, judgedAt: null } },
  );
}

/** The workflow that called the activity starts the deliveries once the ids come back. */
async function startedByWorkflow(): Promise<void> {}

/**
 * The oldest changes waiting for a pass. They are picked first and read after: reading the page text and the
 * joins for every waiting change, to keep 51 of them, read up to 200,000 characters of each waiting source.
 */
function pendingChanges(projectId: string, skip: string[]): Promise<PendingChange[]> {
  return db.select<PendingChange>(
    `WITH picked AS (
       SELECT c.id FROM change_judgements j JOIN changes c ON c.id = j.change_id
        WHERE j.project_id = :projectId AND j.judged_at IS NULL AND j.attempts < :maxAttempts
          AND NOT (j.change_id = ANY (CAST(:skip AS uuid[])))
        ORDER BY c.detected_at, c.id
        LIMIT :limit)
     SELECT c.id AS "changeId", c.project_id AS "projectId", p.organization_id AS "organizationId", p.name AS "projectName",
            c.topic_id AS "topicId", COALESCE(t.name, 'A removed topic') AS "topicName", t.description AS "topicDescription",
            COALESCE(t.watch_for, '[]'::jsonb) AS "watchFor",
            c.url, c.diff, c.summary, c.facts, c.detected_at AS "detectedAt", left(s.content_text, :pageText) AS "pageText",
            c.conditions, s.selection
       FROM picked
       JOIN changes c ON c.id = picked.id
       JOIN projects p ON p.id = c.project_id
       LEFT JOIN topics t ON t.id = c.topic_id
       LEFT JOIN sources s ON s.id = c.source_id
      ORDER BY c.detected_at, c.id`,
    {
      // One more than a pass takes: whether another pass has work.
      replacements: {
        projectId,
        maxAttempts: MAX_JUDGE_ATTEMPTS,
        limit: JUDGE_BATCH + 1,
        pageText: PAGE_TEXT_CHARACTERS,
        skip: `{${skip.join(',')}}`,
      },
    },
  );
}

function toJudgeInput(change: PendingChange, examples: JudgementExample[]): ChangeToJudge {
  return {
    topic: { name: change.topicName, description: change.topicDescription, watchFor: change.watchFor },
    sourceUrl: change.url,
    diff: change.diff,
    facts: change.facts,
    examples,
    ...(change.pageText === null ? {} : { pageText: change.pageText }),
  };
}
