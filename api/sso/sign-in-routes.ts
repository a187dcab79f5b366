import type { Request, Response } from 'express';
import { beginSsoSignIn, completeSsoSignIn, ssoLoginUrlFor, type SsoSettings } from '../../domain/sso/sign-in';
import { SIGN_IN_STATE_TTL_MS } from '../../domain/sso/sign-in-states';
import { SSO_CALLBACK_PATH } from '../../domain/sso/callback-path';
import { SsoSignInFailure } from '../../domain/sso/failures';
import type { Config } from '../../platform/config';
import { publicAccess } from '../auth/access';
import { setSessionCookie } from '../auth/cookies';
import type { ApiDependencies } from '../dependencies';
import { defineRoute } from '../http/route';
import { ssoCallbackQuery, ssoSignInBody, ssoSignInResult, ssoSlugParams } from './schemas';

const tags = ['SSO'];
/** Ties the callback to the browser that started the sign-in; only the callback route ever sees it. */
const STATE_COOKIE = 'vigil_sso_state';

const redirectDescription = (what: string) => ({ kind: 'raw' as const, status: 302, description: what, contentTypes: {} });

export function createSsoSignInRoutes({ config, rateLimits, oidcIssuers }: ApiDependencies) {
  const settings: SsoSettings = {
    sessionTtlDays: config.sessionTtlDays,
    baseUrl: config.baseUrl,
    secretKey: config.secretKey,
    issuers: oidcIssuers,
    rateLimits,
  };
  return [
    defineRoute({
      method: 'post',
      path: '/api/auth/sign-in/sso',
      summary: 'Find the SSO login route for an e-mail address whose domain is verified by an organization with SSO configured',
      tags,
      access: publicAccess,
      request: { body: ssoSignInBody },
      response: { kind: 'json', data: ssoSignInResult },
      errors: [404, 429],
      handler: async (ctx) => ({ url: await ssoLoginUrlFor(ctx.body.email, settings, ctx.actor) }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/sso/{slug}/login',
      summary: 'Start SSO sign-in (browser route): redirects to the organization’s identity provider',
      tags,
      access: publicAccess,
      request: { params: ssoSlugParams },
      response: redirectDescription(
        'Redirect to the identity provider (authorization code with PKCE, state and nonce, scopes openid profile email). When the provider cannot be reached: redirect to {appUrl}/sign-in?error=sso_unavailable. An unknown slug, or an organization without SSO or a verified domain, is a 404.',
      ),
      errors: [404, 429],
      handler: async (ctx) => {
        try {
          const { authorizationUrl, state } = await beginSsoSignIn(ctx.params.slug, settings, ctx.actor);
          ctx.res.cookie(STATE_COOKIE, state, stateCookieOptions(config, SIGN_IN_STATE_TTL_MS));
          ctx.res.redirect(302, authorizationUrl);
        } catch (error) {
          if (!(error instanceof SsoSignInFailure)) throw error;
          redirectToSignIn(ctx.res, config, error.code);
        }
      },
    }),
    defineRoute({
      method: 'get',
      path: SSO_CALLBACK_PATH,
      summary:
        'Finish SSO sign-in (browser route, the identity provider’s redirect URI): sets the session cookie and redirects to the application',
      tags,
      access: publicAccess,
      request: { query: ssoCallbackQuery },
      response: redirectDescription(
        'Signed in: redirect to {appUrl} with the session cookie. A second factor owed (Vigil two-factor on, the provider did not report MFA): a half-session cookie and redirect to {appUrl}/two-factor. Failure: redirect to {appUrl}/sign-in?error=<code>, code one of sso_state_invalid, sso_denied, sso_unavailable, sso_token_invalid, sso_email_not_verified, sso_domain_not_allowed, sso_membership_removed, sso_seat_limit, account_disabled.',
      ),
      handler: async (ctx) => {
        ctx.res.clearCookie(STATE_COOKIE, stateCookieOptions(config));
        try {
          const outcome = await completeSsoSignIn(callbackParams(ctx.req), stateCookieOf(ctx.req), settings, ctx.actor);
          setSessionCookie(ctx.res, outcome.session, config);
          ctx.res.redirect(302, outcome.kind === 'signedIn' ? config.appUrl : `${config.appUrl}/two-factor`);
        } catch (error) {
          if (!(error instanceof SsoSignInFailure)) throw error;
          redirectToSignIn(ctx.res, config, error.code);
        }
      },
    }),
  ];
}

function redirectToSignIn(res: Response, config: Config, code: string): void {
  res.redirect(302, `${config.appUrl}/sign-in?error=${encodeURIComponent(code)}`);
}

function stateCookieOptions(config: Config, maxAge?: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.nodeEnv === 'production',
    path: SSO_CALLBACK_PATH,
    ...(maxAge ? { maxAge } : {}),
  };
}

function stateCookieOf(req: Request): string | undefined {
  const cookie: unknown = req.cookies?.[STATE_COOKIE];
  return typeof cookie === 'string' && cookie.length > 0 ? cookie : undefined;
}

/** The callback's query exactly as the provider sent it: the token exchange must see the same parameters. */
function callbackParams(req: Request): URLSearchParams {
  return new URL(req.originalUrl, 'http://callback.invalid').searchParams;
}
