import type { Notice } from '../notices';
import type { WebhookMessage } from '../payloads';

/** What is posted to a channel: the body and the headers that say what it is (content type, ntfy's title…). */
export interface RenderedMessage {
  body: string;
  headers: Record<string, string>;
}

/**
 * One per channel format (`Record<WebhookFormat, ChannelRenderer>` in formats/index.ts: a format without a
 * renderer does not compile). It gets the stored message and its notice (one per event, notices.ts), and
 * escapes every string of the notice for its own markup.
 */
export type ChannelRenderer = (message: WebhookMessage, notice: Notice) => RenderedMessage;

export function jsonMessage(body: unknown): RenderedMessage {
  return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}
