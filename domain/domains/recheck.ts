import { Op, type Transaction } from 'sequelize';
import { DomainModel } from '../../models/domains';
import { recordAudit } from '../audit/audit-log';
import { queueMail } from '../mail/outbox';
import { ownerAddresses } from '../organizations/owners';
import type { ActorContext } from '../shared/request-context';
import type { TxtLookup } from './dns';
import { dnsRecordName, type DomainRow } from './domains';
import { db } from '../../models/db';

const SYSTEM: ActorContext = { principal: null, ipAddress: null, userAgent: null, requestId: 'domain-recheck' };
const DAY_MS = 24 * 60 * 60 * 1000;
/** Lookups run this many at a time; each takes at most the resolver's timeout times its tries. */
const LOOKUP_CONCURRENCY = 10;

export interface RecheckSettings {
  lookup: TxtLookup;
  graceDays: number;
  appUrl: string;
}

export interface RecheckBatch {
  checked: number;
  /** Domains that fell back to failed in this batch. */
  lost: string[];
  /** Mails to the owners of those domains, for the workflow to deliver. */
  outboxIds: string[];
  /** Where the next batch starts; null when every verified domain has been re-checked. */
  nextAfterId: string | null;
}

type Reading = 'present' | 'missing' | 'unknown';

/**
 * One batch of the `domain-recheck` schedule: verified domains in id order after `afterId`. A record
 * that is there clears any earlier absence; one missing (no record, or none with the value) starts or
 * continues the absence, and past the grace period the domain falls back to `failed`: auto-join is
 * turned off, the audit log records it and the owners are mailed. A lookup that fails (timeout,
 * SERVFAIL) proves nothing either way and changes nothing.
 */
export async function recheckVerifiedDomains(afterId: string | null, batchSize: number, settings: RecheckSettings): Promise<RecheckBatch> {
  const rows = await DomainModel.findAll({
    where: { status: 'verified', ...(afterId ? { id: { [Op.gt]: afterId } } : {}) },
    order: [['id', 'ASC']],
    limit: batchSize,
    raw: true,
  });
  const batch: RecheckBatch = {
    checked: rows.length,
    lost: [],
    outboxIds: [],
    nextAfterId: rows.length === batchSize ? rows.at(-1)!.id : null,
  };
  for (let start = 0; start < rows.length; start += LOOKUP_CONCURRENCY) {
    const chunk = rows.slice(start, start + LOOKUP_CONCURRENCY);
    const readings = await Promise.all(chunk.map((row) => readRecord(row, settings.lookup)));
    for (const [index, row] of chunk.entries()) {
      const reading = readings[index]!;
      // Most domains are fine and were fine: nothing to write, so no transaction.
      if (reading === 'unknown' || (reading === 'present' && row.recordMissingSince === null)) continue;
      const outboxIds = await db.transaction((transaction) => recordReading(row.id, reading, settings, transaction));
      if (outboxIds) batch.lost.push(row.id);
      batch.outboxIds.push(...(outboxIds ?? []));
    }
  }
  return batch;
}

async function readRecord(row: DomainRow, lookup: TxtLookup): Promise<Reading> {
  const answer = await lookup(dnsRecordName(row.domain));
  if (answer.kind === 'error') return 'unknown';
  return answer.kind === 'found' && answer.values.includes(row.dnsRecordValue) ? 'present' : 'missing';
}

/** Applies one reading under the row's lock; answers the queued mails when the domain fell back to failed. */
async function recordReading(
  domainId: string,
  reading: Reading,
  settings: RecheckSettings,
  transaction: Transaction,
): Promise<string[] | null> {
  const row = await DomainModel.findByPk(domainId, { raw: true, transaction, lock: transaction.LOCK.UPDATE });
  if (!row || row.status !== 'verified' || reading === 'unknown') return null;
  const now = new Date();
  if (reading === 'present') {
    if (row.recordMissingSince)
      await DomainModel.update(
        { recordMissingSince: null, verificationError: null, lastVerificationAttempt: now },
        { where: { id: domainId }, transaction },
      );
    return null;
  }
  const missingSince = row.recordMissingSince ?? now;
  const name = dnsRecordName(row.domain);
  if (now.getTime() - missingSince.getTime() < settings.graceDays * DAY_MS) {
    const verificationError = `The TXT record at ${name} has been missing since ${missingSince.toISOString()}; publish it again, or the domain stops being verified after ${settings.graceDays} days`;
    await DomainModel.update(
      { recordMissingSince: missingSince, verificationError, lastVerificationAttempt: now },
      { where: { id: domainId }, transaction },
    );
    return null;
  }
  return endVerification(row, missingSince, settings, transaction);
}

async function endVerification(row: DomainRow, missingSince: Date, settings: RecheckSettings, transaction: Transaction): Promise<string[]> {
  const name = dnsRecordName(row.domain);
  const verificationError = `The TXT record at ${name} was missing at every re-check since ${missingSince.toISOString()}; publish it and verify again`;
  await DomainModel.update(
    { status: 'failed', autoJoinMode: 'off', recordMissingSince: null, verificationError, lastVerificationAttempt: new Date() },
    { where: { id: row.id }, transaction },
  );
  const metadata = {
    domain: row.domain,
    missingSince: missingSince.toISOString(),
    autoJoin: { mode: row.autoJoinMode, role: row.autoJoinRole },
  };
  await recordAudit(
    { organizationId: row.organizationId, action: 'domain.verification_lost', resourceType: 'domain', resourceId: row.id, metadata },
    SYSTEM,
    transaction,
  );
  const outboxIds: string[] = [];
  for (const to of await ownerAddresses(row.organizationId)) {
    const mail = {
      purpose: 'Domain verification lost notice',
      to,
      subject: `${row.domain} is no longer a verified domain of your Vigil organization`,
      text:
        `Vigil re-checks the DNS record that proves your organization owns ${row.domain}. The TXT record at ${name} ` +
        `has been missing since ${missingSince.toISOString()}, so ${row.domain} is no longer verified: people with ` +
        `${row.domain} addresses no longer join automatically, and single sign-on through it stops.\n\n` +
        `If you still own ${row.domain}, publish the TXT record again, verify the domain and turn auto-join back on in ${settings.appUrl}.\n`,
    };
    // The workflow starts delivery of these mails itself once this transaction has committed.
    outboxIds.push(await queueMail(mail, async () => undefined, transaction));
  }
  return outboxIds;
}
