/**
 * The one error hierarchy of Vigil. Every failure a client may see is an AppError with a stable
 * `code`; the HTTP layer maps it to the envelope in one place (api/http/error-handler.ts).
 */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNAUTHORIZED'
  | 'MFA_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'PLAN_LIMIT_REACHED'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE';

export type ErrorLocation = 'body' | 'query' | 'params';

export interface FieldError {
  field: string;
  error: string;
  location: ErrorLocation;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(
    readonly errors: FieldError[],
    message = describeFieldErrors(errors),
  ) {
    super('VALIDATION_ERROR', 400, message);
  }

  static single(field: string, error: string, location: ErrorLocation = 'body'): ValidationError {
    return new ValidationError([{ field, error, location }]);
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'The request body is not valid JSON') {
    super('BAD_REQUEST', 400, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limit: string) {
    super('PAYLOAD_TOO_LARGE', 400, `The request body is larger than the ${limit} limit`);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super('UNSUPPORTED_MEDIA_TYPE', 415, 'Request bodies must be sent as application/json');
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication is required') {
    super('UNAUTHORIZED', 401, message);
  }
}

export class MfaRequiredError extends AppError {
  constructor(message = 'This organization requires multi-factor authentication for your session') {
    super('MFA_REQUIRED', 403, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this') {
    super('FORBIDDEN', 403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(resource = 'Resource') {
    super('NOT_FOUND', 404, `${resource} not found`);
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(readonly allowed: string[]) {
    super('METHOD_NOT_ALLOWED', 405, `This path accepts only ${allowed.join(', ')}`);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', 409, message);
  }
}

export class PlanLimitError extends AppError {
  constructor(message: string) {
    super('PLAN_LIMIT_REACHED', 402, message);
  }
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 429, 'Too many attempts; try again later');
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'A dependency is unavailable; try again shortly') {
    super('SERVICE_UNAVAILABLE', 503, message);
  }
}

/** Seconds a client is asked to wait (`Retry-After`) when an engine Vigil stands on is away. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL or Temporal did not answer (restarting, failing over, unreachable): nothing of the
 * request was committed, and the same request can be sent again after `Retry-After`.
 */
export class DependencyUnavailableError extends ServiceUnavailableError {
  readonly retryAfterSeconds = DEPENDENCY_RETRY_AFTER_SECONDS;

  constructor(
    readonly dependency: 'database' | 'temporal',
    message: string = DEPENDENCY_MESSAGES[dependency],
  ) {
    super(message);
  }
}

const DEPENDENCY_MESSAGES = {
  database: 'The database is unavailable; nothing was saved. Try again shortly',
  temporal: 'The workflow engine is unavailable; nothing was saved. Try again shortly',
} as const;

function describeFieldErrors(errors: FieldError[]): string {
  const fields = [...new Set(errors.map((e) => e.field))];
  return fields.length === 0 ? 'Validation failed' : `Validation failed for: ${fields.join(', ')}`;
}
