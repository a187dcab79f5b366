import type { ErrorLocation, FieldError } from '../../domain/shared/errors';
import { unstorableTextProblem } from '../../domain/shared/storable-text';

/** Deeper than any request Vigil takes; free-form objects (API key metadata) stay well within it. */
export const MAX_INPUT_DEPTH = 16;

const MAX_REPORTED = 10;

interface Pending {
  value: unknown;
  path: string[];
}

/**
 * Nesting deeper than MAX_INPUT_DEPTH, checked on the raw input before any schema walks it (a schema or
 * JSON.stringify would exhaust the call stack). Walks with an explicit stack for the same reason.
 */
export function tooDeep(input: unknown, location: ErrorLocation): FieldError[] {
  const pending: Pending[] = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH)
      return [fieldError(path.slice(0, 1), `must not be nested more than ${MAX_INPUT_DEPTH} levels deep`, location)];
    for (const [key, child] of Object.entries(value)) pending.push({ value: child, path: [...path, key] });
  }
  return [];
}

/**
 * Text no column or JSON document can hold — a NUL character or an unpaired UTF-16 surrogate, in a value
 * or an object key (domain/shared/storable-text.ts) — checked on the parsed input, so properties a route
 * ignores do not count.
 */
export function unstorableText(parsed: unknown, location: ErrorLocation): FieldError[] {
  const errors: FieldError[] = [];
  const pending: Pending[] = [{ value: parsed, path: [] }];
  while (pending.length > 0 && errors.length < MAX_REPORTED) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = unstorableTextProblem(value);
      if (problem) errors.push(fieldError(path, `must not contain ${problem}`, location));
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const problem = unstorableTextProblem(key);
      if (problem) errors.push(fieldError(path, `must not have a key containing ${problem}`, location));
      else pending.push({ value: child, path: [...path, key] });
    }
  }
  return errors;
}

function fieldError(path: string[], error: string, location: ErrorLocation): FieldError {
  return { field: path.length > 0 ? path.join('.') : location, error, location };
}
