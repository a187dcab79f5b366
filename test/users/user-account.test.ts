import request from 'supertest';
import { newId } from '../../domain/shared/ids';
import { MembershipModel, OrganizationModel } from '../../models/organizations';
import type { Role } from '../../domain/access/scopes';
import { createApiKey, disabledKey, expiredKey } from '../support/api-keys';
import { startHarness, type Harness } from '../support/harness';
import { signUpUser, type SignedUpUser } from '../support/users';

/** Every user route, called with a valid request; `scope` is the one it needs. */
const ROUTES: Array<{ route: string; scope: string; call: (client: request.Agent, password: string) => request.Test }> = [
  { route: 'GET /api/user/me', scope: 'user:read', call: (client) => client.get('/api/user/me') },
  { route: 'PUT /api/user/me', scope: 'user:write', call: (client) => client.put('/api/user/me').send({ fullName: 'Renamed' }) },
  { route: 'DELETE /api/user/me', scope: 'user:write', call: (client, password) => client.delete('/api/user/me').send({ password }) },
  { route: 'GET /api/user/me/export', scope: 'user:read', call: (client) => client.get('/api/user/me/export') },
  { route: 'GET /api/user/me/login-history', scope: 'user:read', call: (client) => client.get('/api/user/me/login-history') },
];

describe('the user account', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  async function count(sql: string, replacements: Record<string, unknown>): Promise<number> {
    const [rows] = await harness.sequelize.query(`SELECT count(*)::int AS n FROM ${sql}`, { replacements });
    return (rows as Array<{ n: number }>)[0]!.n;
  }

  async function personalOrganizationOf(user: SignedUpUser): Promise<string> {
    const [rows] = await harness.sequelize.query(
      `SELECT o.id FROM organizations o JOIN memberships m ON m.organization_id = o.id WHERE m.user_id = :userId AND o.type = 'personal'`,
      { replacements: { userId: user.id } },
    );
    return (rows as Array<{ id: string }>)[0]!.id;
  }

  /** Team organizations are seeded as rows: this file tests the account, not the organizations API. */
  async function teamOrganization(name: string, members: Array<[SignedUpUser, Role]>): Promise<string> {
    const id = newId();
    await OrganizationModel.create({ id, name, slug: `team-${id}`, type: 'team' });
    for (const [user, role] of members) {
      await MembershipModel.create({
        id: newId(),
        organizationId: id,
        userId: user.id,
        email: user.email,
        role,
        status: 'active',
        joinedAt: new Date(),
      });
    }
    return id;
  }

  /** A session cookie of its own, so a test can replay it after the agent has dropped its copy. */
  async function signedInCookie(user: SignedUpUser): Promise<string> {
    const res = await request(harness.app).post('/api/auth/sign-in/email').send({ email: user.email, password: user.password });
    return res.headers['set-cookie']![0]!.split(';')[0]!;
  }

  it('shows the signed-in user to a session and to an API key', async () => {
    const user = await signUpUser(harness, 'me');
    const bySession = await user.agent.get('/api/user/me');
    expect(bySession.status).toBe(200);
    expect(bySession.body.data).toMatchObject({
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      organizationCount: 1,
      role: 'user',
      isActive: true,
    });
    expect(bySession.body.data).not.toHaveProperty('passwordHash');
    const { key } = await createApiKey(user, { scopes: ['user:read'] });
    const byKey = await request(harness.app).get('/api/user/me').set('X-Api-Key', key);
    expect(byKey.body.data).toEqual(bySession.body.data);
  });

  it('renames the user, trimming the name, and audits the change', async () => {
    const user = await signUpUser(harness, 'rename');
    const before = (await user.agent.get('/api/user/me')).body.data;
    const res = await user.agent.put('/api/user/me').send({ fullName: '  Grace Hopper  ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.id, fullName: 'Grace Hopper' });
    expect(Date.parse(res.body.data.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect((await user.agent.get('/api/user/me')).body.data.fullName).toBe('Grace Hopper');
    expect(
      await count(`audit_logs WHERE user_id = :userId AND action = 'user.updated' AND organization_id IS NULL`, { userId: user.id }),
    ).toBe(1);
  });

  it.each([
    { problem: 'no name', body: {} },
    { problem: 'a blank name', body: { fullName: '   ' } },
    { problem: 'a name over 200 characters', body: { fullName: 'x'.repeat(201) } },
  ])('refuses a profile update with $problem', async ({ body }) => {
    const user = await signUpUser(harness, 'badname');
    const res = await user.agent.put('/api/user/me').send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.meta.errors).toEqual([expect.objectContaining({ field: 'fullName', location: 'body' })]);
  });

  it.each(ROUTES)('$route answers 401 without a credential, with a disabled key and with an expired key', async ({ call }) => {
    const user = await signUpUser(harness, 'unauth');
    const disabled = await disabledKey(user);
    const expired = await expiredKey(user, harness.sequelize);
    const anonymous = await call(request(harness.app), user.password);
    const withDisabled = await call(request(harness.app), user.password).set('X-Api-Key', disabled.key);
    const withExpired = await call(request(harness.app), user.password).set('Authorization', `Bearer ${expired.key}`);
    for (const res of [anonymous, withDisabled, withExpired]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
    expect((await user.agent.get('/api/user/me')).status).toBe(200);
  });

  it.each(ROUTES)('$route answers 403 to a key without $scope', async ({ call, scope }) => {
    const user = await signUpUser(harness, 'noscope');
    const other = scope === 'user:read' ? ['api-keys:read', 'user:write'] : ['api-keys:read', 'user:read'];
    const { key } = await createApiKey(user, { scopes: other });
    const res = await call(request(harness.app), user.password).set('X-Api-Key', key);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(res.body.message).toContain(scope);
    expect((await user.agent.get('/api/user/me')).status).toBe(200);
  });

  describe('login history', () => {
    it('lists failed and successful sign-ins, newest first, with address and browser', async () => {
      const user = await signUpUser(harness, 'history');
      const wrong = await request(harness.app)
        .post('/api/auth/sign-in/email')
        .set('User-Agent', 'HistoryTest/1.0 (wrong password)')
        .send({ email: user.email, password: 'not my password' });
      expect(wrong.status).toBe(401);
      const agent = request.agent(harness.app);
      const right = await agent
        .post('/api/auth/sign-in/email')
        .set('User-Agent', 'HistoryTest/1.0 (right password)')
        .send({ email: user.email, password: user.password });
      expect(right.status).toBe(200);

      const res = await agent.get('/api/user/me/login-history');
      expect(res.status).toBe(200);
      const [latest, failed, signUp] = res.body.data;
      expect(latest).toEqual({
        id: expect.any(String),
        timestamp: expect.stringMatching(/Z$/),
        action: 'sign_in.password',
        ipAddress: expect.stringMatching(/127\.0\.0\.1|::1/),
        userAgent: 'HistoryTest/1.0 (right password)',
        success: true,
        metadata: expect.any(Object),
      });
      expect(failed).toMatchObject({
        action: 'sign_in.password',
        success: false,
        userAgent: 'HistoryTest/1.0 (wrong password)',
        ipAddress: latest.ipAddress,
      });
      expect(signUp).toMatchObject({ action: 'sign_up', success: true });
      expect(Date.parse(latest.timestamp)).toBeGreaterThanOrEqual(Date.parse(failed.timestamp));
    });

    it('keeps to the 100 most recent entries', async () => {
      const user = await signUpUser(harness, 'longhistory');
      await harness.sequelize.query(
        `INSERT INTO login_events (id, user_id, email, action, success, created_at)
          SELECT gen_random_uuid(), :userId, :email, 'sign_in.password', true, now() - make_interval(mins => n)
          FROM generate_series(1, 120) AS n`,
        { replacements: { userId: user.id, email: user.email } },
      );
      const res = await user.agent.get('/api/user/me/login-history');
      expect(res.body.data).toHaveLength(100);
      expect(res.body.data[0].action).toBe('sign_up');
      const times = res.body.data.map((entry: { timestamp: string }) => Date.parse(entry.timestamp));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });
  });

  describe('data export', () => {
    it('holds the profile, memberships, keys, sessions, sign-ins and audit entries, and no secret', async () => {
      const user = await signUpUser(harness, 'export');
      const teammate = await signUpUser(harness, 'teammate');
      const teamId = await teamOrganization('Export Research', [
        [teammate, 'owner'],
        [user, 'member'],
      ]);
      const { key, id: keyId } = await createApiKey(user, { name: 'Exporter', scopes: ['user:read'] });

      const res = await request(harness.app).get('/api/user/me/export').set('X-Api-Key', key);
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(data.profile).toMatchObject({ id: user.id, email: user.email, organizationCount: 2 });
      expect(data.memberships).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            organizationId: await personalOrganizationOf(user),
            organizationName: `${user.fullName}'s workspace`,
            role: 'owner',
            status: 'active',
          }),
          expect.objectContaining({ organizationId: teamId, organizationName: 'Export Research', role: 'member', status: 'active' }),
        ]),
      );
      expect(data.apiKeys).toEqual([
        expect.objectContaining({ id: keyId, name: 'Exporter', start: `${key.slice(0, 8)}…${key.slice(-4)}` }),
      ]);
      expect(data.sessions).toEqual([
        {
          id: expect.any(String),
          createdAt: expect.any(String),
          lastSeenAt: expect.any(String),
          expiresAt: expect.any(String),
          method: 'sign_up',
          ipAddress: expect.any(String),
          userAgent: null,
          revokedAt: null,
        },
      ]);
      expect(data.loginHistory).toEqual([expect.objectContaining({ action: 'sign_up', success: true })]);
      expect(data.auditLog.map((entry: { action: string }) => entry.action)).toEqual(
        expect.arrayContaining(['user.signed_up', 'api_key.created']),
      );

      for (const secret of ['passwordHash', 'password_hash', 'keyHash', 'tokenHash', 'totpSecret', 'codeHash', key]) {
        expect(res.text).not.toContain(secret);
      }
    });
  });

  describe('account deletion', () => {
    it('refuses a wrong password with 403 and keeps the account', async () => {
      const user = await signUpUser(harness, 'wrongpw');
      const res = await user.agent.delete('/api/user/me').send({ password: 'definitely not it' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect(res.body.message).toMatch(/password is incorrect/);
      expect((await user.agent.get('/api/user/me')).status).toBe(200);
    });

    it('asks for the password', async () => {
      const user = await signUpUser(harness, 'nopw');
      const res = await user.agent.delete('/api/user/me').send({});
      expect(res.status).toBe(400);
      expect(res.body.meta.errors).toEqual([expect.objectContaining({ field: 'password', location: 'body' })]);
    });

    it('refuses while the user is the last owner of a team that has other members, naming it', async () => {
      const owner = await signUpUser(harness, 'lastowner');
      const member = await signUpUser(harness, 'member');
      const teamId = await teamOrganization('Acme Research', [
        [owner, 'owner'],
        [member, 'admin'],
      ]);
      const res = await owner.agent.delete('/api/user/me').send({ password: owner.password });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CONFLICT');
      expect(res.body.message).toContain('"Acme Research"');
      expect((await owner.agent.get('/api/user/me')).status).toBe(200);
      expect(await count('organizations WHERE id = :teamId', { teamId })).toBe(1);
      expect(await count(`audit_logs WHERE user_id = :userId AND action = 'user.deleted'`, { userId: owner.id })).toBe(0);
    });

    it('deletes the account with its sessions, keys and lone organizations, keeps shared teams and the audit trail', async () => {
      const user = await signUpUser(harness, 'leaving');
      const coOwner = await signUpUser(harness, 'coowner');
      const personalId = await personalOrganizationOf(user);
      const soloTeamId = await teamOrganization('Solo Lab', [[user, 'owner']]);
      const sharedTeamId = await teamOrganization('Shared Lab', [
        [user, 'owner'],
        [coOwner, 'owner'],
      ]);
      const { key } = await createApiKey(user, { scopes: ['user:read'] });
      const cookie = await signedInCookie(user);

      const res = await request(harness.app).delete('/api/user/me').set('Cookie', cookie).send({ password: user.password });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ message: expect.stringMatching(/deleted/) });
      expect(res.headers['set-cookie']?.[0]).toMatch(/^vigil_session=;/);

      expect((await request(harness.app).get('/api/user/me').set('Cookie', cookie)).status).toBe(401);
      expect((await user.agent.get('/api/user/me')).status).toBe(401);
      expect((await request(harness.app).get('/api/user/me').set('X-Api-Key', key)).status).toBe(401);
      expect(await count('users WHERE id = :id', { id: user.id })).toBe(0);
      expect(await count('sessions WHERE user_id = :id', { id: user.id })).toBe(0);
      expect(await count('api_keys WHERE user_id = :id', { id: user.id })).toBe(0);
      expect(await count('login_events WHERE user_id = :id', { id: user.id })).toBe(0);
      expect(await count('organizations WHERE id IN (:ids)', { ids: [personalId, soloTeamId] })).toBe(0);
      expect(await count('organizations WHERE id = :id', { id: sharedTeamId })).toBe(1);
      expect(await count(`memberships WHERE organization_id = :id AND status = 'active'`, { id: sharedTeamId })).toBe(1);
      expect(await count(`audit_logs WHERE user_id = :id AND action = 'user.deleted' AND organization_id IS NULL`, { id: user.id })).toBe(
        1,
      );

      const signIn = await request(harness.app).post('/api/auth/sign-in/email').send({ email: user.email, password: user.password });
      expect(signIn.status).toBe(401);
      expect((await coOwner.agent.get('/api/user/me')).body.data.organizationCount).toBe(2);
    });
  });
});
