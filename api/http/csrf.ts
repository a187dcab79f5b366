import type { Request, RequestHandler } from 'express';
import { ForbiddenError } from '../../domain/shared/errors';
import type { Config } from '../../platform/config';
import { sessionCookieOf } from '../auth/cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request carrying the session cookie when the browser says it comes from
 * another site. `Origin` decides when present (this API's own origin and APP_URL pass); without it,
 * `Sec-Fetch-Site` must not say cross-site or same-site. API keys are not sent by browsers on their own, so
 * requests with `X-Api-Key` or `Authorization` (which the authorizer prefers over the cookie) pass.
 */
export function refuseCrossSiteCookieRequests({ baseUrl, appUrl }: Pick<Config, 'baseUrl' | 'appUrl'>): RequestHandler {
  const trusted = new Set([new URL(baseUrl).origin, new URL(appUrl).origin]);
  return (req, _res, next) => {
    if (
      SAFE_METHODS.has(req.method) ||
      !sessionCookieOf(req) ||
      req.get('x-api-key') !== undefined ||
      req.get('authorization') !== undefined
    ) {
      next();
      return;
    }
    next(isCrossSite(req, trusted) ? new ForbiddenError('Cross-site requests with the session cookie are refused') : undefined);
  };
}

function isCrossSite(req: Request, trusted: ReadonlySet<string>): boolean {
  const origin = req.get('origin');
  if (origin !== undefined) return !trusted.has(origin) && origin !== ownOrigin(req);
  const fetchSite = req.get('sec-fetch-site');
  return fetchSite === 'cross-site' || fetchSite === 'same-site';
}

function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}
