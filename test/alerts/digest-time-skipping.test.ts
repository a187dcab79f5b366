import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Op } from 'sequelize';
import { queueChannelDigests } from '../../domain/alerts/channel-digest';
import { queueChangeAlerts, type ChangeToAlert } from '../../domain/alerts/mailing';
import type { DigestReadyData } from '../../domain/webhooks/payloads';
import { EmailOutboxModel } from '../../models/mail';
import { WebhookDeliveryModel } from '../../models/webhooks';
import { alertDigestScheduleId } from '../../workflows/contract';
import { alertDigestWorkflow } from '../../workflows/alert-digest';
import { startHarness, type Harness } from '../support/harness';
import { replayFreshAndRecorded } from '../support/replay';
import { addMember, createTeam } from '../support/organizations';
import { startTimeSkippingWorker } from '../support/time-skipping';
import { signUpUser, type SignedUpUser } from '../support/users';
import { startReceiver, type Receiver } from '../webhooks/support';
import { createProject } from './support';

const HOUR_MS = 3_600_000;
const HISTORIES = path.join(__dirname, 'histories');

/**
 * The time-skipping server refuses CreateSchedule, so the Schedule itself is proven on the dev server
 * (alert-mail.test.ts); here the workflow it starts runs with its mail deliveries under time skipping.
 */
describe('the daily digest workflow under time skipping', () => {
  let harness: Harness;
  let timeSkipping: Awaited<ReturnType<typeof startTimeSkippingWorker>>;
  const taskQueue = `alert-digest-${randomUUID()}`;
  const schedules: string[] = [];
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'true' } });
    timeSkipping = await startTimeSkippingWorker(harness, taskQueue);
  });
  const receivers: Receiver[] = [];
  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.stop()));
    await timeSkipping.stop();
    for (const scheduleId of schedules)
      await harness.temporal.schedule
        .getHandle(scheduleId)
        .delete()
        .catch(() => undefined);
    await harness.stop();
  });

  async function dailyProjectWithTwoRecipients() {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    const ownerMembershipId = (await owner.agent.get(`/api/user/organizations/${team.id}/my-membership`)).body.data.id as string;
    const projectId = await createProject(team.id);
    schedules.push(alertDigestScheduleId(projectId));
    const res = await owner.agent
      .put(`/api/user/organizations/${team.id}/projects/${projectId}/alerts`)
      .send({ mode: 'daily', recipientMembershipIds: [member.membershipId, ownerMembershipId] });
    if (res.status !== 200) throw new Error(`alert settings failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { owner, member, projectId };
  }

  async function announce(projectId: string, summary: string, hoursAgo: number, verdict: Partial<ChangeToAlert> = {}): Promise<string> {
    const change: ChangeToAlert = {
      changeId: randomUUID(),
      projectId,
      topicName: 'Competitor pricing',
      sourceUrl: 'https://acme.example/pricing',
      summary,
      relevant: true,
      importance: 'high',
      evidence: [],
      detectedAt: new Date(Date.now() - hoursAgo * HOUR_MS),
      ...verdict,
    };
    await harness.sequelize.transaction((transaction) => queueChangeAlerts([change], transaction));
    return change.changeId;
  }

  const runDigest = (projectId: string) =>
    timeSkipping.client.workflow.execute(alertDigestWorkflow, {
      workflowId: `${alertDigestScheduleId(projectId)}/${randomUUID()}`,
      taskQueue,
      args: [projectId],
    });

  const digestsTo = (email: string) =>
    EmailOutboxModel.count({ where: { toAddress: email, subject: { [Op.like]: '%: daily digest, %' } } });

  it('mails each recipient one digest of the day’s changes, and nothing on a second run the same day', async () => {
    const { owner, member, projectId } = await dailyProjectWithTwoRecipients();
    await announce(projectId, 'Acme raised the Pro plan from $20 to $25 a month.', 20);
    await announce(projectId, 'Acme dropped the free tier.', 2);

    expect(await runDigest(projectId)).toBe(2);
    for (const recipient of [member, owner]) {
      const mail = await harness.smtp.nextMailTo(recipient.email, /daily digest, 2 changes/);
      expect(mail.text).toContain('Acme raised the Pro plan');
      expect(mail.text).toContain('Acme dropped the free tier.');
    }

    expect(await runDigest(projectId)).toBe(0);
    expect(await digestsTo(member.email)).toBe(1);
    expect(await digestsTo(owner.email)).toBe(1);
  });

  async function digestEndpoint(owner: SignedUpUser, organizationId: string, body: Record<string, unknown>) {
    const target = await startReceiver();
    receivers.push(target);
    const res = await owner.agent
      .post(`/api/user/organizations/${organizationId}/webhooks`)
      .send({ url: target.url, events: ['digest.ready'], ...body });
    if (res.status !== 201) throw new Error(`webhook creation failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { target, id: res.body.data.id as string };
  }

  const digestOf = (target: Receiver, index = 0) => (JSON.parse(target.received[index]!.body) as { data: DigestReadyData }).data;

  it('posts one digest per subscribed endpoint of the project’s organization, relevant changes first, once, and keeps the schedule while one wants it', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const projectId = await createProject(team.id);
    schedules.push(alertDigestScheduleId(projectId));
    const schedule = harness.temporal.schedule.getHandle(alertDigestScheduleId(projectId));
    const everything = await digestEndpoint(owner, team.id, { onlyRelevant: false, projectIds: [projectId] });
    const relevantOnly = await digestEndpoint(owner, team.id, {});
    // The project's alert settings want no digest mail: the endpoints alone keep its schedule.
    expect((await schedule.describe()).action).toMatchObject({ workflowType: 'alertDigestWorkflow', args: [projectId] });
    const stranger = await signUpUser(harness, 'stranger');
    const strangers = await digestEndpoint(stranger, (await createTeam(stranger)).id, { onlyRelevant: false });

    const irrelevant = await announce(projectId, 'The footer year changed.', 3, { relevant: false, importance: 'low' });
    const unjudged = await announce(projectId, 'Two lines added: Careers.', 2, { relevant: null, importance: null });
    const relevant = await announce(projectId, 'Acme raised the Pro plan from $20 to $25 a month.', 1);
    const old = await announce(projectId, 'Acme renamed its blog.', 40);
    await harness.sequelize.query(`UPDATE alert_changes SET created_at = now() - interval '30 hours' WHERE change_id = :old`, {
      replacements: { old },
    });

    const run = await timeSkipping.client.workflow.start(alertDigestWorkflow, {
      workflowId: `${alertDigestScheduleId(projectId)}/${randomUUID()}`,
      taskQueue,
      args: [projectId],
    });
    expect(await run.result()).toBe(2);
    await replayFreshAndRecorded(HISTORIES, 'alert-digest-channels', await run.fetchHistory(), run.workflowId);
    await everything.target.waitFor(1);
    await relevantOnly.target.waitFor(1);
    const all = digestOf(everything.target);
    expect(all.changes.map((listed) => listed.changeId)).toEqual([relevant, unjudged, irrelevant]);
    expect(all).toMatchObject({ projectId, total: 3, changesUrl: expect.stringContaining(`/projects/${projectId}/changes`) });
    expect(all.changes[0]).toMatchObject({
      summary: 'Acme raised the Pro plan from $20 to $25 a month.',
      relevant: true,
      facts: [],
      viewUrl: expect.stringMatching(new RegExp(`/changes/${relevant}\\?expires=\\d+&sig=[\\w-]+$`)),
    });
    expect(digestOf(relevantOnly.target).changes.map((listed) => listed.changeId)).toEqual([relevant, unjudged]);

    // A retried activity (the same digest time) answers the deliveries it made; a later run finds nothing new.
    const again = await queueChannelDigests(projectId, new Date(all.until), {
      baseUrl: harness.config.baseUrl,
      secretKey: harness.config.secretKey,
    });
    expect(again.sort()).toEqual(
      (await WebhookDeliveryModel.findAll({ where: { event: 'digest.ready', endpointId: [everything.id, relevantOnly.id] }, raw: true }))
        .map((delivery) => delivery.id)
        .sort(),
    );
    expect(await runDigest(projectId)).toBe(0);
    expect(await WebhookDeliveryModel.count({ where: { endpointId: [everything.id, relevantOnly.id, strangers.id] } })).toBe(2);
    expect(strangers.target.received).toHaveLength(0);

    expect([everything.target.received.length, relevantOnly.target.received.length]).toEqual([1, 1]);

    // The schedule stays while one endpoint wants the digest, and follows each change of who does.
    const webhook = (id: string) => `/api/user/organizations/${team.id}/webhooks/${id}`;
    const scheduled = () =>
      schedule.describe().then(
        () => true,
        (error: Error) => (/not found/i.test(error.message) ? false : Promise.reject(error)),
      );
    expect((await owner.agent.put(webhook(everything.id)).send({ events: ['change.detected'] })).status).toBe(200);
    expect(await scheduled()).toBe(true);
    expect((await owner.agent.put(webhook(relevantOnly.id)).send({ enabled: false })).status).toBe(200);
    expect(await scheduled()).toBe(false);
    expect((await owner.agent.put(webhook(relevantOnly.id)).send({ enabled: true })).status).toBe(200);
    expect(await scheduled()).toBe(true);
    expect((await owner.agent.delete(webhook(relevantOnly.id))).status).toBe(200);
    expect(await scheduled()).toBe(false);
  });
});
