import type { DeliveredEvent, WebhookFormat } from '../../../models/webhooks';
import { NOTICES, type Notice } from '../notices';
import type { WebhookMessage } from '../payloads';
import { discord } from './discord';
import { ntfy } from './ntfy';
import type { ChannelRenderer, RenderedMessage } from './renderer';
import { slack } from './slack';
import { standard } from './standard';
import { teams } from './teams';

/** One renderer per channel format: a new format without one does not compile. */
export const CHANNEL_RENDERERS: Readonly<Record<WebhookFormat, ChannelRenderer>> = { standard, slack, teams, discord, ntfy };

export type { RenderedMessage } from './renderer';

/** What is posted to an endpoint of this format for a stored message. */
export function renderMessage(format: WebhookFormat, message: WebhookMessage): RenderedMessage {
  return CHANNEL_RENDERERS[format](message, noticeOf(message));
}

/**
 * The notice of a message: the builder of its event reads its data (a stored payload was written by
 * `webhookMessage` from the typed data of its event).
 */
function noticeOf<E extends DeliveredEvent>(message: WebhookMessage<E>): Notice {
  return NOTICES[message.type](message.data);
}
