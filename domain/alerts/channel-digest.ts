import { type Transaction } from 'sequelize';
import { ProjectModel } from '../../models/projects';
import { WebhookDeliveryModel } from '../../models/webhooks';
import type { ChangeFact } from '../monitoring/change-facts';
import { signedChangeUrl } from '../monitoring/change-links';
import { newId } from '../shared/ids';
import { webhookMessage, type DigestChange, type DigestReadyData } from '../webhooks/payloads';
import { channelAudience, type ChannelListener } from './audience';
import { db } from '../../models/db';

/** The changes a digest message lists; the rest are counted, with a link to the project's change list. */
export const DIGEST_MAX_CHANGES = 20;
/** An endpoint's first digest covers the last day. */
const FIRST_DIGEST_MS = 24 * 60 * 60 * 1000;
/** A digest never reaches back further than a week (like mail), however long ago the previous one was. */
const DIGEST_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How far before the previous digest's time a digest still looks: a change announced just before that
 * time whose transaction committed after the previous digest read is listed now (the markers keep every
 * change to one digest of an endpoint).
 */
const LATE_ANNOUNCEMENT_MS = 60 * 60 * 1000;

export interface ChannelDigestSettings {
  baseUrl: string;
  secretKey: string;
}

interface DigestProject {
  id: string;
  name: string;
  organizationId: string;
}

type Candidate = Omit<DigestChange, 'viewUrl' | 'facts' | 'detectedAt'> & { detectedAt: Date };

/**
 * Queues one `digest.ready` delivery per endpoint subscribed to the project's digest (`channelAudience`),
 * listing the changes announced since its previous digest that it was not sent yet. `until` is the
 * digest's time, fixed by the workflow: an activity retried with the same `until` answers the deliveries
 * it made instead of making more. Returns the delivery ids; the workflow starts them.
 */
export async function queueChannelDigests(projectId: string, until: Date, settings: ChannelDigestSettings): Promise<string[]> {
  const project = await ProjectModel.findByPk(projectId, { attributes: ['id', 'name', 'organizationId'], raw: true });
  if (!project) return [];
  const listeners = await channelAudience('digest.ready', { organizationId: project.organizationId, projectId, relevant: null });
  const deliveryIds: string[] = [];
  for (const listener of listeners) {
    const deliveryId = await db.transaction((transaction) => queueDigestTo(listener, project, until, settings, transaction));
    if (deliveryId) deliveryIds.push(deliveryId);
  }
  return deliveryIds;
}

async function queueDigestTo(
  listener: ChannelListener,
  project: DigestProject,
  until: Date,
  { baseUrl, secretKey }: ChannelDigestSettings,
  transaction: Transaction,
): Promise<string | null> {
  const key = { endpointId: listener.id, projectId: project.id, until: until.toISOString() };
  await db.execute("SELECT pg_advisory_xact_lock(hashtext('channel-digest:' || :endpointId || ':' || :projectId))", {
    replacements: key,
    transaction,
  });
  // The same expressions as the unique index webhook_deliveries_digest_idx (migration 0042).
  const [digest] = await db.select<{ id: string | null; previous: string | null }>(
    `SELECT (SELECT id FROM webhook_deliveries WHERE ${DIGEST_KEY} AND payload #>> '{data,until}' = :until) AS id,
            (SELECT max(payload #>> '{data,until}') FROM webhook_deliveries WHERE ${DIGEST_KEY} AND payload #>> '{data,until}' < :until) AS previous`,
    { replacements: key, transaction },
  );
  if (digest?.id) return digest.id;
  const start = digest?.previous ? Date.parse(digest.previous) - LATE_ANNOUNCEMENT_MS : until.getTime() - FIRST_DIGEST_MS;
  const since = new Date(Math.max(start, until.getTime() - DIGEST_LOOKBACK_MS));
  const candidates = await db.select<Candidate>(
    `SELECT c.change_id AS "changeId", c.topic_name AS "topicName", c.source_url AS "sourceUrl", c.summary, c.relevant,
            c.importance, c.detected_at AS "detectedAt"
       FROM alert_changes c
      WHERE c.project_id = :projectId AND c.created_at > :since AND c.created_at <= :untilAt
        AND (NOT :onlyRelevant OR c.relevant IS DISTINCT FROM false)
        AND NOT EXISTS (SELECT 1 FROM webhook_digest_changes d WHERE d.endpoint_id = :endpointId AND d.change_id = c.change_id)
      ORDER BY c.relevant IS TRUE DESC, c.relevant IS NULL DESC,
               CASE c.importance WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END, c.detected_at DESC, c.change_id`,
    {
      replacements: { ...key, since, untilAt: until, onlyRelevant: listener.onlyRelevant },
      transaction,
    },
  );
  if (candidates.length === 0) return null;
  const listed = candidates.slice(0, DIGEST_MAX_CHANGES);
  const facts = await factsOf(
    listed.map((change) => change.changeId),
    transaction,
  );
  const data: DigestReadyData = {
    projectId: project.id,
    projectName: project.name,
    since: since.toISOString(),
    until: key.until,
    total: candidates.length,
    changes: listed.map((change) => ({
      ...change,
      facts: facts.get(change.changeId) ?? [],
      detectedAt: new Date(change.detectedAt).toISOString(),
      viewUrl: signedChangeUrl(baseUrl, change.changeId, secretKey, until),
    })),
    changesUrl: `${baseUrl}/api/user/organizations/${project.organizationId}/projects/${project.id}/changes`,
  };
  const deliveryId = newId();
  await WebhookDeliveryModel.create(
    { id: deliveryId, endpointId: listener.id, event: 'digest.ready', payload: { ...webhookMessage('digest.ready', data, until) } },
    { transaction },
  );
  await db.execute(
    'INSERT INTO webhook_digest_changes (endpoint_id, change_id, delivery_id) SELECT :endpointId, unnest(ARRAY[:changeIds]::uuid[]), :deliveryId',
    { replacements: { endpointId: listener.id, changeIds: candidates.map((change) => change.changeId), deliveryId }, transaction },
  );
  return deliveryId;
}

const DIGEST_KEY = `event = 'digest.ready' AND endpoint_id = :endpointId AND payload #>> '{data,projectId}' = :projectId`;

async function factsOf(changeIds: string[], transaction: Transaction): Promise<Map<string, ChangeFact[]>> {
  const rows = await db.select<{ id: string; facts: ChangeFact[] | null }>('SELECT id, facts FROM changes WHERE id IN (:changeIds)', {
    replacements: { changeIds },
    transaction,
  });
  return new Map(rows.map((row) => [row.id, row.facts ?? []]));
}
