import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { AuditLogModel } from '../../models/audit';
import { serveCompanySite } from '../support/company-site';
import { startHarness, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { replayFreshAndRecorded } from '../support/replay';
import { signUpUser, type SignedUpUser } from '../support/users';
import { publicTestDispatcher, startWebsite, type Website } from '../support/website';
import { projectSourceChecksWorkflowId } from '../../workflows/contract';

describe('source checks when a project is created or updated (offline generator)', () => {
  let harness: Harness;
  let site: Website;
  let owner: SignedUpUser;
  let organizationId: string;
  beforeAll(async () => {
    site = await startWebsite();
    serveCompanySite(site);
    harness = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', FETCH_TIMEOUT_MS: '3000' },
      sourceDispatcher: publicTestDispatcher,
    });
    owner = await signUpUser(harness, 'owner');
    organizationId = (await createTeam(owner)).id;
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  const urlsOf = (topic: { sources: Array<{ url: string }> }) => topic.sources.map((source) => source.url);

  it('stores the live pages and the feed found on the named site, and lists the dead, blocked and non-page URLs it left out', async () => {
    const res = await owner.agent.post(projectsPath(organizationId)).send({
      name: 'Acme radar',
      monitoringIntent: `Watch ${site.url('/')} for pricing changes, release notes and product launches. Their old plans page ${site.url('/plans')} and ${site.url('/discontinued')} too; the logo ${site.url('/logo.png')}; the intranet http://127.0.0.1:${site.port}/pricing.`,
      businessContext: 'We sell B2B analytics software in Europe',
    });
    expect(res.status).toBe(201);
    const topics = res.body.data.topics as Array<{ name: string; watchFor: string[]; sources: Array<{ url: string }> }>;
    expect(topics.map((topic) => topic.name)).toEqual(['Pricing', 'Release notes', 'Product launches']);
    const [pricing, releases, launches] = topics;
    expect(urlsOf(pricing!)).toEqual(expect.arrayContaining([site.url('/pricing')]));
    expect(urlsOf(releases!)).toEqual(expect.arrayContaining([site.url('/changelog')]));
    expect(urlsOf(launches!)).toEqual(expect.arrayContaining([site.url('/blog'), site.url('/blog/feed.xml')]));
    const stored = topics.flatMap(urlsOf);
    expect(stored).not.toContain(site.url('/plans'));
    expect(stored.filter((url) => url === site.url('/pricing'))).toHaveLength(1);
    for (const left of ['/discontinued', '/private/plans', '/careers', '/press', '/logo.png']) expect(stored).not.toContain(site.url(left));
    expect(stored.some((url) => url.includes('elsewhere.example') || url.includes('127.0.0.1'))).toBe(false);
    expect(pricing!.watchFor).toEqual(['pricing changes', 'B2B analytics software pricing', 'prices in Europe']);

    const dropped = res.body.meta.droppedSources as Array<{ url: string; reason: string }>;
    expect(dropped).toEqual(
      expect.arrayContaining([
        { url: site.url('/discontinued'), reason: 'not found (HTTP 404)' },
        { url: site.url('/logo.png'), reason: 'not a page (image/png)' },
        { url: `http://127.0.0.1:${site.port}/pricing`, reason: expect.stringMatching(/^blocked: .*not a public address/) },
      ]),
    );
    expect(dropped).toHaveLength(3);
    expect(site.requests.some((request) => request.path === '/private/plans')).toBe(false);
    const audit = await AuditLogModel.findOne({ where: { resourceId: res.body.data.id, action: 'project.created' }, raw: true });
    expect(audit!.metadata).toMatchObject({
      droppedSources: expect.arrayContaining([{ url: site.url('/discontinued'), reason: 'not found (HTTP 404)' }]),
    });
  });

  it('drops a source whose host does not resolve, with the reason, and still creates the project', async () => {
    const res = await owner.agent
      .post(projectsPath(organizationId))
      .send({ name: 'Nowhere', monitoringIntent: 'Track pricing changes of Acme at https://acme.invalid/pricing' });
    expect(res.status).toBe(201);
    expect(res.body.data.topics).toEqual([expect.objectContaining({ name: 'Acme pricing', sources: [] })]);
    expect(res.body.meta).toEqual({ droppedSources: [{ url: 'https://acme.invalid/pricing', reason: 'the host does not resolve (DNS)' }] });
  });

  it('stores every URL an update sends unless it asks for validation; with validateSources the dead ones are listed, never silently dropped', async () => {
    const teamId = (await createTeam(owner)).id;
    const project = await createProject(owner, teamId, { name: 'Updated' });
    const path = `${projectsPath(teamId)}/${project.id}`;
    const topics = [{ name: 'Pricing', sources: [{ url: site.url('/pricing') }, { url: site.url('/gone') }] }];

    const unchecked = await owner.agent.put(path).send({ topics });
    expect(unchecked.status).toBe(200);
    expect(urlsOf(unchecked.body.data.topics[0])).toEqual([site.url('/pricing'), site.url('/gone')]);
    expect(unchecked.body.meta).toEqual({ droppedSources: [] });

    const topicId = unchecked.body.data.topics[0].id as string;
    const requestsOfGone = () => site.requests.filter((request) => request.path === '/gone').length;
    const goneBefore = requestsOfGone();
    const checked = await owner.agent.put(path).send({
      validateSources: true,
      topics: [
        {
          id: topicId,
          name: 'Pricing',
          sources: [{ url: site.url('/pricing') }, { url: site.url('/gone') }, { url: site.url('/plans') }, { url: site.url('/missing') }],
        },
        { name: 'Releases', sources: [{ url: site.url('/changelog') }] },
      ],
    });
    expect(checked.status).toBe(200);
    expect(urlsOf(checked.body.data.topics[0])).toEqual([site.url('/pricing'), site.url('/gone')]);
    expect(urlsOf(checked.body.data.topics[1])).toEqual([site.url('/changelog')]);
    expect(checked.body.meta).toEqual({ droppedSources: [{ url: site.url('/missing'), reason: 'not found (HTTP 404)' }] });
    expect(requestsOfGone()).toBe(goneBefore);
    const audit = await AuditLogModel.findOne({
      where: { resourceId: project.id, action: 'project.updated' },
      order: [['createdAt', 'DESC']],
      raw: true,
    });
    expect(audit!.metadata).toMatchObject({ droppedSources: [{ url: site.url('/missing'), reason: 'not found (HTTP 404)' }] });
  });

  it('replays the source-check workflow of updates, fresh and recorded, without non-determinism', async () => {
    const workflowId = projectSourceChecksWorkflowId(randomUUID(), randomUUID());
    const checks = await harness.temporal.workflow.execute('checkProjectSourcesWorkflow', {
      workflowId,
      taskQueue: harness.config.temporal.taskQueue,
      args: [[site.url('/plans'), site.url('/missing')]],
    });
    expect(checks).toEqual({
      live: { [site.url('/plans')]: site.url('/pricing') },
      droppedSources: [{ url: site.url('/missing'), reason: 'not found (HTTP 404)' }],
    });
    const history = await harness.temporal.workflow.getHandle(workflowId).fetchHistory();
    await replayFreshAndRecorded(path.join(__dirname, 'histories'), 'check-project-sources', history, workflowId);
  });

  it('refuses a validateSources that is not a boolean, naming the field', async () => {
    const teamId = (await createTeam(owner)).id;
    const project = await createProject(owner, teamId, { name: 'Refused' });
    const res = await owner.agent.put(`${projectsPath(teamId)}/${project.id}`).send({ validateSources: 'yes', topics: [] });
    expect(res.status).toBe(400);
    expect(res.body.meta.errors[0]).toMatchObject({ field: 'validateSources', location: 'body' });
  });

  it('answers 404 for a stranger’s project before checking anything', async () => {
    const teamId = (await createTeam(owner)).id;
    const project = await createProject(owner, teamId, { name: 'Private' });
    const stranger = await signUpUser(harness, 'stranger');
    const strangerTeam = (await createTeam(stranger)).id;
    const before = site.requests.length;
    const res = await stranger.agent
      .put(`${projectsPath(strangerTeam)}/${project.id}`)
      .send({ validateSources: true, topics: [{ name: 'Mine', sources: [{ url: site.url('/pricing') }] }] });
    expect(res.status).toBe(404);
    expect(site.requests.length).toBe(before);
  });
});
