import type { ErrorLocation, FieldError } from '../../domain/shared/errors';

/** Deeper than any request Vigil takes; free-form objects (API key metadata) stay well within it. */
export const MAX_INPUT_DEPTH = 16;

// PostgreSQL refuses NUL in text; a lone surrogate cannot be encoded as UTF-8 and would be stored as U+FFFD.
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Pending {
  value: unknown;
  path: string[];
}

/**
 * Refuses, for every route before its own schema runs, the input no text column or JSON document can
 * hold: NUL bytes, lone UTF-16 surrogates (in keys and values) and nesting deeper than MAX_INPUT_DEPTH.
 * Walks with an explicit stack so a hostile document cannot exhaust the call stack.
 */
export function unstorableInput(input: unknown, location: ErrorLocation): FieldError[] {
  const errors: FieldError[] = [];
  const pending: Pending[] = [{ value: input, path: [] }];
  while (pending.length > 0 && errors.length < 10) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = stringProblem(value);
      if (problem) errors.push(fieldError(path, `must not contain ${problem}`, location));
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      errors.push(fieldError(path.slice(0, 1), `must not be nested more than ${MAX_INPUT_DEPTH} levels deep`, location));
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      const problem = stringProblem(key);
      if (problem) errors.push(fieldError(path, `must not have a key containing ${problem}`, location));
      else pending.push({ value: child, path: [...path, key] });
    }
  }
  return errors;
}

function stringProblem(value: string): string | null {
  if (NUL.test(value)) return 'a NUL character';
  if (LONE_SURROGATE.test(value)) return 'an unpaired UTF-16 surrogate';
  return null;
}

function fieldError(path: string[], error: string, location: ErrorLocation): FieldError {
  return { field: path.length > 0 ? path.join('.') : location, error, location };
}
