import { signInWithPassword } from '../../domain/auth/sign-in';
import { signOut } from '../../domain/auth/sign-out';
import { signUp, type AuthSettings } from '../../domain/auth/sign-up';
import { getSession } from '../../domain/auth/sessions';
import { getUser } from '../../domain/users/users';
import type { ApiDependencies } from '../dependencies';
import { messageSchema } from '../http/common-schemas';
import { defineRoute } from '../http/route';
import { userSchema } from '../users/schemas';
import { publicAccess, userAccess } from './access';
import { clearSessionCookie, setSessionCookie } from './cookies';
import { emailRoutes } from './email-routes';
import { passwordRoutes } from './password-routes';
import { sessionInfoSchema, signInBody, signInResult, signUpBody } from './schemas';
import { twoFactorRoutes } from './two-factor-routes';

const tags = ['Authentication'];

export function authSettings({ config, startMailDelivery, logger, rateLimits }: ApiDependencies): AuthSettings {
  return {
    sessionTtlDays: config.sessionTtlDays,
    appUrl: config.appUrl,
    baseUrl: config.baseUrl,
    startMailDelivery,
    secretKey: config.secretKey,
    rateLimits,
    runDetached: (task) => {
      setImmediate(() => {
        task().catch((error: unknown) => logger.error({ err: error }, 'auth work after the answer failed'));
      });
    },
  };
}

export function createAuthRoutes(dependencies: ApiDependencies) {
  const { config } = dependencies;
  const settings = authSettings(dependencies);
  return [
    defineRoute({
      method: 'post',
      path: '/api/auth/sign-up/email',
      summary: 'Create an account with e-mail and password; signs in at once and mails a verification link',
      tags,
      access: publicAccess,
      request: { body: signUpBody },
      response: { kind: 'json', status: 201, data: userSchema },
      errors: [409, 429],
      handler: async (ctx) => {
        const { user, session } = await signUp(ctx.body, settings, ctx.actor);
        setSessionCookie(ctx.res, session, config);
        return user;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/sign-in/email',
      summary: 'Sign in with e-mail and password',
      tags,
      access: publicAccess,
      request: { body: signInBody },
      response: { kind: 'json', data: signInResult },
      errors: [401, 429],
      handler: async (ctx) => {
        const result = await signInWithPassword(ctx.body, settings, ctx.actor);
        setSessionCookie(ctx.res, result.session, config);
        return result.twoFactorRequired ? { twoFactorRequired: true as const } : result.user;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/auth/sign-out',
      summary: 'End the current session',
      tags,
      access: userAccess(),
      response: { kind: 'json', data: messageSchema },
      handler: async (ctx) => {
        await signOut(ctx.auth.principal, ctx.actor);
        clearSessionCookie(ctx.res, config);
        return { message: 'Signed out' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/auth/session',
      summary: 'The signed-in user and the current session',
      tags,
      access: userAccess('user:read'),
      response: { kind: 'json', data: sessionInfoSchema },
      handler: async ({ auth: { principal } }) => {
        const { credential } = principal;
        const session = credential.kind === 'session' ? await getSession(credential.sessionId) : null;
        return {
          user: await getUser(principal.userId),
          session: session && {
            id: session.id,
            expiresAt: session.expiresAt,
            mfaCompleted: session.mfaCompleted,
            method: session.method,
            ssoOrganizationId: session.ssoOrganizationId,
            providerMfa: session.providerMfa,
          },
        };
      },
    }),
    ...emailRoutes(settings, config),
    ...passwordRoutes(settings),
    ...twoFactorRoutes(settings, config),
  ];
}
