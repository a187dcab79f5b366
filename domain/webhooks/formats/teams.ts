import { normalizedUrl, type Notice, type NoticeLine, type Span } from '../notices';
import { jsonMessage, type ChannelRenderer } from './renderer';

/**
 * A Teams Workflows ("Post to a channel when a webhook request is received") body: a message with one
 * Adaptive Card attachment. Text goes in RichTextBlock TextRuns, which Adaptive Cards never read as
 * markdown, so page text cannot make links or formatting; links are TextRuns with an OpenUrl action.
 */
export const teams: ChannelRenderer = (_message, notice) =>
  jsonMessage({
    type: 'message',
    attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: card(notice) }],
  });

function card(notice: Notice) {
  const url = notice.link ? normalizedUrl(notice.link.url) : null;
  return {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.4',
    body: [
      { type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: teamsText(notice.title), weight: 'Bolder', size: 'Medium' }] },
      ...notice.lines.map(richTextBlock),
    ],
    actions: url && notice.link ? [{ type: 'Action.OpenUrl', title: notice.link.label, url }] : [],
  };
}

const PREFIX: Record<NoticeLine['kind'], string> = { text: '', bullet: '• ', quote: '' };

function richTextBlock(line: NoticeLine) {
  const inlines = line.spans.map((span) => textRun(span, line.kind === 'quote'));
  if (PREFIX[line.kind]) inlines.unshift({ type: 'TextRun', text: PREFIX[line.kind] });
  return { type: 'RichTextBlock', inlines };
}

function textRun(span: Span, italic: boolean) {
  const style = italic ? { italic: true } : {};
  if (typeof span === 'string') return { type: 'TextRun', text: teamsText(span), ...style };
  if ('strong' in span) return { type: 'TextRun', text: teamsText(span.strong), weight: 'Bolder', ...style };
  const url = normalizedUrl(span.link);
  return url
    ? { type: 'TextRun', text: url, selectAction: { type: 'Action.OpenUrl', url } }
    : { type: 'TextRun', text: teamsText(span.link) };
}

/** Breaks `{{`, which a card's text would read as a DATE()/TIME() function, with a zero-width space. */
export function teamsText(text: string): string {
  return text.replace(/\{\{/g, '{\u200b{');
}
