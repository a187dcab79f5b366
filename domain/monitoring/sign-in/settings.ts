import { z } from 'zod';

/**
 * A source's sign-in settings: extra request headers and browser steps. Secret values are written as
 * `{{secret:NAME}}` references to the organization's secrets and replaced only in the worker, at fetch
 * time (sign-in/access.ts); what is stored and returned holds the references, never the values.
 */
export const MAX_STEPS = 20;
export const MAX_HEADERS = 20;
/** Longest typed text (a `fill` or `select` value) and longest header value, references included. */
export const MAX_TEXT_CHARS = 1_000;
export const MAX_HEADER_VALUE_CHARS = 4_000;
export const MAX_SELECTOR_CHARS = 500;
export const SECRET_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const REFERENCE = /\{\{secret:([A-Za-z][A-Za-z0-9_]{0,63})\}\}/g;
const ANY_BRACES = /\{\{[^}]*\}\}/g;
/** Headers the fetch sets itself, or that would change how the request travels. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'expect',
]);

/** Every `{{…}}` must be a well-formed secret reference: a typo fails at save, not at the next run. */
const withReferences = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => (value.match(ANY_BRACES) ?? []).every((part) => new RegExp(`^${REFERENCE.source}$`).test(part)), {
      error: 'holds a malformed secret reference; write {{secret:NAME}}',
    });

const selector = z.string().trim().min(1, 'must not be empty').max(MAX_SELECTOR_CHARS, `must be at most ${MAX_SELECTOR_CHARS} characters`);

const gotoUrl = z
  .string()
  .trim()
  .max(2_048, 'must be at most 2048 characters')
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'must be an http or https URL')
  .refine((value) => !value.includes('{{'), 'must not hold a secret reference (addresses end up in logs and errors)');

export const sourceStepSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('goto'), url: gotoUrl }),
    z.strictObject({ action: z.literal('fill'), selector, value: withReferences(MAX_TEXT_CHARS) }),
    z.strictObject({ action: z.literal('click'), selector }),
    z.strictObject({
      action: z.literal('press'),
      selector,
      key: z.string().regex(/^[A-Za-z0-9+]{1,40}$/, 'must be a key name such as Enter or Control+A'),
    }),
    z.strictObject({ action: z.literal('select'), selector, value: withReferences(MAX_TEXT_CHARS) }),
    z
      .strictObject({ action: z.literal('waitFor'), selector: selector.optional(), networkIdle: z.literal(true).optional() })
      .refine(
        (step) => (step.selector === undefined) !== (step.networkIdle === undefined),
        'must name either a selector or networkIdle: true',
      ),
    z.strictObject({ action: z.literal('check'), selector }),
  ],
  { error: 'must be a step whose action is goto, fill, click, press, select, waitFor or check' },
);

export type SourceStep = z.infer<typeof sourceStepSchema>;

export const sourceStepsSchema = z.array(sourceStepSchema).max(MAX_STEPS, `must list at most ${MAX_STEPS} steps`);

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;

export const sourceHeadersSchema = z
  .record(
    z.string(),
    withReferences(MAX_HEADER_VALUE_CHARS).refine((value) => !/[\r\n\0]/.test(value), 'must be one line'),
  )
  .superRefine((headers, ctx) => {
    const names = Object.keys(headers);
    if (names.length > MAX_HEADERS) ctx.addIssue({ code: 'custom', message: `must list at most ${MAX_HEADERS} headers` });
    if (new Set(names.map((name) => name.toLowerCase())).size !== names.length)
      ctx.addIssue({ code: 'custom', message: 'must not name the same header twice' });
    for (const name of names) {
      if (!HEADER_NAME.test(name)) ctx.addIssue({ code: 'custom', path: [name], message: 'must be a header name' });
      else if (RESERVED_HEADERS.has(name.toLowerCase())) ctx.addIssue({ code: 'custom', path: [name], message: 'is set by Vigil itself' });
    }
  });

export type SourceHeaders = z.infer<typeof sourceHeadersSchema>;

/** The names of the secrets a source's settings refer to. */
export function referencedSecrets(headers: SourceHeaders | null | undefined, steps: SourceStep[] | null | undefined): string[] {
  const texts = [...Object.values(headers ?? {}), ...(steps ?? []).flatMap((step) => ('value' in step ? [step.value] : []))];
  return [...new Set(texts.flatMap((text) => [...text.matchAll(REFERENCE)].map((match) => match[1]!)))];
}

/** `text` with every reference replaced by its value; a name without a value is left to the caller to refuse first. */
export function substituteSecrets(text: string, values: ReadonlyMap<string, string>): string {
  return text.replace(REFERENCE, (_whole, name: string) => values.get(name) ?? '');
}

/** Whether the steps can tell a signed-in page from a signed-out one, so that a session is worth keeping. */
export function hasCheck(steps: readonly SourceStep[]): boolean {
  return steps.some((step) => step.action === 'check');
}
