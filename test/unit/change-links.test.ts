import { CHANGE_LINK_TTL_MS, changeLinkValid, signedChangeUrl } from '../../domain/monitoring/change-links';

const KEY = 'a secret key of at least 32 characters!';
const ID = '0190a5b2-7c1e-7d3a-9f00-1c2d3e4f5a6b';

function parts(url: string) {
  const { searchParams } = new URL(url);
  return { expires: searchParams.get('expires')!, sig: searchParams.get('sig')! };
}

describe('signed change links', () => {
  const now = new Date('2026-11-26T00:00:00Z');

  it('open their change until they expire, 30 days after signing', () => {
    const { expires, sig } = parts(signedChangeUrl('https://vigil.example', ID, KEY, now));
    expect(Number(expires) * 1000).toBe(now.getTime() + CHANGE_LINK_TTL_MS);
    expect(changeLinkValid(ID, expires, sig, KEY, new Date(now.getTime() + CHANGE_LINK_TTL_MS - 1000))).toBe(true);
    expect(changeLinkValid(ID, expires, sig, KEY, new Date(now.getTime() + CHANGE_LINK_TTL_MS))).toBe(false);
  });

  it('refuse another change, a moved expiry, another key and malformed values', () => {
    const { expires, sig } = parts(signedChangeUrl('https://vigil.example', ID, KEY, now));
    expect(changeLinkValid(ID.replace('6b', '6c'), expires, sig, KEY, now)).toBe(false);
    expect(changeLinkValid(ID, String(Number(expires) + 1), sig, KEY, now)).toBe(false);
    expect(changeLinkValid(ID, expires, sig, `${KEY}x`, now)).toBe(false);
    expect(changeLinkValid(ID, `${expires}.5`, sig, KEY, now)).toBe(false);
    expect(changeLinkValid(ID, expires, sig.slice(1), KEY, now)).toBe(false);
  });
});
