import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import request from 'supertest';
import { queueChangeAlerts, queueDigestMail, queueImmediateAlertMail, type ChangeToAlert } from '../../domain/alerts/mailing';
import { EmailOutboxModel } from '../../models/mail';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { linkIn } from '../support/smtp-capture';
import { signUpUser } from '../support/users';
import { createProject } from './support';
import { replayFreshAndRecorded } from '../support/replay';
import { alertDigestScheduleId } from '../../workflows/contract';
import { createFilePictureStore } from '../../domain/pictures/store';
import { recordChange, watchOneSource } from '../support/changes';

const HISTORIES = path.join(__dirname, 'histories');

describe('e-mail alerts', () => {
  let harness: Harness;
  const schedules: string[] = [];
  beforeAll(async () => {
    // An empty APP_URL is unset: Vigil serves the unsubscribe page, and so takes the one-click POST.
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false', APP_URL: '' } });
  });
  afterAll(async () => {
    for (const scheduleId of schedules)
      await harness.temporal.schedule
        .getHandle(scheduleId)
        .delete()
        .catch(() => undefined);
    await harness.stop();
  });

  const mailSettings = () => ({
    sequelize: harness.sequelize,
    secretKey: harness.config.secretKey,
    appUrl: harness.config.appUrl,
    baseUrl: harness.config.baseUrl,
  });

  async function alertedProject(settings: { mode: 'immediate' | 'daily'; onlyRelevant?: boolean }) {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    const projectId = await createProject(team.id);
    schedules.push(alertDigestScheduleId(projectId));
    const res = await owner.agent
      .put(`/api/user/organizations/${team.id}/projects/${projectId}/alerts`)
      .send({ ...settings, recipientMembershipIds: [member.membershipId] });
    if (res.status !== 200) throw new Error(`alert settings failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { owner, member, team, projectId };
  }

  async function announce(projectId: string, overrides: Partial<ChangeToAlert> = {}): Promise<string> {
    const change: ChangeToAlert = {
      changeId: randomUUID(),
      projectId,
      topicName: 'Competitor pricing',
      sourceUrl: 'https://acme.example/pricing',
      summary: 'Acme raised the Pro plan from $20 to $25 a month.',
      relevant: true,
      importance: 'high',
      evidence: [{ watchFor: 'price increase', quote: 'Pro: $25 a month' }],
      detectedAt: new Date(),
      ...overrides,
    };
    await harness.sequelize.transaction((transaction) => queueChangeAlerts([change], transaction));
    return change.changeId;
  }

  async function deliver(outboxIds: string[]) {
    for (const outboxId of outboxIds) {
      await (
        await harness.temporal.workflow.start('deliverEmailWorkflow', {
          workflowId: `email/${outboxId}`,
          taskQueue: harness.config.temporal.taskQueue,
          args: [outboxId],
        })
      ).result();
    }
  }

  it('mails a relevant change at once, once per recipient even when sending runs again after a restart', async () => {
    const { member, projectId } = await alertedProject({ mode: 'immediate' });
    const changeId = await announce(projectId);
    const first = await queueImmediateAlertMail([changeId], mailSettings());
    const again = await queueImmediateAlertMail([changeId], mailSettings());
    const concurrent = await Promise.all([
      queueImmediateAlertMail([changeId], mailSettings()),
      queueImmediateAlertMail([changeId], mailSettings()),
    ]);
    expect(first).toHaveLength(1);
    expect([again, ...concurrent]).toEqual([[], [], []]);
    expect(await EmailOutboxModel.count({ where: { toAddress: member.email, subject: { [Op.like]: '%change in%' } } })).toBe(1);
    await deliver(first);
    const mail = await harness.smtp.nextMailTo(member.email, /relevant change in Competitor pricing/);
    // What changed is in the subject (no facts here: the summary), and the change's page right under it.
    expect(mail.subject).toMatch(/relevant change in Competitor pricing — Acme raised the Pro plan from \$20 to \$25 a month\.$/);
    expect(mail.text).toMatch(/Acme raised the Pro plan from \$20 to \$25 a month\.\n {2}See the change: http/);
    expect(mail.text).toContain('https://acme.example/pricing');
    expect(mail.text).toContain('price increase: “Pro: $25 a month”');
    expect(linkIn(mail, '/unsubscribe').searchParams.get('token')).toBeTruthy();
  });

  it('links a pictured change’s visual diff, signed, so the mail’s reader sees it without a session', async () => {
    const { owner, member, team, projectId } = await alertedProject({ mode: 'immediate' });
    const sourceId = await watchOneSource(owner, team.id, projectId);
    const pictures = createFilePictureStore(harness.config.picturesDir);
    const diffBytes = Buffer.from(`a visual diff ${randomUUID()}`);
    const [before, after, diff] = [
      await pictures.put(Buffer.from('before')),
      await pictures.put(Buffer.from('after')),
      await pictures.put(diffBytes),
    ];
    const changeId = await recordChange(harness, projectId, sourceId, '@@ -1 +1 @@\n-$20\n+$25', 'Pro costs $25', {
      screenshot: after,
      before,
      diff,
    });
    await deliver(await queueImmediateAlertMail([await announce(projectId, { changeId })], mailSettings()));
    const mail = await harness.smtp.nextMailTo(member.email, /relevant change in Competitor pricing/);
    const link = linkIn(mail, `/changes/${changeId}/pictures/diff.png`);
    expect(mail.text).toContain(`Picture of the change: ${link.href}`);
    expect(link.searchParams.get('sig')).toBeTruthy();
    const image = await request(harness.app).get(`${link.pathname}${link.search}`).buffer(true);
    expect([image.status, image.headers['content-type'], Buffer.compare(image.body, diffBytes)]).toEqual([200, 'image/png', 0]);
    // A change without pictures has no such line.
    await deliver(await queueImmediateAlertMail([await announce(projectId)], mailSettings()));
    expect((await harness.smtp.nextMailTo(member.email, /relevant change in Competitor pricing/)).text).not.toContain(
      'Picture of the change',
    );
  });

  it('leaves irrelevant changes out unless the project asks for every change', async () => {
    const relevantOnly = await alertedProject({ mode: 'immediate' });
    expect(
      await queueImmediateAlertMail([await announce(relevantOnly.projectId, { relevant: false, importance: 'low' })], mailSettings()),
    ).toEqual([]);
    const everything = await alertedProject({ mode: 'immediate', onlyRelevant: false });
    expect(
      await queueImmediateAlertMail([await announce(everything.projectId, { relevant: false, importance: 'low' })], mailSettings()),
    ).toHaveLength(1);
  });

  it('stops alerts for a recipient who follows the unsubscribe link, and rejects forged tokens', async () => {
    const { owner, member, team, projectId } = await alertedProject({ mode: 'immediate' });
    await deliver(await queueImmediateAlertMail([await announce(projectId)], mailSettings()));
    const token = linkIn(await harness.smtp.nextMailTo(member.email, /change in/), '/unsubscribe').searchParams.get('token')!;
    const res = await owner.agent.post('/api/alerts/unsubscribe').send({ token });
    expect(res.status).toBe(200);
    const settings = await owner.agent.get(`/api/user/organizations/${team.id}/projects/${projectId}/alerts`);
    expect(settings.body.data.recipients).toEqual([]);
    expect(await queueImmediateAlertMail([await announce(projectId)], mailSettings())).toEqual([]);
    expect((await owner.agent.post('/api/alerts/unsubscribe').send({ token })).status).toBe(200);
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    const rejected = await owner.agent.post('/api/alerts/unsubscribe').send({ token: forged });
    expect(rejected.status).toBe(404);
    expect(rejected.body).toMatchObject({ code: 'NOT_FOUND', message: 'Unsubscribe link not found' });
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=project.alerts_unsubscribed`);
    expect(logs.body.data.logs).toHaveLength(1);
  });

  it('names the unsubscribe page in a List-Unsubscribe header that takes the one-click POST, which stops the alerts', async () => {
    const { owner, member, team, projectId } = await alertedProject({ mode: 'immediate' });
    const [outboxId] = await queueImmediateAlertMail([await announce(projectId)], mailSettings());
    await deliver([outboxId!]);
    const mail = await harness.smtp.nextMailTo(member.email, /change in/);
    const page = linkIn(mail, '/unsubscribe');
    expect(mail.headers['list-unsubscribe']).toBe(`<${page.href}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Like the links in the body, the header's URL is not kept once the mail is delivered.
    expect(await EmailOutboxModel.findByPk(outboxId!, { raw: true })).toMatchObject({ listUnsubscribeUrl: null, sentAt: expect.any(Date) });

    const oneClick = (url: string, body: string | Buffer, type = 'application/x-www-form-urlencoded') =>
      request(harness.app)
        .post(`${new URL(url).pathname}${new URL(url).search}`)
        .set('Content-Type', type)
        .send(body);
    const recipients = async () =>
      (await owner.agent.get(`/api/user/organizations/${team.id}/projects/${projectId}/alerts`)).body.data.recipients;
    // A POST that is not RFC 8058's (a link checker, a form someone else built) changes nothing.
    const notOneClick = await oneClick(page.href, 'unsubscribe=yes');
    expect(notOneClick.status).toBe(400);
    expect(notOneClick.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    const forged = new URL(page.href);
    forged.searchParams.set('token', `${forged.searchParams.get('token')!.split('.')[0]}.${'A'.repeat(43)}`);
    expect((await oneClick(forged.href, 'List-Unsubscribe=One-Click')).body).toMatchObject({ code: 'NOT_FOUND' });
    expect(await recipients()).toHaveLength(1);

    const boundary = 'vigil-test-boundary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const done = await oneClick(page.href, multipart, `multipart/form-data; boundary=${boundary}`);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ message: 'You will no longer receive alerts for this project' });
    expect(await recipients()).toEqual([]);
    expect((await oneClick(page.href, 'List-Unsubscribe=One-Click')).status).toBe(200);
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=project.alerts_unsubscribed`);
    expect(logs.body.data.logs).toHaveLength(1);
  });

  it('gathers a daily project’s changes into one digest per recipient, run by its schedule, without repeating them the next day', async () => {
    const { member, projectId } = await alertedProject({ mode: 'daily' });
    expect(await queueImmediateAlertMail([await announce(projectId)], mailSettings())).toEqual([]);
    await announce(projectId, { topicName: 'Hiring', summary: 'Acme posted three sales jobs in Berlin.', importance: 'medium' });
    await announce(projectId, { relevant: false, summary: 'The footer year changed.' });

    const schedule = harness.temporal.schedule.getHandle(alertDigestScheduleId(projectId));
    await schedule.trigger();
    const mail = await harness.smtp.nextMailTo(member.email, /daily digest, 2 changes/);
    expect(mail.text).toContain('Acme raised the Pro plan');
    expect(mail.text).toContain('Acme posted three sales jobs in Berlin.');
    expect(mail.text).toContain('price increase: “Pro: $25 a month”');
    expect(mail.text).not.toContain('footer');
    expect(linkIn(mail, '/unsubscribe')).toBeTruthy();
    expect(await queueDigestMail(projectId, new Date(), mailSettings())).toEqual([]);

    const { info } = await schedule.describe();
    const parisTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
    expect(info.nextActionTimes.slice(0, 3).map((time) => parisTime.format(time))).toEqual(['09:00', '09:00', '09:00']);
    const [recent] = info.recentActions;
    const run = harness.temporal.workflow.getHandle(recent!.action.workflow.workflowId, recent!.action.workflow.firstExecutionRunId);
    expect(await run.result()).toBe(1);
    await replayFreshAndRecorded(HISTORIES, 'alert-digest', await run.fetchHistory(), run.workflowId);
  });
});
