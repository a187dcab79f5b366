import { changePassword } from '../../domain/auth/password-change';
import { requestPasswordReset, resetPassword } from '../../domain/auth/password-reset';
import type { AuthSettings } from '../../domain/auth/sign-up';
import { messageSchema } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { publicAccess, userAccess } from './access';
import { changePasswordBody, emailOnlyBody, resetPasswordBody } from './schemas';

const tags = ['Authentication'];

export function passwordRoutes(settings: AuthSettings) {
  return [
    defineRoute({
      method: 'post',
      path: '/api/auth/forgot-password',
      summary: 'Mail a password reset link; answers the same whether or not the account exists',
      tags,
      access: publicAccess,
      request: { body: emailOnlyBody },
      response: { kind: 'json', data: messageSchema },
      errors: [429],
      handler: async (ctx) => {
        await requestPasswordReset(ctx.body.email, settings, ctx.actor);
        return { message: 'If an account exists for this address, a password reset link is on its way' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/reset-password',
      summary: 'Set a new password with the token from the reset mail; ends every session of the user',
      tags,
      access: publicAccess,
      request: { body: resetPasswordBody },
      response: { kind: 'json', data: messageSchema },
      errors: [404, 429],
      handler: async (ctx) => {
        await resetPassword(ctx.body, settings, ctx.actor);
        return { message: 'Password changed; sign in with the new password' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/change-password',
      summary: 'Change the password of the signed-in user; ends every other session',
      tags,
      access: userAccess('user:write'),
      request: { body: changePasswordBody },
      response: { kind: 'json', data: messageSchema },
      errors: [429],
      handler: async (ctx) => {
        await changePassword(ctx.auth.principal, ctx.body, settings, ctx.actor);
        return { message: 'Password changed' };
      },
    }),
  ];
}
