import type { BrowserContext, Page } from 'playwright-core';
import request from 'supertest';
import { launchChromium, type LaunchedChromium } from '../support/chromium';
import { startServedHarness, type Harness } from '../support/harness';
import { authorizationQuery, exchangeCode, pkcePair, registerApp, startRedirectReceiver, type RegisteredApp } from '../support/oauth';
import { addMember, createTeam } from '../support/organizations';
import { eventually } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';

/**
 * A third-party developer's view of Vigil's OAuth: an application registered by an organization, a
 * member who signs in and presses "Allow" (or "Deny") on Vigil's consent page in headless Chromium,
 * the code arriving at the application's own local redirect URI, and the token used on the API.
 */
describe('the consent page in Chromium', () => {
  let harness: Harness;
  let receiver: Awaited<ReturnType<typeof startRedirectReceiver>>;
  let redirectUri: string;
  let received: URL[];
  let chromium: LaunchedChromium;
  let browser: BrowserContext;
  let page: Page;
  let owner: SignedUpUser;
  let member: SignedUpUser;
  let teamId: string;
  let teamName: string;
  let app: RegisteredApp;

  beforeAll(async () => {
    harness = await startServedHarness();
    // The application's own server: it only records what arrives at its redirect URI.
    receiver = await startRedirectReceiver();
    ({ redirectUri, received } = receiver);

    owner = await signUpUser(harness, 'consentowner');
    const team = await createTeam(owner);
    teamId = team.id;
    teamName = team.name;
    member = await addMember(harness, owner, teamId, 'member', 'consentmember');
    app = await registerApp(owner, teamId, {
      name: 'Acme Insights',
      redirectUris: [redirectUri],
      scopes: ['user:read', 'organization:read', 'projects:read'],
    });

    chromium = await launchChromium();
    browser = chromium.context;
    page = browser.pages()[0] ?? (await browser.newPage());
  }, 600_000);

  afterAll(async () => {
    await chromium?.close();
    await receiver?.close();
    await harness?.stop();
  });

  function authorizationUrl(challenge: string, state: string, scope: string): string {
    const query = new URLSearchParams(authorizationQuery(app, { scope, challenge, state }));
    return `${harness.config.baseUrl}/oauth/authorize?${query}`;
  }

  async function arrivalWithState(state: string): Promise<URL> {
    return eventually(
      async () => received.find((url) => url.searchParams.get('state') === state),
      (url) => url !== undefined,
      15_000,
    ) as Promise<URL>;
  }

  it('signs the member in, shows the application and its scopes, and sends the code on "Allow"', async () => {
    const { verifier, challenge } = pkcePair();
    await page.goto(authorizationUrl(challenge, 'allow-1', 'user:read organization:read'));
    expect(new URL(page.url()).pathname).toMatch(/^\/oauth\/consent\//);
    expect(await page.locator('#application-name').textContent()).toBe('Acme Insights');
    expect(await page.locator('#registrant').textContent()).toContain(teamName);
    const scopes = await page.locator('#scopes li').allTextContents();
    expect(scopes).toEqual([expect.stringContaining('See your name, e-mail address'), expect.stringContaining('See your organizations')]);

    await page.locator('#email').fill(member.email);
    await page.locator('#password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();

    const arrival = await arrivalWithState('allow-1');
    const code = arrival.searchParams.get('code')!;
    expect(arrival.searchParams.get('iss')).toBe(harness.config.baseUrl);
    const tokens = await exchangeCode(harness.app, app, code, verifier, redirectUri);
    expect(tokens.status).toBe(200);
    const bearer = `Bearer ${tokens.body.access_token}`;
    const me = await request(harness.app).get('/api/user/me').set('Authorization', bearer);
    expect(me.body.data.email).toBe(member.email);
    expect((await request(harness.app).get(`/api/user/organizations/${teamId}/members`).set('Authorization', bearer)).status).toBe(200);
    // projects:read was not asked for: the token cannot list projects.
    expect((await request(harness.app).get(`/api/user/organizations/${teamId}/projects`).set('Authorization', bearer)).status).toBe(403);
  });

  it('sends access_denied to the redirect URI on "Deny"', async () => {
    const { challenge } = pkcePair();
    await page.goto(authorizationUrl(challenge, 'deny-1', 'projects:read'));
    await page.getByRole('button', { name: 'Deny' }).click();
    const arrival = await arrivalWithState('deny-1');
    expect(arrival.searchParams.get('error')).toBe('access_denied');
    expect(arrival.searchParams.get('code')).toBeNull();
  });

  it('serves the consent page under a strict content security policy', async () => {
    const { challenge } = pkcePair();
    // page.goto answers with the last response of the redirects: the consent page's.
    const response = await page.goto(authorizationUrl(challenge, 'csp-1', 'user:read'));
    const policy = response!.headers()['content-security-policy'];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`form-action 'self' ${new URL(redirectUri).origin}`);
  });
});
