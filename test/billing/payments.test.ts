import request from 'supertest';
import { buildApi } from '../../api/server';
import { createLogger } from '../../platform/logger';
import { createApiKey } from '../support/api-keys';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser, type SignedUpUser } from '../support/users';
import { CHECKOUT_URLS, PRICES, startBillingHarness, subscribe, type BillingHarness } from './billing-harness';

describe('payments routes', () => {
  let b: BillingHarness;

  beforeAll(async () => {
    b = await startBillingHarness();
  });
  afterAll(() => b.stop());

  /** A team of its own for each test, so the tests pass in any order: its owner, and an admin and a member when asked. */
  async function team({ withColleagues = false } = {}) {
    const owner = await signUpUser(b.harness, 'owner');
    const organizationId = (await createTeam(owner)).id;
    const colleagues = withColleagues
      ? {
          admin: await addMember(b.harness, owner, organizationId, 'admin'),
          member: await addMember(b.harness, owner, organizationId, 'member'),
        }
      : null;
    const path = (suffix: string) => `/api/user/organizations/${organizationId}${suffix}`;
    return { owner, organizationId, path, admin: colleagues?.admin as SignedUpUser, member: colleagues?.member as SignedUpUser };
  }

  /** The Stripe customer a credit-pack checkout links to the organization (no subscription needed). */
  async function customerOf(owner: SignedUpUser, path: (suffix: string) => string): Promise<string> {
    const checkout = await owner.agent.post(path('/payments/credits/checkout')).send({ packId: 'credits_100', ...CHECKOUT_URLS });
    expect(checkout.status).toBe(200);
    return String(b.peer.sessions.get(checkout.body.data.sessionId)!.customer);
  }

  it('starts a subscription checkout with the tier per seat and slot packs as a second item, once per request', async () => {
    const { owner, organizationId, path } = await team();
    const body = { tierId: 'plus', interval: 'monthly', seatCount: 4, slotPacks: 2, ...CHECKOUT_URLS };
    const first = await owner.agent.post(path('/payments/checkout')).send(body);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ sessionId: expect.stringMatching(/^cs_test_/), url: expect.stringMatching(/^https:\/\//) });
    const retried = await owner.agent.post(path('/payments/checkout')).send(body);
    expect(retried.body.data.sessionId).toBe(first.body.data.sessionId);
    const writes = b.peer.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === organizationId);
    expect(writes).toHaveLength(2);
    expect(writes[0]!.idempotencyKey).toBeDefined();
    expect(writes[1]!.idempotencyKey).toBe(writes[0]!.idempotencyKey);
    expect(writes[0]!.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: organizationId,
      line_items: [
        { price: PRICES.STRIPE_PRICE_PLUS_MONTHLY, quantity: '4' },
        { price: PRICES.STRIPE_PRICE_SLOT_PACK_MONTHLY, quantity: '2' },
      ],
      success_url: CHECKOUT_URLS.successUrl,
    });
    expect([...b.peer.sessions.values()].filter((session) => session.client_reference_id === organizationId)).toHaveLength(1);
  });

  it('refuses checkout input that cannot be bought, naming the field', async () => {
    const { owner, path } = await team();
    const free = await owner.agent
      .post(path('/payments/checkout'))
      .send({ tierId: 'free', interval: 'monthly', seatCount: 1, ...CHECKOUT_URLS });
    expect(free.status).toBe(400);
    expect(free.body.code).toBe('VALIDATION_ERROR');
    expect(free.body.meta.errors).toEqual([expect.objectContaining({ field: 'tierId', location: 'body' })]);
    const noSeats = await owner.agent
      .post(path('/payments/checkout'))
      .send({ tierId: 'pro', interval: 'weekly', seatCount: 0, successUrl: 'nope', cancelUrl: CHECKOUT_URLS.cancelUrl });
    expect(noSeats.body.meta.errors.map((e: { field: string }) => e.field).sort()).toEqual(['interval', 'seatCount', 'successUrl']);
  });

  it('refuses success, cancel and return URLs outside the application’s origins: checkout cannot be made to end on an attacker’s page', async () => {
    const { owner, path } = await team();
    const sessionsBefore = b.peer.requests.length;
    const phishing = { successUrl: 'https://attacker.example/billing/done', cancelUrl: 'https://app.vigil.test.attacker.example/billing' };
    const subscription = await owner.agent
      .post(path('/payments/checkout'))
      .send({ tierId: 'plus', interval: 'monthly', seatCount: 1, ...phishing });
    expect([subscription.status, subscription.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(subscription.body.meta.errors.map((e: { field: string; location: string }) => [e.field, e.location])).toEqual([
      ['successUrl', 'body'],
      ['cancelUrl', 'body'],
    ]);
    const credits = await owner.agent
      .post(path('/payments/credits/checkout'))
      .send({ packId: 'credits_100', successUrl: CHECKOUT_URLS.successUrl, cancelUrl: 'http://app.vigil.test:8443/x' });
    expect(credits.body.meta.errors.map((e: { field: string }) => e.field)).toEqual(['cancelUrl']);
    const portal = await owner.agent.get(path('/payments/portal')).query({ returnUrl: 'https://attacker.example/settings' });
    expect([portal.status, portal.body.meta.errors]).toEqual([400, [expect.objectContaining({ field: 'returnUrl', location: 'query' })]]);
    expect(b.peer.requests.length).toBe(sessionsBefore);
    // APP_URL's own origin is always allowed, besides the origins REDIRECT_ALLOWED_ORIGINS lists.
    const own = await owner.agent
      .post(path('/payments/credits/checkout'))
      .send({ packId: 'credits_100', successUrl: 'http://app.vigil.test/done', cancelUrl: 'http://vigil.test/cancel' });
    expect(own.status).toBe(200);
  });

  it('lets only the owner start checkouts, and hides the organization from strangers', async () => {
    const { admin, member, path } = await team({ withColleagues: true });
    const stranger = await signUpUser(b.harness, 'stranger');
    const body = { tierId: 'plus', interval: 'monthly', seatCount: 4, ...CHECKOUT_URLS };
    for (const user of [admin, member]) {
      expect((await user.agent.post(path('/payments/checkout')).send(body)).status).toBe(403);
      expect((await user.agent.post(path('/payments/credits/checkout')).send({ packId: 'credits_100', ...CHECKOUT_URLS })).status).toBe(
        403,
      );
      expect((await user.agent.post(path('/payments/verify')).send({ sessionId: 'cs_test_x' })).status).toBe(403);
      expect((await user.agent.patch(path('/payments/subscription')).send({ seatCount: 9 })).status).toBe(403);
      expect((await user.agent.get(path('/payments/portal')).query({ returnUrl: CHECKOUT_URLS.cancelUrl })).status).toBe(403);
    }
    const strangerCalls = [
      stranger.agent.post(path('/payments/checkout')).send(body),
      stranger.agent.post(path('/payments/credits/checkout')).send({ packId: 'credits_100', ...CHECKOUT_URLS }),
      stranger.agent.post(path('/payments/verify')).send({ sessionId: 'cs_test_x' }),
      stranger.agent.get(path('/payments/subscription')),
      stranger.agent.patch(path('/payments/subscription')).send({ seatCount: 9 }),
      stranger.agent.get(path('/payments/subscription/usage')),
      stranger.agent.get(path('/payments/portal')).query({ returnUrl: CHECKOUT_URLS.cancelUrl }),
      stranger.agent.get(path('/settings/billing')),
      stranger.agent.put(path('/settings/billing')).send({ billingEmail: null }),
    ];
    for (const res of await Promise.all(strangerCalls)) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('answers the subscription 404 on the free tier and the usage floors to every member', async () => {
    const { member, path } = await team({ withColleagues: true });
    expect((await member.agent.get(path('/payments/subscription'))).status).toBe(404);
    const usage = await member.agent.get(path('/payments/subscription/usage'));
    expect(usage.status).toBe(200);
    expect(usage.body.data).toEqual({ activeMembers: 3, activeProjects: 0 });
  });

  it('verifies a paid checkout, links the customer and reconciles the caps from Stripe', async () => {
    const { owner, member, organizationId, path } = await team({ withColleagues: true });
    const { customerId, subscriptionId } = await subscribe(b, owner.agent, organizationId, {
      tierId: 'pro',
      interval: 'yearly',
      seatCount: 6,
      slotPacks: 1,
    });
    const subscription = await member.agent.get(path('/payments/subscription'));
    expect(subscription.status).toBe(200);
    expect(subscription.body.data).toMatchObject({
      status: 'active',
      interval: 'yearly',
      tierId: 'pro',
      seatCount: 6,
      slotPacks: 1,
      cancelAt: null,
    });
    const organization = (await owner.agent.get(path(''))).body.data;
    expect(organization).toMatchObject({ tierId: 'pro', seatCap: 6, slotCap: 30, slotPacks: 1, hasActiveSubscription: true });
    expect(organization.subscription).toMatchObject({ paymentSubscriptionId: subscriptionId, status: 'active', interval: 'yearly' });
    const linked = await b.harness.sequelize.query('SELECT stripe_customer_id FROM organizations WHERE id = :organizationId', {
      replacements: { organizationId },
      plain: true,
    });
    expect(linked).toEqual({ stripe_customer_id: customerId });
  });

  it('answers 404 when verifying a session that is unknown or belongs to another organization', async () => {
    const { owner, path } = await team();
    expect((await owner.agent.post(path('/payments/verify')).send({ sessionId: 'cs_test_unknown' })).status).toBe(404);
    const otherTeam = (await createTeam(owner)).id;
    const checkout = await owner.agent
      .post(`/api/user/organizations/${otherTeam}/payments/credits/checkout`)
      .send({ packId: 'credits_100', ...CHECKOUT_URLS });
    const foreign = await owner.agent.post(path('/payments/verify')).send({ sessionId: checkout.body.data.sessionId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
  });

  it('refuses a reduction below the seats in use, naming the field, and changes nothing at Stripe', async () => {
    const { owner, organizationId, path } = await team({ withColleagues: true });
    await subscribe(b, owner.agent, organizationId, { tierId: 'plus', interval: 'monthly', seatCount: 4 });
    const before = b.peer.requests.length;
    const res = await owner.agent.patch(path('/payments/subscription')).send({ seatCount: 2 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.meta.errors).toEqual([expect.objectContaining({ field: 'seatCount' })]);
    expect(b.peer.requests.slice(before).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sets tier, seats and slot packs in one call, prorated at Stripe; the caps follow Stripe’s callback', async () => {
    const { owner, organizationId, path } = await team();
    const { subscriptionId } = await subscribe(b, owner.agent, organizationId, {
      tierId: 'pro',
      interval: 'yearly',
      seatCount: 6,
      slotPacks: 1,
    });
    const res = await owner.agent.patch(path('/payments/subscription')).send({ tierId: 'enterprise', seatCount: 8, slotPacks: 0 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ tierId: 'enterprise', interval: 'yearly', seatCount: 8, slotPacks: 0 });
    const update = b.peer.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`).pop()!;
    expect(update.body).toMatchObject({ proration_behavior: 'create_prorations' });
    expect(update.idempotencyKey).toMatch(/^vigil\/subscription-update\//);
    const subscription = b.peer.subscriptions.get(subscriptionId);
    expect(subscription!.items).toEqual([expect.objectContaining({ price: PRICES.STRIPE_PRICE_ENTERPRISE_YEARLY, quantity: 8 })]);
    expect((await owner.agent.get(path(''))).body.data).toMatchObject({ tierId: 'pro', seatCap: 6 });

    const event = b.signedEvent('customer.subscription.updated', b.peer.subscriptionObject(subscription!.id));
    expect((await b.deliver(event)).status).toBe(200);
    await b.untilApplied(organizationId, [event.id]);
    expect((await owner.agent.get(path(''))).body.data).toMatchObject({ tierId: 'enterprise', seatCap: 8, slotCap: 100, slotPacks: 0 });
  });

  it('adds a paid credit pack to the balance exactly once', async () => {
    const { owner, organizationId, path } = await team();
    const checkout = await owner.agent.post(path('/payments/credits/checkout')).send({ packId: 'credits_500', ...CHECKOUT_URLS });
    expect(checkout.status).toBe(200);
    const session = b.peer.completeCheckout(checkout.body.data.sessionId);
    const event = b.signedEvent('checkout.session.completed', session);
    expect((await b.deliver(event)).status).toBe(200);
    expect((await b.deliver(event)).status).toBe(200);
    const verified = await owner.agent.post(path('/payments/verify')).send({ sessionId: session.id });
    expect(verified.body.data).toEqual({ status: 'complete', customerId: session.customer });
    await b.untilApplied(organizationId, [event.id, `verify:${String(session.id)}`]);
    expect((await owner.agent.get(path(''))).body.data.creditBalance).toBe(500);
  });

  it('opens the billing portal for the owner', async () => {
    const { owner, path } = await team();
    await customerOf(owner, path);
    const res = await owner.agent.get(path('/payments/portal')).query({ returnUrl: 'https://app.vigil.test/settings' });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect((await owner.agent.get(path('/payments/portal'))).body.meta.errors).toEqual([
      expect.objectContaining({ field: 'returnUrl', location: 'query' }),
    ]);
  });

  it('keeps billing settings to the owner; effectiveEmail falls back to the owner’s address', async () => {
    const { owner, admin, member, path } = await team({ withColleagues: true });
    const customerId = await customerOf(owner, path);
    const initial = await owner.agent.get(path('/settings/billing'));
    expect(initial.body.data).toEqual({ billingEmail: null, effectiveEmail: owner.email });
    const set = await owner.agent.put(path('/settings/billing')).send({ billingEmail: 'invoices@example.com' });
    expect(set.body.data).toEqual({ billingEmail: 'invoices@example.com', effectiveEmail: 'invoices@example.com' });
    expect(b.peer.customers.get(customerId)).toMatchObject({ email: 'invoices@example.com' });
    expect((await owner.agent.put(path('/settings/billing')).send({ billingEmail: 'not-an-address' })).status).toBe(400);
    expect((await owner.agent.put(path('/settings/billing')).send({})).body.meta.errors).toEqual([
      expect.objectContaining({ field: 'billingEmail' }),
    ]);
    for (const user of [admin, member]) {
      expect((await user.agent.get(path('/settings/billing'))).status).toBe(403);
      expect((await user.agent.put(path('/settings/billing')).send({ billingEmail: null })).status).toBe(403);
    }
    const cleared = await owner.agent.put(path('/settings/billing')).send({ billingEmail: null });
    expect(cleared.body.data).toEqual({ billingEmail: null, effectiveEmail: owner.email });
  });

  it('writes an audit entry for every billing change', async () => {
    const { owner, organizationId, path } = await team();
    await subscribe(b, owner.agent, organizationId, { tierId: 'plus', interval: 'monthly', seatCount: 2 });
    expect((await owner.agent.patch(path('/payments/subscription')).send({ seatCount: 3 })).status).toBe(200);
    const credits = await owner.agent.post(path('/payments/credits/checkout')).send({ packId: 'credits_100', ...CHECKOUT_URLS });
    const paid = b.signedEvent('checkout.session.completed', b.peer.completeCheckout(credits.body.data.sessionId));
    expect((await b.deliver(paid)).status).toBe(200);
    await b.untilApplied(organizationId, [paid.id]);
    expect((await owner.agent.put(path('/settings/billing')).send({ billingEmail: 'books@example.com' })).status).toBe(200);
    const logs = await owner.agent.get(path('/audit-logs')).query({ limit: 100 });
    const actions = new Set(logs.body.data.logs.map((entry: { action: string }) => entry.action));
    for (const action of [
      'billing.checkout_started',
      'billing.credits_checkout_started',
      'subscription.updated',
      'subscription.reconciled',
      'credits.granted',
      'billing.settings_updated',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('answers 503 on the Stripe routes of a server without Stripe configuration, and the rest still works', async () => {
    const { owner, path } = await team();
    const { harness } = b;
    const { app } = buildApi({
      config: { ...harness.config, billing: null },
      logger: createLogger(harness.config),
      sequelize: harness.sequelize,
      temporal: harness.temporal,
    });
    const key = (await createApiKey(owner, { scopes: ['subscription:write', 'organization:manage-billing', 'organization:read'] })).key;
    const call = (req: request.Test) => req.set('x-api-key', key);
    const checkout = await call(
      request(app)
        .post(path('/payments/checkout'))
        .send({ tierId: 'plus', interval: 'monthly', seatCount: 4, ...CHECKOUT_URLS }),
    );
    expect(checkout.status).toBe(503);
    expect(checkout.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('STRIPE_SECRET_KEY') });
    const webhook = await request(app).post('/api/webhooks/stripe').set('content-type', 'application/json').send('{}');
    expect(webhook.status).toBe(503);
    expect((await call(request(app).get(path('')))).status).toBe(200);
  });
});
