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
  /** The source's `alertWhen` conditions that held (issue 27); absent when the source has none. */
  conditionsMet?: string[];
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

/**
 * Slack mrkdwn made only by `slack` and `slackLink`: every value interpolated into a message is escaped,
 * so page text, URLs and tenants' names cannot mention @channel or disguise a link, whatever the message.
 */
class SlackMarkup {
  constructor(readonly markup: string) {}
}

/** A template whose every interpolated value is escaped (`slackEscape`), except markup `slack` or `slackLink` built. */
function slack(strings: TemplateStringsArray, ...values: Array<string | number | SlackMarkup>): SlackMarkup {
  let markup = strings[0]!;
  values.forEach((value, index) => {
    markup += (value instanceof SlackMarkup ? value.markup : slackEscape(String(value))) + strings[index + 1]!;
  });
  return new SlackMarkup(markup);
}

/** One renderer per message kind: a new kind without its Slack text does not compile. */
const SLACK_MESSAGES: Readonly<Record<DeliveredEvent, (data: Record<string, unknown>) => SlackMarkup>> = {
  'change.detected': (data) => {
    const change = data as unknown as ChangeDetectedData;
    const importance = change.importance
      ? slack`, ${change.importance} importance`
      : change.relevant === null
        ? slack`, not judged`
        : slack``;
    // Facts and quotes are page text: escaped like the summary, so a page cannot mention @channel or disguise a link.
    const facts = factLines(change.facts ?? []).map((line) => slack`\n• ${line}`);
    const quotes = (change.evidence ?? []).map((entry) => slack`\n> ${entry.watchFor}: “${entry.quote}”`);
    return slack`*Change detected* on ${slackLink(change.sourceUrl)} (${change.projectName} › ${change.topicName}${importance})\n${change.summary ?? 'Not judged yet.'}${joined(facts)}${joined(quotes)}`;
  },
  'run.failed': (data) => {
    const run = data as unknown as RunFailedData;
    return slack`*Monitoring run failed* for ${run.projectName}: ${run.error}`;
  },
  'source.failing': (data) => {
    const source = data as unknown as SourceHealthData;
    return slack`*Source ${source.status === 'blocked' ? 'blocked' : 'failing'}* ${slackLink(source.url)} (${source.projectName} › ${source.topicName}) since ${source.since}: ${source.error ?? 'unknown error'}`;
  },
  'source.recovered': (data) => {
    const source = data as unknown as SourceHealthData;
    return slack`*Source works again* ${slackLink(source.url)} (${source.projectName} › ${source.topicName}), failing since ${source.since}`;
  },
  'webhook.test': () => slack`Vigil test event: this webhook is set up and receiving messages.`,
};

function slackText({ type, data }: WebhookMessage): string {
  return SLACK_MESSAGES[type](data).markup;
}

function joined(parts: SlackMarkup[]): SlackMarkup {
  return new SlackMarkup(parts.map((part) => part.markup).join(''));
}

/**
 * Slack reads `<…>` as a mention, command or link (`<!channel>`, `<https://x|label>`), so text from
 * monitored pages and tenants has its control characters escaped the way Slack documents.
 */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A link whose target is the URL itself: a `|` in it cannot start a label that disguises it. */
function slackLink(url: string): SlackMarkup {
  return new SlackMarkup(`<${slackEscape(url).replace(/\|/g, '%7C')}>`);
}
