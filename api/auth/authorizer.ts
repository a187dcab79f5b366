import type { Request } from 'express';
import { PERSONAL_SCOPES, type Scope } from '../../domain/access/scopes';
import { resolveApiKey } from '../../domain/auth/api-keys';
import type { Principal } from '../../domain/auth/principal';
import { DEFAULT_SESSION_MAX_AGE_DAYS, resolveSession, SESSION_COOKIE, type SessionLifetime } from '../../domain/auth/sessions';
import { grantFor } from '../../domain/organizations/access';
import { assertCredentialMeetsPolicy } from '../../domain/policies/enforcement';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../domain/shared/errors';
import type { Access, Authorizer, OrganizationAuth, UserAuth } from './access';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The one resolver for the three credential forms, and the one place scopes and roles are checked. */
export function createAuthorizer({ sessionTtlDays, sessionMaxAgeDays = DEFAULT_SESSION_MAX_AGE_DAYS }: { sessionTtlDays: number; sessionMaxAgeDays?: number }): Authorizer {
  const lifetime: SessionLifetime = { sessionTtlDays, sessionMaxAgeDays };
  async function authenticate(req: Request, access: Access): Promise<Principal | null> {
    const principal = await resolveCredential(req, lifetime);
    if (access.kind === 'public') return principal === 'invalid' ? null : principal;
    if (!principal || principal === 'invalid') throw new UnauthorizedError();
    if (access.kind === 'anySession') {
      if (principal.credential.kind !== 'session') throw new ForbiddenError('This action needs a signed-in session, not an API key');
      return principal;
    }
    // A half-session (password accepted, second factor owed) opens no route but the two-factor step.
    if (principal.credential.kind === 'session' && principal.credential.twoFactorPending) {
      throw new UnauthorizedError('Complete two-factor verification first');
    }
    return principal;
  }

  async function authorize(principal: Principal | null, access: Access, params: Record<string, unknown>): Promise<UserAuth | OrganizationAuth | undefined> {
    if (access.kind === 'public' || !principal) return undefined;
    if (access.kind === 'anySession') return { principal };
    if (access.kind === 'user') {
      requireScopes(personalScopes(principal), access.scopes);
      return { principal };
    }
    const organizationId = String(params.organizationId);
    const grant = await grantFor(principal, organizationId);
    if (!grant) throw new NotFoundError('Organization');
    if (access.roles && !access.roles.includes(grant.role)) throw new ForbiddenError(`This action needs the ${access.roles.join(' or ')} role`);
    requireScopes(grant.scopes, access.scopes);
    await assertCredentialMeetsPolicy(principal, grant);
    return { principal, organization: grant };
  }

  return { authenticate, authorize };
}

function personalScopes(principal: Principal): readonly Scope[] {
  const { credential } = principal;
  return credential.kind === 'apiKey' ? credential.scopes : PERSONAL_SCOPES;
}

function requireScopes(held: readonly Scope[], required: readonly Scope[]): void {
  const missing = required.filter((scope) => !held.includes(scope));
  if (missing.length > 0) throw new ForbiddenError(`Missing scope: ${missing.join(', ')}`);
}

/** An explicit header wins over the cookie; a header that does not resolve is 'invalid', never a fallback. */
async function resolveCredential(req: Request, lifetime: SessionLifetime): Promise<Principal | null | 'invalid'> {
  const apiKey = req.get('x-api-key');
  if (apiKey !== undefined) return (await resolveApiKey(apiKey.trim())) ?? 'invalid';
  const authorization = req.get('authorization');
  if (authorization !== undefined) {
    const token = BEARER.exec(authorization)?.[1];
    return (token && (await resolveApiKey(token))) || 'invalid';
  }
  const cookie: unknown = req.cookies?.[SESSION_COOKIE];
  if (typeof cookie === 'string' && cookie.length > 0) return (await resolveSession(cookie, lifetime)) ?? 'invalid';
  return null;
}
