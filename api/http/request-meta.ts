import type { Request } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Who sent a request and how to find it in the logs; recorded in audit and login history. */
export interface RequestMeta {
  requestId: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export function requestMeta(req: Request): RequestMeta {
  return {
    requestId: String(req.id),
    ipAddress: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
  };
}
