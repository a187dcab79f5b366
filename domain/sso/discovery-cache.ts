/**
 * Discovered identity-provider configurations, kept per organization for a few minutes so a sign-in
 * does not fetch the discovery document (and JWKS) twice, once to start and once on the callback.
 * An entry is used only while the saved SSO configuration it came from is unchanged (the fingerprint);
 * failures are never kept, so a provider that comes back is seen at once.
 */
export interface DiscoveryCache<T> {
  getOrDiscover(organizationId: string, fingerprint: string, discover: () => Promise<T>): Promise<T>;
}

export function createDiscoveryCache<T>({ ttlMs = 10 * 60_000, maxEntries = 1000, now = Date.now } = {}): DiscoveryCache<T> {
  const entries = new Map<string, { fingerprint: string; value: T; expiresAt: number }>();
  return {
    async getOrDiscover(organizationId, fingerprint, discover) {
      const entry = entries.get(organizationId);
      if (entry && entry.fingerprint === fingerprint && entry.expiresAt > now()) return entry.value;
      const value = await discover();
      entries.delete(organizationId);
      entries.set(organizationId, { fingerprint, value, expiresAt: now() + ttlMs });
      // Maps iterate in insertion order: the first key is the entry refreshed longest ago.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
