import type { Principal } from '../auth/principal';

/** Who is acting and from where: every audit entry and login event is stamped with it. */
export interface ActorContext {
  principal: Principal | null;
  ipAddress: string | null;
  userAgent: string | null;
  requestId: string;
}
