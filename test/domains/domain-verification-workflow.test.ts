import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createDomainVerificationControl } from '../../engine/domain-verification';
import { addDomain } from '../../domain/domains/domains';
import { createLogger } from '../../platform/logger';
import { DomainModel } from '../../models/domains';
import { AuditLogModel } from '../../models/audit';
import { domainVerifyWorkflowId } from '../../workflows/contract';
import type { DnsServer } from '../support/dns-server';
import { startHarnessWithDns, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { startTimeSkippingWorker } from '../support/time-skipping';
import { signUpUser } from '../support/users';
import { replayFreshAndRecorded } from '../support/replay';

const HOUR_MS = 3_600_000;

describe('the domain verification workflow under time skipping', () => {
  let dns: DnsServer;
  let harness: Harness;
  let timeSkipping: Awaited<ReturnType<typeof startTimeSkippingWorker>>;
  const taskQueue = `domain-verify-${randomUUID()}`;
  beforeAll(async () => {
    ({ harness, dns } = await startHarnessWithDns());
  });
  afterAll(async () => {
    await harness.stop();
  });
  // A test server per test: its clock is global and races far ahead once no workflow waits on it.
  beforeEach(async () => {
    timeSkipping = await startTimeSkippingWorker(harness, taskQueue);
  });
  afterEach(() => timeSkipping.stop());

  /** A domain added by its owner, with its verification process on the time-skipping server. */
  async function addedDomain() {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const verification = createDomainVerificationControl(timeSkipping.client, taskQueue, createLogger(harness.config));
    const context = { principal: null, ipAddress: null, userAgent: null, requestId: randomUUID() };
    const domain = await addDomain(team.id, { domain: `acme-${randomUUID().slice(0, 8)}.com` }, { verification }, context);
    return { domain, handle: timeSkipping.client.workflow.getHandle(domainVerifyWorkflowId(domain.id)) };
  }

  async function firstAttemptOf(domainId: string): Promise<Date> {
    for (;;) {
      const row = await DomainModel.findByPk(domainId, { raw: true });
      if (row?.lastVerificationAttempt) return row.lastVerificationAttempt;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Workflow time from the first to the last event of its history. */
  async function workflowDurationMs(handle: {
    fetchHistory(): Promise<{ events?: { eventTime?: { seconds?: unknown } | null }[] | null }>;
  }): Promise<number> {
    const events = (await handle.fetchHistory()).events ?? [];
    const seconds = (index: number) => Number(events.at(index)?.eventTime?.seconds ?? Number.NaN);
    return (seconds(-1) - seconds(0)) * 1000;
  }

  it('verifies a domain whose record appears while it retries', async () => {
    const { domain, handle } = await addedDomain();
    await firstAttemptOf(domain.id);
    expect(await DomainModel.findByPk(domain.id, { raw: true })).toMatchObject({
      status: 'pending',
      verificationError: `No TXT record found at ${domain.dnsRecordName}`,
    });
    dns.setTxt(domain.dnsRecordName, domain.dnsRecordValue);

    expect(await handle.result()).toBe('verified');
    const row = await DomainModel.findByPk(domain.id, { raw: true });
    expect(row).toMatchObject({ status: 'verified', verificationError: null });
    expect(row!.verifiedAt).toBeInstanceOf(Date);
    // Found at the first retry, long before the 72-hour window closes.
    expect(await workflowDurationMs(handle)).toBeLessThan(HOUR_MS);
    const audit = await AuditLogModel.findAll({ where: { resourceId: domain.id, action: 'domain.verified' }, raw: true });
    expect(audit).toEqual([expect.objectContaining({ actor: expect.objectContaining({ type: 'system' }) })]);
  });

  it('marks a domain failed once 72 hours pass without the record, and replays that history', async () => {
    const { domain, handle } = await addedDomain();

    expect(await handle.result()).toBe('failed');
    expect(await workflowDurationMs(handle)).toBeGreaterThanOrEqual(71 * HOUR_MS);
    const row = await DomainModel.findByPk(domain.id, { raw: true });
    expect(row).toMatchObject({
      status: 'failed',
      verifiedAt: null,
      verificationError: expect.stringMatching(/not found within the verification period/),
    });
    const audit = await AuditLogModel.findAll({ where: { resourceId: domain.id, action: 'domain.verification_failed' }, raw: true });
    expect(audit).toHaveLength(1);
    // It kept checking with growing pauses instead of once a minute for three days.
    const history = await handle.fetchHistory();
    const timers = history.events!.filter((event) => event.timerStartedEventAttributes).length;
    expect(timers).toBeGreaterThan(5);
    expect(timers).toBeLessThan(30);

    await replayFreshAndRecorded(path.join(__dirname, 'histories'), 'domain-verification-expiry', history, handle.workflowId);
  });
});
