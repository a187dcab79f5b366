import { UniqueConstraintError, type InferAttributes, type Transaction } from 'sequelize';
import { DomainModel, type AutoJoinMode, type DomainStatus } from '../../models/domains';
import { recordAudit } from '../audit/audit-log';
import { ConflictError, NotFoundError } from '../shared/errors';
import { randomToken } from '../shared/secrets';
import { newId } from '../shared/ids';
import { organizationLabels, type OrganizationLabels } from '../shared/labels';
import type { ActorContext } from '../shared/request-context';
import { normalizeDomainName } from './names';
import { db } from '../../models/db';

export const DNS_RECORD_PREFIX = '_vigil-verify';
const RECORD_VALUE_PREFIX = 'vigil-verify=';

export interface Domain {
  id: string;
  domain: string;
  status: DomainStatus;
  verificationMethod: 'dns_txt';
  dnsRecordName: string;
  dnsRecordValue: string;
  verifiedAt: Date | null;
  lastVerificationAttempt: Date | null;
  verificationError: string | null;
  autoJoin: { mode: AutoJoinMode; role: 'admin' | 'member' };
  createdAt: Date;
  updatedAt: Date;
  organizationId: string;
}

export type DomainRow = InferAttributes<DomainModel>;

/** Starts, wakes and ends the durable verification process of a domain (a Temporal workflow). */
/** What the verification process is started with; the organization and name label it for operators. */
export interface DomainToVerify extends OrganizationLabels {
  id: string;
  createdAt: Date;
  domain: string;
}

export interface DomainVerificationControl {
  start(domain: DomainToVerify): Promise<void>;
  /** Wakes the process so it re-reads the domain at once; starts it when it is not running. */
  nudge(domain: DomainToVerify): Promise<void>;
  /** Tells a running process that the domain is gone; nothing when none runs. */
  stop(domainId: string): Promise<void>;
}

export async function listDomains(organizationId: string): Promise<Domain[]> {
  const rows = await DomainModel.findAll({
    where: { organizationId },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    raw: true,
  });
  return rows.map(toDomain);
}

export async function getDomain(organizationId: string, domainId: string, transaction?: Transaction): Promise<Domain> {
  return toDomain(await findDomainRow(organizationId, domainId, transaction));
}

export async function findDomainRow(organizationId: string, domainId: string, transaction?: Transaction, lock = false): Promise<DomainRow> {
  const row = await DomainModel.findOne({
    where: { id: domainId, organizationId },
    raw: true,
    transaction,
    ...(lock && transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
  if (!row) throw new NotFoundError('Domain');
  return row;
}

/** Claims a domain for the organization (pending until its TXT record is seen) and starts its verification. */
export async function addDomain(
  organizationId: string,
  input: { domain: string },
  deps: { verification: DomainVerificationControl },
  context: ActorContext,
): Promise<Domain> {
  const name = normalizeDomainName(input.domain);
  const domain = await db.transaction(async (transaction) => {
    if (await verifiedElsewhere(name, organizationId, transaction))
      throw new ConflictError(`${name} is already verified by another organization`);
    const id = newId();
    try {
      await DomainModel.create(
        { id, organizationId, domain: name, dnsRecordValue: `${RECORD_VALUE_PREFIX}${randomToken(24)}` },
        { transaction },
      );
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw new ConflictError(`${name} has already been added to this organization`);
      throw error;
    }
    await recordAudit(
      { organizationId, action: 'domain.added', resourceType: 'domain', resourceId: id, metadata: { domain: name } },
      context,
      transaction,
    );
    return getDomain(organizationId, id, transaction);
  });
  await deps.verification.start({ ...domain, ...(await organizationLabels(organizationId)) });
  return domain;
}

export async function deleteDomain(
  organizationId: string,
  domainId: string,
  deps: { verification: DomainVerificationControl },
  context: ActorContext,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const row = await findDomainRow(organizationId, domainId, transaction, true);
    await DomainModel.destroy({ where: { id: domainId }, transaction });
    await recordAudit(
      {
        organizationId,
        action: 'domain.deleted',
        resourceType: 'domain',
        resourceId: domainId,
        metadata: { domain: row.domain, status: row.status },
      },
      context,
      transaction,
    );
  });
  await deps.verification.stop(domainId);
}

export function verifiedElsewhere(domain: string, organizationId: string, transaction?: Transaction): Promise<boolean> {
  return DomainModel.findOne({ where: { domain, status: 'verified' }, attributes: ['organizationId'], raw: true, transaction }).then(
    (row) => row !== null && row.organizationId !== organizationId,
  );
}

export function dnsRecordName(domain: string): string {
  return `${DNS_RECORD_PREFIX}.${domain}`;
}

export function toDomain(row: DomainRow): Domain {
  return {
    id: row.id,
    domain: row.domain,
    status: row.status,
    verificationMethod: row.verificationMethod,
    dnsRecordName: dnsRecordName(row.domain),
    dnsRecordValue: row.dnsRecordValue,
    verifiedAt: row.verifiedAt,
    lastVerificationAttempt: row.lastVerificationAttempt,
    verificationError: row.verificationError,
    autoJoin: { mode: row.autoJoinMode, role: row.autoJoinRole },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    organizationId: row.organizationId,
  };
}
