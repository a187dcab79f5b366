import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { startHarness, type Harness } from '../support/harness';
import { oauthAppsPath, registerApp } from '../support/oauth';
import { createApiKey } from '../support/api-keys';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser, type SignedUpUser } from '../support/users';

/** The routes organizations register OAuth applications with: shapes, validation, roles and strangers. */
describe('OAuth application routes', () => {
  let harness: Harness;
  let owner: SignedUpUser;
  let teamId: string;

  beforeAll(async () => {
    harness = await startHarness();
    owner = await signUpUser(harness, 'appsowner');
    teamId = (await createTeam(owner)).id;
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('creates a confidential app with its secret shown once, lists, reads, changes and deletes it, with audit entries', async () => {
    const created = await owner.agent.post(oauthAppsPath(teamId)).send({
      name: '  Acme  ',
      redirectUris: ['https://acme.example/cb', 'https://acme.example/cb'],
      scopes: ['projects:read', 'user:read'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Acme',
      redirectUris: ['https://acme.example/cb'],
      scopes: ['user:read', 'projects:read'],
      public: false,
      organizationId: teamId,
    });
    expect(created.body.data.clientSecret).toMatch(/^vcs_[A-Za-z0-9]{48}$/);
    const appPath = `${oauthAppsPath(teamId)}/${created.body.data.id}`;
    const read = await owner.agent.get(appPath);
    expect(read.body.data.clientSecret).toBeUndefined();
    expect((await owner.agent.get(oauthAppsPath(teamId))).body.data.map((app: { id: string }) => app.id)).toContain(created.body.data.id);
    const [stored] = await harness.sequelize.query<{ client_secret_hash: string }>(
      'SELECT client_secret_hash FROM oauth_applications WHERE id = $1',
      {
        bind: [created.body.data.id],
        type: QueryTypes.SELECT,
      },
    );
    expect(stored!.client_secret_hash).not.toContain(created.body.data.clientSecret);

    const changed = await owner.agent.put(appPath).send({ name: 'Acme 2', scopes: ['user:read'] });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Acme 2', scopes: ['user:read'], redirectUris: ['https://acme.example/cb'] });
    expect((await owner.agent.delete(appPath)).status).toBe(200);
    expect((await owner.agent.get(appPath)).status).toBe(404);
    const audit = await owner.agent.get(`/api/user/organizations/${teamId}/audit-logs`).query({ limit: 100 });
    const actions = audit.body.data.logs.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['oauth_app.created', 'oauth_app.updated', 'oauth_app.deleted']));
  });

  it('creates a public app without a secret', async () => {
    const app = await registerApp(owner, teamId, { public: true, redirectUris: ['http://localhost:8123/cb'] });
    expect(app.clientSecret).toBeUndefined();
  });

  it('refuses redirect URIs that are not exact https or loopback http, unknown scopes and empty changes', async () => {
    for (const redirectUri of [
      'http://app.example.com/cb',
      'https://app.example.com/cb#frag',
      'https://user:pw@app.example.com/cb',
      'ftp://x.example/cb',
      'not a uri',
    ]) {
      const res = await owner.agent.post(oauthAppsPath(teamId)).send({ name: 'Bad', redirectUris: [redirectUri], scopes: ['user:read'] });
      expect(res.status).toBe(400);
      expect(res.body.meta.errors[0].field).toBe('redirectUris.0');
    }
    const unknownScope = await owner.agent
      .post(oauthAppsPath(teamId))
      .send({ name: 'Bad', redirectUris: ['https://a.example/cb'], scopes: ['root'] });
    expect(unknownScope.body.code).toBe('VALIDATION_ERROR');
    const app = await registerApp(owner, teamId);
    expect((await owner.agent.put(`${oauthAppsPath(teamId)}/${app.id}`).send({})).status).toBe(400);
  });

  it('is for owners and admins: members get 403, strangers 404, a narrow key 403', async () => {
    const app = await registerApp(owner, teamId);
    const admin = await addMember(harness, owner, teamId, 'admin', 'appsadmin');
    expect((await admin.agent.get(`${oauthAppsPath(teamId)}/${app.id}`)).status).toBe(200);
    const member = await addMember(harness, owner, teamId, 'member', 'appsmember');
    expect((await member.agent.get(oauthAppsPath(teamId))).status).toBe(403);
    expect((await member.agent.delete(`${oauthAppsPath(teamId)}/${app.id}`)).status).toBe(403);
    const stranger = await signUpUser(harness, 'appsstranger');
    expect((await stranger.agent.get(`${oauthAppsPath(teamId)}/${app.id}`)).status).toBe(404);
    // The stranger's own organization does not reach another organization's app either.
    expect((await stranger.agent.get(`${oauthAppsPath(stranger.personalOrganizationId)}/${app.id}`)).status).toBe(404);
    const narrowKey = (await createApiKey(owner, { scopes: ['organization:read'] })).key;
    expect((await request(harness.app).get(oauthAppsPath(teamId)).set('X-Api-Key', narrowKey)).status).toBe(403);
    expect((await request(harness.app).get(oauthAppsPath(teamId))).status).toBe(401);
  });
});
