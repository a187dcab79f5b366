import { resendVerification, verifyEmail } from '../../domain/auth/email-verification';
import { requestMagicLink, signInWithMagicLink } from '../../domain/auth/magic-link';
import type { AuthSettings } from '../../domain/auth/sign-up';
import type { Config } from '../../platform/config';
import { messageSchema } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { userSchema } from '../users/schemas';
import { publicAccess, userAccess } from './access';
import { setSessionCookie } from './cookies';
import { emailOnlyBody, magicLinkVerifyQuery, verifyEmailBody } from './schemas';

const tags = ['Authentication'];

/** E-mail verification and magic-link sign-in: the routes a mailed link leads to. */
export function emailRoutes(settings: AuthSettings, config: Config) {
  return [
    defineRoute({
      method: 'post',
      path: '/api/auth/verify-email',
      summary: 'Confirm the e-mail address with the token from the verification mail',
      tags,
      access: publicAccess,
      request: { body: verifyEmailBody },
      response: { kind: 'json', data: userSchema, message: 'E-mail address verified' },
      errors: [404],
      handler: async (ctx) => verifyEmail(ctx.body.token, settings, ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/verify-email/resend',
      summary: 'Mail a new verification link to the signed-in user (the previous link stops working)',
      tags,
      access: userAccess(),
      response: { kind: 'json', data: messageSchema },
      errors: [409, 429],
      handler: async (ctx) => {
        await resendVerification(ctx.auth.principal.userId, settings, ctx.actor);
        return { message: 'Verification e-mail sent' };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/magic-link',
      summary: 'Mail a single-use sign-in link; answers the same whether or not the account exists',
      tags,
      access: publicAccess,
      request: { body: emailOnlyBody },
      response: { kind: 'json', data: messageSchema },
      errors: [429],
      handler: async (ctx) => {
        await requestMagicLink(ctx.body.email, settings, ctx.actor);
        return { message: 'If an account exists for this address, a sign-in link is on its way' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/magic-link/verify',
      summary: 'Open a mailed sign-in link (browser route): sets the session cookie and redirects to the web application',
      tags,
      access: publicAccess,
      request: { query: magicLinkVerifyQuery },
      response: {
        kind: 'raw',
        status: 302,
        description:
          'Redirect. Valid link: sets the session cookie and goes to the app URL, or to {appUrl}/two-factor with a half-session when the user has two-factor on. Unknown, used or expired link: {appUrl}/sign-in?error=invalid_link, no cookie.',
        contentTypes: {},
      },
      handler: async (ctx) => {
        const outcome = await signInWithMagicLink(ctx.query.token, settings, ctx.actor);
        if (outcome.kind === 'invalidLink') {
          ctx.res.redirect(302, `${config.appUrl}/sign-in?error=invalid_link`);
          return;
        }
        setSessionCookie(ctx.res, outcome.session, config);
        ctx.res.redirect(302, outcome.kind === 'twoFactorRequired' ? `${config.appUrl}/two-factor` : config.appUrl);
      },
    }),
  ];
}
