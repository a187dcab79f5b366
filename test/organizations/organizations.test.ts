import request from 'supertest';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser } from '../support/users';

const SUMMARY_KEYS = ['hasActiveSubscription', 'id', 'isPersonal', 'name', 'seatCap', 'slotCap', 'slug', 'status', 'tierId', 'type'];

describe('organizations', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  it('lists the personal organization a new user owns, in short form', async () => {
    const user = await signUpUser(harness, 'lister');
    const res = await user.agent.get('/api/user/organizations');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const [personal] = res.body.data;
    expect(Object.keys(personal).sort()).toEqual(SUMMARY_KEYS);
    expect(personal).toMatchObject({
      id: user.personalOrganizationId,
      isPersonal: true,
      type: 'personal',
      status: 'active',
      tierId: null,
      seatCap: 5,
      slotCap: 3,
      hasActiveSubscription: false,
    });
  });

  it('creates a team organization with a slug generated from the name and makes the caller its owner', async () => {
    const user = await signUpUser(harness, 'founder');
    const res = await user.agent.post('/api/user/organizations').send({ name: '  Acme Research Labs ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.any(String),
      name: 'Acme Research Labs',
      slug: expect.stringMatching(/^acme-research-labs(-[a-z0-9]{5})?$/),
      status: 'active',
      type: 'team',
      tierId: null,
      subscription: null,
      hasActiveSubscription: false,
      seatCap: 5,
      slotCap: 3,
      slotPacks: 0,
      creditBalance: 0,
      requireMfa: false,
      ssoEnabled: false,
      isPersonal: false,
    });
    const mine = await user.agent.get(`/api/user/organizations/${res.body.data.id}/my-membership`);
    expect(mine.body.data).toMatchObject({ role: 'owner', status: 'active', user: { id: user.id, fullName: user.fullName } });
    const list = await user.agent.get('/api/user/organizations');
    expect(list.body.data.map((o: { id: string }) => o.id)).toEqual([user.personalOrganizationId, res.body.data.id]);
  });

  it('gives a name too short for a slug of its own a random suffix, and taken slugs another one', async () => {
    const user = await signUpUser(harness, 'short');
    const short = await user.agent.post('/api/user/organizations').send({ name: 'X' });
    expect(short.body.data.slug).toMatch(/^x-[a-z0-9]{5}$/);
    const first = await user.agent.post('/api/user/organizations').send({ name: 'Same Name Inc' });
    const second = await user.agent.post('/api/user/organizations').send({ name: 'Same Name Inc' });
    expect(second.status).toBe(201);
    expect(second.body.data.slug).not.toBe(first.body.data.slug);
  });

  it('accepts a chosen slug once and answers 400 VALIDATION_ERROR naming slug afterwards, on create and on update', async () => {
    const user = await signUpUser(harness, 'slugger');
    const slug = `chosen-${Date.now()}`;
    const first = await user.agent.post('/api/user/organizations').send({ name: 'Chosen', slug });
    expect(first.status).toBe(201);
    expect(first.body.data.slug).toBe(slug);
    const taken = await user.agent.post('/api/user/organizations').send({ name: 'Other', slug: slug.toUpperCase().toLowerCase() });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      meta: { errors: [expect.objectContaining({ field: 'slug', error: 'is already taken' })] },
    });
    const other = await createTeam(user);
    const moved = await user.agent.put(`/api/user/organizations/${other.id}`).send({ slug });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ code: 'VALIDATION_ERROR', meta: { errors: [expect.objectContaining({ field: 'slug' })] } });
    expect((await user.agent.get(`/api/user/organizations/${other.id}`)).body.data.slug).toBe(other.slug);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{}, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 'Ok', slug: 'ab' }, 'slug'],
    [{ name: 'Ok', slug: 'x'.repeat(49) }, 'slug'],
    [{ name: 'Ok', slug: 'Upper-Case' }, 'slug'],
    [{ name: 'Ok', slug: 'under_score' }, 'slug'],
    [{ name: 'Ok', slug: '-leading' }, 'slug'],
  ])('refuses the creation body %j with a validation error on %s', async (body, field) => {
    const user = await signUpUser(harness, 'invalid');
    const res = await user.agent.post('/api/user/organizations').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.meta.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('shows the subscription and reports it active while it is active or trialing', async () => {
    const owner = await signUpUser(harness, 'subscriber');
    const team = await createTeam(owner);
    const subscription = {
      paymentSubscriptionId: 'sub_123',
      status: 'trialing',
      interval: 'monthly',
      currentPeriodEnd: '2030-01-31T00:00:00Z',
      cancelAt: null,
    };
    await harness.sequelize.query(`UPDATE organizations SET subscription = $1::jsonb, tier_id = 'plus' WHERE id = $2`, {
      bind: [JSON.stringify(subscription), team.id],
    });
    const res = await owner.agent.get(`/api/user/organizations/${team.id}`);
    expect(res.body.data).toMatchObject({
      tierId: 'plus',
      hasActiveSubscription: true,
      subscription: {
        paymentSubscriptionId: 'sub_123',
        status: 'trialing',
        interval: 'monthly',
        currentPeriodEnd: '2030-01-31T00:00:00.000Z',
        cancelAt: null,
      },
    });
    await harness.sequelize.query(
      `UPDATE organizations SET subscription = jsonb_set(subscription, '{status}', '"canceled"') WHERE id = $1`,
      { bind: [team.id] },
    );
    const canceled = await owner.agent.get('/api/user/organizations');
    expect(canceled.body.data.find((o: { id: string }) => o.id === team.id).hasActiveSubscription).toBe(false);
  });

  it('lets owners and admins rename an organization and change its slug, and records what changed', async () => {
    const owner = await signUpUser(harness, 'renamer');
    const team = await createTeam(owner);
    const admin = await addMember(harness, owner, team.id, 'admin');
    const newSlug = `renamed-${Date.now()}`;
    const byOwner = await owner.agent.put(`/api/user/organizations/${team.id}`).send({ name: 'Renamed Team', slug: newSlug });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.data).toMatchObject({ id: team.id, name: 'Renamed Team', slug: newSlug });
    expect(new Date(byOwner.body.data.updatedAt).getTime()).toBeGreaterThan(new Date(byOwner.body.data.createdAt).getTime());
    const byAdmin = await admin.agent.put(`/api/user/organizations/${team.id}`).send({ name: 'Admin Named' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toMatchObject({ name: 'Admin Named', slug: newSlug });

    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=organization.updated`);
    expect(logs.body.data.logs.map((l: { metadata: unknown }) => l.metadata)).toEqual([
      { changes: { name: { from: 'Renamed Team', to: 'Admin Named' } } },
      { changes: { name: { from: team.name, to: 'Renamed Team' }, slug: { from: team.slug, to: newSlug } } },
    ]);
  });

  it('answers an update that changes nothing with the organization and writes no audit entry', async () => {
    const owner = await signUpUser(harness, 'noop');
    const team = await createTeam(owner);
    const res = await owner.agent.put(`/api/user/organizations/${team.id}`).send({ name: team.name });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe(team.name);
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=organization.updated`);
    expect(logs.body.data.total).toBe(0);
  });

  it('refuses a slug another organization holds, and refuses members', async () => {
    const owner = await signUpUser(harness, 'clash');
    const team = await createTeam(owner);
    const other = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    const clash = await owner.agent.put(`/api/user/organizations/${team.id}`).send({ slug: other.slug });
    expect(clash.status).toBe(400);
    expect(clash.body).toMatchObject({ code: 'VALIDATION_ERROR', meta: { errors: [expect.objectContaining({ field: 'slug' })] } });
    const forbidden = await member.agent.put(`/api/user/organizations/${team.id}`).send({ name: 'Nope' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    const read = await member.agent.get(`/api/user/organizations/${team.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.name).toBe(team.name);
  });

  it('answers 401 without a credential', async () => {
    const owner = await signUpUser(harness, 'anon');
    expect((await request(harness.app).get('/api/user/organizations')).status).toBe(401);
    expect((await request(harness.app).get(`/api/user/organizations/${owner.personalOrganizationId}`)).status).toBe(401);
    expect((await request(harness.app).post('/api/user/organizations').send({ name: 'x' })).status).toBe(401);
  });
});
