import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SsoConfigurationModel } from '../../models/sso';
import { decryptSecret } from '../../domain/shared/secrets';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser } from '../support/users';

/** An identity provider's discovery endpoint on 127.0.0.1; `document` can be swapped during a test. */
async function startDiscoveryServer() {
  let issuer = '';
  const server = http.createServer((req, res) => {
    if (req.url !== '/.well-known/openid-configuration') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/me`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each([
  ['private networks allowed', 'true'],
  ['private networks refused', 'false'],
])('SSO configuration (%s)', (_label, allowPrivate) => {
  let harness: Harness;
  let idp: Awaited<ReturnType<typeof startDiscoveryServer>>;
  beforeAll(async () => {
    idp = await startDiscoveryServer();
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: allowPrivate } });
  });
  afterAll(async () => {
    await harness.stop();
    await idp.stop();
  });

  const ssoPath = (organizationId: string) => `/api/user/organizations/${organizationId}/settings/sso`;
  const body = () => ({
    provider: 'okta',
    issuerUrl: `${idp.issuer}/`,
    clientId: '0oa1b2c3d4e5f6g7h8',
    clientSecret: 'very-secret-client-secret',
  });

  it('stores a configuration for the owner with the secret sealed, shows it abbreviated, and records it', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    expect((await owner.agent.get(ssoPath(team.id))).status).toBe(404);
    const res = await owner.agent.put(ssoPath(team.id)).send(body());
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ enabled: true, provider: 'okta', domain: null, issuerUrl: idp.issuer, clientId: '0oa1…g7h8' });
    expect(JSON.stringify(res.body)).not.toContain('very-secret');
    const row = await SsoConfigurationModel.findByPk(team.id, { raw: true });
    expect(row!.clientSecretSealed).not.toContain('very-secret');
    expect(decryptSecret(row!.clientSecretSealed, harness.config.secretKey)).toBe('very-secret-client-secret');
    expect((await owner.agent.get(`/api/user/organizations/${team.id}`)).body.data.ssoEnabled).toBe(true);

    await owner.agent
      .put(ssoPath(team.id))
      .send({ ...body(), provider: 'oidc' })
      .expect(200);
    const removed = await owner.agent.delete(ssoPath(team.id));
    expect(removed.body.data).toEqual({ message: 'SSO configuration removed' });
    expect((await owner.agent.get(ssoPath(team.id))).status).toBe(404);
    expect((await owner.agent.get(`/api/user/organizations/${team.id}`)).body.data.ssoEnabled).toBe(false);
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?resourceType=sso_configuration`);
    expect(logs.body.data.logs.map((l: { action: string }) => l.action)).toEqual(['sso.removed', 'sso.updated', 'sso.configured']);
  });

  it('tests discovery on the saved issuer and reports the outcome without failing the request', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    await owner.agent.put(ssoPath(team.id)).send(body()).expect(200);
    const res = await owner.agent.post(`${ssoPath(team.id)}/test`);
    expect(res.status).toBe(200);
    if (allowPrivate === 'true') {
      expect(res.body.data).toMatchObject({
        success: true,
        connectionSuccessful: true,
        error: null,
        endpoints: {
          issuer: idp.issuer,
          authorizationEndpoint: `${idp.issuer}/auth`,
          tokenEndpoint: `${idp.issuer}/token`,
          jwksUri: `${idp.issuer}/jwks`,
          userinfoEndpoint: `${idp.issuer}/me`,
        },
      });
    } else {
      expect(res.body.data).toMatchObject({
        success: false,
        connectionSuccessful: false,
        endpoints: null,
        error: expect.stringMatching(/not a public address/),
      });
      // An issuer host that resolves to an internal address: the answer must not map the network for the tenant.
      await owner.agent
        .put(ssoPath(team.id))
        .send({ ...body(), issuerUrl: idp.issuer.replace('127.0.0.1', 'localhost') })
        .expect(200);
      const named = await owner.agent.post(`${ssoPath(team.id)}/test`);
      expect(named.body.data.error).toMatch(/^localhost resolves to a private or reserved address/);
      expect(named.body.data.error).not.toMatch(/127\.0\.0\.1|::1/);
    }
  });

  it('reports an issuer without a discovery document', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    await owner.agent
      .put(ssoPath(team.id))
      .send({ ...body(), issuerUrl: `${idp.issuer}/no-such-tenant` })
      .expect(200);
    const res = await owner.agent.post(`${ssoPath(team.id)}/test`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ success: false, connectionSuccessful: false, error: expect.any(String) });
  });

  it('validates the four fields and refuses others', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const res = await owner.agent
      .put(ssoPath(team.id))
      .send({ provider: 'saml', issuerUrl: `${idp.issuer}/.well-known/openid-configuration`, clientId: '', enabled: true });
    expect(res.status).toBe(400);
    // `body` is the unknown `enabled` key: the request takes exactly the four fields.
    expect(res.body.meta.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'body',
      'clientId',
      'clientSecret',
      'issuerUrl',
      'provider',
    ]);
  });

  it('lets admins read and test but only the owner change it; strangers get 404', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    await owner.agent.put(ssoPath(team.id)).send(body()).expect(200);
    const admin = await addMember(harness, owner, team.id, 'admin');
    const member = await addMember(harness, owner, team.id, 'member');
    expect((await admin.agent.get(ssoPath(team.id))).status).toBe(200);
    expect((await admin.agent.post(`${ssoPath(team.id)}/test`)).status).toBe(200);
    expect((await admin.agent.put(ssoPath(team.id)).send(body())).status).toBe(403);
    expect((await admin.agent.delete(ssoPath(team.id))).status).toBe(403);
    for (const res of [
      await member.agent.get(ssoPath(team.id)),
      await member.agent.post(`${ssoPath(team.id)}/test`),
      await member.agent.put(ssoPath(team.id)).send(body()),
    ]) {
      expect(res.status).toBe(403);
    }
    const stranger = await signUpUser(harness, 'stranger');
    expect((await stranger.agent.get(ssoPath(team.id))).status).toBe(404);
    expect((await stranger.agent.put(ssoPath(team.id)).send(body())).status).toBe(404);
    expect((await stranger.agent.delete(ssoPath(team.id))).status).toBe(404);
  });
});
