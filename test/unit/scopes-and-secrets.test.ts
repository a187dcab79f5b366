import { DEFAULT_API_KEY_SCOPES, PERSONAL_SCOPES, ROLE_SCOPES, SCOPES } from '../../domain/access/scopes';
import { decryptSecret, encryptSecret, hashToken, randomBase62 } from '../../domain/shared/secrets';
import { generateApiKey, looksLikeApiKey } from '../../domain/auth/api-keys';

describe('the role to scope table', () => {
  it('gives owners everything and admins everything but billing and subscription changes', () => {
    expect(ROLE_SCOPES.owner).toEqual(SCOPES);
    expect(SCOPES.filter((scope) => !ROLE_SCOPES.admin.includes(scope))).toEqual(['organization:manage-billing', 'subscription:write']);
  });

  it('lets members read the organization and work on projects, but not manage members or billing', () => {
    expect(ROLE_SCOPES.member).toEqual(
      expect.arrayContaining(['organization:read', 'projects:read', 'projects:write', 'subscription:read', ...PERSONAL_SCOPES]),
    );
    expect(ROLE_SCOPES.member).not.toContain('organization:manage-members');
    expect(ROLE_SCOPES.member).not.toContain('organization:manage-billing');
  });

  it('defaults API keys to read-only scopes', () => {
    expect(DEFAULT_API_KEY_SCOPES.every((scope) => scope.endsWith(':read'))).toBe(true);
    expect(DEFAULT_API_KEY_SCOPES).toContain('user:read');
  });
});

describe('secrets', () => {
  const key = 'k'.repeat(40);

  it('seal and open a secret, and refuse one sealed with another key or tampered with', () => {
    const sealed = encryptSecret('JBSWY3DPEHPK3PXP', key);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(sealed, key)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(sealed, 'x'.repeat(40))).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => decryptSecret([version, iv, tag, flipped].join('.'), key)).toThrow();
  });

  it('hash tokens deterministically with SHA-256', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('make API keys of the documented form: vgl_ and 40 base62 characters, previewed as 8…4', () => {
    const { key: apiKey, start, keyHash } = generateApiKey();
    expect(apiKey).toMatch(/^vgl_[0-9A-Za-z]{40}$/);
    expect(start).toBe(`${apiKey.slice(0, 8)}…${apiKey.slice(-4)}`);
    expect(keyHash).toBe(hashToken(apiKey));
    expect(looksLikeApiKey(apiKey)).toBe(true);
    expect(looksLikeApiKey(`vgl_${randomBase62(39)}`)).toBe(false);
  });
});
