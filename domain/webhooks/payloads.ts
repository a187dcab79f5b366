import type { DeliveredEvent } from '../../models/webhooks';
import type { ChangeFact } from '../monitoring/change-facts';
import type { ConditionsOwner } from '../monitoring/conditions';

/** The JSON body of a Standard Webhooks message: the event type, when it happened, and its data. */
export interface WebhookMessage<E extends DeliveredEvent = DeliveredEvent> {
  type: E;
  timestamp: string;
  data: EventData[E];
}

export interface ChangeDetectedData {
  changeId: string;
  projectId: string;
  projectName: string;
  topicId: string;
  topicName: string;
  sourceUrl: string;
  summary: string | null;
  /** The judge's verdict; null when the change could not be judged (it is announced anyway, unjudged). */
  relevant: boolean | null;
  importance: string | null;
  matchedWatchFor: string[];
  /** For each matched watch-list entry, the changed text the judgement quotes. */
  evidence: Array<{ watchFor: string; quote: string }>;
  /** The typed facts recorded with the change (amounts, dates, statuses, items, sections…). */
  facts: ChangeFact[];
  detectedAt: string;
  /** The change page: a signed link that expires (see docs/api.md, "Change pages"). */
  viewUrl?: string;
  /** The `alertWhen` conditions that held (issue 27); absent when none applied to the source. */
  conditionsMet?: string[];
  /** Whose conditions they were: the source's own, or its topic's (for a source without its own). */
  conditionsFrom?: ConditionsOwner;
  /** The source's selection (`include`, `exclude`, `ignoreText`); absent when it has none. */
  selection?: { include?: string[]; exclude?: string[]; ignoreText?: string[] };
}

export interface RunFailedData {
  runId: string;
  projectId: string;
  projectName: string;
  error: string;
  failedAt: string;
}

/** `source.failing` (after SOURCE_FAILING_AFTER failed checks in a row) and `source.recovered` (its first successful check after). */
export interface SourceHealthData {
  projectId: string;
  projectName: string;
  topicId: string;
  topicName: string;
  url: string;
  /** `failing`, `blocked` (a bot wall) or `auth_failed` (its sign-in) for `source.failing`; `ok` for `source.recovered`. */
  status: 'failing' | 'blocked' | 'auth_failed' | 'ok';
  /** The last error seen (for `source.recovered`, the one it recovered from). */
  error: string | null;
  /** When its run of failures began. */
  since: string;
  consecutiveFailures: number;
  recoveredAt?: string;
}

/** One change of a digest: the announced change, with its signed page. */
export interface DigestChange {
  changeId: string;
  topicName: string;
  sourceUrl: string;
  summary: string;
  /** The verdict as announced (or filled in since); null when it could not be judged. */
  relevant: boolean | null;
  importance: string | null;
  facts: ChangeFact[];
  detectedAt: string;
  /** The change page: a signed link that expires (see docs/api.md, "Change pages"). */
  viewUrl: string;
}

/**
 * `digest.ready`: at the project's digest time, the changes announced since the endpoint's previous digest
 * (the last 24 hours for its first), relevant ones first; `changes` lists at most DIGEST_MAX_CHANGES of
 * the `total`, and `changesUrl` is the project's change list for the rest.
 */
export interface DigestReadyData {
  projectId: string;
  projectName: string;
  since: string;
  /** The digest's time: one digest per endpoint, project and `until`. */
  until: string;
  total: number;
  changes: DigestChange[];
  changesUrl: string;
}

/** The `webhook.test` message a member asks for, to check a receiver. */
export interface WebhookTestData {
  webhookId: string;
  organizationId: string;
}

/** The data each delivered event carries: a renderer reads it typed, a new event without its data does not compile. */
export interface EventData {
  'change.detected': ChangeDetectedData;
  'run.failed': RunFailedData;
  'source.failing': SourceHealthData;
  'source.recovered': SourceHealthData;
  'digest.ready': DigestReadyData;
  'webhook.test': WebhookTestData;
}

export function webhookMessage<E extends DeliveredEvent>(type: E, data: EventData[E], at: Date): WebhookMessage<E> {
  return { type, timestamp: at.toISOString(), data: { ...data } };
}
