import { cut, normalizedUrl, type NoticeLine, type Span } from '../notices';
import { jsonMessage, type ChannelRenderer } from './renderer';

/** Discord's documented limits for an embed's title and description. */
const TITLE_MAX = 256;
const DESCRIPTION_MAX = 4096;
const COLORS = { high: 0xd93025, default: 0x1a73e8, low: 0x80868b } as const;

/**
 * A Discord execute-webhook body: one embed, and `allowed_mentions` with nothing to parse, so no text
 * (page text included) can ping @everyone, a role or a user whatever it contains.
 */
export const discord: ChannelRenderer = (message, notice) => {
  const url = notice.link ? normalizedUrl(notice.link.url) : null;
  return jsonMessage({
    username: 'Vigil',
    embeds: [
      {
        title: cut(discordEscape(notice.title), TITLE_MAX),
        ...(url ? { url } : {}),
        description: cut(notice.lines.map(discordLine).join('\n'), DESCRIPTION_MAX),
        color: COLORS[notice.urgency],
        timestamp: message.timestamp,
      },
    ],
    allowed_mentions: { parse: [] },
  });
};

const PREFIX: Record<NoticeLine['kind'], string> = { text: '', bullet: '• ', quote: '> ' };

function discordLine(line: NoticeLine): string {
  return PREFIX[line.kind] + line.spans.map(discordSpan).join('');
}

function discordSpan(span: Span): string {
  if (typeof span === 'string') return discordEscape(span);
  if ('strong' in span) return `**${discordEscape(span.strong)}**`;
  const url = normalizedUrl(span.link);
  // `<url>` is a link without a preview; a normalized URL has its `<`, `>` and spaces percent-encoded.
  return url ? `<${url}>` : discordEscape(span.link);
}

/**
 * Backslash before every markdown character (emphasis, code, spoilers, quotes, headings, lists, masked
 * links `[label](url)`), `<` so `<@id>`, `<#channel>` and `<t:…>` stay text, and a zero-width space after
 * `@` so `@everyone` does not even read as a mention.
 */
export function discordEscape(text: string): string {
  return text.replace(/[\\*_~`|>#\-[\]()<]/g, '\\$&').replace(/@/g, '@\u200b');
}
