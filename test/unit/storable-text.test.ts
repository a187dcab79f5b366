import { abbreviate } from '../../domain/sso/configuration';
import { selfDescribedName } from '../../domain/oauth/adapter';
import { firstUnstorableText, storableJson, storableText, truncateText, unstorableTextProblem } from '../../domain/shared/storable-text';

const EMOJI = '\u{1F600}';
/** Half of a surrogate pair left alone: the text a cut inside an emoji leaves, which no jsonb value can hold. */
const LONE_HALF = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('text PostgreSQL can hold', () => {
  it('names NUL and unpaired surrogates, and nothing else, as what it cannot hold', () => {
    expect(['a\u0000b', 'a\ud800', '\udc00a', `${EMOJI}\u0001\t\n\u007f\u0085\ufffd`].map(unstorableTextProblem)).toEqual([
      'a NUL character',
      'an unpaired UTF-16 surrogate',
      'an unpaired UTF-16 surrogate',
      null,
    ]);
  });

  it('finds the first unstorable value or key inside a payload, naming the field that holds it', () => {
    expect(firstUnstorableText({ params: { state: 'ok', login_hint: 'x\u0000' } })).toEqual({
      path: ['params', 'login_hint'],
      error: 'must not contain a NUL character',
    });
    expect(firstUnstorableText({ metadata: { 'x\ud800': 1 } })).toEqual({
      path: ['metadata'],
      error: 'must not have a key containing an unpaired UTF-16 surrogate',
    });
    expect(firstUnstorableText({ name: `fine ${EMOJI}`, list: ['a', 1, null] })).toBeNull();
  });

  it('replaces NUL and unpaired surrogates with U+FFFD in content kept from elsewhere, leaving pairs and other text alone', () => {
    expect(storableText(`5\u00009 \ud800 ${EMOJI} \udc00\t`)).toBe(`5\ufffd9 \ufffd ${EMOJI} \ufffd\t`);
    expect(JSON.parse(storableJson([{ diff: 'a\u0000', facts: [{ quote: '\ud83d' }], count: 2 }]))).toEqual([
      { diff: 'a\ufffd', facts: [{ quote: '\ufffd' }], count: 2 },
    ]);
  });

  it('writes the JSON a replacer of every string value writes, with or without anything to replace', () => {
    const everyValue = (value: unknown) =>
      JSON.stringify(value, (_key, node: unknown) => (typeof node === 'string' ? storableText(node) : node));
    const pieces = ['a', '\u0000', '\ud800', '\udfff', EMOJI, '\\u0000', '\\ud83d', '"', '\n', 'é', '\u0001', '\ufffd'];
    const values: unknown[] = [
      null,
      3,
      'plain',
      [{ at: new Date(0), text: `x${EMOJI}` }],
      { 'key\u0000': 'v' },
      { nested: [{ deeper: ['\ud83d'] }] },
    ];
    for (const first of pieces) for (const second of pieces) values.push({ text: `${first}${second}`, list: [second, 1, true] });
    for (const value of values) expect(storableJson(value)).toBe(everyValue(value));
    expect(storableJson({ text: 'a\u0000' })).not.toBe(JSON.stringify({ text: 'a\u0000' }));
  });

  it('cuts text without ever leaving half of a surrogate pair', () => {
    const text = `abc${EMOJI}def`; // the emoji is code units 3 and 4
    expect([3, 4, 5, 6].map((max) => truncateText(text, max))).toEqual(['abc', 'abc', `abc${EMOJI}`, `abc${EMOJI}d`]);
    expect(truncateText(text, 100)).toBe(text);
    for (let max = 0; max <= 12; max += 1) expect(truncateText(EMOJI.repeat(6), max)).not.toMatch(LONE_HALF);
  });

  it('abbreviates an SSO client id and cuts a self-given OAuth client name at whole characters', () => {
    expect(abbreviate('0oa1b2c3d4e5f6g7h8')).toBe('0oa1…g7h8');
    expect(abbreviate('short')).toBe('sh…');
    // Schemathesis's finding: an emoji across the cut of the abbreviation left its high surrogate in the audit entry (a 500).
    expect(abbreviate(`abc${EMOJI}defghijklmn`)).toBe(`abc${EMOJI}…klmn`);
    expect(abbreviate(`a${EMOJI.repeat(13)}`)).toBe(`a${EMOJI.repeat(3)}…${EMOJI.repeat(4)}`);
    expect(abbreviate(`${EMOJI.repeat(6)}a`)).toBe(`${EMOJI.repeat(3)}…`);
    expect(selfDescribedName(`${'x'.repeat(99)}${EMOJI}tail`, 'fallback')).toBe('x'.repeat(99));
  });
});
