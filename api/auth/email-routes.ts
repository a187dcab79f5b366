import { resendVerification, verifyEmail } from '../../domain/auth/email-verification';
import { requestMagicLink, signInWithMagicLink } from '../../domain/auth/magic-link';
import type { AuthSettings } from '../../domain/auth/sign-up';
import { NotFoundError } from '../../domain/shared/errors';
import type { Config } from '../../platform/config';
import { messageSchema } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { userSchema } from '../users/schemas';
import { publicAccess, userAccess } from './access';
import { sessionCookieOf, setSessionCookie } from './cookies';
import { emailOnlyBody, magicLinkVerifyBody, magicLinkVerifyQuery, signInResult, verifyEmailBody } from './schemas';

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
      handler: async (ctx) => {
        const { user, session } = await verifyEmail(ctx.body.token, ctx.actor, sessionCookieOf(ctx.req));
        if (session) setSessionCookie(ctx.res, session, config);
        return user;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/verify-email/resend',
      summary: 'Mail a new verification link to the signed-in user (the previous link stops working)',
      tags,
      access: userAccess('user:read'),
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
      summary: 'Open a mailed sign-in link (browser route): redirects to the page that signs in, without spending the link',
      tags,
      access: publicAccess,
      request: { query: magicLinkVerifyQuery },
      response: {
        kind: 'raw',
        status: 302,
        description:
          'Redirect to {appUrl}/magic-link?token=…, whose page posts the token to POST /api/auth/magic-link/verify. Opening the link spends nothing, so mail scanners that prefetch links do not use it up.',
        contentTypes: {},
      },
      handler: async (ctx) => {
        ctx.res.redirect(302, `${config.appUrl}/magic-link?token=${encodeURIComponent(ctx.query.token)}`);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/magic-link/verify',
      summary: 'Spend a mailed sign-in link: sets the session cookie (a half-session when a second factor is owed)',
      tags,
      access: publicAccess,
      request: { body: magicLinkVerifyBody },
      response: { kind: 'json', data: signInResult },
      errors: [404],
      handler: async (ctx) => {
        const outcome = await signInWithMagicLink(ctx.body.token, settings, ctx.actor);
        if (outcome.kind === 'invalidLink') throw new NotFoundError('Sign-in link');
        setSessionCookie(ctx.res, outcome.session, config);
        return outcome.kind === 'twoFactorRequired' ? { twoFactorRequired: true as const } : outcome.user;
      },
    }),
  ];
}
