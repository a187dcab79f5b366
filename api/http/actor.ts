import type { ActorContext } from '../../domain/shared/request-context';
import type { RequestMeta } from './request-meta';

/** The actor of a route call, for audit entries and login history. */
export function actorOf({ auth, meta }: { auth: unknown; meta: RequestMeta }): ActorContext {
  const principal = (auth as { principal?: ActorContext['principal'] } | undefined)?.principal ?? null;
  return { principal, ipAddress: meta.ipAddress, userAgent: meta.userAgent, requestId: meta.requestId };
}
