import path from 'node:path';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { ChangeJudgementModel } from '../../models/alerts';
import { randomUUID } from 'node:crypto';
import { queueRunFailed } from '../../domain/alerts/run-changes';
import { ChangeModel, ProjectRunModel } from '../../models/monitoring';
import { WebhookDeliveryModel } from '../../models/webhooks';
import { startHarness, type Harness } from '../support/harness';
import { replayFreshAndRecorded } from '../support/replay';
import { addMember, createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun, eventually } from '../support/runs';
import { signUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';
import { startReceiver, type Receiver } from '../webhooks/support';

const LAUNCH = 'Acme launches its new analytics suite for retailers.';
const FREE_TIER = 'A free tier for teams of up to three people is available from December.';
const OFFICE = 'Acme opened a new office in Lisbon.';

describe('change alerts from monitoring runs', () => {
  let harness: Harness;
  let site: Website;
  let receiver: Receiver;
  beforeAll(async () => {
    site = await startWebsite();
    receiver = await startReceiver();
    harness = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'true' },
      sourceDispatcher: publicTestDispatcher,
    });
  });
  afterAll(async () => {
    await harness.stop();
    await receiver.stop();
    await site.close();
  });

  it('judges each change of a run and sends the relevant ones to webhooks and to immediate mail', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    site.page('/pricing', articlePage('Acme pricing', [LAUNCH]));
    site.page('/about', articlePage('About Acme', [LAUNCH]));
    const project = await createProject(owner, team.id, { name: 'Acme watch' });
    const updated = await owner.agent.put(`${projectsPath(team.id)}/${project.id}`).send({
      topics: [
        {
          name: 'Pricing',
          description: 'What Acme charges',
          watchFor: ['free tiers', 'price increase'],
          sources: [{ url: site.url('/pricing') }],
        },
        { name: 'Company', description: 'Acme as a company', watchFor: ['layoffs'], sources: [{ url: site.url('/about') }] },
      ],
    });
    expect(updated.status).toBe(200);
    const alerts = await owner.agent
      .put(`${projectsPath(team.id)}/${project.id}/alerts`)
      .send({ mode: 'immediate', recipientMembershipIds: [member.membershipId] });
    expect(alerts.status).toBe(200);
    const webhook = (
      await owner.agent.post(`/api/user/organizations/${team.id}/webhooks`).send({ url: receiver.url, events: ['change.detected'] })
    ).body.data as { secret: string };

    const runsPath = `${projectsPath(team.id)}/${project.id}/runs`;
    await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
    site.page('/pricing', articlePage('Acme pricing', [LAUNCH, FREE_TIER]));
    site.page('/about', articlePage('About Acme', [LAUNCH, OFFICE]));
    const run = await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
    expect(run).toMatchObject({ status: 'completed', sourcesChanged: 2 });

    const changes = await ChangeModel.findAll({ where: { runId: run.id }, raw: true });
    const pricingChange = changes.find((change) => change.url === site.url('/pricing'))!;
    const aboutChange = changes.find((change) => change.url === site.url('/about'))!;
    expect(await ChangeJudgementModel.findByPk(pricingChange.id, { raw: true })).toMatchObject({
      relevant: true,
      matchedWatchFor: ['free tiers'],
      importance: 'medium',
      judgedAt: expect.any(Date),
    });
    expect(await ChangeJudgementModel.findByPk(aboutChange.id, { raw: true })).toMatchObject({
      relevant: false,
      matchedWatchFor: [],
      importance: 'low',
      judgedAt: expect.any(Date),
    });

    const [delivered] = await receiver.waitFor(1);
    const message = new Webhook(webhook.secret).verify(delivered!.body, delivered!.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(message).toMatchObject({
      type: 'change.detected',
      data: {
        changeId: pricingChange.id,
        projectId: project.id,
        projectName: 'Acme watch',
        topicName: 'Pricing',
        sourceUrl: site.url('/pricing'),
        relevant: true,
        importance: 'medium',
        matchedWatchFor: ['free tiers'],
      },
    });
    expect(message.data.summary).toContain(FREE_TIER);
    const evidence = [{ watchFor: 'free tiers', quote: FREE_TIER }];
    expect(message.data.evidence).toEqual(evidence);

    // The webhook and the mail lead to the change's page through a signed link that opens without a session.
    const viewUrl = String(message.data.viewUrl);
    expect(viewUrl).toMatch(new RegExp(`^${harness.config.baseUrl}/changes/${pricingChange.id}\\?expires=\\d+&sig=[\\w-]+$`));
    const page = await request(harness.app).get(viewUrl.replace(harness.config.baseUrl, ''));
    expect([page.status, page.text.includes(FREE_TIER)]).toEqual([200, true]);

    const mail = await harness.smtp.nextMailTo(member.email, /Acme watch: relevant change in Pricing/);
    expect(mail.text).toContain(`free tiers: “${FREE_TIER}”`);
    expect(mail.text).toMatch(new RegExp(`See the change: ${harness.config.baseUrl}/changes/${pricingChange.id}\\?expires=\\d+&sig=`));
    await expect(harness.smtp.nextMailTo(member.email, /change in Company/, 1_500)).rejects.toThrow(/no mail/);
    expect(receiver.received).toHaveLength(1);

    const changesPath = `${projectsPath(team.id)}/${project.id}/changes`;
    const relevant = await member.agent.get(changesPath).query({ relevant: 'true' });
    expect(relevant.body.data).toEqual([
      expect.objectContaining({
        id: pricingChange.id,
        relevant: true,
        matchedWatchFor: ['free tiers'],
        importance: 'medium',
        evidence,
        judgedAt: expect.any(String),
      }),
    ]);
    expect(relevant.body.meta.total).toBe(1);
    const low = await member.agent.get(changesPath).query({ importance: 'low' });
    expect(low.body.data.map((change: { id: string }) => change.id)).toEqual([aboutChange.id]);
    expect((await member.agent.get(changesPath).query({ relevant: 'false', importance: 'medium' })).body.meta.total).toBe(0);
    const invalid = await member.agent.get(changesPath).query({ relevant: 'maybe', importance: 'urgent' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.meta.errors.map((e: { field: string }) => e.field).sort()).toEqual(['importance', 'relevant']);
    const detail = await member.agent.get(`${runsPath}/${run.id}`);
    expect(detail.body.data.changes.find((change: { id: string }) => change.id === pricingChange.id)).toMatchObject({
      relevant: true,
      summary: message.data.summary,
    });
  });

  it('keeps a change it could not judge, unjudged, and judges it on a later run', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    site.page('/retry', articlePage('Acme plans', [LAUNCH]));
    const project = await createProject(owner, team.id, { name: 'Retry watch' });
    await owner.agent
      .put(`${projectsPath(team.id)}/${project.id}`)
      .send({ topics: [{ name: 'Plans', watchFor: ['free tier'], sources: [{ url: site.url('/retry') }] }] });
    const runsPath = `${projectsPath(team.id)}/${project.id}/runs`;
    await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
    site.page('/retry', articlePage('Acme plans', [LAUNCH, FREE_TIER]));
    const run = await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
    const [change] = await ChangeModel.findAll({ where: { runId: run.id }, raw: true });
    // As if the judge had failed: the verdict is gone and one attempt is counted.
    await ChangeJudgementModel.update(
      { summary: null, relevant: null, importance: null, matchedWatchFor: [], judgedAt: null, attempts: 1, lastError: 'timed out' },
      { where: { changeId: change!.id } },
    );
    const unjudged = await owner.agent.get(`${projectsPath(team.id)}/${project.id}/changes`);
    expect(unjudged.body.data).toEqual([
      expect.objectContaining({ id: change!.id, relevant: null, importance: null, judgedAt: null, summary: change!.summary }),
    ]);

    await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
    const judged = await eventually(
      () => ChangeJudgementModel.findByPk(change!.id, { raw: true }),
      (row) => row?.judgedAt instanceof Date,
    );
    expect(judged).toMatchObject({ relevant: true, matchedWatchFor: ['free tier'], attempts: 1, lastError: null });
  });

  it('announces every change of a run that found more than one pass of judging takes, by the end of that run, in one mail per pass', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const many = await startReceiver();
    try {
      await owner.agent.post(`/api/user/organizations/${team.id}/webhooks`).send({ url: many.url, events: ['change.detected'] });
      // 60 sources over three topics: more changes than one pass judges (50), as a site's redesign gives.
      const paths = Array.from({ length: 60 }, (_, i) => `/catalogue/${i}`);
      for (const path of paths) site.page(path, articlePage(`Item ${path}`, [LAUNCH]));
      const project = await createProject(owner, team.id, { name: 'Catalogue watch' });
      const topics = [0, 1, 2].map((t) => ({
        name: `Shelf ${t}`,
        watchFor: ['free tier'],
        sources: paths.slice(t * 20, t * 20 + 20).map((path) => ({ url: site.url(path) })),
      }));
      expect((await owner.agent.put(`${projectsPath(team.id)}/${project.id}`).send({ topics })).status).toBe(200);
      const runsPath = `${projectsPath(team.id)}/${project.id}/runs`;
      await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
      for (const path of paths) site.page(path, articlePage(`Item ${path}`, [LAUNCH, FREE_TIER]));
      const run = await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
      expect(run).toMatchObject({ status: 'completed', sourcesChanged: 60 });

      const changeIds = (await ChangeModel.findAll({ where: { runId: run.id }, attributes: ['id'], raw: true })).map(({ id }) => id);
      const judged = await ChangeJudgementModel.findAll({ where: { changeId: changeIds }, raw: true });
      expect(judged.filter((row) => row.judgedAt instanceof Date && row.relevant === true).length).toBe(60);
      const delivered = await many.waitFor(60);
      const announced = delivered.map((request) => (JSON.parse(request.body) as { data: { changeId: string } }).data.changeId);
      expect(announced.sort()).toEqual([...changeIds].sort());
      // Its creator, alerted at once by default, gets a mail per pass listing its changes, not 60 mails.
      const mails = [
        await harness.smtp.nextMailTo(owner.email, /Catalogue watch: 50 changes at once, 50 relevant/),
        await harness.smtp.nextMailTo(owner.email, /Catalogue watch: 10 changes at once, 10 relevant/),
      ];
      expect(changeIds.filter((id) => mails.some((mail) => mail.text.includes(`/changes/${id}?`))).length).toBe(60);
      await expect(harness.smtp.nextMailTo(owner.email, /relevant change in Shelf/, 1_000)).rejects.toThrow(/no mail/);
      // A run with judging passes replays, fresh and as recorded (histories from before the passes: test/monitoring).
      const history = await harness.temporal.workflow.getHandle(run.workflowId).fetchHistory();
      await replayFreshAndRecorded(path.join(__dirname, 'histories'), 'project-run-judging-passes', history, run.workflowId);
    } finally {
      await many.stop();
    }
  });

  it('queues run.failed once per failed run for endpoints that subscribed to it, and nothing for a run that did not fail', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const project = await createProject(owner, team.id, { name: 'Failing watch' });
    const subscribed = (
      await owner.agent
        .post(`/api/user/organizations/${team.id}/webhooks`)
        .send({ url: receiver.url, events: ['run.failed'], projectIds: [project.id] })
    ).body.data.id as string;
    await owner.agent.post(`/api/user/organizations/${team.id}/webhooks`).send({ url: receiver.url, events: ['change.detected'] });
    const run = async (status: 'failed' | 'completed') => {
      const id = randomUUID();
      await ProjectRunModel.create({
        id,
        projectId: project.id,
        workflowId: `project-run/${project.id}/${id}`,
        trigger: 'manual',
        status,
        startedAt: new Date(),
        finishedAt: new Date(),
        errors: [{ url: 'https://acme.example/', error: 'The checker crashed' }],
      });
      return id;
    };
    const failedRun = await run('failed');
    const deliveryIds = await queueRunFailed(failedRun);
    expect(deliveryIds).toHaveLength(1);
    expect(await WebhookDeliveryModel.findByPk(deliveryIds[0]!, { raw: true })).toMatchObject({
      endpointId: subscribed,
      event: 'run.failed',
      payload: {
        type: 'run.failed',
        data: {
          runId: failedRun,
          projectId: project.id,
          projectName: 'Failing watch',
          error: 'https://acme.example/: The checker crashed',
        },
      },
    });
    expect(await queueRunFailed(await run('completed'))).toEqual([]);

    const again = await Promise.all([queueRunFailed(failedRun), queueRunFailed(failedRun)]);
    expect(again).toEqual([deliveryIds, deliveryIds]);
    expect(await WebhookDeliveryModel.count({ where: { endpointId: subscribed, event: 'run.failed' } })).toBe(1);
  });
});
