import { type Transaction } from 'sequelize';
import { ProjectRunModel } from '../../models/monitoring';
import { queueMail, type OutgoingMail } from '../mail/outbox';
import { queueWebhookEvent } from '../webhooks/deliveries';
import type { SourceHealthData } from '../webhooks/payloads';
import type { AlertMailSettings } from './mailing';
import { mailAudience } from './audience';
import type { AlertRecipient } from './recipients';
import { alertUnsubscribe, unsubscribeLink } from './unsubscribe';
import { db } from '../../models/db';

/** Webhook deliveries and mails the calling workflow starts. */
export interface QueuedSourceHealthAlerts {
  deliveryIds: string[];
  outboxIds: string[];
}

interface PendingEvent {
  id: string;
  event: 'source.failing' | 'source.recovered';
  status: string;
  error: string | null;
  since: Date;
  occurredAt: Date;
  consecutiveFailures: number;
  url: string;
  topicId: string;
  topicName: string;
  projectId: string;
  projectName: string;
  organizationId: string;
  deliveryIds: string[];
  outboxIds: string[];
  announced: boolean;
}

/**
 * Announces the project's source health transitions not announced yet (`source.failing`,
 * `source.recovered`): one webhook event to each subscribed endpoint and one mail to each of the
 * project's alert recipients (one mail listing them when more than HEALTH_MAILS_AT_ONCE sources turn the
 * same way at once), whatever their alert mode (a broken source is news for the alert list, not
 * a change to judge). The rows are locked and marked in the same transaction as the deliveries and
 * mails, and keep their ids, so a repeat (an activity retry) queues nothing new and answers the same ids.
 */
export async function queueSourceHealthAlerts(runId: string, settings: AlertMailSettings): Promise<QueuedSourceHealthAlerts> {
  const run = await ProjectRunModel.findByPk(runId, { attributes: ['projectId'], raw: true });
  if (!run) return { deliveryIds: [], outboxIds: [] };
  return db.transaction(async (transaction) => {
    const events = await healthEvents(run.projectId, runId, transaction);
    const mails = await queueHealthMails(
      events.filter((event) => !event.announced),
      settings,
      transaction,
    );
    const deliveryIds: string[] = [];
    // A listing mail is every listed event's: started once.
    const outboxIds = new Set<string>();
    for (const event of events) {
      const ids = event.announced ? event : await announce(event, mails.get(event.id) ?? [], transaction);
      deliveryIds.push(...ids.deliveryIds);
      for (const id of ids.outboxIds) outboxIds.add(id);
    }
    return { deliveryIds, outboxIds: [...outboxIds] };
  });
}

/**
 * A recipient told of more sources than this changing health the same way at once (a site gone down takes
 * all its pages with it) gets one mail listing them, not one mail each.
 */
export const HEALTH_MAILS_AT_ONCE = 5;

/** Queues the mails of unannounced events; answers each event's outbox ids (a listing mail is every listed event's). */
async function queueHealthMails(
  events: PendingEvent[],
  settings: AlertMailSettings,
  transaction: Transaction,
): Promise<Map<string, string[]>> {
  const outboxIds = new Map<string, string[]>(events.map((event) => [event.id, []]));
  for (const kind of ['source.failing', 'source.recovered'] as const) {
    const ofKind = events.filter((event) => event.event === kind);
    if (ofKind.length === 0) continue;
    const scope = { organizationId: ofKind[0]!.organizationId, projectId: ofKind[0]!.projectId, relevant: null };
    for (const recipient of await mailAudience(kind, scope, transaction)) {
      const mails =
        ofKind.length > HEALTH_MAILS_AT_ONCE
          ? [{ mail: healthListMail(recipient, ofKind, settings), of: ofKind }]
          : ofKind.map((event) => ({ mail: healthMail(recipient, event, settings), of: [event] }));
      for (const { mail, of } of mails) {
        const outboxId = await queueMail(mail, startedByWorkflow, transaction);
        for (const event of of) outboxIds.get(event.id)!.push(outboxId);
      }
    }
  }
  return outboxIds;
}

/** The project's unannounced events, and this run's announced ones (whose deliveries a retry starts again). */
function healthEvents(projectId: string, runId: string, transaction: Transaction): Promise<PendingEvent[]> {
  return db.select<PendingEvent>(
    `SELECT e.id, e.event, e.status, e.error, e.since, e.occurred_at AS "occurredAt", e.consecutive_failures AS "consecutiveFailures",
            s.url, s.topic_id AS "topicId", t.name AS "topicName", p.id AS "projectId", p.name AS "projectName", p.organization_id AS "organizationId",
            e.delivery_ids AS "deliveryIds", e.outbox_ids AS "outboxIds", e.announced_at IS NOT NULL AS announced
       FROM source_health_events e
       JOIN sources s ON s.id = e.source_id
       JOIN topics t ON t.id = s.topic_id
       JOIN projects p ON p.id = e.project_id
      WHERE e.project_id = :projectId AND (e.announced_at IS NULL OR e.run_id = :runId)
      ORDER BY e.occurred_at, e.id
        FOR UPDATE OF e`,
    { replacements: { projectId, runId }, transaction },
  );
}

/** Queues the event's webhooks and marks it announced with them and its mails. */
async function announce(event: PendingEvent, outboxIds: string[], transaction: Transaction): Promise<QueuedSourceHealthAlerts> {
  const scope = { organizationId: event.organizationId, projectId: event.projectId, relevant: null };
  const data: SourceHealthData = {
    projectId: event.projectId,
    projectName: event.projectName,
    topicId: event.topicId,
    topicName: event.topicName,
    url: event.url,
    status: event.status as SourceHealthData['status'],
    error: event.error,
    since: new Date(event.since).toISOString(),
    consecutiveFailures: event.consecutiveFailures,
    ...(event.event === 'source.recovered' ? { recoveredAt: new Date(event.occurredAt).toISOString() } : {}),
  };
  const deliveryIds = await queueWebhookEvent(event.event, scope, data, startedByWorkflow, transaction);
  await db.execute(
    'UPDATE source_health_events SET announced_at = now(), delivery_ids = :deliveryIds::uuid[], outbox_ids = :outboxIds::uuid[] WHERE id = :id',
    {
      replacements: { id: event.id, deliveryIds: `{${deliveryIds.join(',')}}`, outboxIds: `{${outboxIds.join(',')}}` },
      transaction,
    },
  );
  return { deliveryIds, outboxIds };
}

/** The workflow that called the activity starts the deliveries once the ids come back. */
async function startedByWorkflow(): Promise<void> {}

const HEALTH_WORDING: Record<string, { short: string; detail: string }> = {
  failing: { short: 'is failing', detail: 'is failing' },
  blocked: { short: 'is blocked', detail: 'is blocked (the site answers with a bot wall or refuses Vigil)' },
  auth_failed: { short: 'cannot sign in', detail: 'cannot sign in (check its steps and the secrets they use)' },
};

function healthListMail(recipient: AlertRecipient, events: PendingEvent[], settings: AlertMailSettings): OutgoingMail {
  const first = events[0]!;
  const failing = first.event === 'source.failing';
  const lines = events.map((event) => {
    const what = HEALTH_WORDING[event.status] ?? HEALTH_WORDING.failing!;
    const state = failing
      ? `${what.short}, last error: ${event.error ?? 'unknown'}`
      : `works again, after failing since ${new Date(event.since).toISOString()}`;
    return `  ${event.url}\n    ${event.topicName}: ${state}`;
  });
  const body = failing
    ? `${events.length} sources of ${first.projectName} stopped working at once (a site down or refusing Vigil takes all its pages with it):\n\n${lines.join('\n')}\n\nVigil keeps checking them on every run and will tell you once when they work again.`
    : `${events.length} sources of ${first.projectName} work again:\n\n${lines.join('\n')}`;
  return healthAlertMail(recipient, first, settings, {
    subject: `${events.length} sources ${failing ? 'stopped working' : 'work again'}`,
    body,
  });
}

function healthMail(recipient: AlertRecipient, event: PendingEvent, settings: AlertMailSettings): OutgoingMail {
  const since = new Date(event.since).toISOString();
  const failing = event.event === 'source.failing';
  const what = HEALTH_WORDING[event.status] ?? HEALTH_WORDING.failing!;
  const body = failing
    ? `A source of ${event.projectName} › ${event.topicName} ${what.detail}: ${event.status === 'auth_failed' ? 'signing in failed' : `its last ${event.consecutiveFailures} checks failed`}, since ${since}.\n\n  ${event.url}\n  Last error: ${event.error ?? 'unknown'}\n\nVigil keeps checking it on every run and will tell you once when it works again.`
    : `A source of ${event.projectName} › ${event.topicName} works again, after failing since ${since}.\n\n  ${event.url}`;
  return healthAlertMail(recipient, event, settings, {
    subject: `a source ${failing ? what.short : 'works again'} in ${event.topicName}`,
    body,
  });
}

/** A source-health mail of `event`'s kind and project: greeting, body, and the alert list's unsubscribe link. */
function healthAlertMail(
  recipient: AlertRecipient,
  event: PendingEvent,
  settings: AlertMailSettings,
  { subject, body }: { subject: string; body: string },
): OutgoingMail {
  const member = { projectId: event.projectId, membershipId: recipient.membershipId };
  return {
    purpose: event.event === 'source.failing' ? 'Source failing mail' : 'Source recovered mail',
    to: recipient.email,
    subject: `[Vigil] ${event.projectName}: ${subject}`,
    text: `Hello ${recipient.fullName},\n\n${body}\n\nYou receive these alerts as a member of the project's alert list. Stop them for this project:\n${unsubscribeLink(settings.appUrl, member, settings.secretKey)}\n`,
    ...alertUnsubscribe(member, settings),
  };
}
