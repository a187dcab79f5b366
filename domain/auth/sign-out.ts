import { recordAudit } from '../audit/audit-log';
import type { ActorContext } from '../shared/request-context';
import type { Principal } from './principal';
import { recordLoginEvent } from './login-events';
import { revokeSession } from './sessions';
import { db } from '../../models/db';

export async function signOut(principal: Principal, context: ActorContext): Promise<void> {
  const { credential } = principal;
  if (credential.kind !== 'session') return;
  await db.transaction(async (transaction) => {
    await revokeSession(credential.sessionId, transaction);
    await recordLoginEvent({ userId: principal.userId, email: principal.email, action: 'sign_out', success: true }, context, transaction);
    await recordAudit(
      { organizationId: null, action: 'user.signed_out', resourceType: 'session', resourceId: credential.sessionId },
      context,
      transaction,
    );
  });
}
