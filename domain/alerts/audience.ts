import type { Transaction } from 'sequelize';
import { ProjectAlertSettingsModel, type AlertMode } from '../../models/alerts';
import { type WebhookEvent } from '../../models/webhooks';
import { alertRecipients, type AlertRecipient } from './recipients';
import { db } from '../../models/db';

/*
 * The one place that decides who is told of an event: the members mailed (`mailAudience`) and the
 * channels, webhook endpoints of every format, posted to (`channelAudience`). What they are told is
 * the renderers' business (domain/webhooks/formats, mailing.ts).
 */

/** Everything Vigil tells people about, by mail or through channels: the webhook events, the daily digest (`digest.ready`) included. */
export type AlertEvent = WebhookEvent;

/** What an event is about, to pick who hears of it. */
export interface EventScope {
  organizationId: string;
  projectId: string;
  /** For `change.detected`: the judge's verdict; null while unjudged (such changes reach everyone who hears of changes) and for other events. */
  relevant: boolean | null;
}

interface MailSettings {
  mode: AlertMode;
  onlyRelevant: boolean;
}

/**
 * Who hears of each event by mail, from the project's alert settings: a change at once in `immediate`
 * mode (not when judged irrelevant and only relevant ones are wanted), the digest in `daily` mode, a
 * broken or recovered source whatever the mode, a failed run never (it goes to webhooks only).
 */
const MAILED: Readonly<Record<AlertEvent, (settings: MailSettings, relevant: boolean | null) => boolean>> = {
  'change.detected': (settings, relevant) => settings.mode === 'immediate' && !(settings.onlyRelevant && relevant === false),
  'digest.ready': (settings) => settings.mode === 'daily',
  'run.failed': () => false,
  'source.failing': () => true,
  'source.recovered': () => true,
};

/** The members mailed about an event of a project. */
export async function mailAudience(event: AlertEvent, scope: EventScope, transaction?: Transaction): Promise<AlertRecipient[]> {
  const settings = await ProjectAlertSettingsModel.findByPk(scope.projectId, { raw: true, transaction });
  if (!settings || !MAILED[event](settings, scope.relevant)) return [];
  return alertRecipients(scope.projectId, transaction);
}

/** An endpoint told of an event; a digest leaves out changes judged irrelevant for those with `onlyRelevant`. */
export interface ChannelListener {
  id: string;
  onlyRelevant: boolean;
}

/**
 * Enabled endpoints of the organization subscribed to the event and the project (and, for changes, wanting irrelevant ones when it is).
 * Plain SQL: a run announces each of its changes, and building this statement through the model cost more than running it.
 */
export async function channelAudience(event: WebhookEvent, scope: EventScope, transaction?: Transaction): Promise<ChannelListener[]> {
  const onlyWantingIrrelevant = event === 'change.detected' && scope.relevant === false ? 'AND NOT only_relevant' : '';
  return db.rows<ChannelListener>(
    `SELECT id, only_relevant AS "onlyRelevant" FROM webhook_endpoints
      WHERE organization_id = $1 AND enabled AND events @> ARRAY[$2]::text[]
        AND (project_ids IS NULL OR project_ids @> ARRAY[$3]::uuid[]) ${onlyWantingIrrelevant}
      ORDER BY id`,
    [scope.organizationId, event, scope.projectId],
    transaction,
  );
}
