import type { Request } from 'express';
import { PERSONAL_SCOPES, type Scope } from '../../domain/access/scopes';
import { looksLikeApiKey, resolveApiKey, API_KEY_PREFIX } from '../../domain/auth/api-keys';
import { delegatedScopes, type Principal } from '../../domain/auth/principal';
import { resolveAccessToken } from '../../domain/oauth/access-tokens';
import { DEFAULT_SESSION_MAX_AGE_DAYS, resolveSession, SESSION_COOKIE, type SessionLifetime } from '../../domain/auth/sessions';
import { grantFor } from '../../domain/organizations/access';
import { assertCredentialMeetsPolicy } from '../../domain/policies/enforcement';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../domain/shared/errors';
import type { Access, Authorizer, OrganizationAuth, UserAuth } from './access';

const BEARER = /^Bearer\s+(\S+)$/i;

export interface AuthorizerOptions {
  sessionTtlDays: number;
  sessionMaxAgeDays?: number;
  /** The API's resource indicator: Bearer access tokens must have been issued for it (RFC 8707). */
  accessTokenResource: string;
  /** Its protected-resource metadata (RFC 9728), named in the WWW-Authenticate header of every 401. */
  resourceMetadataUrl: string;
}

/** The one resolver for the three credential forms, and the one place scopes and roles are checked. */
export function createAuthorizer({
  sessionTtlDays,
  sessionMaxAgeDays = DEFAULT_SESSION_MAX_AGE_DAYS,
  accessTokenResource,
  resourceMetadataUrl,
}: AuthorizerOptions): Authorizer {
  const lifetime: SessionLifetime = { sessionTtlDays, sessionMaxAgeDays };
  async function authenticate(req: Request, access: Access): Promise<Principal | null> {
    const principal = await resolveCredential(req, lifetime, accessTokenResource);
    if (access.kind === 'public') return principal === 'invalid' ? null : principal;
    if (!principal || principal === 'invalid') {
      req.res?.setHeader(
        'WWW-Authenticate',
        bearerChallenge(resourceMetadataUrl, principal === 'invalid' && BEARER.test(req.get('authorization') ?? '')),
      );
      throw new UnauthorizedError();
    }
    if (access.kind === 'anySession') {
      if (principal.credential.kind !== 'session')
        throw new ForbiddenError('This action needs a signed-in session, not an API key or access token');
      return principal;
    }
    // A half-session (password accepted, second factor owed) opens no route but the two-factor step.
    if (principal.credential.kind === 'session' && principal.credential.twoFactorPending) {
      throw new UnauthorizedError('Complete two-factor verification first');
    }
    return principal;
  }

  async function authorize(
    principal: Principal | null,
    access: Access,
    params: Record<string, unknown>,
  ): Promise<UserAuth | OrganizationAuth | undefined> {
    if (access.kind === 'public' || !principal) return undefined;
    if (access.kind === 'anySession') return { principal };
    if (access.kind === 'user') {
      requireScopes(personalScopes(principal), access.scopes);
      return { principal };
    }
    const organizationId = String(params.organizationId);
    const grant = await grantFor(principal, organizationId);
    if (!grant) throw new NotFoundError('Organization');
    if (access.roles && !access.roles.includes(grant.role))
      throw new ForbiddenError(`This action needs the ${access.roles.join(' or ')} role`);
    requireScopes(grant.scopes, access.scopes);
    assertCredentialMeetsPolicy(principal, grant);
    return { principal, organization: grant };
  }

  return { authenticate, authorize };
}

function personalScopes(principal: Principal): readonly Scope[] {
  return delegatedScopes(principal.credential) ?? PERSONAL_SCOPES;
}

/** RFC 6750 and RFC 9728: where a client finds how to obtain a token; `invalid_token` when the one sent was refused. */
export function bearerChallenge(resourceMetadataUrl: string, invalidToken: boolean): string {
  return `Bearer resource_metadata="${resourceMetadataUrl}"${invalidToken ? ', error="invalid_token"' : ''}`;
}

function requireScopes(held: readonly Scope[], required: readonly Scope[]): void {
  const missing = required.filter((scope) => !held.includes(scope));
  if (missing.length > 0) throw new ForbiddenError(`Missing scope: ${missing.join(', ')}`);
}

/** An explicit header wins over the cookie; a header that does not resolve is 'invalid', never a fallback. */
async function resolveCredential(
  req: Request,
  lifetime: SessionLifetime,
  accessTokenResource: string,
): Promise<Principal | null | 'invalid'> {
  const apiKey = req.get('x-api-key');
  if (apiKey !== undefined) return (await resolveApiKey(apiKey.trim())) ?? 'invalid';
  const authorization = req.get('authorization');
  if (authorization !== undefined) {
    const token = BEARER.exec(authorization)?.[1];
    return (token && (await resolveBearer(token, accessTokenResource))) || 'invalid';
  }
  const cookie: unknown = req.cookies?.[SESSION_COOKIE];
  if (typeof cookie === 'string' && cookie.length > 0) return (await resolveSession(cookie, lifetime)) ?? 'invalid';
  return null;
}

/** `Bearer vgl_…` is an API key (DESIGN.md §5); any other Bearer value is an access token of Vigil's authorization server. */
export function resolveBearer(token: string, resource: string): Promise<Principal | null> {
  if (token.startsWith(API_KEY_PREFIX)) return looksLikeApiKey(token) ? resolveApiKey(token) : Promise.resolve(null);
  return resolveAccessToken(token, resource);
}
