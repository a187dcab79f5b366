import { randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import request from 'supertest';
import { LoginEventModel } from '../../models/auth';
import { UserModel } from '../../models/users';
import { MembershipModel, OrganizationModel } from '../../models/organizations';
import { SsoSignInStateModel } from '../../models/sso';
import { hashToken } from '../../domain/shared/secrets';
import type { DnsServer } from '../support/dns-server';
import { addVerifiedDomain } from '../support/domains';
import { startHarnessWithDns, type Harness } from '../support/harness';
import { grantApprovedBeforeProof, grantRowsOf, tokenRequest } from '../support/oauth';
import { startOidcProvider, type OidcProvider } from '../support/oidc-provider';
import { createTeam, invitationTokenMailedTo } from '../support/organizations';
import { signUpUser, TEST_PASSWORD, type SignedUpUser } from '../support/users';

const BASE_URL = 'http://vigil.test';
const APP_URL = 'http://app.vigil.test';
const CALLBACK = `${BASE_URL}/api/auth/sso/callback`;

/** The browser's side at the identity provider: follows its redirects by hand, keeping its cookies. */
async function walkIdentityProvider(authorizationUrl: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!, value ?? '');
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
    url = new URL(location, url).href;
    if (url.startsWith(CALLBACK)) return new URL(url);
  }
  throw new Error('the provider never redirected back');
}

describe('SSO sign-in against a real OIDC provider', () => {
  let dns: DnsServer;
  let idp: OidcProvider;
  let harness: Harness;
  beforeAll(async () => {
    idp = await startOidcProvider(CALLBACK);
    ({ harness, dns } = await startHarnessWithDns({ env: { FETCH_ALLOW_PRIVATE_NETWORKS: 'true', BASE_URL, APP_URL } }));
  });
  afterAll(async () => {
    await harness.stop();
    await idp.stop();
  });

  /** A team with a verified domain (admitting newcomers by `autoJoin`) and SSO configured for the provider. */
  async function ssoTeam(autoJoin: 'automatic' | 'approval' | 'off' = 'automatic') {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const { domain: domainName, id: domainId } = await addVerifiedDomain(owner, team.id, dns);
    await owner.agent
      .put(`/api/user/organizations/${team.id}/domains/${domainId}/auto-join`)
      .send({ mode: autoJoin, role: 'member' })
      .expect(200);
    const sso = { provider: 'oidc', issuerUrl: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret };
    await owner.agent.put(`/api/user/organizations/${team.id}/settings/sso`).send(sso).expect(200);
    return { owner, team, domainName };
  }

  /** From the e-mail form to the provider's redirect back: the browser agent holds our state cookie. */
  async function startSignIn(email: string) {
    const browser = request.agent(harness.app);
    const found = await browser.post('/api/auth/sign-in/sso').send({ email });
    expect(found.status).toBe(200);
    const login = await browser.get(new URL(found.body.data.url).pathname);
    expect(login.status).toBe(302);
    const authorization = new URL(login.headers.location!);
    expect(authorization.origin).toBe(idp.issuer);
    return { browser, authorization, callback: await walkIdentityProvider(authorization.href) };
  }

  const callbackPath = (callback: URL) => `${callback.pathname}${callback.search}`;

  it('signs a new user in: account created with a proven address, active membership, sso session, audit and login history', async () => {
    const { owner, team, domainName } = await ssoTeam();
    const email = `ada-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email, name: 'Ada Lovelace' });
    const { browser, authorization, callback } = await startSignIn(email);
    expect(authorization.searchParams.get('scope')).toBe('openid profile email');
    expect(authorization.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('nonce')).toEqual(expect.any(String));

    const done = await browser.get(callbackPath(callback));
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe(APP_URL);
    const me = await browser.get('/api/user/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email, fullName: 'Ada Lovelace', isVerified: true });
    const session = await browser.get('/api/auth/session');
    expect(session.body.data.session).toMatchObject({ method: 'sso' });
    expect((await browser.get(`/api/user/organizations/${team.id}`)).status).toBe(200);

    const membership = await MembershipModel.findOne({ where: { organizationId: team.id, userId: me.body.data.id }, raw: true });
    expect(membership).toMatchObject({ status: 'active', role: 'member' });
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs`);
    const actions = logs.body.data.logs.map((l: { action: string }) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['member.joined_by_sso', 'sso.signed_in']));
    const events = await LoginEventModel.findAll({ where: { userId: me.body.data.id }, raw: true });
    expect(events.map((e) => [e.action, e.success])).toEqual(expect.arrayContaining([['sign_in.sso', true]]));
    expect(await SsoSignInStateModel.count({ where: { stateHash: hashToken(callback.searchParams.get('state')!) } })).toBe(0);
  });

  it('links an existing account, proving its address and ending what was made before the proof, without a second membership', async () => {
    const { team, domainName } = await ssoTeam();
    const email = `grace-${randomUUID().slice(0, 6)}@${domainName}`;
    const earlier = request.agent(harness.app);
    const signedUp = await earlier.post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName: 'Grace Hopper' });
    expect(signedUp.status).toBe(201);
    await idp.setAccount({ email });
    for (let round = 0; round < 2; round += 1) {
      const { browser, callback } = await startSignIn(email);
      expect((await browser.get(callbackPath(callback))).headers.location).toBe(APP_URL);
      const me = await browser.get('/api/user/me');
      expect(me.body.data).toMatchObject({ id: signedUp.body.data.id, fullName: 'Grace Hopper', isVerified: true });
    }
    // The password session from before the address was proven is over.
    expect((await earlier.get('/api/user/me')).status).toBe(401);
    const memberships = await MembershipModel.findAll({ where: { organizationId: team.id, email }, raw: true });
    expect(memberships.map((m) => m.status)).toEqual(['active']);
  });

  it('gives a session that meets authRequired sso, and meets mfa only when the provider reports a second factor', async () => {
    const { owner, team, domainName } = await ssoTeam();
    const security = (authRequired: string) =>
      owner.agent.put(`/api/user/organizations/${team.id}/settings/security`).send({ authRequired, requireMfa: false });
    const email = `policy-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email });
    const withoutMfa = await startSignIn(email);
    await withoutMfa.browser.get(callbackPath(withoutMfa.callback)).expect(302);
    const teamPath = `/api/user/organizations/${team.id}`;
    expect((await security('sso')).status).toBe(200);
    expect((await withoutMfa.browser.get(teamPath)).status).toBe(200);

    expect((await security('mfa')).status).toBe(200);
    const refused = await withoutMfa.browser.get(teamPath);
    expect([refused.status, refused.body.code]).toEqual([403, 'MFA_REQUIRED']);
    await idp.setAccount({ email, mfa: true });
    const withMfa = await startSignIn(email);
    await withMfa.browser.get(callbackPath(withMfa.callback)).expect(302);
    expect((await withMfa.browser.get(teamPath)).status).toBe(200);
    const session = (await withMfa.browser.get('/api/auth/session')).body.data.session;
    expect(session).toMatchObject({ method: 'sso', mfaCompleted: false, ssoOrganizationId: team.id, providerMfa: true });
  });

  /** Org A (the victim) with SSO of its own; the attacker is a password member of it and owns org B, with its own provider. */
  async function attackerWithOwnProvider() {
    const victim = await ssoTeam();
    const attacker = await signUpUser(harness, 'attacker');
    const attackerOrganization = await createTeam(attacker);
    const { id: attackerDomainId, domain: attackerDomain } = await addVerifiedDomain(attacker, attackerOrganization.id, dns);
    const sso = { provider: 'oidc', issuerUrl: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret };
    await attacker.agent.put(`/api/user/organizations/${attackerOrganization.id}/settings/sso`).send(sso).expect(200);
    // SSO admits newcomers only as the domain's auto-join says: the attacker lets their own identity in.
    await attacker.agent
      .put(`/api/user/organizations/${attackerOrganization.id}/domains/${attackerDomainId}/auto-join`)
      .send({ mode: 'automatic', role: 'member' })
      .expect(200);
    // The attacker's identity at their own provider, an address on their own verified domain, is a member of A.
    const email = `mallory-${randomUUID().slice(0, 6)}@${attackerDomain}`;
    await victim.owner.agent
      .post(`/api/user/organizations/${victim.team.id}/invites`)
      .send({ emails: [email], role: 'member' })
      .expect(200);
    await idp.setAccount({ email, mfa: true });
    const signedIn = await startSignIn(email);
    await signedIn.browser.get(callbackPath(signedIn.callback)).expect(302);
    const token = await invitationTokenMailedTo(harness, email);
    await signedIn.browser.post(`/api/user/invites/${token}/accept`).expect(201);
    return { victim, browser: signedIn.browser, attacker, attackerOrganization };
  }

  it('attack: SSO through the attacker’s own organization does not meet another organization’s sso policy', async () => {
    const { victim, browser } = await attackerWithOwnProvider();
    const teamPath = `/api/user/organizations/${victim.team.id}`;
    expect((await browser.get(teamPath)).status).toBe(200);
    await victim.owner.agent.put(`${teamPath}/settings/security`).send({ authRequired: 'sso', requireMfa: false }).expect(200);
    const refused = await browser.get(teamPath);
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(refused.body.message).toMatch(/single sign-on/);
  });

  it('attack: the attacker’s provider claiming MFA (amr) does not meet another organization’s mfa policy, only its own', async () => {
    const { victim, browser, attacker, attackerOrganization } = await attackerWithOwnProvider();
    const teamPath = `/api/user/organizations/${victim.team.id}`;
    await victim.owner.agent.put(`${teamPath}/settings/security`).send({ authRequired: 'mfa', requireMfa: false }).expect(200);
    const refused = await browser.get(teamPath);
    expect([refused.status, refused.body.code]).toEqual([403, 'MFA_REQUIRED']);
    // In the provider's own organization its second factor counts.
    await attacker.agent
      .put(`/api/user/organizations/${attackerOrganization.id}/settings/security`)
      .send({ authRequired: 'mfa', requireMfa: false })
      .expect(200);
    expect((await browser.get(`/api/user/organizations/${attackerOrganization.id}`)).status).toBe(200);
  });

  it('attack: an SSO session of another organization mints a key; the key does not meet this organization’s sso policy either', async () => {
    const { victim, browser } = await attackerWithOwnProvider();
    const teamPath = `/api/user/organizations/${victim.team.id}`;
    await victim.owner.agent.put(`${teamPath}/settings/security`).send({ authRequired: 'sso', requireMfa: false }).expect(200);
    const key = await browser.post('/api/auth/api-key/create').send({ name: 'escape', scopes: ['organization:read'] });
    expect(key.status).toBe(201);
    const refused = await request(harness.app).get(teamPath).set('X-Api-Key', key.body.data.key);
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('attack: the owner’s SSO sign-in into an account the attacker pre-registered ends the attacker’s password and second factor', async () => {
    const { domainName } = await ssoTeam();
    const email = `preclaimed-${randomUUID().slice(0, 6)}@${domainName}`;
    const attacker = request.agent(harness.app);
    const signedUp = await attacker.post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName: 'Not The Owner' });
    expect(signedUp.status).toBe(201);
    // A second factor enrolled before enrolment needed a proven address (the API now refuses it).
    await UserModel.update(
      { twoFactorEnabled: true, totpSecret: 'sealed-secret-the-attacker-holds' },
      { where: { id: signedUp.body.data.id } },
    );
    await idp.setAccount({ email });
    const owner = await startSignIn(email);
    // The owner is signed in at once, not asked for the attacker's factor.
    expect((await owner.browser.get(callbackPath(owner.callback))).headers.location).toBe(APP_URL);
    expect((await owner.browser.get('/api/user/me')).status).toBe(200);
    expect((await attacker.get('/api/user/me')).status).toBe(401);
    expect((await request(harness.app).post('/api/auth/sign-in/email').send({ email, password: TEST_PASSWORD })).status).toBe(401);
    expect(await UserModel.findByPk(signedUp.body.data.id, { raw: true })).toMatchObject({
      passwordHash: null,
      twoFactorEnabled: false,
      totpSecret: null,
    });
  });

  it('attack: the owner’s SSO sign-in into an account the attacker pre-registered ends the grant the attacker’s app holds', async () => {
    const { domainName } = await ssoTeam();
    const email = `preclaimed-${randomUUID().slice(0, 6)}@${domainName}`;
    const agent = request.agent(harness.app);
    const signedUp = await agent.post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName: 'Not The Owner' });
    expect(signedUp.status).toBe(201);
    const attacker = { id: signedUp.body.data.id as string, agent };
    const { client, tokens } = await grantApprovedBeforeProof(harness, attacker, 'user:read projects:write');
    const bearer = `Bearer ${tokens.access_token}`;
    expect((await request(harness.app).get('/api/user/me').set('Authorization', bearer)).status).toBe(200);

    await idp.setAccount({ email });
    const owner = await startSignIn(email);
    expect((await owner.browser.get(callbackPath(owner.callback))).headers.location).toBe(APP_URL);

    expect((await request(harness.app).get('/api/user/me').set('Authorization', bearer)).status).toBe(401);
    const refreshed = await tokenRequest(harness.app, client, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.body.error).toBe('invalid_grant');
    expect(await grantRowsOf(harness.sequelize, attacker.id)).toEqual({ consents: 0, grants: 0, tokens: 0 });
  });

  it('admits nobody new through SSO when the domain’s auto-join is off: the newcomer signs in to no organization', async () => {
    const { team, domainName } = await ssoTeam('off');
    const email = `outsider-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email });
    const { browser, callback } = await startSignIn(email);
    expect((await browser.get(callbackPath(callback))).headers.location).toBe(APP_URL);
    expect(await MembershipModel.count({ where: { organizationId: team.id, email } })).toBe(0);
    expect((await browser.get(`/api/user/organizations/${team.id}`)).status).toBe(404);
  });

  it('turns an SSO newcomer into a join request under approval, and a second sign-in does not skip it', async () => {
    const { owner, team, domainName } = await ssoTeam('approval');
    const email = `applicant-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email });
    for (let round = 0; round < 2; round += 1) {
      const { browser, callback } = await startSignIn(email);
      expect((await browser.get(callbackPath(callback))).headers.location).toBe(APP_URL);
      expect((await browser.get(`/api/user/organizations/${team.id}`)).status).toBe(404);
    }
    const memberships = await MembershipModel.findAll({ where: { organizationId: team.id, email }, raw: true });
    expect(memberships.map((m) => m.status)).toEqual(['pending_approval']);
    const requests = await owner.agent.get(`/api/user/organizations/${team.id}/join-requests`);
    expect(requests.body.data.map((r: { email: string }) => r.email)).toEqual([email]);
  });

  it('keeps a removed member out, and refuses a newcomer when no seat is free', async () => {
    const { owner, team, domainName } = await ssoTeam();
    const email = `leaver-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email });
    const first = await startSignIn(email);
    await first.browser.get(callbackPath(first.callback)).expect(302);
    const membership = await MembershipModel.findOne({ where: { organizationId: team.id, email }, raw: true });
    expect((await owner.agent.delete(`/api/user/organizations/${team.id}/members/${membership!.id}`)).status).toBe(200);
    const again = await startSignIn(email);
    expect((await again.browser.get(callbackPath(again.callback))).headers.location).toBe(
      `${APP_URL}/sign-in?error=sso_membership_removed`,
    );

    // Billing reconciliation lowers the cap this way; the owner holds the one seat left.
    await OrganizationModel.update({ seatCap: 1 }, { where: { id: team.id } });
    const newcomer = `newcomer-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email: newcomer });
    const full = await startSignIn(newcomer);
    expect((await full.browser.get(callbackPath(full.callback))).headers.location).toBe(`${APP_URL}/sign-in?error=sso_seat_limit`);
    expect(await MembershipModel.count({ where: { organizationId: team.id, email: newcomer } })).toBe(0);
  });

  it('refuses a callback whose state was tampered with, and records the failure', async () => {
    const { domainName } = await ssoTeam();
    const email = `mallory-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email });
    const { browser, callback } = await startSignIn(email);
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const res = await browser.get(callbackPath(callback));
    expect(res.headers.location).toBe(`${APP_URL}/sign-in?error=sso_state_invalid`);
    expect((await browser.get('/api/user/me')).status).toBe(401);
    const failure = await LoginEventModel.findOne({
      where: { action: 'sign_in.sso', success: false },
      order: [['createdAt', 'DESC']],
      raw: true,
    });
    expect(failure!.metadata).toMatchObject({ reason: 'sso_state_invalid' });
  });

  it('refuses an ID token whose nonce is not the one the sign-in was started with', async () => {
    const { domainName } = await ssoTeam();
    const email = `nonce-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email });
    const { browser, callback } = await startSignIn(email);
    await SsoSignInStateModel.update({ nonce: 'a-nonce-the-provider-never-saw' }, { where: {} });
    const res = await browser.get(callbackPath(callback));
    expect(res.headers.location).toBe(`${APP_URL}/sign-in?error=sso_token_invalid`);
    expect((await browser.get('/api/user/me')).status).toBe(401);
    const failure = await LoginEventModel.findOne({
      where: { action: 'sign_in.sso', success: false },
      order: [['createdAt', 'DESC']],
      raw: true,
    });
    expect(failure!.metadata).toMatchObject({ reason: 'sso_token_invalid', detail: expect.stringMatching(/nonce/) });
  });

  it('refuses an e-mail outside the organization’s verified domains, creating nobody', async () => {
    const { team } = await ssoTeam();
    const { domainName } = await ssoTeam();
    const email = `outsider-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email });
    const browser = request.agent(harness.app);
    const login = await browser.get(`/api/auth/sso/${team.slug}/login`);
    const callback = await walkIdentityProvider(login.headers.location!);
    const res = await browser.get(callbackPath(callback));
    expect(res.headers.location).toBe(`${APP_URL}/sign-in?error=sso_domain_not_allowed`);
    expect(await MembershipModel.count({ where: { organizationId: team.id, email } })).toBe(0);
  });

  it('refuses an address the provider does not vouch for', async () => {
    const { domainName } = await ssoTeam();
    const email = `unverified-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email, emailVerified: false });
    const { browser, callback } = await startSignIn(email);
    expect((await browser.get(callbackPath(callback))).headers.location).toBe(`${APP_URL}/sign-in?error=sso_email_not_verified`);
  });

  it('keeps the name the provider reports as text it can store: NUL as U+FFFD, an emoji at the 200-character cut left out whole', async () => {
    const { domainName } = await ssoTeam();
    const email = `named-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email, name: `Ada\u0000${'x'.repeat(195)}\u{1F600}tail` });
    const { browser, callback } = await startSignIn(email);
    expect((await browser.get(callbackPath(callback))).headers.location).toBe(APP_URL);
    expect((await browser.get('/api/user/me')).body.data.fullName).toBe(`Ada\ufffd${'x'.repeat(195)}`);
  });

  it('attack: a provider’s e-mail address with NUL in it is sso_token_invalid, and no account is made', async () => {
    const { domainName } = await ssoTeam();
    const email = `nul-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email: `nul\u0000${email}` });
    const { browser, callback } = await startSignIn(email);
    expect((await browser.get(callbackPath(callback))).headers.location).toBe(`${APP_URL}/sign-in?error=sso_token_invalid`);
    // Not under the address sent, nor under anything that ends with it (NUL stored some other way).
    expect(await UserModel.count({ where: { email: { [Op.like]: `%${email}` } } })).toBe(0);
  });

  it('spends the state once: a replayed callback signs nobody in', async () => {
    const { domainName } = await ssoTeam();
    const email = `replay-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email });
    const { browser, callback } = await startSignIn(email);
    expect((await browser.get(callbackPath(callback))).headers.location).toBe(APP_URL);
    // The replay carries the state cookie too, so only the spent server-side record can stop it.
    const replay = await request(harness.app)
      .get(callbackPath(callback))
      .set('Cookie', `vigil_sso_state=${callback.searchParams.get('state')}`);
    expect(replay.headers.location).toBe(`${APP_URL}/sign-in?error=sso_state_invalid`);
    const setCookies = ([] as string[]).concat(replay.headers['set-cookie'] ?? []);
    expect(setCookies.filter((cookie) => cookie.startsWith('vigil_session='))).toEqual([]);
  });

  it('reports a sign-in the provider refused', async () => {
    const { domainName } = await ssoTeam();
    const email = `denied-${randomUUID().slice(0, 6)}@${domainName}`;
    const { browser, authorization } = await startSignIn(email);
    const state = authorization.searchParams.get('state')!;
    const res = await browser.get(`/api/auth/sso/callback?error=access_denied&state=${encodeURIComponent(state)}`);
    expect(res.headers.location).toBe(`${APP_URL}/sign-in?error=sso_denied`);
    expect(await SsoSignInStateModel.count({ where: { stateHash: hashToken(state) } })).toBe(0);
  });

  it('refuses a callback opened in a browser that did not start the sign-in', async () => {
    const { domainName } = await ssoTeam();
    const email = `csrf-${randomUUID().slice(0, 6)}@${domainName}`;
    await idp.setAccount({ email });
    const { callback } = await startSignIn(email);
    const victim = await request(harness.app).get(callbackPath(callback));
    expect(victim.headers.location).toBe(`${APP_URL}/sign-in?error=sso_state_invalid`);
  });

  it('answers 404 for an address whose domain has no SSO, and for an unknown or unready organization slug', async () => {
    const owner: SignedUpUser = await signUpUser(harness, 'plain');
    const team = await createTeam(owner);
    const unknown = await request(harness.app)
      .post('/api/auth/sign-in/sso')
      .send({ email: `someone@nosso-${randomUUID().slice(0, 6)}.com` });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    expect((await request(harness.app).get('/api/auth/sso/no-such-organization/login')).status).toBe(404);
    expect((await request(harness.app).get(`/api/auth/sso/${team.slug}/login`)).status).toBe(404);
    const invalid = await request(harness.app).post('/api/auth/sign-in/sso').send({ email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.meta.errors.map((e: { field: string }) => e.field)).toEqual(['email']);
  });
});
