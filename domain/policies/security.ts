import { OrganizationModel } from '../../models/organizations';
import { recordAudit } from '../audit/audit-log';
import type { ActorContext } from '../shared/request-context';
import { applyMfaRequirement, findPolicyRow, notifyGrace, recordPolicyChange, type MfaGraceControl } from './mfa';
import { db } from '../../models/db';

export type AuthRequired = 'any' | 'mfa' | 'sso';

export interface SecuritySettings {
  authRequired: AuthRequired;
  requireMfa: boolean;
}

export async function getSecuritySettings(organizationId: string): Promise<SecuritySettings> {
  const row = await findPolicyRow(organizationId);
  return { authRequired: row.authRequired, requireMfa: row.requireMfa };
}

/** Sets the sign-in policy; `requireMfa` here is the same requirement as the MFA route's, keeping its grace period. */
export async function updateSecuritySettings(
  organizationId: string,
  input: SecuritySettings,
  deps: { grace: MfaGraceControl },
  context: ActorContext,
): Promise<SecuritySettings> {
  const settings = await db.transaction(async (transaction) => {
    const row = await findPolicyRow(organizationId, transaction, true);
    if (row.authRequired !== input.authRequired) {
      await OrganizationModel.update({ authRequired: input.authRequired }, { where: { id: organizationId }, transaction });
      const metadata = { from: row.authRequired, to: input.authRequired };
      await recordAudit(
        { organizationId, action: 'organization.auth_policy_updated', resourceType: 'organization', resourceId: organizationId, metadata },
        context,
        transaction,
      );
    }
    const mfa = await applyMfaRequirement(organizationId, { requireMfa: input.requireMfa }, context, transaction);
    await recordPolicyChange(row, transaction);
    return { authRequired: input.authRequired, requireMfa: mfa.requireMfa };
  });
  await notifyGrace(organizationId, deps.grace);
  return settings;
}
