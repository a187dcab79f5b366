import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../domain/auth/sessions';
import type { Config } from '../../platform/config';

/** vigil_session: opaque, HttpOnly, SameSite=Lax, Secure outside development and test. */
export function setSessionCookie(res: Response, session: { token: string; expiresAt: Date }, config: Config): void {
  res.cookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.nodeEnv === 'production',
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.nodeEnv === 'production', path: '/' });
}

export function sessionCookieOf(req: Request): string | undefined {
  const cookie: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof cookie === 'string' && cookie.length > 0 ? cookie : undefined;
}
