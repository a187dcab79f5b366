import request from 'supertest';
import { startHarness, type Harness } from '../support/harness';
import { createResponseValidator, type ObservedResponse } from '../support/openapi-conformance';
import { addMember, createTeam } from '../support/organizations';
import { signUpUnverifiedUser, signUpUser, uniqueEmail, type SignedUpUser } from '../support/users';

/** Real responses, nulls included, must match what the served document promises. */
describe('responses against the served OpenAPI document', () => {
  let harness: Harness;
  let problemsWith: ReturnType<typeof createResponseValidator>;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
    problemsWith = createResponseValidator((await request(harness.app).get('/api/openapi.json')).body);
  });
  afterAll(() => harness.stop());

  async function checked(
    user: SignedUpUser,
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    body?: object,
  ): Promise<ObservedResponse & { body: { data?: unknown } }> {
    const res = await user.agent[method](path).send(body);
    expect({ path, problems: problemsWith(method, path, res) }).toEqual({ path, problems: [] });
    return res;
  }

  it('documents null where the API answers null (unverified address, unused keys, open invitations)', async () => {
    const unverified = await signUpUnverifiedUser(harness.app, 'unproven');
    const me = await checked(unverified, 'get', '/api/user/me');
    expect(me.body.data).toMatchObject({ verifiedAt: null });

    const owner = await signUpUser(harness, 'documented');
    await checked(owner, 'post', '/api/auth/api-key/create', { name: 'no expiry', scopes: ['user:read'] });
    const keys = await checked(owner, 'get', '/api/auth/api-key/list');
    expect(keys.body.data).toEqual([expect.objectContaining({ expiresAt: null, lastUsedAt: null })]);

    const team = await createTeam(owner);
    await addMember(harness, owner, team.id, 'member');
    await checked(owner, 'post', `/api/user/organizations/${team.id}/invites`, { emails: [uniqueEmail('open')], role: 'member' });
    const members = await checked(owner, 'get', `/api/user/organizations/${team.id}/members`);
    expect(members.body.data).toContainEqual(expect.objectContaining({ role: 'owner', invitedAt: null, inviteExpiresAt: null }));
    const invites = await checked(owner, 'get', `/api/user/organizations/${team.id}/invites`);
    expect(invites.body.data).toEqual([expect.objectContaining({ joinedAt: null, user: null })]);
    await checked(owner, 'get', `/api/user/organizations/${team.id}/my-membership`);

    const exported = await checked(owner, 'get', '/api/user/me/export');
    expect(exported.body.data).toMatchObject({
      memberships: expect.arrayContaining([expect.objectContaining({ invitedAt: null })]),
      sessions: expect.arrayContaining([expect.objectContaining({ revokedAt: null })]),
    });
  });

  it('matches the document on reads, writes and errors across the existing routes', async () => {
    const owner = await signUpUser(harness, 'conformer');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    const reads = [
      '/api/user/data/countries',
      '/api/user/data/categories',
      '/api/auth/session',
      '/api/user/me',
      '/api/user/me/login-history',
      '/api/user/organizations',
      `/api/user/organizations/${team.id}`,
      `/api/user/organizations/${team.id}/audit-logs?limit=5`,
      `/api/user/organizations/${team.id}/audit-logs?endDate=nonsense`,
      `/api/user/organizations/00000000-0000-4000-8000-000000000000`,
    ];
    for (const path of reads) await checked(owner, 'get', path);
    await checked(owner, 'put', '/api/user/me', { fullName: 'Renamed Conformer' });
    await checked(owner, 'put', `/api/user/organizations/${team.id}`, { name: 'Conforming Team' });
    await checked(owner, 'put', `/api/user/organizations/${team.id}`, { slug: (await createTeam(owner)).slug });
    await checked(owner, 'put', `/api/user/organizations/${team.id}/members/${member.membershipId}/role`, { role: 'admin' });
    await checked(owner, 'post', '/api/user/organizations', { name: '' });
    await checked(member, 'delete', `/api/user/organizations/${team.id}/members/${owner.id}`);
  });
});
