import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SCOPES } from '../../domain/access/scopes';
import { startHarness, type Harness } from '../support/harness';
import { createApiKey } from '../support/api-keys';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser } from '../support/users';

const ORGANIZATION_PATH = '/api/user/organizations/{organizationId}';

describe('tenancy, scopes and roles on organization routes', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  /** Every mounted route under one organization, with real ids of that organization filled in. */
  function organizationRoutes(organizationId: string, memberId: string) {
    return harness.routes
      .filter((route) => route.path === ORGANIZATION_PATH || route.path.startsWith(`${ORGANIZATION_PATH}/`))
      .map((route) => ({
        method: route.method,
        path: route.path
          .replace('{organizationId}', organizationId)
          .replace(/\{\w+\}/g, (name) => (name === '{memberId}' ? memberId : randomUUID())),
      }));
  }

  it('answers 404, and says nothing of the organization, on every organization route to a stranger’s session and API key', async () => {
    const owner = await signUpUser(harness, 'tenant');
    const team = await createTeam(owner, `Secretive ${randomUUID().slice(0, 8)}`);
    const member = await addMember(harness, owner, team.id, 'member');
    const stranger = await signUpUser(harness, 'stranger');
    const strangerKey = (await createApiKey(stranger, { scopes: [...SCOPES] })).key;
    const routes = organizationRoutes(team.id, member.membershipId);
    expect(routes.length).toBeGreaterThanOrEqual(12);

    for (const { method, path } of routes) {
      const bySession = await stranger.agent[method](path).send({});
      const byKey = await request(harness.app)[method](path).set('X-Api-Key', strangerKey).send({});
      for (const res of [bySession, byKey]) {
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
        expect(res.body.code).toBe('NOT_FOUND');
        expect(res.text).not.toContain(team.name);
        expect(res.text).not.toContain(team.slug);
      }
    }
    expect((await owner.agent.get(`/api/user/organizations/${team.id}/members`)).body.data).toHaveLength(2);
  });

  it('answers 404 for an organization that does not exist, the same as for one that does', async () => {
    const user = await signUpUser(harness, 'prober');
    const owner = await signUpUser(harness, 'probed');
    const missing = await user.agent.get(`/api/user/organizations/${randomUUID()}`);
    const foreign = await user.agent.get(`/api/user/organizations/${owner.personalOrganizationId}`);
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });

  it('answers 403 to a member on every route that needs member management', async () => {
    const owner = await signUpUser(harness, 'boss');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    const base = `/api/user/organizations/${team.id}`;
    const attempts = [
      member.agent.put(base).send({ name: 'Mine now' }),
      member.agent.put(`${base}/members/${member.membershipId}/role`).send({ role: 'admin' }),
      member.agent.delete(`${base}/members/${member.membershipId}`),
      member.agent.get(`${base}/invites`),
      member.agent.post(`${base}/invites`).send({ emails: ['x@example.com'], role: 'member' }),
      member.agent.delete(`${base}/invites/${member.membershipId}`),
      member.agent.post(`${base}/invites/${member.membershipId}/resend`),
      member.agent.get(`${base}/audit-logs`),
      member.agent.get(`${base}/audit-logs/export`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    for (const path of [base, `${base}/members`, `${base}/my-membership`]) expect((await member.agent.get(path)).status).toBe(200);
  });

  it('gives an API key only the scopes it holds, and never more than its owner’s role', async () => {
    const owner = await signUpUser(harness, 'keyholder');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    const base = `/api/user/organizations/${team.id}`;
    const readOnly = (await createApiKey(owner, { scopes: ['organization:read', 'user:read'] })).key;
    const asKey = (key: string) => ({
      get: (path: string) => request(harness.app).get(path).set('X-Api-Key', key),
      put: (path: string, body: object) => request(harness.app).put(path).set('X-Api-Key', key).send(body),
      post: (path: string, body: object) => request(harness.app).post(path).set('X-Api-Key', key).send(body),
    });

    const owners = asKey(readOnly);
    expect((await owners.get(base)).status).toBe(200);
    expect((await owners.get('/api/user/organizations')).status).toBe(200);
    for (const res of [
      await owners.put(base, { name: 'x' }),
      await owners.get(`${base}/audit-logs`),
      await owners.post(`${base}/invites`, { emails: ['x@example.com'], role: 'member' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }

    const noOrganizationScope = asKey((await createApiKey(owner, { scopes: ['user:read'] })).key);
    expect((await noOrganizationScope.get('/api/user/organizations')).status).toBe(200);
    expect((await noOrganizationScope.get(base)).status).toBe(403);
    expect((await noOrganizationScope.post('/api/user/organizations', { name: 'x' })).status).toBe(403);

    const membersKey = asKey((await createApiKey(member, { scopes: ['organization:read', 'organization:manage-members'] })).key);
    expect((await membersKey.get(`${base}/members`)).status).toBe(200);
    expect((await membersKey.get(`${base}/invites`)).status).toBe(403);

    const full = asKey((await createApiKey(owner, { scopes: ['organization:read', 'organization:manage-members'] })).key);
    expect((await full.put(base, { name: 'Renamed by key' })).status).toBe(200);
    const logs = await full.get(`${base}/audit-logs?action=organization.updated`);
    expect(logs.body.data.logs[0].actor).toMatchObject({ type: 'apiKey', id: owner.id, apiKeyId: expect.any(String) });
  });
});
