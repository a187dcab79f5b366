import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { judgeRunChanges } from '../../domain/alerts/run-changes';
import { queueImmediateAlertMail } from '../../domain/alerts/mailing';
import type { ChangeJudge, ChangeToJudge, Judgement } from '../../domain/alerts/judgement';
import type { ChangeFact } from '../../domain/monitoring/change-facts';
import { pendingSources, recordChecks } from '../../domain/monitoring/run-ledger';
import { ChangeFeedbackModel } from '../../models/alerts';
import { EmailOutboxModel } from '../../models/mail';
import { ChangeModel, ProjectRunModel, RunSourceModel, SourceModel } from '../../models/monitoring';
import { WebhookDeliveryModel } from '../../models/webhooks';
import { createApiKey } from '../support/api-keys';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { projectsPath } from '../support/projects';
import { awaitRun } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';
import { createProject } from './support';

const PRICE_FACT: ChangeFact = {
  type: 'amount',
  subject: 'Pro plan',
  before: '49',
  after: '59',
  unit: 'EUR',
  quote: 'Pro plan: 59 EUR a month',
};
const STOCK_FACT: ChangeFact = {
  type: 'status',
  subject: 'Trail shoes',
  before: 'In stock',
  after: 'Out of stock',
  unit: null,
  quote: 'Trail shoes: Out of stock',
};

/** A judge that keeps what it was asked and answers relevant, quoting the first added line. */
function recordingJudge() {
  const asked: ChangeToJudge[] = [];
  const judge: ChangeJudge = {
    judge: async (change): Promise<Judgement> => {
      asked.push(change);
      const quote = change.diff
        .split('\n')
        .find((line) => line.startsWith('+') && !line.startsWith('+++'))!
        .slice(1);
      return {
        summary: 'The page changed.',
        relevant: true,
        matchedWatchFor: ['prices'],
        importance: 'high',
        evidence: [{ watchFor: 'prices', quote }],
      };
    },
  };
  return { judge, asked };
}

describe('change facts and members’ feedback on changes', () => {
  let harness: Harness;
  let site: Website;
  beforeAll(async () => {
    site = await startWebsite();
    harness = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'true' },
      sourceDispatcher: publicTestDispatcher,
    });
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  /** A team with a member and an admin, and a project whose one topic watches one source (not fetched: changes are recorded by hand). */
  async function teamWithProject() {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    const admin = await addMember(harness, owner, team.id, 'admin');
    const projectId = await createProject(team.id);
    const projectPath = `${projectsPath(team.id)}/${projectId}`;
    const put = await owner.agent
      .put(projectPath)
      .send({ topics: [{ name: 'Pricing', watchFor: ['prices'], sources: [{ url: `https://shop-${randomUUID()}.example/pricing` }] }] });
    expect(put.status).toBe(200);
    const topicId = put.body.data.topics[0].id as string;
    const source = (await SourceModel.findOne({ where: { topicId }, raw: true }))!;
    return { owner, member, admin, team, projectId, projectPath, topicId, sourceId: source.id };
  }

  /** Records a change of the source the way a run does (through the run ledger), with the facts the checker found. */
  async function recordChange(
    projectId: string,
    sourceId: string,
    diff: string,
    facts: ChangeFact[],
  ): Promise<{ runId: string; changeId: string }> {
    const runId = randomUUID();
    await ProjectRunModel.create({
      id: runId,
      projectId,
      workflowId: `project-run/${projectId}/${runId}`,
      trigger: 'manual',
      status: 'completed',
      startedAt: new Date(),
      finishedAt: new Date(),
    });
    await RunSourceModel.create({ runId, sourceId });
    const [source] = await pendingSources(runId, 10);
    const state = { ...source!, contentHash: randomUUID(), text: diff };
    await recordChecks(runId, [
      {
        source: source!,
        check: { outcome: 'changed', state, previousHash: source!.contentHash ?? 'none', diff, summary: 'One line changed.', facts },
      },
    ]);
    const change = (await ChangeModel.findOne({ where: { runId }, raw: true }))!;
    return { runId, changeId: change.id };
  }

  const feedbackPath = (projectPath: string, changeId: string) => `${projectPath}/changes/${changeId}/feedback`;

  it('stores the facts a run recorded and serves them on the Change, the run, the webhook, the mail and to the judge', async () => {
    const { owner, member, team, projectId, projectPath, sourceId } = await teamWithProject();
    await owner.agent.put(`${projectPath}/alerts`).send({ mode: 'immediate', recipientMembershipIds: [member.membershipId] });
    const hook = await owner.agent
      .post(`/api/user/organizations/${team.id}/webhooks`)
      .send({ url: 'https://hooks.example/vigil', events: ['change.detected'] });
    expect(hook.status).toBe(201);
    const many = Array.from({ length: 45 }, (_, i) => ({ ...STOCK_FACT, subject: `Shoe ${i}` }));
    const { runId, changeId } = await recordChange(
      projectId,
      sourceId,
      '@@ -1 +1 @@\n-Pro plan: 49 EUR a month\n+Pro plan: 59 EUR a month',
      [PRICE_FACT, ...many],
    );

    const stored = (await ChangeModel.findByPk(changeId, { raw: true }))!;
    expect(stored.facts).toHaveLength(40);
    expect(stored.facts[0]).toEqual(PRICE_FACT);

    const { judge, asked } = recordingJudge();
    const announced = await judgeRunChanges(runId, judge, harness.config);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.facts).toEqual(stored.facts);
    expect(asked[0]!.examples).toEqual([]);
    expect(announced.judgedChangeIds).toEqual([changeId]);

    const [delivery] = await WebhookDeliveryModel.findAll({ where: { id: announced.deliveryIds }, raw: true });
    expect(delivery!.payload).toMatchObject({ type: 'change.detected', data: { changeId, relevant: true, facts: stored.facts } });

    const [outboxId] = await queueImmediateAlertMail(announced.judgedChangeIds, {
      secretKey: harness.config.secretKey,
      appUrl: harness.config.appUrl,
      baseUrl: harness.config.baseUrl,
    });
    const mail = (await EmailOutboxModel.findByPk(outboxId!, { raw: true }))!;
    expect(mail.textBody).toContain('· Price: 49 EUR → 59 EUR (Pro plan)');
    expect(mail.textBody).toContain('· Status: In stock → Out of stock (Shoe 0)');
    expect(mail.textBody).toContain('…and 32 more facts');

    const listed = await member.agent.get(`${projectPath}/changes`);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: changeId, facts: stored.facts, feedback: null })]);
    const run = await member.agent.get(`${projectPath}/runs/${runId}`);
    expect(run.body.data.changes).toEqual([expect.objectContaining({ id: changeId, facts: stored.facts, feedback: null })]);
  });

  it('lets members, admins and owners say whether a change was relevant, the last one winning, audited, and withdraw it', async () => {
    const { owner, member, admin, team, projectId, projectPath, topicId, sourceId } = await teamWithProject();
    const { runId, changeId } = await recordChange(projectId, sourceId, '@@ -1 +1 @@\n-Pro plan: 49 EUR\n+Pro plan: 59 EUR', [PRICE_FACT]);
    const path = feedbackPath(projectPath, changeId);

    const marked = await member.agent.put(path).send({ relevant: false });
    expect(marked.status).toBe(200);
    expect(marked.body.message).toBe('Feedback recorded');
    expect(marked.body.data).toMatchObject({
      id: changeId,
      facts: [PRICE_FACT],
      feedback: { relevant: false, by: { id: member.id, fullName: member.fullName }, at: expect.any(String) },
    });
    const listed = await owner.agent.get(`${projectPath}/changes`);
    expect(listed.body.data[0].feedback).toEqual(marked.body.data.feedback);
    expect((await owner.agent.get(`${projectPath}/runs/${runId}`)).body.data.changes[0].feedback).toEqual(marked.body.data.feedback);

    const changed = await admin.agent.put(path).send({ relevant: true });
    expect(changed.status).toBe(200);
    expect(changed.body.data.feedback).toMatchObject({ relevant: true, by: { id: admin.id, fullName: admin.fullName } });
    expect(await ChangeFeedbackModel.count({ where: { changeId } })).toBe(1);
    expect(await ChangeFeedbackModel.findByPk(changeId, { raw: true })).toMatchObject({
      projectId,
      topicId,
      relevant: true,
      userId: admin.id,
    });

    const recorded = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=change.feedback_recorded`);
    expect(recorded.body.data.logs.map((log: { userId: string; metadata: unknown }) => [log.userId, log.metadata])).toEqual([
      [admin.id, { projectId, topicId, relevant: true }],
      [member.id, { projectId, topicId, relevant: false }],
    ]);
    expect(recorded.body.data.logs[0]).toMatchObject({ resourceType: 'change', resourceId: changeId });

    const withdrawn = await owner.agent.delete(path);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ id: changeId, feedback: null });
    const audit = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=change.feedback_withdrawn`);
    expect(audit.body.data.logs).toEqual([
      expect.objectContaining({ userId: owner.id, resourceId: changeId, metadata: { projectId, topicId, relevant: true } }),
    ]);
    const again = await owner.agent.delete(path);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('NOT_FOUND');
    expect((await owner.agent.put(path).send({ relevant: true })).body.data.feedback).toMatchObject({
      relevant: true,
      by: { id: owner.id },
    });
  });

  it('refuses a verdict that is not true or false and a malformed change id, naming the field', async () => {
    const { owner, projectId, projectPath, sourceId } = await teamWithProject();
    const { changeId } = await recordChange(projectId, sourceId, '@@ -1 +1 @@\n-a\n+b', []);
    for (const body of [{}, { relevant: 'yes' }, { relevant: null }, { relevant: 1 }]) {
      const res = await owner.agent.put(feedbackPath(projectPath, changeId)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.meta.errors).toEqual([expect.objectContaining({ field: 'relevant', location: 'body' })]);
    }
    const badId = await owner.agent.put(feedbackPath(projectPath, 'not-a-change')).send({ relevant: true });
    expect(badId.status).toBe(400);
    expect(badId.body.meta.errors).toEqual([expect.objectContaining({ field: 'changeId', location: 'params' })]);
    expect(await ChangeFeedbackModel.count({ where: { changeId } })).toBe(0);
  });

  it('answers 404 for a change of another organization or project, an unknown change, and to a stranger', async () => {
    const ours = await teamWithProject();
    const theirs = await teamWithProject();
    const { changeId: theirChange } = await recordChange(theirs.projectId, theirs.sourceId, '@@ -1 +1 @@\n-a\n+b', []);
    const { changeId: ourChange } = await recordChange(ours.projectId, ours.sourceId, '@@ -1 +1 @@\n-a\n+b', []);
    const otherProjectId = await createProject(ours.team.id);
    const cases: Array<[SignedUpUser, string]> = [
      [ours.owner, feedbackPath(ours.projectPath, theirChange)],
      [ours.owner, feedbackPath(`${projectsPath(ours.team.id)}/${otherProjectId}`, ourChange)],
      [ours.owner, feedbackPath(ours.projectPath, randomUUID())],
      [ours.owner, feedbackPath(theirs.projectPath, theirChange)],
      [theirs.owner, feedbackPath(ours.projectPath, ourChange)],
    ];
    for (const [user, path] of cases) {
      const put = await user.agent.put(path).send({ relevant: true });
      expect([path, put.status, put.body.code]).toEqual([path, 404, 'NOT_FOUND']);
      expect((await user.agent.delete(path)).status).toBe(404);
    }
    expect(await ChangeFeedbackModel.count({ where: { changeId: [theirChange, ourChange] } })).toBe(0);
  });

  it('needs projects:write with an API key, and records who the key acts for', async () => {
    const { owner, team, projectId, projectPath, sourceId } = await teamWithProject();
    const { changeId } = await recordChange(projectId, sourceId, '@@ -1 +1 @@\n-a\n+b', []);
    const path = feedbackPath(projectPath, changeId);
    const readOnly = (await createApiKey(owner, { scopes: ['projects:read', 'organization:read'] })).key;
    const denied = await request(harness.app).put(path).set('X-Api-Key', readOnly).send({ relevant: true });
    expect([denied.status, denied.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await request(harness.app).delete(path).set('X-Api-Key', readOnly)).status).toBe(403);
    const writer = (await createApiKey(owner, { scopes: ['projects:write', 'organization:read'] })).key;
    const accepted = await request(harness.app).put(path).set('X-Api-Key', writer).send({ relevant: false });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.feedback).toMatchObject({ relevant: false, by: { id: owner.id } });
    const audit = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=change.feedback_recorded`);
    expect(audit.body.data.logs[0].actor).toMatchObject({ type: 'apiKey' });
    expect((await request(harness.app).put(path).send({ relevant: true })).status).toBe(401);
  });

  it('gives the judge the topic’s verdicts, newest first, with each example’s changed lines and facts', async () => {
    const { owner, member, projectId, projectPath, sourceId } = await teamWithProject();
    const first = await recordChange(projectId, sourceId, '@@ -1 +1 @@\n-Pro plan: 49 EUR\n+Pro plan: 59 EUR', [PRICE_FACT]);
    await judgeRunChanges(first.runId, recordingJudge().judge, harness.config);
    expect((await member.agent.put(feedbackPath(projectPath, first.changeId)).send({ relevant: false })).status).toBe(200);

    const second = await recordChange(projectId, sourceId, '@@ -1,2 +1,2 @@\n Trail shoes\n-In stock\n+Out of stock', [STOCK_FACT]);
    const judging = recordingJudge();
    await judgeRunChanges(second.runId, judging.judge, harness.config);
    expect(judging.asked).toEqual([
      expect.objectContaining({
        facts: [STOCK_FACT],
        examples: [{ relevant: false, changedLines: ['Pro plan: 59 EUR', 'Pro plan: 49 EUR'], facts: [PRICE_FACT] }],
      }),
    ]);

    expect((await owner.agent.put(feedbackPath(projectPath, second.changeId)).send({ relevant: true })).status).toBe(200);
    const third = await recordChange(projectId, sourceId, '@@ -1 +1 @@\n-Pro plan: 59 EUR\n+Pro plan: 69 EUR', []);
    const later = recordingJudge();
    await judgeRunChanges(third.runId, later.judge, harness.config);
    expect(later.asked[0]!.examples).toEqual([
      { relevant: true, changedLines: ['Out of stock', 'In stock'], facts: [STOCK_FACT] },
      { relevant: false, changedLines: ['Pro plan: 59 EUR', 'Pro plan: 49 EUR'], facts: [PRICE_FACT] },
    ]);

    expect((await owner.agent.delete(feedbackPath(projectPath, second.changeId))).status).toBe(200);
    const fourth = await recordChange(projectId, sourceId, '@@ -1 +1 @@\n-Pro plan: 69 EUR\n+Pro plan: 79 EUR', []);
    const afterWithdrawal = recordingJudge();
    await judgeRunChanges(fourth.runId, afterWithdrawal.judge, harness.config);
    expect(afterWithdrawal.asked[0]!.examples!.map((example) => example.relevant)).toEqual([false]);
  });

  describe('through real runs with the default (offline) judge', () => {
    const PRICE = (euros: number) => `The Pro plan costs ${euros} euros a month, billed yearly.`;
    const HOURS = (from: number, to: number) => `Our support desk answers from ${from}:00 to ${to}:00 on weekdays.`;
    const INTRO = 'Acme sells analytics software to retailers across Europe.';

    it('judges the next change like one marked not relevant as not relevant, and the next like one marked relevant as relevant', async () => {
      const owner = await signUpUser(harness, 'owner');
      const team = await createTeam(owner);
      const projectId = await createProject(team.id);
      const projectPath = `${projectsPath(team.id)}/${projectId}`;
      const page = `/plans-${randomUUID()}`;
      // The heading names no ask: under 'Acme plans', every change's facts carry 'plans' in their subject and match 'new plans'.
      const show = (euros: number, hours: [number, number]) => site.page(page, articlePage('Acme', [INTRO, PRICE(euros), HOURS(...hours)]));
      show(49, [9, 17]);
      const put = await owner.agent.put(projectPath).send({
        topics: [
          {
            name: 'Acme pricing',
            description: 'What Acme charges for its plans',
            watchFor: ['price changes', 'new plans'],
            sources: [{ url: site.url(page) }],
          },
        ],
      });
      expect(put.status).toBe(200);
      const run = async () => {
        const started = await owner.agent.post(`${projectPath}/runs`);
        expect(started.status).toBe(202);
        const finished = await awaitRun(harness, started.body.data.id);
        const detail = await owner.agent.get(`${projectPath}/runs/${finished.id}`);
        return detail.body.data.changes as Array<{ id: string; relevant: boolean | null; judgedAt: string | null }>;
      };
      await run();

      show(59, [9, 17]);
      const [priceRaised] = await run();
      // Before any feedback: a price change on a pricing topic is relevant, and support hours are not.
      expect(priceRaised).toMatchObject({ relevant: true });
      expect((await owner.agent.put(feedbackPath(projectPath, priceRaised!.id)).send({ relevant: false })).status).toBe(200);
      show(69, [9, 17]);
      const [raisedAgain] = await run();
      expect(raisedAgain).toMatchObject({ relevant: false, judgedAt: expect.any(String) });

      show(69, [8, 18]);
      const [hoursLonger] = await run();
      expect(hoursLonger).toMatchObject({ relevant: false });
      expect((await owner.agent.put(feedbackPath(projectPath, hoursLonger!.id)).send({ relevant: true })).status).toBe(200);
      show(69, [7, 19]);
      const [hoursLongerAgain] = await run();
      expect(hoursLongerAgain).toMatchObject({ relevant: true, judgedAt: expect.any(String) });
    });
  });
});
