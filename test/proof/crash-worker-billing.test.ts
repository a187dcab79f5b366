import { randomUUID } from 'node:crypto';
import request from 'supertest';
import Stripe from 'stripe';
import { ensureStripeMock, startStripeMock } from '../../scripts/lib/stripe-mock';
import { CHECKOUT_URLS, WEBHOOK_SECRET, billingEnv } from '../billing/billing-harness';
import { startStripePeer, type StripePeer } from '../billing/stripe-peer';
import { createTeam } from '../support/organizations';
import { eventually } from '../support/runs';
import { signUpUser } from '../support/users';
import { startCrashHarness, type CrashHarness } from '../support/worker-crashes';
import { appliedEventsQuery, billingWorkflowId } from '../../workflows/contract';

describe('a worker killed between Stripe’s webhooks and their reconciliation', () => {
  let stripeMock: Awaited<ReturnType<typeof startStripeMock>>;
  let peer: StripePeer;
  let crash: CrashHarness;
  beforeAll(async () => {
    stripeMock = await startStripeMock(ensureStripeMock((message) => process.stderr.write(`[stripe-mock] ${message}\n`)));
    peer = await startStripePeer(stripeMock.url);
    crash = await startCrashHarness({ RATE_LIMITS_ENABLED: 'false', ...billingEnv(peer.url) });
    await crash.startWorker();
  }, 120_000);
  afterAll(async () => {
    await crash.stop();
    await peer.stop();
    await stripeMock.stop();
  }, 60_000);

  /** Stripe calls the webhook: a signed `checkout.session.completed` for a session the user has paid. */
  async function paidCheckoutEvent(session: Record<string, unknown>) {
    const id = `evt_${randomUUID().replace(/-/g, '')}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
      livemode: false,
      api_version: '2025-01-01',
    });
    const header = new Stripe('sk_test_vigil').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await request(crash.harness.app)
      .post('/api/webhooks/stripe')
      .set('content-type', 'application/json')
      .set('stripe-signature', header)
      .send(payload);
    expect(res.status).toBe(200);
    return id;
  }

  it('grants the credit pack once and converges the caps, through a kill in each activity', async () => {
    const owner = await signUpUser(crash.harness, 'owner');
    const organizationId = (await createTeam(owner)).id;
    const path = (suffix: string) => `/api/user/organizations/${organizationId}${suffix}`;
    const credits = await owner.agent.post(path('/payments/credits/checkout')).send({ packId: 'credits_500', ...CHECKOUT_URLS });
    const creditSession = peer.completeCheckout(credits.body.data.sessionId);
    const plan = await owner.agent
      .post(path('/payments/checkout'))
      .send({ tierId: 'pro', interval: 'monthly', seatCount: 8, slotPacks: 1, ...CHECKOUT_URLS });
    const planSession = peer.completeCheckout(plan.body.data.sessionId);

    // The grant reads the session at Stripe first; the reconciliation then lists the subscriptions.
    const grantWaits = peer.holdNext('GET', `/v1/checkout/sessions/${String(creditSession.id)}`);
    const reconciliationWaits = peer.holdNext('GET', '/v1/subscriptions');
    const eventIds = [await paidCheckoutEvent(creditSession), await paidCheckoutEvent(planSession)];

    await grantWaits;
    await crash.killWorker();
    await crash.startWorker();
    await reconciliationWaits;
    await crash.killWorker();
    await crash.startWorker();

    const workflow = crash.harness.temporal.workflow.getHandle(billingWorkflowId(organizationId));
    await eventually(
      () => workflow.query(appliedEventsQuery),
      (applied) => eventIds.every((id) => applied.includes(id)),
      60_000,
    );
    expect((await owner.agent.get(path(''))).body.data).toMatchObject({
      creditBalance: 500,
      tierId: 'pro',
      seatCap: 8,
      slotPacks: 1,
      hasActiveSubscription: true,
    });
    const counts = await crash.harness.sequelize.query(
      `SELECT (SELECT count(*)::int FROM credit_grants WHERE organization_id = :organizationId) AS grants,
              (SELECT count(*)::int FROM audit_logs WHERE organization_id = :organizationId AND action = 'credits.granted') AS "grantAudits",
              (SELECT count(*)::int FROM audit_logs WHERE organization_id = :organizationId AND action = 'subscription.reconciled') AS "reconcileAudits",
              (SELECT count(*)::int FROM stripe_events WHERE id IN (:eventIds)) AS events`,
      { replacements: { organizationId, eventIds }, plain: true },
    );
    expect(counts).toEqual({ grants: 1, grantAudits: 1, reconcileAudits: 1, events: 2 });
    expect(peer.requests.filter((r) => r.path === `/v1/checkout/sessions/${String(creditSession.id)}`)).toHaveLength(1);
  }, 150_000);
});
