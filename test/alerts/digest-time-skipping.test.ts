import { randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import { announceChange, type AnnouncedChange } from '../../domain/alerts/mailing';
import { EmailOutboxModel } from '../../models/mail';
import { alertDigestScheduleId } from '../../workflows/contract';
import { alertDigestWorkflow } from '../../workflows/alert-digest';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { startTimeSkippingWorker } from '../support/time-skipping';
import { signUpUser } from '../support/users';
import { createProject } from './support';

const HOUR_MS = 3_600_000;

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
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
    timeSkipping = await startTimeSkippingWorker(harness, taskQueue);
  });
  afterAll(async () => {
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

  async function announce(projectId: string, summary: string, hoursAgo: number): Promise<void> {
    const change: AnnouncedChange = {
      changeId: randomUUID(),
      projectId,
      topicName: 'Competitor pricing',
      sourceUrl: 'https://acme.example/pricing',
      summary,
      relevant: true,
      importance: 'high',
      evidence: [],
      detectedAt: new Date(Date.now() - hoursAgo * HOUR_MS),
    };
    await harness.sequelize.transaction((transaction) => announceChange(change, transaction));
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
});
