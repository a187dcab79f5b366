import { UniqueConstraintError, type Transaction } from 'sequelize';
import { DomainModel, type DomainStatus } from '../../models/domains';
import { recordAudit } from '../audit/audit-log';
import { organizationLabels } from '../shared/labels';
import type { ActorContext } from '../shared/request-context';
import type { TxtLookup } from './dns';
import {
  dnsRecordName,
  findDomainRow,
  getDomain,
  verifiedElsewhere,
  type Domain,
  type DomainRow,
  type DomainVerificationControl,
} from './domains';
import { db } from '../../models/db';

const SYSTEM: ActorContext = { principal: null, ipAddress: null, userAgent: null, requestId: 'domain-verification' };

type Finding = { verified: true } | { verified: false; error: string };

/** The verify route: checks DNS at once, records the attempt, and wakes the durable process. */
export async function verifyDomainNow(
  organizationId: string,
  domainId: string,
  deps: { lookup: TxtLookup; verification: DomainVerificationControl },
  context: ActorContext,
): Promise<Domain> {
  const row = await findDomainRow(organizationId, domainId);
  if (row.status === 'verified') return getDomain(organizationId, domainId);
  const finding = await inspect(row, deps.lookup);
  await db.transaction((transaction) => recordAttempt(domainId, finding, context, { audit: true }, transaction));
  const domain = await getDomain(organizationId, domainId);
  await deps.verification.nudge({ ...domain, ...(await organizationLabels(organizationId)) });
  return domain;
}

/**
 * One check by the durable process. Answers the domain's status afterwards, or 'removed' once the
 * domain is gone; only a pending domain is checked.
 */
export async function checkPendingDomain(domainId: string, deps: { lookup: TxtLookup }): Promise<DomainStatus | 'removed'> {
  const row = await DomainModel.findByPk(domainId, { raw: true });
  if (!row) return 'removed';
  if (row.status !== 'pending') return row.status;
  const finding = await inspect(row, deps.lookup);
  return db.transaction((transaction) => recordAttempt(domainId, finding, SYSTEM, { audit: false }, transaction));
}

/** Ends the verification window: a domain still pending becomes failed. */
export async function expireDomainVerification(domainId: string): Promise<DomainStatus | 'removed'> {
  return db.transaction(async (transaction) => {
    const row = await DomainModel.findByPk(domainId, { raw: true, transaction, lock: transaction.LOCK.UPDATE });
    if (!row) return 'removed';
    if (row.status !== 'pending') return row.status;
    const verificationError = 'The TXT record was not found within the verification period; publish it and verify again';
    await DomainModel.update({ status: 'failed', verificationError }, { where: { id: domainId }, transaction });
    await recordAudit(
      {
        organizationId: row.organizationId,
        action: 'domain.verification_failed',
        resourceType: 'domain',
        resourceId: domainId,
        metadata: { domain: row.domain },
      },
      SYSTEM,
      transaction,
    );
    return 'failed';
  });
}

async function inspect(row: DomainRow, lookup: TxtLookup): Promise<Finding> {
  if (await verifiedElsewhere(row.domain, row.organizationId))
    return { verified: false, error: 'This domain is verified by another organization' };
  const name = dnsRecordName(row.domain);
  const answer = await lookup(name);
  if (answer.kind === 'error') return { verified: false, error: `The DNS lookup of ${name} failed (${answer.code}); try again later` };
  if (answer.kind === 'none') return { verified: false, error: `No TXT record found at ${name}` };
  if (answer.values.includes(row.dnsRecordValue)) return { verified: true };
  return { verified: false, error: `A TXT record exists at ${name} but none has the expected value` };
}

/** Writes the outcome under a row lock; a concurrent verification elsewhere loses to the unique index. */
async function recordAttempt(
  domainId: string,
  finding: Finding,
  context: ActorContext,
  options: { audit: boolean },
  transaction: Transaction,
): Promise<DomainStatus | 'removed'> {
  const row = await DomainModel.findByPk(domainId, { raw: true, transaction, lock: transaction.LOCK.UPDATE });
  if (!row) return 'removed';
  if (row.status === 'verified') return 'verified';
  const now = new Date();
  let outcome = finding;
  if (finding.verified) {
    try {
      // A savepoint, so losing the race to another organization leaves this transaction usable.
      await db.transaction({ transaction }, (savepoint) =>
        DomainModel.update(
          { status: 'verified', verifiedAt: now, lastVerificationAttempt: now, verificationError: null },
          { where: { id: domainId }, transaction: savepoint },
        ),
      );
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error;
      outcome = { verified: false, error: 'This domain is verified by another organization' };
    }
  }
  if (!outcome.verified)
    await DomainModel.update({ lastVerificationAttempt: now, verificationError: outcome.error }, { where: { id: domainId }, transaction });
  const status = outcome.verified ? 'verified' : row.status;
  if (outcome.verified || options.audit) {
    const action = outcome.verified ? 'domain.verified' : 'domain.verification_attempted';
    await recordAudit(
      {
        organizationId: row.organizationId,
        action,
        resourceType: 'domain',
        resourceId: domainId,
        metadata: { domain: row.domain, ...(outcome.verified ? {} : { error: outcome.error }) },
      },
      context,
      transaction,
    );
  }
  return status;
}
