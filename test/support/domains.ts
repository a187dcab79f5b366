import { randomUUID } from 'node:crypto';
import type { DnsServer } from './dns-server';
import type { Agent } from './auth-flows';

export interface AddedDomain {
  id: string;
  domain: string;
  dnsRecordName: string;
  dnsRecordValue: string;
}

export const uniqueDomain = () => `acme-${randomUUID().slice(0, 8)}.com`;
const domainsPath = (organizationId: string) => `/api/user/organizations/${organizationId}/domains`;

/** Adds a domain (pending) to the organization as `owner`. */
export async function addDomain(owner: { agent: Agent }, organizationId: string, name = uniqueDomain()): Promise<AddedDomain> {
  const res = await owner.agent.post(domainsPath(organizationId)).send({ domain: name });
  if (res.status !== 201) throw new Error(`adding the domain failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as AddedDomain;
}

/** Adds a domain, publishes its TXT record on the test DNS server and verifies it. */
export async function addVerifiedDomain(
  owner: { agent: Agent },
  organizationId: string,
  dns: DnsServer,
  name = uniqueDomain(),
): Promise<AddedDomain> {
  const domain = await addDomain(owner, organizationId, name);
  dns.setTxt(domain.dnsRecordName, domain.dnsRecordValue);
  const verified = await owner.agent.post(`${domainsPath(organizationId)}/${domain.id}/verify`);
  if (verified.body.data?.status !== 'verified')
    throw new Error(`verifying the domain failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return domain;
}
