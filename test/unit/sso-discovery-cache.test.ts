import { createDiscoveryCache } from '../../domain/sso/discovery-cache';

describe('the SSO discovery cache', () => {
  let clock = 0;
  const now = () => clock;
  const counted = () => {
    let calls = 0;
    return { discover: async () => `configuration ${(calls += 1)}`, calls: () => calls };
  };

  beforeEach(() => {
    clock = 1_000;
  });

  it('discovers once while the saved configuration is unchanged and the entry is fresh', async () => {
    const cache = createDiscoveryCache<string>({ ttlMs: 60_000, now });
    const provider = counted();
    expect(await cache.getOrDiscover('org', 'issuer-a', provider.discover)).toBe('configuration 1');
    clock += 59_999;
    expect(await cache.getOrDiscover('org', 'issuer-a', provider.discover)).toBe('configuration 1');
    expect(provider.calls()).toBe(1);
  });

  it('discovers again once the entry expires, or as soon as the saved configuration changes', async () => {
    const cache = createDiscoveryCache<string>({ ttlMs: 60_000, now });
    const provider = counted();
    await cache.getOrDiscover('org', 'issuer-a', provider.discover);
    expect(await cache.getOrDiscover('org', 'issuer-b', provider.discover)).toBe('configuration 2');
    clock += 60_000;
    expect(await cache.getOrDiscover('org', 'issuer-b', provider.discover)).toBe('configuration 3');
  });

  it('remembers a failure briefly, so repeated sign-ins do not hammer the provider, then asks again', async () => {
    const cache = createDiscoveryCache<string>({ failureTtlMs: 60_000, now });
    let attempts = 0;
    const failing = () => Promise.reject(new Error(`unreachable ${(attempts += 1)}`));
    await expect(cache.getOrDiscover('org', 'issuer-a', failing)).rejects.toThrow('unreachable 1');
    clock += 59_999;
    await expect(cache.getOrDiscover('org', 'issuer-a', failing)).rejects.toThrow('unreachable 1');
    expect(attempts).toBe(1);
    expect(await cache.getOrDiscover('org', 'issuer-b', async () => 'fixed configuration')).toBe('fixed configuration');
    clock += 60_000;
    await expect(cache.getOrDiscover('other', 'issuer-a', failing)).rejects.toThrow('unreachable 2');
    clock += 60_000;
    expect(await cache.getOrDiscover('other', 'issuer-a', async () => 'back')).toBe('back');
  });

  it('shares one discovery between concurrent sign-ins', async () => {
    const cache = createDiscoveryCache<string>({ now });
    const provider = counted();
    const results = await Promise.all([1, 2, 3].map(() => cache.getOrDiscover('org', 'issuer-a', provider.discover)));
    expect(results).toEqual(['configuration 1', 'configuration 1', 'configuration 1']);
    expect(provider.calls()).toBe(1);
  });

  it('holds at most maxEntries organizations, dropping the one refreshed longest ago', async () => {
    const cache = createDiscoveryCache<string>({ maxEntries: 2, now });
    const provider = counted();
    await cache.getOrDiscover('first', 'f', provider.discover);
    await cache.getOrDiscover('second', 'f', provider.discover);
    await cache.getOrDiscover('third', 'f', provider.discover);
    await cache.getOrDiscover('second', 'f', provider.discover);
    expect(provider.calls()).toBe(3);
    await cache.getOrDiscover('first', 'f', provider.discover);
    expect(provider.calls()).toBe(4);
  });
});
