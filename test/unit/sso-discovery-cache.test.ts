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

  it('keeps no failure: the next sign-in asks the provider again', async () => {
    const cache = createDiscoveryCache<string>({ now });
    await expect(cache.getOrDiscover('org', 'issuer-a', () => Promise.reject(new Error('unreachable')))).rejects.toThrow('unreachable');
    expect(await cache.getOrDiscover('org', 'issuer-a', async () => 'back')).toBe('back');
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
