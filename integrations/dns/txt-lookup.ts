import { promises as dns } from 'node:dns';
import type { TxtLookup } from '../../domain/domains/dns';

export interface DnsSettings {
  /** `host` or `host:port` entries; empty means the system resolver's servers. */
  servers: readonly string[];
}

const NO_RECORD_CODES: ReadonlySet<string> = new Set([dns.NODATA, dns.NOTFOUND]);

/** TXT lookups through a resolver of their own, so DNS_SERVERS never changes the process-wide one. */
export function createTxtLookup({ servers }: DnsSettings): TxtLookup {
  const resolver = new dns.Resolver({ timeout: 3_000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return async (name) => {
    try {
      const records = await resolver.resolveTxt(name);
      // A TXT record may arrive split into 255-byte strings; its value is their concatenation.
      return { kind: 'found', values: records.map((chunks) => chunks.join('')) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'UNKNOWN';
      return NO_RECORD_CODES.has(code) ? { kind: 'none' } : { kind: 'error', code };
    }
  };
}
