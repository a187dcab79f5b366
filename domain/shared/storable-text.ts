/**
 * Text PostgreSQL can hold. A `text` column refuses NUL, and so does `jsonb` (its `\u0000` escape); an
 * unpaired UTF-16 surrogate has no UTF-8 form, so a `text` column would store U+FFFD instead and `jsonb`
 * refuses its escape (`\ud83d` not followed by a low surrogate). Request input carrying either is refused
 * (api/http/input-guard.ts); text Vigil makes itself, by cutting input or reading other systems' content,
 * must be made storable with the helpers below, or a statement fails and its whole transaction with it.
 */

const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE = new RegExp(`${NUL.source}|${LONE_SURROGATE.source}`, 'g');

/** What in `text` PostgreSQL cannot hold, in words, or null when nothing. */
export function unstorableTextProblem(text: string): string | null {
  if (NUL.test(text)) return 'a NUL character';
  if (LONE_SURROGATE.test(text)) return 'an unpaired UTF-16 surrogate';
  return null;
}

/**
 * The first text inside `value` that PostgreSQL cannot hold, as the path of the field that holds it and
 * what is wrong (`must not contain a NUL character`, `must not have a key containing …`); null when none.
 */
export function firstUnstorableText(value: unknown): { path: string[]; error: string } | null {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: node, path } = pending.pop()!;
    if (typeof node === 'string') {
      const problem = unstorableTextProblem(node);
      if (problem) return { path, error: `must not contain ${problem}` };
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node)) {
      const problem = unstorableTextProblem(key);
      if (problem) return { path, error: `must not have a key containing ${problem}` };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * `text` with each NUL and each unpaired surrogate replaced by U+FFFD, as a UTF-8 decoder does with bytes
 * it cannot read: for content from elsewhere (monitored pages, identity providers) that is kept, not refused.
 */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, '\uFFFD');
}

/**
 * JSON text of `value` with every string value made storable (for `jsonb` parameters such as jsonb_to_recordset's).
 * JSON.stringify writes a NUL as `\u0000` and an unpaired surrogate as its escape, so text without either
 * escape needs no replacer, which costs a call per value (most rows a run records hold nothing to replace).
 */
export function storableJson(value: unknown): string {
  const plain = JSON.stringify(value);
  if (plain === undefined || !ESCAPED_UNSTORABLE.test(plain)) return plain;
  return JSON.stringify(value, (_key, node: unknown) => (typeof node === 'string' ? storableText(node) : node));
}

/** A NUL or a surrogate as JSON.stringify escapes them (paired surrogates it writes as they are). */
const ESCAPED_UNSTORABLE = /\\u(?:0000|d[89a-f])/i;

/**
 * At most `max` UTF-16 code units of `text`, never cut between the two halves of a surrogate pair (an
 * emoji at the cut is left out whole): `String.prototype.slice` would leave its high surrogate alone.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = max > 0 && /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max;
  return text.slice(0, cut);
}
