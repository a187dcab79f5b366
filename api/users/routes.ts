import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { deleteAccount } from '../../domain/users/account-deletion';
import { streamUserData } from '../../domain/users/data-export';
import { loginHistory } from '../../domain/users/login-history';
import { getUser, updateFullName } from '../../domain/users/users';
import { userAccess } from '../auth/access';
import { clearSessionCookie } from '../auth/cookies';
import type { ApiDependencies } from '../dependencies';
import { messageSchema } from '../http/common-schemas';
import { envelopeSchema, streamedEnvelope } from '../http/envelope';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import { deleteAccountBody, loginHistoryEntrySchema, updateUserBody, userDataExportSchema, userSchema } from './schemas';

const tags = ['User'];
const LOGIN_HISTORY_LIMIT = 100;

export function createUserRoutes({ config, rateLimits }: ApiDependencies) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/user/me',
      summary: 'The signed-in user',
      tags,
      access: userAccess('user:read'),
      response: { kind: 'json', data: userSchema },
      handler: ({ auth }) => getUser(auth.principal.userId),
    }),
    defineRoute({
      method: 'put',
      path: '/api/user/me',
      summary: 'Update the signed-in user’s profile',
      tags,
      access: userAccess('user:write'),
      request: { body: updateUserBody },
      response: { kind: 'json', data: userSchema },
      handler: (ctx) => updateFullName(ctx.auth.principal, ctx.body.fullName, ctx.actor),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/user/me',
      summary: 'Delete the account, its sessions, keys and personal organization',
      tags,
      access: userAccess('user:write'),
      request: { body: deleteAccountBody },
      response: { kind: 'json', data: messageSchema },
      errors: [409, 429],
      handler: async (ctx) => {
        await deleteAccount(ctx.auth.principal, ctx.body.password, { rateLimits }, ctx.actor);
        clearSessionCookie(ctx.res, config);
        return { message: 'Your account has been deleted' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/me/export',
      summary: 'Everything stored about the signed-in user, for data-protection requests',
      tags,
      access: userAccess('user:read'),
      response: {
        kind: 'raw',
        description: 'The export in the usual envelope, streamed section by section',
        contentTypes: { 'application/json': envelopeSchema(userDataExportSchema) },
      },
      handler: async (ctx) => {
        const document = await streamUserData(ctx.auth.principal.userId);
        ctx.res.status(200).set({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        // Once streaming has begun an error can only cut the answer short; the client sees a truncated body.
        await pipeline(Readable.from(streamedEnvelope(document), { highWaterMark: 1 }), ctx.res).catch((error: unknown) =>
          ctx.req.log.warn({ err: error }, 'user data export ended early'),
        );
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/me/login-history',
      summary: `The ${LOGIN_HISTORY_LIMIT} most recent sign-in events, newest first`,
      tags,
      access: userAccess('user:read'),
      response: { kind: 'json', data: z.array(loginHistoryEntrySchema) },
      handler: ({ auth }) => loginHistory(auth.principal.userId, LOGIN_HISTORY_LIMIT),
    }),
  ];
}
