import type { AuthSettings } from '../../domain/auth/sign-up';
import type { Config } from '../../platform/config';
import { disableTwoFactor, enableTwoFactor, verifyTwoFactor } from '../../domain/auth/two-factor';
import { messageSchema } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { userSchema } from '../users/schemas';
import { anySessionAccess, userAccess } from './access';
import { setSessionCookie } from './cookies';
import { passwordConfirmationBody, twoFactorEnrollmentSchema, twoFactorVerifyBody } from './schemas';

const tags = ['Two-factor authentication'];

export function twoFactorRoutes(settings: AuthSettings, config: Config) {
  return [
    defineRoute({
      method: 'post',
      path: '/api/auth/two-factor/enable',
      summary: 'Start TOTP enrolment; two-factor turns on once a first code is verified',
      tags,
      access: userAccess('user:write'),
      request: { body: passwordConfirmationBody },
      response: { kind: 'json', data: twoFactorEnrollmentSchema },
      errors: [409, 429],
      handler: async (ctx) => enableTwoFactor(ctx.auth.principal, ctx.body.password, settings, ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/two-factor/verify',
      summary:
        'Verify a TOTP or recovery code: completes a two-factor sign-in, confirms enrolment, or re-proves the factor in a full session',
      tags,
      access: anySessionAccess,
      request: { body: twoFactorVerifyBody },
      response: { kind: 'json', data: userSchema },
      errors: [409, 429],
      handler: async (ctx) => {
        const { user, session } = await verifyTwoFactor(ctx.auth.principal, ctx.body.code, settings, ctx.actor);
        setSessionCookie(ctx.res, session, config);
        return user;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/two-factor/disable',
      summary: 'Turn two-factor off; deletes the TOTP secret and the recovery codes',
      tags,
      access: userAccess('user:write'),
      request: { body: passwordConfirmationBody },
      response: { kind: 'json', data: messageSchema },
      errors: [409, 429],
      handler: async (ctx) => {
        await disableTwoFactor(ctx.auth.principal, ctx.body.password, settings, ctx.actor);
        return { message: 'Two-factor authentication turned off' };
      },
    }),
  ];
}
