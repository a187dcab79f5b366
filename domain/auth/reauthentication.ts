import { UserModel } from '../../models/users';
import { ForbiddenError } from '../shared/errors';
import { verifyPassword } from './passwords';
import type { Principal } from './principal';
import type { RateLimits } from './rate-limits';

/** Password and second-factor changes and account deletion need the user's own session: an API key or an application's token never makes them. */
export function requireSessionId(principal: Principal): string {
  if (principal.credential.kind !== 'session')
    throw new ForbiddenError('This action needs a signed-in session, not an API key or an application’s access token');
  return principal.credential.sessionId;
}

/**
 * Re-checks the signed-in user's password (403 when wrong). Attempts count per user, so a stolen
 * session cannot be used to guess the password.
 */
export async function confirmPassword(userId: string, password: string, rateLimits: RateLimits): Promise<UserModel> {
  await rateLimits.consume(['passwordCheckUser', userId]);
  const user = await UserModel.findByPk(userId, { raw: true });
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw new ForbiddenError('The password is incorrect');
  await rateLimits.reset('passwordCheckUser', userId);
  return user;
}
