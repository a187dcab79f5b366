import { normalizedUrl, type NoticeLine, type Span } from '../notices';
import type { ChannelRenderer } from './renderer';

/** ntfy keeps a message up to 4096 bytes as a message (longer becomes an attachment). */
const BODY_MAX_BYTES = 4000;
const TITLE_MAX = 200;
const PRIORITY = { high: '4', default: '3', low: '2' } as const;

/**
 * An ntfy publish to the topic URL: the message as plain text (ntfy shows it as is), the title, priority,
 * tags and click-through URL as headers, each made header-safe.
 */
export const ntfy: ChannelRenderer = (_message, notice) => {
  const click = notice.link ? normalizedUrl(notice.link.url) : null;
  return {
    body: cutBytes(notice.lines.map(ntfyLine).join('\n'), BODY_MAX_BYTES),
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      title: headerValue([...notice.title].slice(0, TITLE_MAX).join('')),
      priority: PRIORITY[notice.urgency],
      tags: notice.tags.join(','),
      ...(click ? { click } : {}),
    },
  };
};

const PREFIX: Record<NoticeLine['kind'], string> = { text: '', bullet: '• ', quote: '> ' };

function ntfyLine(line: NoticeLine): string {
  return PREFIX[line.kind] + line.spans.map(ntfySpan).join('');
}

function ntfySpan(span: Span): string {
  if (typeof span === 'string') return span;
  return 'strong' in span ? span.strong : span.link;
}

/**
 * A header value that cannot end the header or smuggle another: control characters (CR, LF…) become
 * spaces, and text beyond printable ASCII is sent as an RFC 2047 encoded word, which ntfy decodes.
 */
export function headerValue(text: string): string {
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return /^[\u0020-\u007e]*$/.test(flat) ? flat : `=?UTF-8?B?${Buffer.from(flat, 'utf8').toString('base64')}?=`;
}

function cutBytes(text: string, max: number): string {
  if (Buffer.byteLength(text) <= max) return text;
  let kept = '';
  for (const point of text) {
    if (Buffer.byteLength(kept + point) > max - 3) break;
    kept += point;
  }
  return `${kept}…`;
}
