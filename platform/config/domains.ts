import { z } from 'zod';
import { integer } from './variables';

export const domainsVariables = z.object({
  DNS_SERVERS: z
    .string()
    .regex(/^[^,\s]+(,[^,\s]+)*$/, 'must be a comma-separated list of host or host:port entries')
    .optional()
    .describe('comma-separated `host` or `host:port` resolvers for domain verification; unset: the system resolver'),
  DOMAIN_RECHECK_GRACE_DAYS: integer(1, 90)
    .default(7)
    .describe("days a verified domain's TXT record may be missing at every re-check (1–90) before the domain falls back to `failed`"),
});

export function domainsConfig(e: z.infer<typeof domainsVariables>) {
  return {
    /** DNS servers for domain verification; empty means the system resolver. */
    dns: { servers: e.DNS_SERVERS?.split(',') ?? [] },
    /** Days a verified domain's TXT record may be missing at every re-check before the domain falls back to failed. */
    domainRecheckGraceDays: e.DOMAIN_RECHECK_GRACE_DAYS,
  };
}
