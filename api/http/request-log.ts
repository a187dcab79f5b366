import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Options } from 'pino-http';
import { redactUrl } from './log-redaction';

const HEALTH_PROBES = new Set(['/healthz', '/readyz']);

type Req = IncomingMessage & { originalUrl?: string; id?: unknown };

/**
 * One concise line per request — `GET /api/user/me 200 12 ms (request id)` — with the method, the
 * redacted URL, the status and the time as fields too, and no header dumps. Health probes, polled every
 * few seconds, log at debug; a 503 at warn (an engine is away, which the dependency watch reports once);
 * other server errors at error.
 */
export const requestLogOptions: Pick<
  Options,
  'serializers' | 'customLogLevel' | 'customSuccessMessage' | 'customErrorMessage' | 'customErrorObject' | 'customAttributeKeys'
> = {
  serializers: {
    req: (req: Req) => ({ id: req.id, method: req.method, url: redactUrl(req.originalUrl ?? req.url ?? '') }),
    res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
  },
  customLogLevel: (req, res, error) => {
    if (res.statusCode === 503) return 'warn';
    if (error || res.statusCode >= 500) return 'error';
    return HEALTH_PROBES.has(pathOf(req)) ? 'debug' : 'info';
  },
  customSuccessMessage: (req, res, responseTime) => line(req, res, responseTime),
  customErrorMessage: (req, res) => line(req, res),
  // pino-http gives every 5xx an Error of its own ("failed with status code 503") with a stack that says
  // nothing; a 503 line stays one line, without it.
  customErrorObject: (_req, res, _error, value: Record<string, unknown>) => {
    if (res.statusCode !== 503) return value;
    const { err: _synthetic, ...rest } = value;
    return rest;
  },
};

function line(req: Req, res: ServerResponse, responseTime?: number): string {
  const time = responseTime === undefined ? '' : ` ${Math.round(responseTime)} ms`;
  return `${req.method} ${redactUrl(req.originalUrl ?? req.url ?? '')} ${res.statusCode}${time} (${String(req.id)})`;
}

function pathOf(req: Req): string {
  return (req.originalUrl ?? req.url ?? '').split('?', 1)[0]!;
}
