import { normalizeNoiseAll } from '../noise';

/**
 * JSON compared as structure: one line per value, `path: value`, with object keys sorted, so key order
 * and whitespace are not content while every value keeps its place. Values under keys that name a
 * per-response value (request and trace ids, nonces, response timestamps) are masked, and the text noise
 * rules (UUIDs, tokens, dates) apply to every line.
 */
const VOLATILE_KEY =
  /^(?:x[-_]?)?(?:request|req|trace|span|correlation|transaction|session)[-_]?id$|^(?:nonce|csrf(?:[-_]?token)?|timestamp|ts|now|server[-_]?time|current[-_]?time|response[-_]?time|generated(?:[-_]?at)?|served[-_]?at|fetched[-_]?at|rendered[-_]?at|took|elapsed(?:[-_]?ms)?|duration[-_]?ms|cache[-_]?key|etag)$/i;

export const VOLATILE_VALUE = '⟨volatile⟩';

/** The lines of a JSON document, or null when the text is not JSON. */
export function jsonLines(text: string): string[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const lines: string[] = [];
  flatten(value, '', lines);
  return lines;
}

export function jsonCanonical(lines: string[]): string {
  return normalizeNoiseAll(lines).join('\n');
}

function flatten(value: unknown, path: string, lines: string[]): void {
  if (Array.isArray(value)) {
    if (value.length === 0) lines.push(`${path || '(root)'}: []`);
    value.forEach((item, index) => flatten(item, `${path}[${index}]`, lines));
    return;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (entries.length === 0) lines.push(`${path || '(root)'}: {}`);
    for (const [key, inner] of entries) {
      const innerPath = path === '' ? pathKey(key) : /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
      if (VOLATILE_KEY.test(key) && (inner === null || typeof inner !== 'object')) lines.push(`${innerPath}: ${VOLATILE_VALUE}`);
      else flatten(inner, innerPath, lines);
    }
    return;
  }
  lines.push(`${path || '(root)'}: ${JSON.stringify(value)}`);
}

function pathKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : `[${JSON.stringify(key)}]`;
}
