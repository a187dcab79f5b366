import type { BrowserContext, Page } from 'playwright-core';
import request from 'supertest';
import { unsubscribeLink } from '../../domain/alerts/unsubscribe';
import { UserModel } from '../../models/users';
import { launchChromium, type LaunchedChromium } from '../support/chromium';
import { startServedHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { linkIn } from '../support/smtp-capture';
import { signUpUnverifiedUser, signUpUser } from '../support/users';

const NEW_PASSWORD = 'a passphrase chosen in the browser';

/**
 * The pages mailed links open, walked in headless Chromium (Debian's package, driven by
 * playwright-core) against the real app on a real port, with the links from the captured mails.
 */
describe('mailed links open pages that complete the step', () => {
  let harness: Harness;
  let chromium: LaunchedChromium;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startServedHarness();
    chromium = await launchChromium();
    browser = chromium.context;
    page = browser.pages()[0] ?? (await browser.newPage());
  }, 600_000);

  afterAll(async () => {
    await chromium?.close();
    await harness?.stop();
  });

  beforeEach(() => browser.clearCookies());

  async function mailedLink(email: string, subject: RegExp, pathPart: string): Promise<string> {
    const link = linkIn(await harness.smtp.nextMailTo(email, subject), pathPart);
    expect(link.origin).toBe(harness.config.baseUrl);
    return link.href;
  }

  async function statusReads(text: RegExp): Promise<void> {
    await page.locator('#status', { hasText: text }).waitFor({ timeout: 15_000 });
  }

  /** What the browser's own session cookie gets from the API. */
  function sessionInBrowser(): Promise<{ status: number; email?: string }> {
    return page.evaluate(async () => {
      const res = await fetch('/api/auth/session', { credentials: 'same-origin' });
      const body = (await res.json()) as { data?: { user?: { email?: string } } };
      return { status: res.status, email: body.data?.user?.email };
    });
  }

  it('confirms the address from the verification mail', async () => {
    const user = await signUpUnverifiedUser(harness.app, 'browserverify');
    await page.goto(await mailedLink(user.email, /Confirm/, '/verify-email'));
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await statusReads(/is confirmed/);
    expect(await page.locator('#status').textContent()).toContain(user.email);

    // Confirmed from a browser without the sign-up session: the first proof removes the password chosen
    // at sign-up (it may have been a pre-hijacker's), so the owner signs in by mailed link from now on.
    expect((await request(harness.app).post('/api/auth/sign-in/email').send({ email: user.email, password: user.password })).status).toBe(
      401,
    );
    expect(await UserModel.findByPk(user.id, { raw: true })).toMatchObject({ isVerified: true, passwordHash: null });
  });

  it('sets a new password from the reset mail', async () => {
    const user = await signUpUser(harness, 'browserreset');
    await request(harness.app).post('/api/auth/forgot-password').send({ email: user.email });
    await page.goto(await mailedLink(user.email, /Reset/, '/reset-password'));
    await page.locator('#password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await statusReads(/password is changed/);

    const old = await request(harness.app).post('/api/auth/sign-in/email').send({ email: user.email, password: user.password });
    expect(old.status).toBe(401);
    const fresh = await request(harness.app).post('/api/auth/sign-in/email').send({ email: user.email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
  });

  it('signs in from the magic-link mail only when the person presses the button', async () => {
    const user = await signUpUser(harness, 'browsermagic');
    await request(harness.app).post('/api/auth/magic-link').send({ email: user.email });
    await page.goto(await mailedLink(user.email, /sign-in link/, '/api/auth/magic-link/verify'));
    expect(new URL(page.url()).pathname).toBe('/magic-link');
    expect((await sessionInBrowser()).status).toBe(401);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await statusReads(/signed in as/);
    expect(await sessionInBrowser()).toEqual({ status: 200, email: user.email });
  });

  it('accepts an invitation from the invitation mail, signing in first', async () => {
    const owner = await signUpUser(harness, 'browserowner');
    const team = await createTeam(owner);
    const invitee = await signUpUser(harness, 'browserinvitee');
    await owner.agent.post(`/api/user/organizations/${team.id}/invites`).send({ emails: [invitee.email], role: 'member' });
    await page.goto(await mailedLink(invitee.email, /invited you/, '/invites/'));

    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await statusReads(/Sign in to accept/);
    await page.locator('#email').fill(invitee.email);
    await page.locator('#password').fill(invitee.password);
    await page.getByRole('button', { name: 'Sign in and accept' }).click();
    await statusReads(/joined the organization as member/);

    const members = await owner.agent.get(`/api/user/organizations/${team.id}/members`);
    expect(members.body.data).toContainEqual(expect.objectContaining({ email: invitee.email, role: 'member', status: 'active' }));
  });

  it('stops a project’s alert mails to a member from the unsubscribe link only when the member presses the button', async () => {
    const owner = await signUpUser(harness, 'browseralerts');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member', 'browserrecipient');
    const project = await createProject(owner, team.id);
    const alerts = `${projectsPath(team.id)}/${project.id}/alerts`;
    expect((await owner.agent.put(alerts).send({ mode: 'immediate', recipientMembershipIds: [member.membershipId] })).status).toBe(200);
    // The link the alert mails carry, made by the same function as theirs.
    const link = unsubscribeLink(
      harness.config.appUrl,
      { projectId: project.id, membershipId: member.membershipId },
      harness.config.secretKey,
    );

    await page.goto(link);
    expect((await owner.agent.get(alerts)).body.data.recipients).toHaveLength(1);
    await page.getByRole('button', { name: 'Stop these alerts' }).click();
    await statusReads(/no longer receive alerts for this project/);
    expect((await owner.agent.get(alerts)).body.data.recipients).toEqual([]);

    const forged = new URL(link);
    forged.searchParams.set('token', `${forged.searchParams.get('token')}x`);
    await page.goto(forged.href);
    await page.getByRole('button', { name: 'Stop these alerts' }).click();
    await statusReads(/unsubscribe link is unknown/);
  });

  it('serves the pages under a strict content security policy', async () => {
    const res = await request(harness.app).get('/verify-email').query({ token: 'anything' });
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
