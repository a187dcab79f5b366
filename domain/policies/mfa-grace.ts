import { v5 as uuidv5 } from 'uuid';
import { EmailOutboxModel } from '../../models/mail';
import { OrganizationModel } from '../../models/organizations';
import { recordAudit } from '../audit/audit-log';
import type { ActorContext } from '../shared/request-context';
import { activeMembersWithFactor } from './members';
import { findPolicyRow, graceEndsAt, isGraceActive, recordPolicyChange } from './mfa';
import { db } from '../../models/db';

const SYSTEM: ActorContext = { principal: null, ipAddress: null, userAgent: null, requestId: 'mfa-grace' };
/** Namespace for reminder outbox ids, so a retried activity finds the mail it queued before. */
const REMINDER_NAMESPACE = '8d0f7a52-4b7e-4a8e-9a51-0c6c5e2f3b11';

/** The running grace period, or null when none is (MFA not required, or already enforced). */
export async function readMfaGracePlan(organizationId: string): Promise<{ endsAt: string } | null> {
  const row = await OrganizationModel.findByPk(organizationId, { raw: true });
  if (!row || !row.requireMfa || row.mfaEnforcedAt) return null;
  const endsAt = graceEndsAt(row);
  return endsAt && { endsAt: endsAt.toISOString() };
}

/**
 * Queues one reminder per member still without a second factor and answers the outbox ids. Ids
 * derive from organization, stage, end and member, so a retry queues nothing twice.
 */
export async function queueMfaReminders(
  organizationId: string,
  stage: 'started' | 'ending',
  endsAt: string,
  appUrl: string,
): Promise<string[]> {
  const organization = await findPolicyRow(organizationId);
  if (!isGraceActive(organization)) return [];
  const members = (await activeMembersWithFactor(organizationId)).filter((member) => !member.twoFactorEnabled);
  const mails = members.map((member) => ({
    id: uuidv5(`${organizationId}/${stage}/${endsAt}/${member.userId}`, REMINDER_NAMESPACE),
    toAddress: member.email,
    ...reminderText(stage, organization.name, member.fullName, new Date(endsAt), appUrl),
  }));
  await EmailOutboxModel.bulkCreate(mails, { ignoreDuplicates: true });
  return mails.map((mail) => mail.id);
}

/**
 * Turns enforcement on when the grace period that ends at `endsAt` is still the organization's plan.
 * The workflow's timer decides that the end has come; this only guards against a changed plan.
 */
export async function enforceMfaIfDue(organizationId: string, endsAt: string): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const row = await findPolicyRow(organizationId, transaction, true);
    if (!row.requireMfa || row.mfaEnforcedAt) return row.mfaEnforcedAt !== null;
    const planned = graceEndsAt(row);
    if (planned?.toISOString() !== endsAt) return false;
    await OrganizationModel.update({ mfaEnforcedAt: new Date() }, { where: { id: organizationId }, transaction });
    await recordPolicyChange(row, transaction);
    await recordAudit(
      {
        organizationId,
        action: 'organization.mfa_enforced',
        resourceType: 'organization',
        resourceId: organizationId,
        metadata: { gracePeriodEndedAt: endsAt },
      },
      SYSTEM,
      transaction,
    );
    return true;
  });
}

function reminderText(stage: 'started' | 'ending', organizationName: string, fullName: string, endsAt: Date, appUrl: string) {
  const when = endsAt.toISOString().replace('T', ' ').slice(0, 16);
  const subject =
    stage === 'started'
      ? `${organizationName} now requires two-factor authentication`
      : `Reminder: ${organizationName} requires two-factor authentication from tomorrow`;
  const textBody = `Hello ${fullName},\n\n${organizationName} requires two-factor authentication. Turn it on in your account settings before ${when} UTC; after that, requests to ${organizationName} without it are refused.\n\n${appUrl}\n`;
  return { subject, textBody };
}
