import type { Principal } from '../../domain/auth/principal';
import type { ActorContext } from '../../domain/shared/request-context';
import type { RequestMeta } from './request-meta';

/** The actor of a route call, for audit entries and login history. */
export function actorOf(auth: { principal: Principal } | undefined, meta: RequestMeta): ActorContext {
  const principal = auth?.principal ?? null;
  return { principal, ipAddress: meta.ipAddress, userAgent: meta.userAgent, requestId: meta.requestId };
}
