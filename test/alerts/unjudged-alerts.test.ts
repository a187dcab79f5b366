import { QueryTypes } from 'sequelize';
import { queueDigestMail } from '../../domain/alerts/mailing';
import { AlertChangeModel, ChangeJudgementModel } from '../../models/alerts';
import { EmailOutboxModel } from '../../models/mail';
import { startHarness, type Harness } from '../support/harness';
import { startOpenAiServer, type OpenAiServer } from '../support/openai-server';
import { addMember, createTeam } from '../support/organizations';
import { projectsPath } from '../support/projects';
import { awaitRun } from '../support/runs';
import { signUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';
import { startReceiver, type Receiver } from '../webhooks/support';
import { createProject } from './support';

const LAUNCH = 'Acme launches its new analytics suite for retailers.';
const FREE_TIER = 'A free tier for teams of up to three people is available from December.';

describe('a change the judge cannot judge', () => {
  let harness: Harness;
  let site: Website;
  let receiver: Receiver;
  let openai: OpenAiServer;
  beforeAll(async () => {
    site = await startWebsite();
    receiver = await startReceiver();
    openai = await startOpenAiServer();
    harness = await startHarness({
      env: {
        RATE_LIMITS_ENABLED: 'false',
        FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
        // The model judge, pointed at a local server standing in for OpenAI.
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: openai.baseUrl,
        OPENAI_TIMEOUT_MS: '2000',
      },
      sourceDispatcher: publicTestDispatcher,
    });
  });
  afterAll(async () => {
    await harness.stop();
    await openai.stop();
    await receiver.stop();
    await site.close();
  });

  it('is alerted as unjudged to relevant-only mail, digests and webhooks, once: a later verdict fills it in without a second alert', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    const ownerMembershipId = (await owner.agent.get(`/api/user/organizations/${team.id}/my-membership`)).body.data.id as string;
    // A project row: creating one through the API would ask the stand-in model for topics.
    const projectId = await createProject(team.id);
    const projectPath = `${projectsPath(team.id)}/${projectId}`;
    site.page('/unjudged', articlePage('Acme plans', [LAUNCH]));
    const put = await owner.agent
      .put(projectPath)
      .send({ topics: [{ name: 'Plans', watchFor: ['free tier'], sources: [{ url: site.url('/unjudged') }] }] });
    expect(put.status).toBe(200);
    const alerts = await owner.agent
      .put(`${projectPath}/alerts`)
      .send({ mode: 'immediate', recipientMembershipIds: [member.membershipId] });
    expect(alerts.body.data).toMatchObject({ mode: 'immediate', onlyRelevant: true });
    const webhook = await owner.agent
      .post(`/api/user/organizations/${team.id}/webhooks`)
      .send({ url: receiver.url, events: ['change.detected'] });
    expect(webhook.body.data).toMatchObject({ onlyRelevant: true });

    const runsPath = `${projectPath}/runs`;
    await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
    openai.reply({ kind: 'status', status: 500 });
    site.page('/unjudged', articlePage('Acme plans', [LAUNCH, FREE_TIER]));
    const run = await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
    expect(run).toMatchObject({ status: 'completed', sourcesChanged: 1 });
    expect(openai.requests.length).toBeGreaterThan(0);

    const [change] = (await owner.agent.get(`${projectPath}/changes`)).body.data as Array<{
      id: string;
      summary: string;
      facts: unknown[];
    }>;
    expect(change).toMatchObject({ relevant: null, importance: null, judgedAt: null, evidence: [] });
    expect(await ChangeJudgementModel.findByPk(change!.id, { raw: true })).toMatchObject({ attempts: 1, lastError: expect.any(String) });

    const [delivered] = await receiver.waitFor(1);
    expect(JSON.parse(delivered!.body)).toMatchObject({
      type: 'change.detected',
      data: {
        changeId: change!.id,
        topicName: 'Plans',
        summary: change!.summary,
        relevant: null,
        importance: null,
        matchedWatchFor: [],
        evidence: [],
        facts: change!.facts,
      },
    });
    const mail = await harness.smtp.nextMailTo(member.email, /unjudged change in Plans/);
    expect(mail.text).toContain('not judged: Vigil could not judge its relevance');
    expect(mail.text).toContain(change!.summary);

    // A daily digest that only wants relevant changes carries it too, to whoever has not had it.
    await owner.agent
      .put(`${projectPath}/alerts`)
      .send({ mode: 'daily', recipientMembershipIds: [member.membershipId, ownerMembershipId] });
    const settings = {
      sequelize: harness.sequelize,
      secretKey: harness.config.secretKey,
      appUrl: harness.config.appUrl,
      baseUrl: harness.config.baseUrl,
    };
    const digests = await queueDigestMail(projectId, new Date(), settings);
    expect(digests).toHaveLength(1);
    const digest = (await EmailOutboxModel.findByPk(digests[0]!, { raw: true }))!;
    expect(digest).toMatchObject({ toAddress: owner.email, subject: expect.stringContaining('1 change') });
    expect(digest.textBody).toContain('Plans (not judged: Vigil could not judge its relevance)');
    await owner.agent.put(`${projectPath}/alerts`).send({ mode: 'immediate' });

    // The model is back: the next run judges the waiting change; nothing is announced a second time.
    openai.reply({
      kind: 'content',
      content: JSON.stringify({
        summary: 'Acme adds a free tier for small teams from December.',
        relevant: true,
        matchedWatchFor: ['free tier'],
        importance: 'medium',
        evidence: [{ watchFor: 'free tier', quote: FREE_TIER }],
      }),
    });
    await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
    const [judged] = (await owner.agent.get(`${projectPath}/changes`)).body.data;
    expect(judged).toMatchObject({ id: change!.id, relevant: true, importance: 'medium', judgedAt: expect.any(String) });
    expect(await AlertChangeModel.findByPk(change!.id, { raw: true })).toMatchObject({ relevant: true, importance: 'medium' });
    await expect(harness.smtp.nextMailTo(member.email, /change in Plans/, 2_000)).rejects.toThrow(/no mail/);
    expect(receiver.received).toHaveLength(1);
  });

  it('fails alone in a run of several judging passes: the other changes are judged by the same run, the failing one taken once', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const projectId = await createProject(team.id);
    const projectPath = `${projectsPath(team.id)}/${projectId}`;
    // 60 sources, more than one judging pass (50); the model fails on eleven of them whatever it is asked,
    // so the first pass meets at least one, whatever order it takes them in.
    const paths = Array.from({ length: 60 }, (_, i) => `/shelf/${i}`);
    for (const path of paths) site.page(path, articlePage(`Shelf ${path}`, [LAUNCH]));
    const topics = [0, 1, 2].map((t) => ({
      name: `Shelf ${t}`,
      watchFor: ['free tier'],
      sources: paths.slice(t * 20, t * 20 + 20).map((path) => ({ url: site.url(path) })),
    }));
    expect((await owner.agent.put(projectPath).send({ topics })).status).toBe(200);
    const runsPath = `${projectPath}/runs`;
    await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
    const verdict = JSON.stringify({
      summary: 'A free tier is announced.',
      relevant: true,
      matchedWatchFor: ['free tier'],
      importance: 'medium',
      evidence: [{ watchFor: 'free tier', quote: FREE_TIER }],
    });
    const poisoned = paths.slice(0, 11).map((path) => site.url(path));
    const asksAbout = (content: string, url: string) => new RegExp(`${url.replace(/[.]/g, '\\.')}(?!\\d)`).test(content);
    openai.replyBy((request) =>
      request.body.messages.some((message) => poisoned.some((url) => asksAbout(message.content, url)))
        ? { kind: 'status', status: 500 }
        : { kind: 'content', content: verdict },
    );
    for (const path of paths) site.page(path, articlePage(`Shelf ${path}`, [LAUNCH, FREE_TIER]));
    const run = await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
    expect(run).toMatchObject({ status: 'completed', sourcesChanged: 60 });

    const rows = await harness.sequelize.query<{ url: string; judged: boolean; attempts: number }>(
      `SELECT c.url, j.judged_at IS NOT NULL AS judged, j.attempts FROM change_judgements j JOIN changes c ON c.id = j.change_id
        WHERE c.run_id = :runId`,
      { replacements: { runId: run.id }, type: QueryTypes.SELECT },
    );
    expect(rows).toHaveLength(60);
    expect(rows.filter((row) => row.judged).length).toBe(49);
    expect(rows.filter((row) => poisoned.includes(row.url)).map(({ judged, attempts }) => ({ judged, attempts }))).toEqual(
      Array.from({ length: 11 }, () => ({ judged: false, attempts: 1 })),
    );
    expect(await AlertChangeModel.count({ where: { projectId } })).toBe(60);
  });
});
