import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createMfaGraceControl } from '../../engine/mfa-grace';
import { updateMfaSettings } from '../../domain/policies/mfa';
import { OrganizationModel } from '../../models/organizations';
import { totpCode } from '../support/auth-flows';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { startTimeSkippingWorker } from '../support/time-skipping';
import { signUpUser } from '../support/users';
import { replayFreshAndRecorded } from '../support/replay';
import { mfaGraceWorkflowId } from '../../workflows/contract';

const DAY_MS = 86_400_000;

describe('the MFA grace workflow under time skipping', () => {
  let harness: Harness;
  let timeSkipping: Awaited<ReturnType<typeof startTimeSkippingWorker>>;
  const taskQueue = `mfa-grace-${randomUUID()}`;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());
  // A test server per test: its clock is global and races far ahead once no workflow waits on it.
  beforeEach(async () => {
    timeSkipping = await startTimeSkippingWorker(harness, taskQueue);
  });
  afterEach(() => timeSkipping.stop());

  /** A team whose owner has two-factor on and whose member has not. */
  async function teamWithOneLaggard() {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const enable = await owner.agent.post('/api/auth/two-factor/enable').send({ password: owner.password });
    await owner.agent
      .post('/api/auth/two-factor/verify')
      .send({ code: await totpCode(enable.body.data.totpUri) })
      .expect(200);
    const member = await addMember(harness, owner, team.id, 'member');
    return { owner, team, member };
  }

  function requireMfa(organizationId: string, gracePeriodDays: number) {
    const grace = createMfaGraceControl(timeSkipping.client, taskQueue);
    const context = { principal: null, ipAddress: null, userAgent: null, requestId: randomUUID() };
    return updateMfaSettings(organizationId, { requireMfa: true, gracePeriodDays }, { grace }, context);
  }

  async function workflowDurationMs(handle: {
    fetchHistory(): Promise<{ events?: { eventTime?: { seconds?: unknown } | null }[] | null }>;
  }): Promise<number> {
    const events = (await handle.fetchHistory()).events ?? [];
    const seconds = (index: number) => Number(events.at(index)?.eventTime?.seconds ?? Number.NaN);
    return (seconds(-1) - seconds(0)) * 1000;
  }

  it('mails the member without a second factor at the start and a day before the end, then enforces MFA', async () => {
    const { owner, team, member } = await teamWithOneLaggard();
    const settings = await requireMfa(team.id, 3);
    const handle = timeSkipping.client.workflow.getHandle(mfaGraceWorkflowId(team.id));

    expect(await handle.result()).toBe('enforced');
    expect(await workflowDurationMs(handle)).toBeGreaterThanOrEqual(3 * DAY_MS - 60_000);
    const started = await harness.smtp.nextMailTo(member.email, /now requires two-factor/);
    expect(started.text).toContain(settings.gracePeriodEndsAt!.toISOString().replace('T', ' ').slice(0, 16));
    await harness.smtp.nextMailTo(member.email, /from tomorrow/);
    await expect(harness.smtp.nextMailTo(owner.email, /two-factor/, 1_000)).rejects.toThrow(/no mail/);

    const organization = await OrganizationModel.findByPk(team.id, { raw: true });
    expect(organization!.mfaEnforcedAt).toBeInstanceOf(Date);
    const refused = await member.agent.get(`/api/user/organizations/${team.id}`);
    expect(refused.body.code).toBe('MFA_REQUIRED');
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=organization.mfa_enforced`);
    expect(logs.body.data.logs).toEqual([expect.objectContaining({ actor: expect.objectContaining({ type: 'system' }) })]);

    await replayFreshAndRecorded(path.join(__dirname, 'histories'), 'mfa-grace-enforced', await handle.fetchHistory(), handle.workflowId);
  });

  it('follows a policy change by signal: a longer grace period moves enforcement, in the same workflow', async () => {
    const { team, member } = await teamWithOneLaggard();
    await requireMfa(team.id, 2);
    const handle = timeSkipping.client.workflow.getHandle(mfaGraceWorkflowId(team.id));
    const { runId } = await handle.describe();
    await harness.smtp.nextMailTo(member.email, /now requires two-factor/);
    await requireMfa(team.id, 5);

    expect(await handle.result()).toBe('enforced');
    expect((await handle.describe()).runId).toBe(runId);
    expect(await workflowDurationMs(handle)).toBeGreaterThanOrEqual(5 * DAY_MS - 60_000);
    const reminder = await harness.smtp.nextMailTo(member.email, /from tomorrow/);
    const endsAt = new Date((await OrganizationModel.findByPk(team.id, { raw: true }))!.mfaRequiredSince!.getTime() + 5 * DAY_MS);
    expect(reminder.text).toContain(endsAt.toISOString().replace('T', ' ').slice(0, 16));
  });
});
