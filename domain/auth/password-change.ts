import { UserModel } from '../../models/users';
import { recordAudit } from '../audit/audit-log';
import { revokeUserGrants } from '../oauth/grants';
import { ValidationError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { hashPassword } from './passwords';
import type { Principal } from './principal';
import { confirmPassword, requireSessionId } from './reauthentication';
import { revokeUserSessions } from './sessions';
import type { AuthSettings } from './sign-up';
import { revokeUserTokens } from './user-tokens';
import { db } from '../../models/db';

/**
 * Changes the signed-in user's password: every other session, every application's grant and every mailed
 * link stops working ("sign out everywhere" includes the apps); API keys stay, for the automations they serve.
 */
export async function changePassword(
  principal: Principal,
  input: { currentPassword: string; newPassword: string },
  settings: AuthSettings,
  context: ActorContext,
): Promise<void> {
  const sessionId = requireSessionId(principal);
  await confirmPassword(principal.userId, input.currentPassword, settings.rateLimits);
  if (input.newPassword === input.currentPassword) throw ValidationError.single('newPassword', 'must differ from the current password');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (transaction) => {
    await UserModel.update({ passwordHash }, { where: { id: principal.userId }, transaction });
    await revokeUserSessions(principal.userId, transaction, sessionId);
    const revokedGrants = await revokeUserGrants(principal.userId, transaction);
    await revokeUserTokens(principal.userId, ['password_reset', 'magic_link'], transaction);
    await recordAudit(
      {
        organizationId: null,
        action: 'user.password_changed',
        resourceType: 'user',
        resourceId: principal.userId,
        metadata: { revokedGrants },
      },
      context,
      transaction,
    );
  });
}
