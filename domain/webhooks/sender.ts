/** The port deliveries are sent through (the integrations layer's webhooks/http-sender.ts fills it). */
export interface WebhookSender {
  send(message: OutgoingWebhook): Promise<SendResult>;
  close(): Promise<void>;
}

export interface SendResult {
  ok: boolean;
  /** The receiver's HTTP status, or null when no response came (refused, timed out, blocked address). */
  responseCode: number | null;
  error: string | null;
}

export interface OutgoingWebhook {
  url: string;
  /** The `webhook-id`: the same on every retry, so receivers can drop duplicates. */
  messageId: string;
  body: string;
  /** The format's own headers (content type, ntfy's title…); the signature headers always win. */
  headers?: Record<string, string>;
  secret: string;
}
