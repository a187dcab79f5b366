import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ScheduleNotFoundError } from '@temporalio/client';
import { AuditLogModel } from '../../models/audit';
import { SourceModel } from '../../models/monitoring';
import { countActiveProjects } from '../../domain/projects/usage';
import { startHarness, type Harness } from '../support/harness';
import { createApiKey } from '../support/api-keys';
import { addMember, createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { signUpUser, type SignedUpUser } from '../support/users';
import { projectScheduleId } from '../../workflows/contract';

/** A source before its first check: no kind yet, and no failures. */
const UNCHECKED = { kind: null, status: 'pending', consecutiveFailures: 0, lastError: null, lastErrorAt: null };
/** A source without a selection or conditions (issue 27): the automatic content root, every line counts, the judge decides; no screenshot asked for (issue 28). */
const UNSELECTED = { include: [], exclude: [], ignoreText: [], alertWhen: [], track: [], screenshot: false };
/** Read as served, with no sign-in. */
const STATIC = { render: 'auto', renderedWithBrowser: false, headers: null, steps: null, ...UNSELECTED };

describe('project routes', () => {
  let harness: Harness;
  let owner: SignedUpUser;
  let organizationId: string;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
    owner = await signUpUser(harness, 'owner');
    organizationId = (await createTeam(owner)).id;
  });
  afterAll(() => harness.stop());

  /** A fresh team, so slot counts of one test do not leak into another. */
  async function freshTeam() {
    return (await createTeam(owner)).id;
  }

  it('creates a draft project with topics generated from the intent, without storing the intent', async () => {
    const teamId = await freshTeam();
    const res = await owner.agent.post(projectsPath(teamId)).send({
      name: 'Market radar',
      monitoringIntent:
        'Pricing changes of Acme Analytics at https://acme.example/pricing. Hiring of senior engineers at Globex, see https://globex.example/careers.',
      businessContext: 'We sell analytics software to retailers.',
      description: 'Competitors',
    });
    expect(res.status).toBe(201);
    const project = res.body.data;
    expect(project).toMatchObject({
      name: 'Market radar',
      description: 'Competitors',
      businessContext: 'We sell analytics software to retailers.',
      status: 'draft',
      frequency: 'weekly',
      timezone: 'UTC',
      lastRunAt: null,
      nextRunAt: null,
      createdByUserId: owner.id,
      createdByUser: { id: owner.id, fullName: owner.fullName },
    });
    expect(project).not.toHaveProperty('monitoringIntent');
    expect(project.topics.map((topic: { name: string }) => topic.name)).toEqual(['Acme Analytics pricing', 'Globex hiring']);
    expect(project.topics[0]).toMatchObject({
      id: expect.any(String),
      watchFor: expect.arrayContaining(['Pricing changes', 'analytics software pricing']),
    });
    // example.com's names do not resolve here: every proposed source is checked, and these are left out.
    expect(project.topics.map((topic: { sources: unknown[] }) => topic.sources)).toEqual([[], []]);
    const dropped = [
      { url: 'https://acme.example/pricing', reason: 'the host does not resolve (DNS)' },
      { url: 'https://globex.example/careers', reason: 'the host does not resolve (DNS)' },
    ];
    expect(res.body.meta.droppedSources).toEqual(expect.arrayContaining(dropped));
    const audit = await AuditLogModel.findOne({ where: { resourceId: project.id, action: 'project.created' }, raw: true });
    expect(audit).toMatchObject({
      organizationId: teamId,
      userId: owner.id,
      metadata: { topics: 2, droppedSources: expect.arrayContaining(dropped) },
    });
    expect(JSON.stringify(audit!.metadata)).not.toContain('Pricing changes');
  });

  it('refuses a project without a name or intent, naming the fields', async () => {
    const res = await owner.agent.post(projectsPath(organizationId)).send({ name: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.meta.errors.map((e: { field: string }) => e.field).sort()).toEqual(['monitoringIntent', 'name']);
  });

  it('lists projects newest first with pagination in meta and a name search', async () => {
    const teamId = await freshTeam();
    await createProject(owner, teamId, { name: 'Alpha pricing' });
    await createProject(owner, teamId, { name: 'Beta hiring' });
    await createProject(owner, teamId, { name: 'Gamma PRICING' });
    const page = await owner.agent.get(projectsPath(teamId)).query({ limit: 2 });
    expect(page.status).toBe(200);
    expect(page.body.message).toBe('Projects retrieved');
    expect(page.body.data.map((p: { name: string }) => p.name)).toEqual(['Gamma PRICING', 'Beta hiring']);
    expect(page.body.meta).toEqual({ total: 3, offset: 0, limit: 2, hasMore: true });
    const second = await owner.agent.get(projectsPath(teamId)).query({ limit: 2, offset: 2 });
    expect(second.body.data.map((p: { name: string }) => p.name)).toEqual(['Alpha pricing']);
    const search = await owner.agent.get(projectsPath(teamId)).query({ q: 'pricing' });
    expect(search.body.data.map((p: { name: string }) => p.name)).toEqual(['Gamma PRICING', 'Alpha pricing']);
    expect((await owner.agent.get(projectsPath(teamId)).query({ q: '%' })).body.meta.total).toBe(0);
    const tooMany = await owner.agent.get(projectsPath(teamId)).query({ limit: 101 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.meta.errors[0]).toMatchObject({ field: 'limit', location: 'query' });
  });

  it('answers 404 to strangers and to ids of another organization', async () => {
    const project = await createProject(owner, organizationId);
    const stranger = await signUpUser(harness, 'stranger');
    expect((await stranger.agent.get(`${projectsPath(organizationId)}/${project.id}`)).status).toBe(404);
    expect((await stranger.agent.get(projectsPath(organizationId))).status).toBe(404);
    expect((await stranger.agent.delete(`${projectsPath(organizationId)}/${project.id}`)).status).toBe(404);
    const theirs = await stranger.agent.get(`${projectsPath(stranger.personalOrganizationId)}/${project.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('NOT_FOUND');
    const own = await owner.agent.get(`${projectsPath(organizationId)}/${project.id}`);
    expect(own.status).toBe(200);
    expect(own.body.data.id).toBe(project.id);
  });

  it('lets members manage projects and holds API keys to their scopes', async () => {
    const teamId = await freshTeam();
    const member = await addMember(harness, owner, teamId, 'member');
    const created = await member.agent
      .post(projectsPath(teamId))
      .send({ name: 'Member project', monitoringIntent: 'Watch the Initech blog' });
    expect(created.status).toBe(201);
    const readOnly = (await createApiKey(owner, { scopes: ['projects:read', 'organization:read'] })).key;
    const read = await request(harness.app).get(projectsPath(teamId)).set('X-Api-Key', readOnly);
    expect(read.status).toBe(200);
    const write = await request(harness.app)
      .post(projectsPath(teamId))
      .set('X-Api-Key', readOnly)
      .send({ name: 'x', monitoringIntent: 'y' });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('FORBIDDEN');
    const update = await request(harness.app)
      .put(`${projectsPath(teamId)}/${created.body.data.id}`)
      .set('X-Api-Key', readOnly)
      .send({ name: 'z' });
    expect(update.status).toBe(403);
    const noRead = (await createApiKey(owner, { scopes: ['organization:read'] })).key;
    expect((await request(harness.app).get(projectsPath(teamId)).set('X-Api-Key', noRead)).status).toBe(403);
  });

  it('counts every project but archived ones against the slot cap', async () => {
    const teamId = await freshTeam();
    const projects = [await createProject(owner, teamId), await createProject(owner, teamId), await createProject(owner, teamId)];
    const over = await owner.agent.post(projectsPath(teamId)).send({ name: 'Fourth', monitoringIntent: 'Anything' });
    expect(over.status).toBe(402);
    expect(over.body.code).toBe('PLAN_LIMIT_REACHED');
    expect(await countActiveProjects(teamId)).toBe(3);
    expect((await owner.agent.put(`${projectsPath(teamId)}/${projects[0]!.id}`).send({ status: 'archived' })).status).toBe(200);
    const fourth = await createProject(owner, teamId, { name: 'Fourth' });
    const back = await owner.agent.put(`${projectsPath(teamId)}/${projects[0]!.id}`).send({ status: 'paused' });
    expect(back.status).toBe(402);
    expect((await owner.agent.delete(`${projectsPath(teamId)}/${fourth.id}`)).status).toBe(200);
    expect((await owner.agent.put(`${projectsPath(teamId)}/${projects[0]!.id}`).send({ status: 'paused' })).status).toBe(200);
  });

  it('validates status, frequency and timezone', async () => {
    const teamId = await freshTeam();
    const project = await createProject(owner, teamId);
    const res = await owner.agent
      .put(`${projectsPath(teamId)}/${project.id}`)
      .send({ status: 'running', frequency: 'yearly', timezone: 'Mars/Olympus' });
    expect(res.status).toBe(400);
    expect(res.body.meta.errors.map((e: { field: string }) => e.field).sort()).toEqual(['frequency', 'status', 'timezone']);
    const offset = await owner.agent.put(`${projectsPath(teamId)}/${project.id}`).send({ timezone: '+02:00' });
    expect(offset.status).toBe(400);
  });

  it('schedules an active project from its frequency in its own time zone, and pauses and removes the schedule with it', async () => {
    const project = await createProject(owner, organizationId);
    const path = `${projectsPath(organizationId)}/${project.id}`;
    const res = await owner.agent.put(path).send({ status: 'active', frequency: 'daily', timezone: 'Asia/Tokyo' });
    expect(res.status).toBe(200);
    const handle = harness.temporal.schedule.getHandle(projectScheduleId(project.id));
    const description = await handle.describe();
    expect(description.spec.timezone).toBe('Asia/Tokyo');
    expect(description.policies.overlap).toBe('SKIP');
    expect(description.action).toMatchObject({
      type: 'startWorkflow',
      workflowType: 'projectRunWorkflow',
      taskQueue: harness.config.temporal.taskQueue,
    });
    const [next] = description.info.nextActionTimes;
    const tokyo = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      next,
    );
    expect(tokyo).toMatch(/^07:[0-2]\d$/);
    expect(new Date(res.body.data.nextRunAt).getTime()).toBe(next!.getTime());

    const weekly = await owner.agent.put(path).send({ frequency: 'weekly', timezone: 'America/New_York' });
    const weeklyNext = (await handle.describe()).info.nextActionTimes[0]!;
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long' }).format(weeklyNext)).toBe('Monday');
    expect(new Date(weekly.body.data.nextRunAt).getTime()).toBe(weeklyNext.getTime());

    const paused = await owner.agent.put(path).send({ status: 'paused' });
    expect(paused.body.data.nextRunAt).toBeNull();
    expect((await handle.describe()).state.paused).toBe(true);

    const deleted = await owner.agent.delete(path);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ id: project.id, status: 'paused' });
    await expect(handle.describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
    expect((await owner.agent.get(path)).status).toBe(404);
    const actions = await AuditLogModel.findAll({
      where: { resourceId: project.id },
      attributes: ['action'],
      order: [['createdAt', 'ASC']],
      raw: true,
    });
    expect(actions.map((a) => a.action)).toEqual([
      'project.created',
      'project.updated',
      'project.updated',
      'project.updated',
      'project.deleted',
    ]);
  });

  it('replaces the topic list, keeping per-source state for unchanged topic ids and URLs', async () => {
    const created = await createProject(owner, organizationId, { monitoringIntent: 'Acme pricing and the Acme blog' });
    const seeded = await owner.agent.put(`${projectsPath(organizationId)}/${created.id}`).send({
      topics: created.topics.map((topic, index) => ({
        id: topic.id,
        name: topic.name,
        sources: [{ url: ['https://acme.example/pricing', 'https://acme.example/blog'][index] }],
      })),
    });
    const project = seeded.body.data as typeof created;
    const [pricing, blog] = project.topics;
    const fetchedAt = new Date('2026-11-20T10:00:00.000Z');
    const health = {
      kind: 'pdf',
      status: 'failing',
      consecutiveFailures: 2,
      lastError: 'HTTP 500 Internal Server Error',
      lastErrorAt: fetchedAt,
    } as const;
    await SourceModel.update({ contentHash: 'hash-pricing', lastFetchedAt: fetchedAt, ...health }, { where: { topicId: pricing!.id } });
    await SourceModel.update({ contentHash: 'hash-blog', lastFetchedAt: fetchedAt }, { where: { topicId: blog!.id } });
    const path = `${projectsPath(organizationId)}/${project.id}`;
    const res = await owner.agent.put(path).send({
      topics: [
        {
          id: pricing!.id,
          name: 'Pricing',
          description: 'Plans and prices',
          watchFor: ['price'],
          sources: [{ url: 'https://acme.example/pricing' }, { url: 'https://acme.example/plans' }],
        },
        { name: 'Blog', description: 'Posts', watchFor: [], sources: [{ url: 'https://acme.example/blog' }] },
      ],
    });
    expect(res.status).toBe(200);
    const [kept, fresh] = res.body.data.topics;
    expect(kept).toMatchObject({ id: pricing!.id, name: 'Pricing', description: 'Plans and prices', watchFor: ['price'] });
    expect(kept.sources).toEqual([
      {
        url: 'https://acme.example/pricing',
        lastContentHash: 'hash-pricing',
        lastFetchedAt: fetchedAt.toISOString(),
        ...health,
        lastErrorAt: fetchedAt.toISOString(),
        ...STATIC,
      },
      { url: 'https://acme.example/plans', lastContentHash: null, lastFetchedAt: null, ...UNCHECKED, ...STATIC },
    ]);
    expect(fresh.id).not.toBe(blog!.id);
    expect(fresh.sources).toEqual([
      { url: 'https://acme.example/blog', lastContentHash: null, lastFetchedAt: null, ...UNCHECKED, ...STATIC },
    ]);

    const badUrl = await owner.agent.put(path).send({ topics: [{ name: 'Bad', sources: [{ url: 'ftp://acme.example' }] }] });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.meta.errors[0].field).toBe('topics.0.sources.0.url');
    const emptied = await owner.agent.put(path).send({ topics: [] });
    expect(emptied.body.data.topics).toEqual([]);
  });

  it('creates a topic under an id the client chose, and the same body sent again changes nothing', async () => {
    const teamId = await freshTeam();
    const project = await createProject(owner, teamId, { monitoringIntent: 'Acme pricing at https://acme.example/pricing' });
    const path = `${projectsPath(teamId)}/${project.id}`;
    const chosen = randomUUID();
    const body = {
      topics: [
        { id: chosen, name: 'Named', description: 'by the client', watchFor: [], sources: [{ url: 'https://acme.example/named' }] },
        { name: 'Anonymous', sources: [] },
      ],
    };
    const first = await owner.agent.put(path).send(body);
    expect(first.status).toBe(200);
    expect(first.body.data.topics[0]).toMatchObject({ id: chosen, name: 'Named' });
    const serverId = first.body.data.topics[1].id;
    expect(serverId).toEqual(expect.any(String));
    const fetchedAt = new Date('2026-11-21T10:00:00.000Z');
    await SourceModel.update({ contentHash: 'hash-named', lastFetchedAt: fetchedAt }, { where: { topicId: chosen } });

    const again = await owner.agent.put(path).send({ topics: [body.topics[0], { ...body.topics[1], id: serverId }] });
    expect(again.status).toBe(200);
    expect(again.body.data.topics.map((topic: { id: string }) => topic.id)).toEqual([chosen, serverId]);
    expect(again.body.data.topics[0].sources).toEqual([
      { url: 'https://acme.example/named', lastContentHash: 'hash-named', lastFetchedAt: fetchedAt.toISOString(), ...UNCHECKED, ...STATIC },
    ]);
  });

  it('refuses the id of another project’s topic without saying where it is, and leaves both projects as they were', async () => {
    const strangerOwner = await signUpUser(harness, 'stranger');
    const strangerTeam = await createTeam(strangerOwner);
    const theirs = await createProject(strangerOwner, strangerTeam.id, {
      monitoringIntent: 'Their pricing at https://them.example/pricing',
    });
    const teamId = await freshTeam();
    const mine = await createProject(owner, teamId, { monitoringIntent: 'My pricing at https://acme.example/pricing' });
    const theirTopicId = theirs.topics[0]!.id;
    const res = await owner.agent
      .put(`${projectsPath(teamId)}/${mine.id}`)
      .send({ topics: [{ name: 'Keep' }, { id: theirTopicId, name: 'Stolen', sources: [] }] });
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(res.body.meta.errors).toEqual([expect.objectContaining({ field: 'topics.1.id' })]);
    expect(JSON.stringify(res.body)).not.toContain(theirs.id);
    expect(JSON.stringify(res.body)).not.toContain(strangerTeam.id);
    expect((await owner.agent.get(`${projectsPath(teamId)}/${mine.id}`)).body.data.topics).toEqual(mine.topics);
    expect((await strangerOwner.agent.get(`${projectsPath(strangerTeam.id)}/${theirs.id}`)).body.data.topics).toEqual(theirs.topics);
  });

  it('documents what it answers: 402 on create and update (unarchive), and names that must not be blank as a pattern', async () => {
    const document = (await request(harness.app).get('/api/openapi.json')).body;
    const operations = document.paths['/api/user/organizations/{organizationId}/projects'];
    expect(Object.keys(operations.post.responses)).toContain('402');
    expect(Object.keys(document.paths['/api/user/organizations/{organizationId}/projects/{id}'].put.responses)).toContain('402');
    const createSchema = document.components.schemas.CreateProjectRequest;
    const pattern = new RegExp(createSchema.properties.name.pattern);
    for (const blank of [' ', '\r', '\t \n', '\u00a0', '\ufeff']) {
      expect(pattern.test(blank)).toBe(false);
      const res = await owner.agent.post(projectsPath(organizationId)).send({ name: blank, monitoringIntent: 'Acme pricing' });
      expect([res.status, res.body.meta.errors[0].field]).toEqual([400, 'name']);
    }
    expect(pattern.test(' Acme ')).toBe(true);
  });

  it('takes each source’s render setting, keeps it when an update leaves it out, and keeps what the browser decided', async () => {
    const project = await createProject(owner, organizationId, { monitoringIntent: 'Acme app at https://acme.example/app' });
    const [topic] = project.topics;
    const path = `${projectsPath(organizationId)}/${project.id}`;
    const sent = await owner.agent.put(path).send({
      topics: [
        {
          id: topic!.id,
          name: 'App',
          sources: [
            { url: 'https://acme.example/app', render: 'always' },
            { url: 'https://acme.example/docs', render: 'never' },
            { url: 'https://acme.example/blog' },
          ],
        },
      ],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.topics[0].sources.map((s: { render: string }) => s.render)).toEqual(['always', 'never', 'auto']);
    await SourceModel.update({ renderedWithBrowser: true }, { where: { topicId: topic!.id, url: 'https://acme.example/app' } });
    const resent = await owner.agent.put(path).send({
      topics: [
        {
          id: topic!.id,
          name: 'App',
          sources: [{ url: 'https://acme.example/app' }, { url: 'https://acme.example/docs', render: 'auto' }],
        },
      ],
    });
    expect(resent.body.data.topics[0].sources).toEqual([
      expect.objectContaining({ url: 'https://acme.example/app', render: 'always', renderedWithBrowser: true }),
      expect.objectContaining({ url: 'https://acme.example/docs', render: 'auto', renderedWithBrowser: false }),
    ]);
    const bad = await owner.agent
      .put(path)
      .send({ topics: [{ name: 'Bad', sources: [{ url: 'https://acme.example/x', render: 'sometimes' }] }] });
    expect(bad.status).toBe(400);
    expect(bad.body.meta.errors[0]).toMatchObject({ field: 'topics.0.sources.0.render' });
    expect(bad.body.meta.errors[0].error).toContain('auto, always, never');
  });

  it('answers an unchanged update without an audit entry', async () => {
    const teamId = await freshTeam();
    const project = await createProject(owner, teamId, { name: 'Quiet' });
    const res = await owner.agent.put(`${projectsPath(teamId)}/${project.id}`).send({ name: 'Quiet' });
    expect(res.status).toBe(200);
    expect(await AuditLogModel.count({ where: { resourceId: project.id, action: 'project.updated' } })).toBe(0);
  });
});
