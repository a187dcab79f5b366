import http from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { LoginEventModel } from '../../models/auth';
import type { DnsServer } from '../support/dns-server';
import { addVerifiedDomain } from '../support/domains';
import { startHarnessWithDns, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { signUpUser } from '../support/users';

const APP_URL = 'http://app.vigil.test';
/** 32 MiB of JSON once inflated, about 32 KiB on the wire. */
const INFLATED_BYTES = 32 * 1024 * 1024;

type Behaviour = 'gzip-bomb' | 'foreign-authorization-endpoint' | 'token-bomb';

/**
 * An identity provider run by an attacker: each issuer path (`/<tenant>`) behaves as the test says,
 * and every request is counted.
 */
async function startHostileProvider() {
  const bomb = gzipSync(Buffer.concat([Buffer.from('{"issuer":"'), Buffer.alloc(INFLATED_BYTES, 'a'), Buffer.from('"}')]));
  const behaviours = new Map<string, Behaviour>();
  const requests = new Map<string, number>();
  let origin = '';
  const server = http.createServer((req, res) => {
    const [, tenant = '', ...rest] = (req.url ?? '').split('/');
    requests.set(tenant, (requests.get(tenant) ?? 0) + 1);
    const route = `/${rest.join('/')}`.replace(/\?.*$/, '');
    const behaviour = behaviours.get(tenant);
    const issuer = `${origin}/${tenant}`;
    const inflating = () => res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(bomb);
    if (route === '/token' && behaviour === 'token-bomb') return void req.resume().on('end', inflating);
    if (route !== '/.well-known/openid-configuration') return void res.writeHead(404).end();
    if (behaviour === 'gzip-bomb') return void inflating();
    const authorizationEndpoint = behaviour === 'token-bomb' ? `${issuer}/auth` : 'https://attacker.example/authorize';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        issuer,
        authorization_endpoint: authorizationEndpoint,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer(behaviour: Behaviour): string {
      const tenant = `t${randomUUID().slice(0, 8)}`;
      behaviours.set(tenant, behaviour);
      return `${origin}/${tenant}`;
    },
    requestsTo: (issuer: string) => requests.get(new URL(issuer).pathname.slice(1)) ?? 0,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SSO against a hostile identity provider', () => {
  let dns: DnsServer;
  let provider: Awaited<ReturnType<typeof startHostileProvider>>;
  let harness: Harness;
  beforeAll(async () => {
    provider = await startHostileProvider();
    ({ harness, dns } = await startHarnessWithDns({ env: { FETCH_ALLOW_PRIVATE_NETWORKS: 'true', APP_URL } }));
  });
  afterAll(async () => {
    await harness.stop();
    await provider.stop();
  });

  /** A team whose owner points SSO at the attacker's issuer (an owner can be the attacker, or be fooled). */
  async function teamWithIssuer(issuerUrl: string) {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    await addVerifiedDomain(owner, team.id, dns);
    await owner.agent
      .put(`/api/user/organizations/${team.id}/settings/sso`)
      .send({ provider: 'oidc', issuerUrl, clientId: 'client', clientSecret: 'a-client-secret-of-some-length' })
      .expect(200);
    return { owner, team };
  }

  it('reads at most 1 MiB of an inflating discovery document when the connection is tested', async () => {
    const issuer = provider.issuer('gzip-bomb');
    const { owner, team } = await teamWithIssuer(issuer);
    const res = await owner.agent.post(`/api/user/organizations/${team.id}/settings/sso/test`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ success: false, endpoints: null, error: 'The response is larger than 1048576 bytes' });
  });

  it('refuses the public login route from an inflating discovery document, and asks the provider once for repeated attempts', async () => {
    const issuer = provider.issuer('gzip-bomb');
    const { team } = await teamWithIssuer(issuer);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const login = await request(harness.app).get(`/api/auth/sso/${team.slug}/login`);
      expect([login.status, login.headers.location]).toEqual([302, `${APP_URL}/sign-in?error=sso_unavailable`]);
    }
    expect(provider.requestsTo(issuer)).toBe(1);
  });

  it('reads at most 1 MiB of an inflating token response on the callback', async () => {
    const issuer = provider.issuer('token-bomb');
    const { team } = await teamWithIssuer(issuer);
    const browser = request.agent(harness.app);
    const login = await browser.get(`/api/auth/sso/${team.slug}/login`);
    const authorization = new URL(login.headers.location!);
    expect(authorization.href.startsWith(`${issuer}/auth?`)).toBe(true);
    // The provider "signs the user in" and sends the browser back with a code; its token endpoint answers with the bomb.
    const callback = await browser.get(
      `/api/auth/sso/callback?code=a-code&state=${encodeURIComponent(authorization.searchParams.get('state')!)}`,
    );
    expect(callback.headers.location).toBe(`${APP_URL}/sign-in?error=sso_token_invalid`);
    const failure = await LoginEventModel.findOne({
      where: { action: 'sign_in.sso', success: false },
      order: [['createdAt', 'DESC']],
      raw: true,
    });
    expect(failure!.metadata).toMatchObject({ reason: 'sso_token_invalid', detail: expect.stringMatching(/larger than 1048576 bytes/) });
  });

  it('never redirects a browser to an authorization endpoint outside the issuer’s domain', async () => {
    const issuer = provider.issuer('foreign-authorization-endpoint');
    const { owner, team } = await teamWithIssuer(issuer);
    const login = await request(harness.app).get(`/api/auth/sso/${team.slug}/login`);
    expect([login.status, login.headers.location]).toEqual([302, `${APP_URL}/sign-in?error=sso_unavailable`]);
    const tested = await owner.agent.post(`/api/user/organizations/${team.id}/settings/sso/test`);
    expect(tested.body.data).toMatchObject({
      success: false,
      endpoints: null,
      error: "The authorization_endpoint (attacker.example) is not on the issuer's domain 127.0.0.1",
    });
  });
});
