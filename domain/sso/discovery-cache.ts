/**
 * Discovered identity-provider configurations, kept per organization for a few minutes so a sign-in
 * does not fetch the discovery document (and JWKS) twice, once to start and once on the callback.
 * An entry is used only while the saved SSO configuration it came from is unchanged (the fingerprint).
 * A failure is remembered briefly too, and concurrent look-ups share one discovery: the public login
 * route cannot be used to make Vigil hammer a provider (or itself) with requests.
 */
export interface DiscoveryCache<T> {
  getOrDiscover(organizationId: string, fingerprint: string, discover: () => Promise<T>): Promise<T>;
}

type Entry<T> = { fingerprint: string; expiresAt: number } & ({ ok: true; value: T } | { ok: false; error: unknown });

export function createDiscoveryCache<T>({
  ttlMs = 10 * 60_000,
  failureTtlMs = 60_000,
  maxEntries = 1000,
  now = Date.now,
} = {}): DiscoveryCache<T> {
  const entries = new Map<string, Entry<T>>();
  const inFlight = new Map<string, { fingerprint: string; promise: Promise<T> }>();

  function remember(organizationId: string, entry: Entry<T>): void {
    entries.delete(organizationId);
    entries.set(organizationId, entry);
    // Maps iterate in insertion order: the first key is the entry refreshed longest ago.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  function discoverOnce(organizationId: string, fingerprint: string, discover: () => Promise<T>): Promise<T> {
    const promise: Promise<T> = Promise.resolve()
      .then(discover)
      .then(
        (value) => {
          remember(organizationId, { fingerprint, ok: true, value, expiresAt: now() + ttlMs });
          return value;
        },
        (error: unknown) => {
          remember(organizationId, { fingerprint, ok: false, error, expiresAt: now() + failureTtlMs });
          throw error;
        },
      )
      .finally(() => {
        if (inFlight.get(organizationId)?.promise === promise) inFlight.delete(organizationId);
      });
    inFlight.set(organizationId, { fingerprint, promise });
    return promise;
  }

  return {
    getOrDiscover(organizationId, fingerprint, discover) {
      const entry = entries.get(organizationId);
      if (entry && entry.fingerprint === fingerprint && entry.expiresAt > now())
        return entry.ok ? Promise.resolve(entry.value) : Promise.reject(entry.error);
      const running = inFlight.get(organizationId);
      if (running && running.fingerprint === fingerprint) return running.promise;
      return discoverOnce(organizationId, fingerprint, discover);
    },
  };
}
