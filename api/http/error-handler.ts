import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailableError } from '../../platform/database';
import { isTemporalUnavailableError } from '../../platform/temporal';
import {
  AppError,
  BadRequestError,
  DependencyUnavailableError,
  MethodNotAllowedError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ValidationError,
} from '../../domain/shared/errors';
import { sendError } from './envelope';

export const BODY_LIMIT = '10mb';

/** Any route nobody mounted answers 404 in the envelope. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`Route ${req.method} ${req.path}`));
};

/**
 * The one place where errors become envelopes. Unknown errors are logged and answered as a bare 500.
 * An engine that does not answer is a 503 with `Retry-After`, logged without its stack: the process's
 * dependency watch (platform/outages.ts) logs the outage once.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = toAppError(error);
  if (!appError) {
    req.log.error({ err: error }, 'unhandled error');
    sendError(res, 500, 'INTERNAL_ERROR', 'Something went wrong on our side');
    return;
  }
  if (appError instanceof DependencyUnavailableError)
    req.log.debug({ dependency: appError.dependency, reason: errorMessage(error) }, 'dependency unavailable');
  if (appError instanceof RateLimitedError || appError instanceof DependencyUnavailableError)
    res.setHeader('Retry-After', String(appError.retryAfterSeconds));
  if (appError instanceof MethodNotAllowedError) res.setHeader('Allow', appError.allowed.join(', '));
  sendError(res, appError.status, appError.code, appError.message, appError instanceof ValidationError ? { errors: appError.errors } : {});
};

/** Maps errors raised by body-parser (typed by `type`), the router and the engines' clients into our hierarchy. */
function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailableError(error)) return new DependencyUnavailableError('database');
  if (isTemporalUnavailableError(error)) return new DependencyUnavailableError('temporal');
  // The router cannot decode a path parameter that is not percent-encoded UTF-8 (e.g. `%ED%A0%80`, a lone surrogate).
  if (error instanceof URIError) return new BadRequestError('The request path is not valid percent-encoded UTF-8');
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return new PayloadTooLargeError('10 MiB');
  if (type === 'entity.parse.failed') return new BadRequestError();
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return new BadRequestError('Unsupported body encoding');
  // zlib's own errors (Z_DATA_ERROR, Z_BUF_ERROR…) when a gzip, deflate or br body is not what it claims to be.
  if (isZlibError(error)) return new BadRequestError('The request body could not be decompressed');
  return null;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('Z_');
}
