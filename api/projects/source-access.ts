import { MAX_HEADERS, MAX_STEPS, MAX_TEXT_CHARS, sourceHeadersSchema, sourceStepsSchema } from '../../domain/monitoring/sign-in/settings';

// `.meta`, not `.openapi`: the domain's schemas may be built before api/http/zod extends zod.
const headers = sourceHeadersSchema.meta({
  id: 'SourceHeaders',
  description: `Extra request headers (at most ${MAX_HEADERS}) sent to the source's own origin, for example \`Authorization: Bearer {{secret:PORTAL_TOKEN}}\`; values may refer to the organization's secrets as \`{{secret:NAME}}\`. A source with headers and no steps is fetched without a browser.`,
  example: { Authorization: 'Bearer {{secret:PORTAL_TOKEN}}' },
});

const steps = sourceStepsSchema.meta({
  id: 'SourceSteps',
  description: `Browser steps run in a fresh context before the page is read (at most ${MAX_STEPS}; typed text at most ${MAX_TEXT_CHARS} characters): \`goto\` (url), \`fill\` (selector, value), \`click\` (selector), \`press\` (selector, key), \`select\` (selector, value), \`waitFor\` (selector, or networkIdle: true), \`check\` (a selector present only when signed in). Values may refer to secrets as \`{{secret:NAME}}\`. With a \`check\`, the session a sign-in leaves is kept sealed and reused until the check fails. A source with steps is read by the browser worker.`,
  example: [
    { action: 'goto', url: 'https://portal.example.com/sign-in' },
    { action: 'fill', selector: '#email', value: 'buyer@example.com' },
    { action: 'fill', selector: '#password', value: '{{secret:PORTAL_PASSWORD}}' },
    { action: 'click', selector: 'button[type=submit]' },
    { action: 'check', selector: 'a[href="/sign-out"]' },
  ],
});

/** Sign-in settings as sent in UpdateTopic sources: absent keeps the source's settings, null clears them. */
export const sourceAccessFields = { headers: headers.nullable().optional(), steps: steps.nullable().optional() };

/** Sign-in settings as returned on a Source: references to secrets, never their values. */
export const sourceAccessResponseFields = { headers: headers.nullable(), steps: steps.nullable() };
