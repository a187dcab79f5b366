import { request, type Dispatcher } from 'undici';
import { Webhook } from 'standardwebhooks';
import type { OutgoingWebhook, SendResult, WebhookSender } from '../../domain/webhooks/sender';
import { createOutboundAgent } from '../net/outbound';

export interface WebhookSenderOptions {
  allowPrivateNetworks: boolean;
  timeoutMs?: number;
}

/**
 * Posts signed webhook messages (every format is signed; chat services ignore the headers) through the outbound address guard. Redirects are never followed
 * (a 3xx is a failed attempt): following one would let a receiver bounce us to an address it chose.
 */
export function createWebhookSender({ allowPrivateNetworks, timeoutMs = 15_000 }: WebhookSenderOptions): WebhookSender {
  const agent: Dispatcher = createOutboundAgent({ allowPrivateNetworks, connectTimeoutMs: timeoutMs });
  return {
    async send({ url, messageId, body, headers = {}, secret }: OutgoingWebhook): Promise<SendResult> {
      const timestamp = new Date();
      const signature = new Webhook(secret).sign(messageId, timestamp, body);
      try {
        const response = await request(url, {
          method: 'POST',
          dispatcher: agent,
          headers: {
            'content-type': 'application/json',
            ...headers,
            'user-agent': 'Vigil-Webhooks/1.0',
            'webhook-id': messageId,
            'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
            'webhook-signature': signature,
          },
          body,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body.dump();
        const { statusCode } = response;
        if (statusCode >= 200 && statusCode < 300) return { ok: true, responseCode: statusCode, error: null };
        const error =
          statusCode >= 300 && statusCode < 400
            ? 'The receiver answered with a redirect, which is not followed'
            : `The receiver answered ${statusCode}`;
        return { ok: false, responseCode: statusCode, error };
      } catch (error) {
        return { ok: false, responseCode: null, error: describeFailure(error) };
      }
    },
    close: () => agent.close(),
  };
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.slice(0, 500);
}
