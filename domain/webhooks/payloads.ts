import type { DeliveredEvent, WebhookFormat } from '../../models/webhooks';

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
  relevant: boolean | null;
  importance: string | null;
  matchedWatchFor: string[];
  /** For each matched watch-list entry, the changed text the judgement quotes. */
  evidence: Array<{ watchFor: string; quote: string }>;
  detectedAt: string;
}

export interface RunFailedData {
  runId: string;
  projectId: string;
  projectName: string;
  error: string;
  failedAt: string;
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
    const importance = change.importance ? `, ${change.importance} importance` : '';
    const summary = change.summary ?? 'Not judged yet.';
    const quotes = (change.evidence ?? []).map((entry) => `\n> ${entry.watchFor}: “${entry.quote}”`).join('');
    return `*Change detected* on <${change.sourceUrl}> (${change.projectName} › ${change.topicName}${importance})\n${summary}${quotes}`;
  }
  if (type === 'run.failed') {
    const run = data as unknown as RunFailedData;
    return `*Monitoring run failed* for ${run.projectName}: ${run.error}`;
  }
  return 'Vigil test event: this webhook is set up and receiving messages.';
}
