import express, { Router } from 'express';
import { requireBilling } from '../../domain/billing/payments';
import { receiveStripeEvent } from '../../domain/billing/webhook';
import type { ApiDependencies } from '../dependencies';
import { sendSuccess } from '../http/envelope';
import { BODY_LIMIT } from '../http/error-handler';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/**
 * Stripe's callback. The signature covers the exact bytes Stripe sent, so this router reads the raw
 * body itself and is mounted before the JSON parser.
 */
export function createStripeWebhookRouter(dependencies: ApiDependencies): Router {
  const { billing, queueBillingEvent } = dependencies;
  const router = Router();
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: BODY_LIMIT }), async (req, res) => {
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await receiveStripeEvent(rawBody, req.get('stripe-signature'), requireBilling(billing), queueBillingEvent);
    req.log.info({ outcome }, 'stripe event');
    sendSuccess(res, 200, { received: true });
  });
  return router;
}
