import type { DeliveredEvent, WebhookFormat } from '../../models/webhooks';
import { factLines } from '../alerts/fact-lines';
import type { ChangeFact } from '../monitoring/change-facts';

/** The JSON body of a Standard Webhooks message: the event type, when it happened, and its data. */
export interface WebhookMessage {
  type: DeliveredEvent;
  timestamp: string;
  data: Record<string, unknown>;
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
  /** `failing` or `blocked` (a bot wall) for `source.failing`; `ok` for `source.recovered`. */
  status: 'failing' | 'blocked' | 'ok';
  /** The last error seen (for `source.recovered`, the one it recovered from). */
  error: string | null;
  /** When its run of failures began. */
  since: string;
  consecutiveFailures: number;
  recoveredAt?: string;
}

export function webhookMessage(type: DeliveredEvent, data: object, at: Date): WebhookMessage {
  return { type, timestamp: at.toISOString(), data: { ...data } };
}

/** What is posted: the message itself, or for Slack-compatible URLs a readable `text`. */
export function renderBody(format: WebhookFormat, message: WebhookMessage): string {
  if (format === 'standard') return JSON.stringify(message);
  return JSON.stringify({ text: slackText(message) });
}

function slackText({ type, data }: WebhookMessage): string {
  if (type === 'change.detected') {
    const change = data as unknown as ChangeDetectedData;
    const importance = change.importance
      ? `, ${slackEscape(change.importance)} importance`
      : change.relevant === null
        ? ', not judged'
        : '';
    const summary = slackEscape(change.summary ?? 'Not judged yet.');
    // Facts and quotes are page text: escaped like the summary, so a page cannot mention @channel or disguise a link.
    const facts = factLines(change.facts ?? [])
      .map((line) => `\n• ${slackEscape(line)}`)
      .join('');
    const quotes = (change.evidence ?? []).map((entry) => `\n> ${slackEscape(entry.watchFor)}: “${slackEscape(entry.quote)}”`).join('');
    return `*Change detected* on ${slackLink(change.sourceUrl)} (${slackEscape(change.projectName)} › ${slackEscape(change.topicName)}${importance})\n${summary}${facts}${quotes}`;
  }
  if (type === 'run.failed') {
    const run = data as unknown as RunFailedData;
    return `*Monitoring run failed* for ${slackEscape(run.projectName)}: ${slackEscape(run.error)}`;
  }
  if (type === 'source.failing' || type === 'source.recovered') {
    const source = data as unknown as SourceHealthData;
    if (type === 'source.recovered')
      return `*Source works again* <${source.url}> (${source.projectName} › ${source.topicName}), failing since ${source.since}`;
    return `*Source ${source.status === 'blocked' ? 'blocked' : 'failing'}* <${source.url}> (${source.projectName} › ${source.topicName}) since ${source.since}: ${source.error ?? 'unknown error'}`;
  }
  return 'Vigil test event: this webhook is set up and receiving messages.';
}

/**
 * Slack reads `<…>` as a mention, command or link (`<!channel>`, `<https://x|label>`), so text from
 * monitored pages and tenants has its control characters escaped the way Slack documents.
 */
export function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A link whose target is the URL itself: a `|` in it cannot start a label that disguises it. */
function slackLink(url: string): string {
  return `<${slackEscape(url).replace(/\|/g, '%7C')}>`;
}
