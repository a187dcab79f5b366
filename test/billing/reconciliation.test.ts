import path from 'node:path';
import { Client } from '@temporalio/client';
import Stripe from 'stripe';
import { buildApi } from '../../api/server';
import { createLogger } from '../../platform/logger';
import { createActivityDependencies } from '../../worker/activity-dependencies';
import { createWorker } from '../../worker/create-worker';
import { testEnv } from '../support/environment';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser, type SignedUpUser } from '../support/users';
import { PRICES, WEBHOOK_SECRET, startBillingHarness, subscribe, type BillingHarness } from './billing-harness';
import { replayFreshAndRecorded } from '../support/replay';
import { billingReconcileScheduleId, billingWorkflowId } from '../../workflows/contract';

const HISTORIES = path.join(__dirname, 'histories');

describe('Stripe callbacks and the reconciliation workflow', () => {
  let b: BillingHarness;
  let owner: SignedUpUser;

  beforeAll(async () => {
    b = await startBillingHarness();
    owner = await signUpUser(b.harness, 'owner');
  });
  afterAll(() => b.stop());

  async function subscribedTeam(seatCount = 5) {
    const organizationId = (await createTeam(owner)).id;
    const ids = await subscribe(b, owner.agent, organizationId, { tierId: 'plus', interval: 'monthly', seatCount });
    return { organizationId, ...ids };
  }

  const organization = async (organizationId: string) => (await owner.agent.get(`/api/user/organizations/${organizationId}`)).body.data;
  const countRows = async (sql: string, replacements: Record<string, unknown>) =>
    Number(((await b.harness.sequelize.query(sql, { replacements, plain: true })) as { count: string }).count);

  it('refuses a bad, stale or missing signature with 400 and records nothing', async () => {
    const { organizationId, subscriptionId } = await subscribedTeam();
    b.peer.setSubscription(subscriptionId, { status: 'canceled' });
    const event = b.signedEvent('customer.subscription.deleted', b.peer.subscriptionObject(subscriptionId));
    const forged = {
      ...event,
      header: new Stripe('sk_test_vigil').webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_someone_else' }),
    };
    const stale = {
      ...event,
      header: new Stripe('sk_test_vigil').webhooks.generateTestHeaderString({
        payload: event.payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    };
    for (const attempt of [forged, stale, { ...event, header: '' }, { ...event, payload: event.payload.replace('deleted', 'updated') }]) {
      const res = await b.deliver(attempt);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    expect(await countRows('SELECT count(*) FROM stripe_events WHERE id = :id', { id: event.id })).toBe(0);
    expect(await organization(organizationId)).toMatchObject({ tierId: 'plus', hasActiveSubscription: true });
  });

  it('takes a redelivered event once', async () => {
    const { organizationId, subscriptionId } = await subscribedTeam(5);
    b.peer.setSubscription(subscriptionId, { items: [{ id: 'si_dup', price: PRICES.STRIPE_PRICE_PLUS_MONTHLY, quantity: 9 }] });
    const event = b.signedEvent('customer.subscription.updated', b.peer.subscriptionObject(subscriptionId));
    const answers = await Promise.all([b.deliver(event), b.deliver(event), b.deliver(event)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.body.data).toEqual({ received: true });
    await b.untilApplied(organizationId, [event.id]);
    expect(await countRows('SELECT count(*) FROM stripe_events WHERE id = :id', { id: event.id })).toBe(1);
    expect(await organization(organizationId)).toMatchObject({ seatCap: 9 });
    const reconciled = await countRows(
      `SELECT count(*) FROM audit_logs WHERE organization_id = :organizationId AND action = 'subscription.reconciled'`,
      { organizationId },
    );
    expect(reconciled).toBe(2);
  });

  it('converges to Stripe’s current state whatever order the events arrive in', async () => {
    const { organizationId, subscriptionId } = await subscribedTeam(5);
    b.peer.setSubscription(subscriptionId, { items: [{ id: 'si_a', price: PRICES.STRIPE_PRICE_PLUS_MONTHLY, quantity: 7 }] });
    const older = b.signedEvent('customer.subscription.updated', b.peer.subscriptionObject(subscriptionId));
    b.peer.setSubscription(subscriptionId, {
      items: [
        { id: 'si_a', price: PRICES.STRIPE_PRICE_PRO_MONTHLY, quantity: 12 },
        { id: 'si_b', price: PRICES.STRIPE_PRICE_SLOT_PACK_MONTHLY, quantity: 3 },
      ],
    });
    const newer = b.signedEvent('customer.subscription.updated', b.peer.subscriptionObject(subscriptionId));
    expect((await b.deliver(newer)).status).toBe(200);
    await b.untilApplied(organizationId, [newer.id]);
    expect((await b.deliver(older)).status).toBe(200);
    await b.untilApplied(organizationId, [older.id]);
    expect(await organization(organizationId)).toMatchObject({ tierId: 'pro', seatCap: 12, slotPacks: 3, slotCap: 40 });
  });

  it('keeps an accepted event through a worker outage and applies it when a worker returns', async () => {
    const { harness } = b;
    const taskQueue = `${harness.config.temporal.taskQueue}-outage`;
    const config = { ...harness.config, temporal: { ...harness.config.temporal, taskQueue } };
    const { app } = buildApi({ config, logger: createLogger(config), sequelize: harness.sequelize, temporal: harness.temporal });
    const organizationId = (await createTeam(owner)).id;
    const checkout = await owner.agent.post(`/api/user/organizations/${organizationId}/payments/checkout`).send({
      tierId: 'pro',
      interval: 'monthly',
      seatCount: 7,
      successUrl: 'https://app.vigil.test/ok',
      cancelUrl: 'https://app.vigil.test/no',
    });
    const session = b.peer.completeCheckout(checkout.body.data.sessionId);
    const event = b.signedEvent('checkout.session.completed', session);
    expect((await b.deliver(event, app)).status).toBe(200);
    const handle = harness.temporal.workflow.getHandle(billingWorkflowId(organizationId));
    expect((await handle.describe()).status.name).toBe('RUNNING');
    expect(await organization(organizationId)).toMatchObject({ tierId: null, seatCap: 5 });

    const activityResources = createActivityDependencies({ config, temporal: harness.temporal });
    const { worker, connection } = await createWorker({
      address: testEnv('temporalAddress'),
      namespace: config.temporal.namespace,
      taskQueue,
      dependencies: activityResources.dependencies,
      workflowBundlePath: testEnv('workflowBundle'),
    });
    await worker.runUntil(b.untilApplied(organizationId, [event.id]));
    await connection.close();
    await activityResources.close();
    expect(await organization(organizationId)).toMatchObject({ tierId: 'pro', seatCap: 7, hasActiveSubscription: true });
  });

  it('answers 503 and records nothing when Temporal cannot take the event, so Stripe sends it again', async () => {
    const { harness } = b;
    const unreachable = new Client({ connection: harness.temporal.connection, namespace: 'vigil-namespace-that-does-not-exist' });
    const { app } = buildApi({
      config: harness.config,
      logger: createLogger(harness.config),
      sequelize: harness.sequelize,
      temporal: unreachable,
    });
    const { organizationId, subscriptionId } = await subscribedTeam(5);
    b.peer.setSubscription(subscriptionId, { items: [{ id: 'si_retry', price: PRICES.STRIPE_PRICE_PLUS_MONTHLY, quantity: 8 }] });
    const event = b.signedEvent('customer.subscription.updated', b.peer.subscriptionObject(subscriptionId));

    const refused = await b.deliver(event, app);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    expect(await countRows('SELECT count(*) FROM stripe_events WHERE id = :id', { id: event.id })).toBe(0);

    expect((await b.deliver(event)).status).toBe(200);
    await b.untilApplied(organizationId, [event.id]);
    expect(await organization(organizationId)).toMatchObject({ seatCap: 8 });
  });

  it('repairs an organization whose webhook never arrived, deleting nothing on the downgrade', async () => {
    const { organizationId, subscriptionId } = await subscribedTeam(6);
    const colleague = await addMember(b.harness, owner, organizationId, 'member');
    b.peer.setSubscription(subscriptionId, { status: 'canceled' });
    const repair = await b.harness.temporal.workflow.start('repairBillingWorkflow', {
      workflowId: `repair-${organizationId}`,
      taskQueue: b.harness.config.temporal.taskQueue,
    });
    expect(await repair.result()).toBeGreaterThanOrEqual(1);
    expect(await organization(organizationId)).toMatchObject({
      tierId: null,
      seatCap: 5,
      slotCap: 3,
      slotPacks: 0,
      hasActiveSubscription: false,
    });
    expect((await organization(organizationId)).subscription).toMatchObject({ paymentSubscriptionId: subscriptionId, status: 'canceled' });
    const members = await owner.agent.get(`/api/user/organizations/${organizationId}/members`);
    expect(members.body.data.map((m: { email: string }) => m.email)).toContain(colleague.email);
    const again = await b.harness.temporal.workflow.start('repairBillingWorkflow', {
      workflowId: `repair-again-${organizationId}`,
      taskQueue: b.harness.config.temporal.taskQueue,
    });
    await again.result();
    expect(await organization(organizationId)).toMatchObject({ tierId: null, seatCap: 5 });
    await replayFreshAndRecorded(HISTORIES, 'repair-billing', await repair.fetchHistory(), repair.workflowId);
  });

  it('has a per-task-queue schedule for the periodic repair', async () => {
    const description = await b.harness.temporal.schedule
      .getHandle(billingReconcileScheduleId(b.harness.config.temporal.taskQueue))
      .describe();
    expect(description.action).toMatchObject({ type: 'startWorkflow', workflowType: 'repairBillingWorkflow' });
    expect(description.policies.overlap).toBe('SKIP');
  });

  it('replays the reconciliation workflow’s fresh history and the recorded one without non-determinism', async () => {
    const { organizationId, subscriptionId } = await subscribedTeam(5);
    const event = b.signedEvent('customer.subscription.updated', b.peer.subscriptionObject(subscriptionId));
    await b.deliver(event);
    await b.untilApplied(organizationId, [event.id]);
    const handle = b.harness.temporal.workflow.getHandle(billingWorkflowId(organizationId));
    await replayFreshAndRecorded(HISTORIES, 'reconcile-billing', await handle.fetchHistory(), handle.workflowId);
  });
});
