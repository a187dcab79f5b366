import { Op, type InferAttributes, type Transaction } from 'sequelize';
import { AlertChangeModel, ProjectAlertSettingsModel } from '../../models/alerts';
import { ProjectModel } from '../../models/projects';
import { queueMail, type OutgoingMail } from '../mail/outbox';
import type { ChangeFact } from '../monitoring/change-facts';
import { signedChangePictureUrl, signedChangeUrl } from '../monitoring/change-links';
import { factLines } from './fact-lines';
import type { Evidence, Importance } from './judgement';
import { mailAudience } from './audience';
import type { AlertRecipient } from './recipients';
import { alertUnsubscribe, unsubscribeLink } from './unsubscribe';
import { db } from '../../models/db';
import { storableJson } from '../shared/storable-text';

/** An announced change as mailed: its row, with the facts recorded with the change and the values its source tracks. */
export type AlertChange = InferAttributes<AlertChangeModel> & {
  facts: ChangeFact[];
  organizationId: string;
  trackedNames: string[];
  /** Whether the change has a visual diff (two screenshots compared) to link to. */
  hasVisualDiff: boolean;
};

/**
 * What the monitoring run announces once a change is judged, or when its judgement failed (`relevant` and
 * `importance` null, the checker's summary).
 */
export interface ChangeToAlert {
  changeId: string;
  projectId: string;
  topicName: string;
  sourceUrl: string;
  summary: string;
  relevant: boolean | null;
  importance: Importance | null;
  evidence: Evidence[];
  detectedAt: Date;
}

export interface AlertMailSettings {
  secretKey: string;
  appUrl: string;
  baseUrl: string;
}

/** A digest covers the changes of the last week at most, so switching to daily never mails old news. */
const DIGEST_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Queues changes for alerting (their mail rows), in the run's transaction. Answers the changes announced
 * for the first time; a later announcement changes nothing, except that a verdict fills in an unjudged
 * announcement (so a digest not sent yet reads the verdict). One statement for all, whatever their number.
 */
export async function queueChangeAlerts(changes: ChangeToAlert[], transaction: Transaction): Promise<Set<string>> {
  if (changes.length === 0) return new Set();
  const rows = storableJson(
    changes.map((change) => ({
      change_id: change.changeId,
      project_id: change.projectId,
      topic_name: change.topicName,
      source_url: change.sourceUrl,
      summary: change.summary,
      relevant: change.relevant,
      importance: change.importance,
      evidence: change.evidence,
      detected_at: change.detectedAt.toISOString(),
    })),
  );
  const inserted = await db.select<{ changeId: string }>(
    `INSERT INTO alert_changes (change_id, project_id, topic_name, source_url, summary, relevant, importance, evidence, detected_at)
     SELECT change_id, project_id, topic_name, source_url, summary, relevant, importance, evidence, detected_at
       FROM jsonb_to_recordset(CAST(:rows AS jsonb)) AS r(change_id uuid, project_id uuid, topic_name text, source_url text,
            summary text, relevant boolean, importance text, evidence jsonb, detected_at timestamptz)
     ON CONFLICT (change_id) DO NOTHING RETURNING change_id AS "changeId"`,
    { replacements: { rows }, transaction },
  );
  const first = new Set(inserted.map((row) => row.changeId));
  if (changes.some((change) => !first.has(change.changeId) && change.relevant !== null))
    await db.execute(
      `UPDATE alert_changes a SET summary = r.summary, relevant = r.relevant, importance = r.importance, evidence = r.evidence
         FROM jsonb_to_recordset(CAST(:rows AS jsonb)) AS r(change_id uuid, summary text, relevant boolean, importance text, evidence jsonb)
        WHERE a.change_id = r.change_id AND a.relevant IS NULL AND r.relevant IS NOT NULL`,
      { replacements: { rows }, transaction },
    );
  return first;
}

/**
 * A recipient told of more changes than this at once (one judging pass of a run) gets them in one mail, not
 * one mail each: a site redesign that changed 50 pages is one mail to read, not 50 to delete.
 */
export const IMMEDIATE_MAILS_AT_ONCE = 5;

/**
 * Mails announced changes at once to the recipients of projects in `immediate` mode: a mail per change, or
 * one listing them all for a recipient told of more than IMMEDIATE_MAILS_AT_ONCE. Returns the outbox ids to deliver.
 */
export async function queueImmediateAlertMail(changeIds: string[], settings: AlertMailSettings): Promise<string[]> {
  const changes = await AlertChangeModel.findAll({ where: { changeId: changeIds }, order: [['detectedAt', 'ASC']], raw: true });
  // Read once per project and verdict, not once per change: a run's changes share their project.
  const projects = new Map<string, ReturnType<typeof alertingProject>>();
  const told = new Map<string, { recipient: AlertRecipient; project: AlertingProject; changeIds: string[] }>();
  for (const change of changes) {
    // onlyRelevant leaves out what was judged not relevant; an unjudged change is mailed, marked as such.
    const key = `${change.projectId} ${String(change.relevant)}`;
    if (!projects.has(key)) projects.set(key, alertingProject('change.detected', change.projectId, change.relevant));
    const project = await projects.get(key)!;
    for (const recipient of project?.recipients ?? []) {
      const each = `${change.projectId} ${recipient.membershipId}`;
      if (!told.has(each)) told.set(each, { recipient, project: project!, changeIds: [] });
      told.get(each)!.changeIds.push(change.changeId);
    }
  }
  const outboxIds: string[] = [];
  for (const { recipient, project, changeIds: ids } of told.values()) {
    const mails =
      ids.length > IMMEDIATE_MAILS_AT_ONCE
        ? [() => mailOnce(recipient, ids, (pending) => manyChangesMail(recipient, project, pending, settings))]
        : ids.map((id) => () => mailOnce(recipient, [id], (pending) => immediateMail(recipient, project, pending[0]!, settings)));
    for (const mail of mails) {
      const outboxId = await mail();
      if (outboxId) outboxIds.push(outboxId);
    }
  }
  return outboxIds;
}

/** One digest per recipient of a `daily` project, listing the changes not mailed to them yet. */
export async function queueDigestMail(projectId: string, now: Date, settings: AlertMailSettings): Promise<string[]> {
  const project = await alertingProject('digest.ready', projectId, null);
  if (!project) return [];
  const changes = await AlertChangeModel.findAll({
    where: {
      projectId,
      detectedAt: { [Op.gte]: new Date(now.getTime() - DIGEST_LOOKBACK_MS), [Op.lte]: now },
      ...(project.onlyRelevant ? { relevant: { [Op.not]: false } } : {}),
    },
    attributes: ['changeId'],
    raw: true,
  });
  if (changes.length === 0) return [];
  const outboxIds: string[] = [];
  for (const recipient of project.recipients) {
    const outboxId = await mailOnce(
      recipient,
      changes.map((change) => change.changeId),
      (pending) => digestMail(recipient, project, pending, settings),
    );
    if (outboxId) outboxIds.push(outboxId);
  }
  return outboxIds;
}

/** The project and who is mailed about the event (audience.ts); null when nobody is. */
async function alertingProject(event: 'change.detected' | 'digest.ready', projectId: string, relevant: boolean | null) {
  const project = await ProjectModel.findByPk(projectId, { attributes: ['id', 'name', 'organizationId'], raw: true });
  if (!project) return null;
  const recipients = await mailAudience(event, { organizationId: project.organizationId, projectId, relevant });
  if (recipients.length === 0) return null;
  const settings = await ProjectAlertSettingsModel.findByPk(projectId, { attributes: ['onlyRelevant'], raw: true });
  return { id: project.id, name: project.name, onlyRelevant: settings?.onlyRelevant ?? true, recipients };
}

type AlertingProject = NonNullable<Awaited<ReturnType<typeof alertingProject>>>;

/**
 * Queues one mail about the candidate changes not yet mailed to this recipient, and marks them mailed
 * in the same transaction as the outbox row. The per-recipient lock makes concurrent or restarted
 * senders wait and then find nothing left, so no change reaches a recipient twice.
 */
async function mailOnce(
  recipient: AlertRecipient,
  candidateIds: string[],
  render: (pending: AlertChange[]) => OutgoingMail,
): Promise<string | null> {
  return db.transaction(async (transaction) => {
    await db.execute("SELECT pg_advisory_xact_lock(hashtext('alert-mail:' || :membershipId))", {
      replacements: { membershipId: recipient.membershipId },
      transaction,
    });
    const pending = await db.select<AlertChange>(
      `SELECT c.change_id AS "changeId", c.project_id AS "projectId", c.topic_name AS "topicName", c.source_url AS "sourceUrl", c.summary, c.relevant,
              c.importance, c.evidence, COALESCE(ch.facts, '[]'::jsonb) AS facts, c.detected_at AS "detectedAt", c.created_at AS "createdAt",
              p.organization_id AS "organizationId",
              COALESCE((SELECT jsonb_agg(t->>'name') FROM jsonb_array_elements(src.track) t), '[]'::jsonb) AS "trackedNames",
              ch.visual_diff IS NOT NULL AS "hasVisualDiff"
         FROM alert_changes c JOIN projects p ON p.id = c.project_id
         LEFT JOIN changes ch ON ch.id = c.change_id LEFT JOIN sources src ON src.id = ch.source_id
        WHERE c.change_id IN (:candidateIds)
          AND NOT EXISTS (SELECT 1 FROM alert_mails_sent s WHERE s.change_id = c.change_id AND s.membership_id = :membershipId)
        ORDER BY c.detected_at, c.change_id`,
      { replacements: { candidateIds, membershipId: recipient.membershipId }, transaction },
    );
    if (pending.length === 0) return null;
    // The workflow that called us starts delivery once this transaction has committed.
    const outboxId = await queueMail(render(pending), async () => undefined, transaction);
    await db.execute(
      'INSERT INTO alert_mails_sent (change_id, membership_id, outbox_id) SELECT unnest(ARRAY[:changeIds]::uuid[]), :membershipId, :outboxId',
      {
        replacements: { changeIds: pending.map((change) => change.changeId), membershipId: recipient.membershipId, outboxId },
        transaction,
      },
    );
    return outboxId;
  });
}

function immediateMail(
  recipient: AlertRecipient,
  project: AlertingProject,
  change: AlertChange,
  settings: AlertMailSettings,
): OutgoingMail {
  return {
    purpose: 'Change alert mail',
    to: recipient.email,
    subject: `[Vigil] ${project.name}: ${change.relevant ? 'relevant ' : change.relevant === null ? 'unjudged ' : ''}change in ${change.topicName} — ${headlineOf(change)}`,
    text: `Hello ${recipient.fullName},\n\n${describeChange(change, settings)}\n\n${footer(recipient, project, settings)}`,
    ...alertUnsubscribe({ projectId: project.id, membershipId: recipient.membershipId }, settings),
  };
}

function manyChangesMail(
  recipient: AlertRecipient,
  project: AlertingProject,
  changes: AlertChange[],
  settings: AlertMailSettings,
): OutgoingMail {
  const relevant = changes.filter((change) => change.relevant === true).length;
  return changeListMail(recipient, project, changes, settings, {
    purpose: 'Change alert mail',
    subject: `${changes.length} changes at once, ${relevant} relevant`,
    intro: `Vigil found ${changes.length} changes in ${project.name} at once:`,
  });
}

function digestMail(
  recipient: AlertRecipient,
  project: AlertingProject,
  changes: AlertChange[],
  settings: AlertMailSettings,
): OutgoingMail {
  const count = `${changes.length} change${changes.length === 1 ? '' : 's'}`;
  return changeListMail(recipient, project, changes, settings, {
    purpose: 'Alert digest mail',
    subject: `daily digest, ${count}`,
    intro: `Since the last digest, Vigil found ${count} in ${project.name}:`,
  });
}

/** A mail listing changes, each as `describeChange` writes it, under the project's name in its subject. */
function changeListMail(
  recipient: AlertRecipient,
  project: AlertingProject,
  changes: AlertChange[],
  settings: AlertMailSettings,
  { purpose, subject, intro }: { purpose: string; subject: string; intro: string },
): OutgoingMail {
  return {
    purpose,
    to: recipient.email,
    subject: `[Vigil] ${project.name}: ${subject}`,
    text: `Hello ${recipient.fullName},\n\n${intro}\n\n${changes.map((change) => describeChange(change, settings)).join('\n\n')}\n\n${footer(recipient, project, settings)}`,
    ...alertUnsubscribe({ projectId: project.id, membershipId: recipient.membershipId }, settings),
  };
}

function describeChange(change: AlertChange, { baseUrl, secretKey }: AlertMailSettings): string {
  const verdict =
    change.relevant === null
      ? 'not judged: Vigil could not judge its relevance'
      : `${change.importance} importance, ${change.relevant ? 'relevant' : 'not marked relevant'}`;
  const facts = factLines(change.facts)
    .map((line) => `\n  · ${line}`)
    .join('');
  const quotes = change.evidence.map((entry) => `\n  ${entry.watchFor}: “${entry.quote}”`).join('');
  const page = signedChangeUrl(baseUrl, change.changeId, secretKey);
  const picture = change.hasVisualDiff
    ? `\n  Picture of the change: ${signedChangePictureUrl(baseUrl, change.changeId, 'diff', secretKey)}`
    : '';
  return `• ${change.topicName} (${verdict})\n  ${change.summary}\n  See the change: ${page}${picture}${facts}${quotes}\n  ${change.sourceUrl}${chartLinks(change, baseUrl)}`;
}

/** Longest headline in a subject: mail clients show about this much of it. */
const MAX_HEADLINE_CHARS = 90;

/** What changed, in a subject: the first fact ("Price: 49 euros → 59 euros"), else the summary, on one line. */
function headlineOf(change: AlertChange): string {
  const line = (factLines(change.facts)[0] ?? change.summary).replace(/\s+/g, ' ').trim();
  return line.length <= MAX_HEADLINE_CHARS ? line : `${line.slice(0, MAX_HEADLINE_CHARS - 1).trimEnd()}…`;
}

/** For each tracked value a fact of the change names, the link to its chart (issue 27). */
function chartLinks(change: AlertChange, baseUrl: string): string {
  const named = change.trackedNames.filter((name) => change.facts.some((fact) => fact.subject === name));
  return named
    .map((name) => {
      const query = new URLSearchParams({ name, url: change.sourceUrl });
      return `\n  Chart of ${name}: ${baseUrl}/api/user/organizations/${change.organizationId}/projects/${change.projectId}/values/chart?${query}`;
    })
    .join('');
}

function footer(recipient: AlertRecipient, project: AlertingProject, { appUrl, secretKey }: AlertMailSettings): string {
  const link = unsubscribeLink(appUrl, { projectId: project.id, membershipId: recipient.membershipId }, secretKey);
  return `You receive these alerts as a member of the project's alert list. Stop them for this project:\n${link}\n`;
}
