import { parseAtomFeed } from 'feedsmith';
import request from 'supertest';
import { createApiKey } from '../support/api-keys';
import { enrollTwoFactor } from '../support/auth-flows';
import { recordChange, watchOneSource } from '../support/changes';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { signUpUser, type SignedUpUser } from '../support/users';

/** The Atom feed of a project's changes: what a feed reader with the token, members and strangers get. */
describe('project change feed', () => {
  let harness: Harness;
  let owner: SignedUpUser;
  let teamId: string;
  let projectId: string;
  let otherProjectId: string;
  let changeIds: string[];

  const feedPath = (organizationId: string, id: string) => `${projectsPath(organizationId)}/${id}/changes.atom`;

  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
    owner = await signUpUser(harness, 'feedowner');
    teamId = (await createTeam(owner)).id;
    projectId = (await createProject(owner, teamId)).id;
    otherProjectId = (await createProject(owner, teamId, { name: 'Other watch' })).id;
    const sourceId = await watchOneSource(owner, teamId, projectId);
    changeIds = [
      await recordChange(harness, projectId, sourceId, '@@ -1 +1 @@\n-39 EUR\n+49 EUR', 'Pro went to 49 EUR & more <b>'),
      await recordChange(harness, projectId, sourceId, '@@ -1 +1 @@\n-49 EUR\n+59 EUR', 'Pro went to 59 EUR'),
    ];
  });
  afterAll(() => harness.stop());

  async function rotate(user: SignedUpUser, id = projectId): Promise<{ token: string; feedUrl: string }> {
    const res = await user.agent.post(`${projectsPath(teamId)}/${id}/feed-token`);
    expect(res.status).toBe(201);
    return res.body.data;
  }

  /** A feed reader: no cookie, no key, only the URL. */
  const reader = (url: string) => request(harness.app).get(url.replace(harness.config.baseUrl, ''));

  it('serves a feed reader a valid Atom feed through the token, newest change first, each linking to its page', async () => {
    const { token, feedUrl } = await rotate(owner);
    expect(token).toMatch(/^vgf_[\w-]{43}$/);
    expect(feedUrl).toBe(`${harness.config.baseUrl}${feedPath(teamId, projectId)}?token=${token}`);
    const res = await reader(feedUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseAtomFeed(res.text);
    expect(feed.id).toBe(`urn:uuid:${projectId}`);
    expect(feed.entries!.map((entry) => entry.id)).toEqual([`urn:uuid:${changeIds[1]}`, `urn:uuid:${changeIds[0]}`]);
    expect(feed.entries![1]!.title).toEqual({ value: 'Pricing: Pro went to 49 EUR & more <b>' });
    const page = feed.entries![0]!.links![0]!;
    expect(page).toMatchObject({ rel: 'alternate', type: 'text/html' });
    expect(page.href).toMatch(new RegExp(`^${harness.config.baseUrl}/changes/${changeIds[1]}\\?expires=\\d+&sig=`));
    const opened = await reader(page.href!);
    expect([opened.status, opened.text.includes('Pro went to 59 EUR')]).toEqual([200, true]);
  });

  it('stops answering the old token once a new one is made', async () => {
    const old = await rotate(owner);
    const current = await rotate(owner);
    expect((await reader(old.feedUrl)).status).toBe(404);
    expect((await reader(current.feedUrl)).status).toBe(200);
    const audit = await owner.agent.get(`/api/user/organizations/${teamId}/audit-logs?action=project.feed_token_rotated`);
    expect(audit.body.data.logs[0]).toMatchObject({ resourceId: projectId });
  });

  it('lets every role make a token (each replaces the last), and answers 404 for an unknown project', async () => {
    const admin = await addMember(harness, owner, teamId, 'admin', 'feedadmin');
    const member = await addMember(harness, owner, teamId, 'member', 'feedmember');
    const byAdmin = await rotate(admin);
    const byMember = await rotate(member);
    expect((await reader(byAdmin.feedUrl)).status).toBe(404);
    expect((await reader(byMember.feedUrl)).status).toBe(200);
    const unknown = await owner.agent.post(`${projectsPath(teamId)}/${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}/feed-token`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('stops a feed token once its maker has left the organization: the token gets nothing', async () => {
    const leaver = await addMember(harness, owner, teamId, 'member', 'feedleaver');
    const { feedUrl } = await rotate(leaver);
    expect((await reader(feedUrl)).status).toBe(200);
    expect((await owner.agent.delete(`/api/user/organizations/${teamId}/members/${leaver.membershipId}`)).status).toBe(200);
    const after = await reader(feedUrl);
    expect([after.status, after.text.includes('Pro went to')]).toEqual([404, false]);
  });

  it('refuses a wrong token, another project’s token, and strangers; members read it with their session or a key', async () => {
    const { token } = await rotate(owner);
    const other = await rotate(owner, otherProjectId);
    expect((await reader(`${feedPath(teamId, projectId)}?token=vgf_${'x'.repeat(43)}`)).status).toBe(404);
    expect((await reader(`${feedPath(teamId, projectId)}?token=${other.token}`)).status).toBe(404);
    expect((await reader(feedPath(teamId, projectId))).status).toBe(401);

    const stranger = await signUpUser(harness, 'feedstranger');
    const strangerTeam = await createTeam(stranger);
    expect((await stranger.agent.get(feedPath(teamId, projectId))).status).toBe(404);
    // The stranger's own organization in the path does not make another organization's token open it.
    expect((await reader(`${feedPath(strangerTeam.id, projectId)}?token=${token}`)).status).toBe(404);
    expect((await stranger.agent.post(`${projectsPath(teamId)}/${projectId}/feed-token`)).status).toBe(404);

    const member = await addMember(harness, owner, teamId, 'member');
    const bySession = await member.agent.get(feedPath(teamId, projectId));
    expect(bySession.status).toBe(200);
    expect(parseAtomFeed(bySession.text).entries).toHaveLength(2);
    const key = await createApiKey(member, { scopes: ['projects:read', 'organization:read'] });
    const byKey = await request(harness.app).get(feedPath(teamId, projectId)).set('x-api-key', key.key);
    expect(byKey.status).toBe(200);
  });

  it('opens a mailed change link alone only where the organization asks no more than a password; else a member signs in', async () => {
    const strict = await signUpUser(harness, 'feedstrict');
    const strictTeam = (await createTeam(strict)).id;
    const strictProject = (await createProject(strict, strictTeam)).id;
    const sourceId = await watchOneSource(strict, strictTeam, strictProject);
    await recordChange(harness, strictProject, sourceId, '@@ -1 +1 @@\n-9 EUR\n+19 EUR', 'Basic went to 19 EUR');
    const member = await addMember(harness, strict, strictTeam, 'member', 'feedstrictmember');
    const feed = await strict.agent.get(feedPath(strictTeam, strictProject));
    const link = parseAtomFeed(feed.text).entries![0]!.links![0]!.href!;
    expect((await reader(link)).text).toContain('Basic went to 19 EUR');

    await enrollTwoFactor(strict);
    expect(
      (await strict.agent.put(`/api/user/organizations/${strictTeam}/settings/security`).send({ authRequired: 'mfa', requireMfa: false }))
        .status,
    ).toBe(200);
    // The attack: the link from a mail, with no sign-in, or with a member's password-only session.
    for (const attempt of [reader(link), member.agent.get(link.replace(harness.config.baseUrl, ''))]) {
      const res = await attempt;
      expect([res.status, res.text.includes('Basic went to 19 EUR')]).toEqual([404, false]);
    }
    const signedIn = await strict.agent.get(link.replace(harness.config.baseUrl, ''));
    expect([signedIn.status, signedIn.text.includes('Basic went to 19 EUR')]).toEqual([200, true]);
  });
});
