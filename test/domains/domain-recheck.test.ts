import path from 'node:path';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DomainModel } from '../../models/domains';
import { MembershipModel } from '../../models/organizations';
import type { DnsServer } from '../support/dns-server';
import { addVerifiedDomain } from '../support/domains';
import { startHarnessWithDns, type Harness } from '../support/harness';
import { expectIntervalSchedule } from '../support/schedules';
import { createTeam } from '../support/organizations';
import { replayFreshAndRecorded } from '../support/replay';
import { linkIn } from '../support/smtp-capture';
import { signUpUser, TEST_PASSWORD } from '../support/users';
import { domainRecheckScheduleId } from '../../workflows/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the domain re-check schedule', () => {
  let dns: DnsServer;
  let harness: Harness;
  beforeAll(async () => {
    ({ harness, dns } = await startHarnessWithDns());
    // Paused so a scheduled run cannot race the steps below; each test starts the workflow itself.
    await harness.temporal.schedule.getHandle(domainRecheckScheduleId(harness.config.temporal.taskQueue)).pause('domain re-check test');
  });
  afterAll(async () => {
    await harness.stop();
  });

  const base = (organizationId: string) => `/api/user/organizations/${organizationId}`;
  const runRecheck = () =>
    harness.temporal.workflow.start('recheckVerifiedDomainsWorkflow', {
      workflowId: `domain-recheck-test-${randomUUID()}`,
      taskQueue: harness.config.temporal.taskQueue,
    });

  /** A team whose verified domain admits people with its addresses automatically. */
  async function teamWithAutoJoin() {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const domain = await addVerifiedDomain(owner, team.id, dns);
    await owner.agent
      .put(`${base(team.id)}/domains/${domain.id}/auto-join`)
      .send({ mode: 'automatic', role: 'member' })
      .expect(200);
    return { owner, team, domain };
  }

  /** Records the first failed re-check `days` ago, as a week of earlier scheduled runs would have. */
  const missingFor = (domainId: string, days: number) =>
    DomainModel.update({ recordMissingSince: new Date(Date.now() - days * DAY_MS) }, { where: { id: domainId } });

  async function signUpAt(domain: string) {
    const email = `newcomer-${randomUUID().slice(0, 8)}@${domain}`;
    const agent = request.agent(harness.app);
    const signedUp = await agent.post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName: 'New Comer' });
    const token = linkIn(await harness.smtp.nextMailTo(email, /Confirm your e-mail/), '/verify-email').searchParams.get('token');
    await agent.post('/api/auth/verify-email').send({ token }).expect(200);
    return signedUp.body.data.id as string;
  }

  it('ends a domain whose record stays missing past the grace period: failed, auto-join off, owners mailed, audited; and replays', async () => {
    const { owner, team, domain } = await teamWithAutoJoin();
    // The domain changed hands (or its record was removed): whoever holds it now publishes no proof.
    dns.removeTxt(domain.dnsRecordName);

    const first = await runRecheck();
    expect(await first.result()).toEqual({ checked: expect.any(Number), lost: 0 });
    const warned = (await owner.agent.get(`${base(team.id)}/domains/${domain.id}`)).body.data;
    expect(warned).toMatchObject({
      status: 'verified',
      autoJoin: { mode: 'automatic' },
      verificationError: expect.stringMatching(/has been missing since .* after 7 days$/),
    });
    const missingSince = (await DomainModel.findByPk(domain.id, { raw: true }))!.recordMissingSince!;
    const again = await runRecheck();
    await again.result();
    expect((await DomainModel.findByPk(domain.id, { raw: true }))!.recordMissingSince).toEqual(missingSince);

    await missingFor(domain.id, 7);
    const ending = await runRecheck();
    expect(await ending.result()).toEqual({ checked: expect.any(Number), lost: 1 });
    const ended = (await owner.agent.get(`${base(team.id)}/domains/${domain.id}`)).body.data;
    expect(ended).toMatchObject({
      status: 'failed',
      autoJoin: { mode: 'off' },
      verificationError: expect.stringMatching(/was missing at every re-check since/),
    });
    const mail = await harness.smtp.nextMailTo(owner.email, /is no longer a verified domain/);
    expect(mail.text).toContain(domain.dnsRecordName);
    const audit = await owner.agent.get(`${base(team.id)}/audit-logs?action=domain.verification_lost`);
    expect(audit.body.data.logs).toEqual([
      expect.objectContaining({
        resourceId: domain.id,
        actor: expect.objectContaining({ type: 'system' }),
        metadata: expect.objectContaining({ domain: domain.domain, autoJoin: { mode: 'automatic', role: 'member' } }),
      }),
    ]);
    const newcomer = await signUpAt(domain.domain);
    expect(await MembershipModel.count({ where: { organizationId: team.id, userId: newcomer } })).toBe(0);

    await replayFreshAndRecorded(path.join(__dirname, 'histories'), 'domain-recheck', await ending.fetchHistory(), ending.workflowId);
  });

  it('keeps the domain within the grace period, forgets an absence once the record is back, and starts the grace period afresh when it goes again', async () => {
    const { owner, team, domain } = await teamWithAutoJoin();
    dns.removeTxt(domain.dnsRecordName);
    await (await runRecheck()).result();
    await missingFor(domain.id, 6);
    await (await runRecheck()).result();
    expect(await DomainModel.findByPk(domain.id, { raw: true })).toMatchObject({ status: 'verified', autoJoinMode: 'automatic' });
    dns.setTxt(domain.dnsRecordName, domain.dnsRecordValue);
    await (await runRecheck()).result();
    const restored = await DomainModel.findByPk(domain.id, { raw: true });
    expect(restored).toMatchObject({ status: 'verified', autoJoinMode: 'automatic', recordMissingSince: null, verificationError: null });

    // Later the record goes again: the grace period starts afresh rather than from the old absence.
    dns.removeTxt(domain.dnsRecordName);
    await (await runRecheck()).result();
    expect((await owner.agent.get(`${base(team.id)}/domains/${domain.id}`)).body.data.status).toBe('verified');
    const since = (await DomainModel.findByPk(domain.id, { raw: true }))!.recordMissingSince!;
    expect(Date.now() - since.getTime()).toBeLessThan(DAY_MS);
  });

  it('keeps a domain whose record is present verified, whatever the other records at the name say', async () => {
    const { team, domain } = await teamWithAutoJoin();
    dns.setTxt(domain.dnsRecordName, 'v=spf1 -all', domain.dnsRecordValue);
    await missingFor(domain.id, 30);
    await (await runRecheck()).result();
    expect(await DomainModel.findByPk(domain.id, { raw: true })).toMatchObject({ status: 'verified', recordMissingSince: null });
    const newcomer = await signUpAt(domain.domain);
    expect(await MembershipModel.findOne({ where: { organizationId: team.id, userId: newcomer }, raw: true })).toMatchObject({
      status: 'active',
    });
  });

  it('has a schedule per task queue that starts the workflow every 6 hours without overlap', async () => {
    const { taskQueue } = harness.config.temporal;
    await expectIntervalSchedule(harness, domainRecheckScheduleId(taskQueue), 'recheckVerifiedDomainsWorkflow', 6 * 3_600_000);
  });
});
