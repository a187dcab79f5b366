import type { Transaction } from 'sequelize';
import { OrganizationModel } from '../../models/organizations';
import { recordAudit } from '../audit/audit-log';
import { NotFoundError } from '../shared/errors';
import { organizationLabels, type OrganizationLabels } from '../shared/labels';
import type { ActorContext } from '../shared/request-context';
import { policyDatesAfterChange } from './enforcement';
import { activeMembersWithFactor } from './members';
import { db } from '../../models/db';

const DAY_MS = 86_400_000;

export interface MfaSettings {
  requireMfa: boolean;
  gracePeriodDays: number;
  /** When enforcement starts or started; null while MFA is not required. */
  gracePeriodEndsAt: Date | null;
}

export interface MfaCompliance {
  isCompliant: boolean;
  compliancePercentage: number;
  totalMembers: number;
  compliantMembers: number;
  nonCompliantMembers: { id: string; userId: string; email: string; fullName: string }[];
  gracePeriodActive: boolean;
  gracePeriodEndsAt: Date | null;
}

/** Tells the durable grace process (`mfa-grace/<organizationId>`) that the organization's MFA policy changed. */
export interface MfaGraceControl {
  /** Starts the process when a grace period is now running; otherwise only wakes one that runs, so it ends. */
  policyChanged(organization: OrganizationLabels, graceActive: boolean): Promise<void>;
}

type PolicyRow = Pick<OrganizationModel, 'requireMfa' | 'mfaGracePeriodDays' | 'mfaRequiredSince' | 'mfaEnforcedAt'>;

export function graceEndsAt(row: PolicyRow): Date | null {
  if (!row.requireMfa || !row.mfaRequiredSince) return null;
  return new Date(row.mfaRequiredSince.getTime() + row.mfaGracePeriodDays * DAY_MS);
}

export function isGraceActive(row: PolicyRow, now = new Date()): boolean {
  const endsAt = graceEndsAt(row);
  return endsAt !== null && row.mfaEnforcedAt === null && endsAt > now;
}

export async function getMfaSettings(organizationId: string, transaction?: Transaction): Promise<MfaSettings> {
  const row = await findPolicyRow(organizationId, transaction);
  return { requireMfa: row.requireMfa, gracePeriodDays: row.mfaGracePeriodDays, gracePeriodEndsAt: graceEndsAt(row) };
}

/**
 * Turns the MFA requirement on or off. The grace period counts from the moment the requirement was
 * turned on, so changing `gracePeriodDays` later moves its end; with no grace left it is enforced at once.
 */
export async function updateMfaSettings(
  organizationId: string,
  input: { requireMfa: boolean; gracePeriodDays?: number },
  deps: { grace: MfaGraceControl },
  context: ActorContext,
): Promise<MfaSettings> {
  const settings = await db.transaction(async (transaction) => {
    const before = await findPolicyRow(organizationId, transaction, true);
    const applied = await applyMfaRequirement(organizationId, input, context, transaction);
    await recordPolicyChange(before, transaction);
    return applied;
  });
  await notifyGrace(organizationId, deps.grace);
  return settings;
}

/**
 * Dates the policy after a change (enforcement.ts `policyDatesAfterChange`): API keys and access tokens
 * issued before a change that adds a requirement keep working; those issued after must meet it.
 */
export async function recordPolicyChange(
  before: Parameters<typeof policyDatesAfterChange>[0] & { id: string },
  transaction: Transaction,
): Promise<void> {
  const after = await findPolicyRow(before.id, transaction);
  const dates = policyDatesAfterChange(before, after, new Date());
  if (Object.keys(dates).length > 0) await OrganizationModel.update(dates, { where: { id: before.id }, transaction });
}

/** The change itself, for callers that hold a transaction (the security settings route shares it). */
export async function applyMfaRequirement(
  organizationId: string,
  input: { requireMfa: boolean; gracePeriodDays?: number },
  context: ActorContext,
  transaction: Transaction,
): Promise<MfaSettings> {
  const row = await findPolicyRow(organizationId, transaction, true);
  const now = new Date();
  const gracePeriodDays = input.gracePeriodDays ?? row.mfaGracePeriodDays;
  const requiredSince = input.requireMfa ? (row.requireMfa ? row.mfaRequiredSince : now) : null;
  const next = {
    requireMfa: input.requireMfa,
    mfaGracePeriodDays: gracePeriodDays,
    mfaRequiredSince: requiredSince,
    mfaEnforcedAt: null as Date | null,
  };
  const endsAt = graceEndsAt(next);
  next.mfaEnforcedAt = endsAt && endsAt <= now ? (row.mfaEnforcedAt ?? now) : null;
  const changed = row.requireMfa !== next.requireMfa || row.mfaGracePeriodDays !== gracePeriodDays;
  if (changed) {
    await OrganizationModel.update(next, { where: { id: organizationId }, transaction });
    const metadata = { requireMfa: next.requireMfa, gracePeriodDays, gracePeriodEndsAt: endsAt?.toISOString() ?? null };
    await recordAudit(
      { organizationId, action: 'organization.mfa_policy_updated', resourceType: 'organization', resourceId: organizationId, metadata },
      context,
      transaction,
    );
  }
  return getMfaSettings(organizationId, transaction);
}

export async function getMfaCompliance(organizationId: string): Promise<MfaCompliance> {
  const row = await findPolicyRow(organizationId);
  const members = await activeMembersWithFactor(organizationId);
  const nonCompliant = members.filter((member) => !member.twoFactorEnabled);
  const compliantMembers = members.length - nonCompliant.length;
  return {
    isCompliant: nonCompliant.length === 0,
    compliancePercentage: members.length === 0 ? 100 : Math.round((compliantMembers / members.length) * 10_000) / 100,
    totalMembers: members.length,
    compliantMembers,
    nonCompliantMembers: nonCompliant.map(({ id, userId, email, fullName }) => ({ id, userId, email, fullName })),
    gracePeriodActive: isGraceActive(row),
    gracePeriodEndsAt: graceEndsAt(row),
  };
}

export async function notifyGrace(organizationId: string, grace: MfaGraceControl): Promise<void> {
  await grace.policyChanged(await organizationLabels(organizationId), isGraceActive(await findPolicyRow(organizationId)));
}

export async function findPolicyRow(organizationId: string, transaction?: Transaction, lock = false) {
  const row = await OrganizationModel.findByPk(organizationId, {
    raw: true,
    transaction,
    ...(lock && transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
  if (!row) throw new NotFoundError('Organization');
  return row;
}
