import Stripe from 'stripe';
import request from 'supertest';
import { ensureStripeMock, startStripeMock } from '../../scripts/lib/stripe-mock';
import { startHarness } from '../support/harness';
import { startStripePeer } from './stripe-peer';
import { appliedEventsQuery, billingWorkflowId } from '../../workflows/contract';

export const WEBHOOK_SECRET = 'whsec_vigil_test_secret';

export const PRICES = {
  STRIPE_PRICE_PLUS_MONTHLY: 'price_plus_monthly',
  STRIPE_PRICE_PLUS_YEARLY: 'price_plus_yearly',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_monthly',
  STRIPE_PRICE_PRO_YEARLY: 'price_pro_yearly',
  STRIPE_PRICE_ENTERPRISE_MONTHLY: 'price_enterprise_monthly',
  STRIPE_PRICE_ENTERPRISE_YEARLY: 'price_enterprise_yearly',
  STRIPE_PRICE_SLOT_PACK_MONTHLY: 'price_slot_pack_monthly',
  STRIPE_PRICE_SLOT_PACK_YEARLY: 'price_slot_pack_yearly',
  STRIPE_PRICE_CREDITS_100: 'price_credits_100',
  STRIPE_PRICE_CREDITS_500: 'price_credits_500',
  STRIPE_PRICE_CREDITS_1000: 'price_credits_1000',
};

export function billingEnv(apiBase: string): Record<string, string> {
  // The checkout URLs of these tests are on https://app.vigil.test, beside the harness's APP_URL (http).
  return {
    STRIPE_SECRET_KEY: 'sk_test_vigil',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: apiBase,
    REDIRECT_ALLOWED_ORIGINS: 'https://app.vigil.test',
    ...PRICES,
  };
}

let eventCounter = 0;

/** A Vigil harness whose Stripe is stripe-mock behind the stateful peer, and helpers to play Stripe's part. */
export async function startBillingHarness(env: Record<string, string> = {}) {
  const stripeMock = await startStripeMock(ensureStripeMock((message) => process.stderr.write(`[stripe-mock] ${message}\n`)));
  const peer = await startStripePeer(stripeMock.url);
  const harness = await startHarness({ env: { ...billingEnv(peer.url), ...env } });
  const signer = new Stripe('sk_test_vigil');

  function signedEvent(type: string, object: unknown, id = `evt_${Date.now()}_${(eventCounter += 1)}`) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      api_version: '2025-01-01',
    });
    return { id, payload, header: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
  }

  function deliver(event: { payload: string; header: string }, app = harness.app) {
    return request(app)
      .post('/api/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', event.header)
      .send(event.payload);
  }

  /** Resolves once the organization's reconciliation workflow reports every event applied. */
  async function untilApplied(organizationId: string, eventIds: string[], temporal = harness.temporal): Promise<void> {
    const handle = temporal.workflow.getHandle(billingWorkflowId(organizationId));
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const applied = await handle.query(appliedEventsQuery).catch(() => [] as string[]);
      if (eventIds.every((id) => applied.includes(id))) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`events ${eventIds.join(', ')} were not applied to ${organizationId}`);
  }

  async function stop(): Promise<void> {
    await harness.stop();
    await peer.stop();
    await stripeMock.stop();
  }

  return { harness, peer, signedEvent, deliver, untilApplied, stop };
}

export type BillingHarness = Awaited<ReturnType<typeof startBillingHarness>>;

export const CHECKOUT_URLS = { successUrl: 'https://app.vigil.test/billing/done', cancelUrl: 'https://app.vigil.test/billing' };

/** Buys a subscription as a user would: checkout, pay at Stripe, verify; returns the Stripe ids. */
export async function subscribe(
  b: BillingHarness,
  agent: ReturnType<typeof request.agent>,
  organizationId: string,
  plan: Record<string, unknown>,
) {
  const checkout = await agent.post(`/api/user/organizations/${organizationId}/payments/checkout`).send({ ...plan, ...CHECKOUT_URLS });
  if (checkout.status !== 200) throw new Error(`checkout failed: ${checkout.status} ${JSON.stringify(checkout.body)}`);
  const session = b.peer.completeCheckout(checkout.body.data.sessionId);
  const verified = await agent.post(`/api/user/organizations/${organizationId}/payments/verify`).send({ sessionId: session.id });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  await b.untilApplied(organizationId, [`verify:${String(session.id)}`]);
  return { sessionId: String(session.id), subscriptionId: String(session.subscription), customerId: String(session.customer) };
}
