import type { NoticeLine, Span } from '../notices';
import { jsonMessage, type ChannelRenderer } from './renderer';

/** A Slack incoming-webhook message: one mrkdwn `text`. */
export const slack: ChannelRenderer = (_message, notice) => jsonMessage({ text: notice.lines.map(slackLine).join('\n') });

const PREFIX: Record<NoticeLine['kind'], string> = { text: '', bullet: '• ', quote: '> ' };

function slackLine(line: NoticeLine): string {
  return PREFIX[line.kind] + line.spans.map(slackSpan).join('');
}

function slackSpan(span: Span): string {
  if (typeof span === 'string') return slackEscape(span);
  if ('strong' in span) return `*${slackEscape(span.strong)}*`;
  // The link's target is the URL itself: a `|` in it cannot start a label that disguises it.
  return `<${slackEscape(span.link).replace(/\|/g, '%7C')}>`;
}

/**
 * Slack reads `<…>` as a mention, command or link (`<!channel>`, `<https://x|label>`), so text from
 * monitored pages and tenants has its control characters escaped the way Slack documents.
 */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
