import path from 'node:path';
import request from 'supertest';
import { ChangeModel, ProjectRunModel, SourceModel } from '../../models/monitoring';
import { startHarness, type Harness } from '../support/harness';
import { createApiKey } from '../support/api-keys';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { replayFreshAndRecorded } from '../support/replay';
import { awaitRun, eventually } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';
import { projectScheduleId } from '../../workflows/contract';

const LAUNCH = 'Acme launches its new analytics suite for retailers, with forecasting built in.';
const PRICING = 'The suite costs 49 dollars per seat and month, billed yearly.';
const ADDED = 'A free tier for teams of up to three people is available from December.';

describe('monitoring runs against a local website', () => {
  let harness: Harness;
  let site: Website;
  let owner: SignedUpUser;
  let organizationId: string;
  beforeAll(async () => {
    site = await startWebsite();
    harness = await startHarness({
      env: {
        RATE_LIMITS_ENABLED: 'false',
        FETCH_ALLOW_PRIVATE_NETWORKS: 'false',
        FETCH_TIMEOUT_MS: '1500',
        FETCH_MAX_BODY_BYTES: '65536',
        MONITORING_BATCH_SIZE: '3',
      },
      sourceDispatcher: publicTestDispatcher,
    });
    owner = await signUpUser(harness, 'owner');
    organizationId = (await createTeam(owner)).id;
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  function servePages(edition: 1 | 2): void {
    site.page('/news', articlePage('Acme news', edition === 1 ? [LAUNCH, PRICING] : [LAUNCH, PRICING, ADDED]));
    site.page('/about', articlePage('About Acme', [LAUNCH]));
    site.page(
      '/live',
      articlePage('Acme blog', [
        LAUNCH,
        PRICING,
        edition === 1 ? 'Posted 3 minutes ago · 1,204 views' : 'Posted 5 hours ago · 1,377 views',
      ]),
    );
    site.route('/etag', (req, res) => {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304, { etag: '"v1"' }).end();
      res
        .writeHead(200, { 'content-type': 'text/html', etag: '"v1"' })
        .end(articlePage('Acme careers', ['We hire engineers in Berlin and Lisbon.']));
    });
    site.page('/slow', articlePage('Slow', [LAUNCH]), { delayMs: 4_000 });
    site.page('/huge', articlePage('Huge', ['x'.repeat(200_000)]));
    site.route('/to-private', (_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${site.port}/about` }).end());
  }

  async function monitoredProject() {
    const project = await createProject(owner, organizationId, { name: `Watched ${Date.now()}` });
    const res = await owner.agent.put(`${projectsPath(organizationId)}/${project.id}`).send({
      topics: [
        { name: 'News', sources: ['/news', '/about', '/live', '/etag'].map((p) => ({ url: site.url(p) })) },
        { name: 'Broken', sources: ['/slow', '/missing', '/huge', '/to-private'].map((p) => ({ url: site.url(p) })) },
      ],
    });
    expect(res.status).toBe(200);
    return { id: project.id as string, topics: res.body.data.topics as Array<{ id: string }> };
  }

  const runsPath = (projectId: string) => `${projectsPath(organizationId)}/${projectId}/runs`;

  it('takes a baseline, then records only genuine edits as changes, once, with failures listed', async () => {
    servePages(1);
    const project = await monitoredProject();
    const started = await owner.agent.post(runsPath(project.id));
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ projectId: project.id, trigger: 'manual', status: 'running', finishedAt: null });
    const again = await owner.agent.post(runsPath(project.id));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');

    const baseline = await awaitRun(harness, started.body.data.id);
    expect(baseline).toMatchObject({ status: 'completed', sourcesTotal: 8, sourcesChecked: 8, sourcesChanged: 0, sourcesFailed: 4 });
    const errors = new Map(baseline.errors.map((e) => [new URL(e.url).pathname, e.error]));
    expect([...errors.keys()].sort()).toEqual(['/huge', '/missing', '/slow', '/to-private']);
    expect(errors.get('/missing')).toMatch(/404/);
    expect(errors.get('/slow')).toBe('Timed out after 1500 ms');
    expect(errors.get('/huge')).toBe('Response is larger than 65536 bytes');
    expect(errors.get('/to-private')).toMatch(/not a public address/);
    expect(await ChangeModel.count({ where: { projectId: project.id } })).toBe(0);
    const afterBaseline = (await owner.agent.get(`${projectsPath(organizationId)}/${project.id}`)).body.data;
    expect(afterBaseline.lastRunAt).toBe(baseline.finishedAt!.toISOString());
    expect(afterBaseline.topics[0].sources.every((s: { lastContentHash: string | null }) => typeof s.lastContentHash === 'string')).toBe(
      true,
    );
    expect(afterBaseline.topics[1].sources.every((s: { lastContentHash: string | null }) => s.lastContentHash === null)).toBe(true);

    servePages(2);
    const second = await owner.agent.post(runsPath(project.id));
    const run = await awaitRun(harness, second.body.data.id);
    expect(run).toMatchObject({ status: 'completed', sourcesChecked: 8, sourcesChanged: 1, sourcesFailed: 4 });
    expect(site.requests.some((r) => r.path === '/etag' && r.headers['if-none-match'] === '"v1"')).toBe(true);

    const detail = await owner.agent.get(`${runsPath(project.id)}/${run.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.changes).toEqual([
      {
        id: expect.any(String),
        runId: run.id,
        topicId: project.topics[0]!.id,
        url: site.url('/news'),
        detectedAt: expect.any(String),
        previousHash: afterBaseline.topics[0].sources[0].lastContentHash,
        contentHash: expect.any(String),
        diff: expect.stringContaining(`+${ADDED}`),
        summary: expect.any(String),
        facts: expect.any(Array),
        relevant: false,
        matchedWatchFor: [],
        importance: 'low',
        evidence: [],
        judgedAt: expect.any(String),
        feedback: null,
        viewUrl: `${harness.config.baseUrl}/changes/${detail.body.data.changes[0].id}`,
      },
    ]);
    expect(detail.body.data.changes[0].contentHash).not.toBe(detail.body.data.changes[0].previousHash);

    const list = await owner.agent.get(runsPath(project.id)).query({ limit: 1 });
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([run.id]);
    expect(list.body.meta).toEqual({ total: 2, offset: 0, limit: 1, hasMore: true });
    const changes = await owner.agent.get(`${projectsPath(organizationId)}/${project.id}/changes`);
    expect(changes.body.data.map((c: { url: string }) => c.url)).toEqual([site.url('/news')]);
    const otherTopic = await owner.agent
      .get(`${projectsPath(organizationId)}/${project.id}/changes`)
      .query({ topicId: project.topics[1]!.id });
    expect(otherTopic.body.meta.total).toBe(0);
  });

  it('guards the run routes: scopes, strangers, validation and archived projects', async () => {
    servePages(1);
    const project = await monitoredProject();
    const readOnly = (await createApiKey(owner, { scopes: ['projects:read', 'organization:read'] })).key;
    expect((await request(harness.app).get(runsPath(project.id)).set('X-Api-Key', readOnly)).status).toBe(200);
    expect((await request(harness.app).post(runsPath(project.id)).set('X-Api-Key', readOnly)).status).toBe(403);
    const stranger = await signUpUser(harness, 'stranger');
    expect((await stranger.agent.get(runsPath(project.id))).status).toBe(404);
    expect((await stranger.agent.post(runsPath(project.id))).status).toBe(404);
    expect((await stranger.agent.get(`${projectsPath(organizationId)}/${project.id}/changes`)).status).toBe(404);
    expect((await owner.agent.get(`${runsPath(project.id)}/${project.topics[0]!.id}`)).status).toBe(404);
    const badTopic = await owner.agent.get(`${projectsPath(organizationId)}/${project.id}/changes`).query({ topicId: 'nope' });
    expect(badTopic.status).toBe(400);
    await owner.agent.put(`${projectsPath(organizationId)}/${project.id}`).send({ status: 'archived' });
    const archived = await owner.agent.post(runsPath(project.id));
    expect(archived.status).toBe(409);
    await owner.agent.delete(`${projectsPath(organizationId)}/${project.id}`);
  });

  it('runs from the project schedule and stores the next run time the schedule reports', async () => {
    servePages(1);
    const project = await monitoredProject();
    await owner.agent
      .put(`${projectsPath(organizationId)}/${project.id}`)
      .send({ status: 'active', frequency: 'hourly', timezone: 'Europe/Paris' });
    const schedule = harness.temporal.schedule.getHandle(projectScheduleId(project.id));
    await schedule.trigger();
    const run = await eventually(
      () => ProjectRunModel.findOne({ where: { projectId: project.id }, raw: true }),
      (row) => row !== null,
    );
    const finished = await awaitRun(harness, run!.id);
    expect(finished).toMatchObject({ trigger: 'schedule', status: 'completed', sourcesChecked: 8 });
    expect(finished.workflowId.startsWith(`project-run/${project.id}-`)).toBe(true);
    const stored = (await owner.agent.get(`${projectsPath(organizationId)}/${project.id}`)).body.data;
    const [next] = (await schedule.describe()).info.nextActionTimes;
    expect(stored.nextRunAt).toBe(next!.toISOString());
    expect(stored.lastRunAt).toBe(finished.finishedAt!.toISOString());
    await owner.agent.delete(`${projectsPath(organizationId)}/${project.id}`);
  });

  it('stops a run in progress when its project is deleted', async () => {
    servePages(1);
    const project = await monitoredProject();
    const started = await owner.agent.post(runsPath(project.id));
    const { workflowId } = (await ProjectRunModel.findByPk(started.body.data.id, { raw: true }))!;
    const deleted = await owner.agent.delete(`${projectsPath(organizationId)}/${project.id}`);
    expect(deleted.status).toBe(200);
    const description = await harness.temporal.workflow.getHandle(workflowId).describe();
    expect(description.status.name).toBe('TERMINATED');
    expect(await SourceModel.count({ where: { projectId: project.id } })).toBe(0);
    expect(await ProjectRunModel.count({ where: { projectId: project.id } })).toBe(0);
  });

  it('replays its own fresh history and the recorded one without non-determinism', async () => {
    servePages(1);
    const project = await monitoredProject();
    const started = await owner.agent.post(runsPath(project.id));
    const run = await awaitRun(harness, started.body.data.id);
    const handle = harness.temporal.workflow.getHandle(run.workflowId);
    await replayFreshAndRecorded(path.join(__dirname, 'histories'), 'project-run', await handle.fetchHistory(), handle.workflowId);
  });
});
