import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { changeViewUrl, signedChangeUrl, signedChangeUrlUntil } from '../../domain/monitoring/change-links';
import { recordChange, watchOneSource } from '../support/changes';
import { launchChromium, type LaunchedChromium } from '../support/chromium';
import { startServedHarness, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { signUpUser, type SignedUpUser } from '../support/users';

const DIFF = '@@ -1,3 +1,3 @@\n Pro plan\n-Price: 49 EUR per month\n+Price: 59 EUR per month\n <script>alert(1)</script>';

/** A change's page in headless Chromium: what a member, a stranger and holders of good and bad links get. */
describe('change page', () => {
  let harness: Harness;
  let chromium: LaunchedChromium;
  let browser: BrowserContext;
  let page: Page;
  let owner: SignedUpUser;
  let projectId: string;
  let first: string;
  let second: string;

  beforeAll(async () => {
    harness = await startServedHarness();
    chromium = await launchChromium();
    browser = chromium.context;
    page = browser.pages()[0] ?? (await browser.newPage());
    owner = await signUpUser(harness, 'changepage');
    const team = await createTeam(owner);
    projectId = (await createProject(owner, team.id)).id;
    const sourceId = await watchOneSource(owner, team.id, projectId);
    first = await recordChange(harness, projectId, sourceId, '@@ -1 +1 @@\n-Price: 39 EUR\n+Price: 49 EUR');
    second = await recordChange(harness, projectId, sourceId, DIFF);
    const listed = await owner.agent.get(`${projectsPath(team.id)}/${projectId}/changes`);
    expect(listed.body.data.map((change: { viewUrl: string }) => change.viewUrl)).toEqual([
      changeViewUrl(harness.config.baseUrl, second),
      changeViewUrl(harness.config.baseUrl, first),
    ]);
  }, 600_000);

  afterAll(async () => {
    await chromium?.close();
    await harness?.stop();
  });

  beforeEach(() => browser.clearCookies());

  async function signInInBrowser(user: SignedUpUser): Promise<void> {
    // A page of Vigil's whose CSP allows same-origin fetches (the change page allows none).
    await page.goto(`${harness.config.baseUrl}/verify-email`);
    const status = await page.evaluate(
      async ({ email, password }) =>
        (
          await fetch('/api/auth/sign-in/email', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          })
        ).status,
      { email: user.email, password: user.password },
    );
    expect(status).toBe(200);
  }

  it('shows a signed-in member the change: summary, source, insertions and deletions word by word, and the previous change', async () => {
    await signInInBrowser(owner);
    const response = await page.goto(changeViewUrl(harness.config.baseUrl, second));
    expect(response!.status()).toBe(200);
    expect(response!.headers()['content-security-policy']).toBe(
      "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    await expect(page.locator('h1').textContent()).resolves.toBe('The Pro plan costs 59 EUR now.');
    await expect(page.locator('.line.deleted del').allTextContents()).resolves.toEqual(['49']);
    await expect(page.locator('.line.inserted ins').allTextContents()).resolves.toEqual(['59']);
    // Page text is text: the diff's script tag is shown, never run or parsed as markup.
    await expect(page.locator('.line.context .text').last().textContent()).resolves.toBe('<script>alert(1)</script>');
    expect(await page.locator('script').count()).toBe(0);
    // The stylesheet applied (same origin, allowed by the CSP): inserted lines have a background.
    const background = await page.evaluate<string>('getComputedStyle(document.querySelector(".line.inserted")).backgroundColor');
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    // Readable on a phone: nothing wider than the viewport.
    await page.setViewportSize({ width: 375, height: 700 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('a[rel=prev]').click();
    await page.waitForURL(changeViewUrl(harness.config.baseUrl, first));
    await expect(page.locator('.line.inserted ins').allTextContents()).resolves.toEqual(['49']);
    expect(await page.locator('a[rel=next]').getAttribute('href')).toBe(changeViewUrl(harness.config.baseUrl, second));
  });

  it('shows a stranger (another organization’s member) nothing, as if the change did not exist', async () => {
    const stranger = await signUpUser(harness, 'stranger');
    await createTeam(stranger);
    await signInInBrowser(stranger);
    const response = await page.goto(changeViewUrl(harness.config.baseUrl, second));
    expect(response!.status()).toBe(404);
    expect(await page.content()).not.toContain('59 EUR');
    const unknown = await page.goto(changeViewUrl(harness.config.baseUrl, randomUUID()));
    expect([unknown!.status(), await page.locator('h1').textContent()]).toEqual([404, 'No change here']);
    await browser.clearCookies();
    expect((await page.goto(changeViewUrl(harness.config.baseUrl, second)))!.status()).toBe(404);
  });

  it('opens from a signed link without a session, its previous link signed too; an expired or altered link is refused', async () => {
    const { baseUrl, secretKey } = harness.config;
    const signed = signedChangeUrl(baseUrl, second, secretKey);
    const response = await page.goto(signed);
    expect(response!.status()).toBe(200);
    await expect(page.locator('.line.inserted ins').allTextContents()).resolves.toEqual(['59']);
    const previous = await page.locator('a[rel=prev]').getAttribute('href');
    expect(previous).toBe(signedChangeUrlUntil(baseUrl, first, Number(new URL(signed).searchParams.get('expires')), secretKey));
    expect((await page.goto(previous!))!.status()).toBe(200);

    const expired = signedChangeUrlUntil(baseUrl, second, Math.floor(Date.now() / 1000) - 60, secretKey);
    const tampered = new URL(signed);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 86_400 * 365));
    const otherChange = signed.replace(second, first);
    for (const refused of [expired, tampered.href, otherChange, `${changeViewUrl(baseUrl, second)}?sig=x`]) {
      const answer = await page.goto(refused);
      expect({ status: answer!.status(), leaked: (await page.content()).includes('59 EUR') }).toEqual({ status: 403, leaked: false });
    }
  });
});
