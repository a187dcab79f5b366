import { z } from './zod';

/** A stored timestamp; serialized as ISO 8601 UTC with milliseconds. No `type` override, so `.nullable()` stays documented. */
export const timestamp = () => z.date().openapi({ format: 'date-time', example: '2026-11-21T09:30:00.000Z' });

export const messageSchema = z.object({ message: z.string() }).openapi('Message');

/** No whitespace and no control character anywhere in the text. */
const NO_SPACE_OR_CONTROL = /^[^\s\u0000-\u001f\u007f]*$/;

/**
 * An http(s) URL stored exactly as sent, at most `max` characters. zod's URL check trims the text and
 * deletes tabs, CRs and LFs from it, so a URL with any of them would be stored as a different one than
 * the client wrote: such text is refused before that check runs.
 */
export const httpUrl = (error: string, max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .regex(NO_SPACE_OR_CONTROL, 'must not contain whitespace or control characters')
    .pipe(z.url({ protocol: /^https?$/, error, abort: true }))
    .openapi({ format: 'uri' });

export const uuidParam = (description: string) => z.uuid({ error: 'must be a UUID' }).openapi({ description });

export const organizationParams = z.object({ organizationId: uuidParam('Organization id') });

/** Documents a refinement that asks for at least one of the optional fields, so the schema states the rule it enforces. */
export const requireAnyOf = (fields: readonly string[]) => ({
  anyOf: fields.map((field) => ({ required: [field] })),
  description: `At least one of ${fields.join(', ')} must be given`,
});

/** The characters String.prototype.trim removes (written out, since `\s` differs between regex engines). */
const TRIMMED = '\\t\\n\\u000b\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
/** At least one character trimming keeps, and no NUL: the rule of `nonBlankText`, as the document shows it. */
export const NON_BLANK_PATTERN = new RegExp(`^[^\\u0000]*[^\\u0000${TRIMMED}][^\\u0000]*$`);

/**
 * Text that is stored trimmed and must not be empty once trimmed (`" "` and `"\r"` are refused). The
 * rule is a pattern on the text as sent, so the document states what the API enforces.
 */
export const nonBlankText = (max: number) =>
  z
    .string()
    .regex(NON_BLANK_PATTERN, {
      error: (issue) =>
        typeof issue.input === 'string' && issue.input.includes('\u0000') ? 'must not contain a NUL character' : 'must not be empty',
    })
    .trim()
    .max(max, `must be at most ${max} characters`);

/** C0 control characters, DEL and C1 control characters, as a character-class range. */
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f';
const NO_CONTROL_PATTERN = new RegExp(`^[^${CONTROL}]*$`);
const NO_CONTROL_NON_BLANK_PATTERN = new RegExp(`^[^${CONTROL}]*[^${CONTROL}${TRIMMED}][^${CONTROL}]*$`);
const CONTROL_CHARACTER = new RegExp(`[${CONTROL}]`);

/**
 * A credential Vigil passes on to another system as sent, such as an OAuth client id or secret (RFC 6749,
 * appendix A: printable characters only): no control character anywhere (C0, DEL or C1; tabs and line
 * breaks included), and not empty. `trim` stores it trimmed and refuses one that is blank. The rule is a
 * pattern on the text as sent, so the document states it.
 */
export const credentialText = (max: number, { trim }: { trim: boolean }) => {
  const refusal = {
    error: (issue: { input?: unknown }) =>
      typeof issue.input === 'string' && CONTROL_CHARACTER.test(issue.input) ? 'must not contain control characters' : 'must not be empty',
  };
  return trim
    ? z.string().regex(NO_CONTROL_NON_BLANK_PATTERN, refusal).trim().max(max, `must be at most ${max} characters`)
    : z.string().min(1, 'must not be empty').regex(NO_CONTROL_PATTERN, refusal).max(max, `must be at most ${max} characters`);
};
