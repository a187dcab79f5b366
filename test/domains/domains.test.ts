import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { DnsServer } from '../support/dns-server';
import { addDomain, uniqueDomain } from '../support/domains';
import { startHarnessWithDns, type Harness } from '../support/harness';
import { createApiKey } from '../support/api-keys';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser } from '../support/users';
import { domainVerifyWorkflowId } from '../../workflows/contract';

describe('verified domains', () => {
  let dns: DnsServer;
  let harness: Harness;
  beforeAll(async () => {
    ({ harness, dns } = await startHarnessWithDns());
  });
  afterAll(async () => {
    await harness.stop();
  });

  const domainsPath = (organizationId: string) => `/api/user/organizations/${organizationId}/domains`;

  async function ownedTeam() {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    return { owner, team };
  }

  it('adds a pending domain with the TXT record to publish, lists it, gets it and records the change', async () => {
    const { owner, team } = await ownedTeam();
    const name = uniqueDomain();
    const res = await owner.agent.post(domainsPath(team.id)).send({ domain: `  ${name.toUpperCase()}. ` });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      domain: name,
      status: 'pending',
      verificationMethod: 'dns_txt',
      dnsRecordName: `_vigil-verify.${name}`,
      dnsRecordValue: expect.stringMatching(/^vigil-verify=[A-Za-z0-9_-]{32}$/),
      verifiedAt: null,
      lastVerificationAttempt: null,
      verificationError: null,
      autoJoin: { mode: 'off', role: 'member' },
      organizationId: team.id,
    });
    const list = await owner.agent.get(domainsPath(team.id));
    expect(list.status).toBe(200);
    expect(list.body.data.domains.map((d: { id: string }) => d.id)).toEqual([res.body.data.id]);
    const one = await owner.agent.get(`${domainsPath(team.id)}/${res.body.data.id}`);
    expect(one.body.data).toMatchObject({ id: res.body.data.id, dnsRecordValue: res.body.data.dnsRecordValue });
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=domain.added`);
    expect(logs.body.data.logs).toEqual([
      expect.objectContaining({ resourceType: 'domain', resourceId: res.body.data.id, metadata: { domain: name } }),
    ]);
  });

  it('stores international names in punycode', async () => {
    const { owner, team } = await ownedTeam();
    const label = `bücher-${randomUUID().slice(0, 6)}`;
    const domain = await addDomain(owner, team.id, `${label}.de`);
    expect(domain.domain).toMatch(/^xn--bcher-.+\.de$/);
  });

  it.each([
    ['https://acme.com', /scheme, path or port/],
    ['acme.com/path', /scheme, path or port/],
    ['acme.com:8080', /scheme, path or port/],
    ['com', /public suffix/],
    ['co.uk', /public suffix/],
    ['github.io', /public suffix/],
    ['192.168.1.10', /IP address/],
    ['-bad-.com', /not a valid domain/],
    ['', /must not be empty/],
  ])('refuses %j as a domain', async (domain, error) => {
    const { owner, team } = await ownedTeam();
    const res = await owner.agent.post(domainsPath(team.id)).send({ domain });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      meta: { errors: [{ field: 'domain', location: 'body', error: expect.stringMatching(error) }] },
    });
  });

  it('reports a missing record, then a wrong value, then verifies the right one', async () => {
    const { owner, team } = await ownedTeam();
    const domain = await addDomain(owner, team.id);
    const verify = () => owner.agent.post(`${domainsPath(team.id)}/${domain.id}/verify`);

    const missing = await verify();
    expect(missing.status).toBe(200);
    expect(missing.body.data).toMatchObject({
      status: 'pending',
      verifiedAt: null,
      verificationError: `No TXT record found at ${domain.dnsRecordName}`,
    });
    expect(Date.parse(missing.body.data.lastVerificationAttempt)).not.toBeNaN();

    dns.setTxt(domain.dnsRecordName, 'vigil-verify=someone-else', 'v=spf1 -all');
    const wrong = await verify();
    expect(wrong.body.data).toMatchObject({
      status: 'pending',
      verifiedAt: null,
      verificationError: expect.stringMatching(/none has the expected value/),
    });

    dns.setTxt(domain.dnsRecordName, 'v=spf1 -all', domain.dnsRecordValue);
    const right = await verify();
    expect(right.body.data).toMatchObject({ status: 'verified', verificationError: null });
    expect(right.body.data.verifiedAt).toBe(right.body.data.lastVerificationAttempt);

    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?resourceId=${domain.id}`);
    expect(logs.body.data.logs.map((l: { action: string }) => l.action)).toEqual([
      'domain.verified',
      'domain.verification_attempted',
      'domain.verification_attempted',
      'domain.added',
    ]);
    // The verify route woke the one verification process, which then saw the domain verified and ended.
    const result = await harness.temporal.workflow.getHandle(domainVerifyWorkflowId(domain.id)).result();
    expect(result).toBe('verified');
  });

  it('answers 409 for a domain another organization has verified, and for one added twice', async () => {
    const first = await ownedTeam();
    const domain = await addDomain(first.owner, first.team.id);
    dns.setTxt(domain.dnsRecordName, domain.dnsRecordValue);
    expect((await first.owner.agent.post(`${domainsPath(first.team.id)}/${domain.id}/verify`)).body.data.status).toBe('verified');

    const second = await ownedTeam();
    const taken = await second.owner.agent.post(domainsPath(second.team.id)).send({ domain: domain.domain });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CONFLICT');
    const again = await first.owner.agent.post(domainsPath(first.team.id)).send({ domain: domain.domain.toUpperCase() });
    expect(again.status).toBe(409);
  });

  it('lets only one of two organizations claiming the same name verify it', async () => {
    const first = await ownedTeam();
    const second = await ownedTeam();
    const name = uniqueDomain();
    const mine = await addDomain(first.owner, first.team.id, name);
    const theirs = await addDomain(second.owner, second.team.id, name);
    dns.setTxt(mine.dnsRecordName, mine.dnsRecordValue, theirs.dnsRecordValue);
    expect((await first.owner.agent.post(`${domainsPath(first.team.id)}/${mine.id}/verify`)).body.data.status).toBe('verified');
    const lost = await second.owner.agent.post(`${domainsPath(second.team.id)}/${theirs.id}/verify`);
    expect(lost.body.data).toMatchObject({ status: 'pending', verificationError: 'This domain is verified by another organization' });
  });

  it('deletes a domain, ends its verification process and records it', async () => {
    const { owner, team } = await ownedTeam();
    const domain = await addDomain(owner, team.id);
    const res = await owner.agent.delete(`${domainsPath(team.id)}/${domain.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: 'Domain removed' });
    expect((await owner.agent.get(`${domainsPath(team.id)}/${domain.id}`)).status).toBe(404);
    expect(await harness.temporal.workflow.getHandle(domainVerifyWorkflowId(domain.id)).result()).toBe('removed');
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=domain.deleted`);
    expect(logs.body.data.logs).toEqual([
      expect.objectContaining({ resourceId: domain.id, metadata: { domain: domain.domain, status: 'pending' } }),
    ]);
  });

  it('lets admins and members read domains but only the owner change them', async () => {
    const { owner, team } = await ownedTeam();
    const domain = await addDomain(owner, team.id);
    const admin = await addMember(harness, owner, team.id, 'admin');
    const member = await addMember(harness, owner, team.id, 'member');
    for (const user of [admin, member]) {
      expect((await user.agent.get(domainsPath(team.id))).status).toBe(200);
      expect((await user.agent.get(`${domainsPath(team.id)}/${domain.id}`)).status).toBe(200);
      expect((await user.agent.post(domainsPath(team.id)).send({ domain: uniqueDomain() })).status).toBe(403);
      expect((await user.agent.post(`${domainsPath(team.id)}/${domain.id}/verify`)).status).toBe(403);
      expect((await user.agent.delete(`${domainsPath(team.id)}/${domain.id}`)).status).toBe(403);
    }
    const readOnlyKey = (await createApiKey(owner, { scopes: ['organization:read'] })).key;
    const byKey = await request(harness.app).post(domainsPath(team.id)).set('X-Api-Key', readOnlyKey).send({ domain: uniqueDomain() });
    expect(byKey.status).toBe(403);
    expect(byKey.body.code).toBe('FORBIDDEN');
  });

  it('answers 404 to strangers and for another organization’s domain ids', async () => {
    const { owner, team } = await ownedTeam();
    const domain = await addDomain(owner, team.id);
    const stranger = await signUpUser(harness, 'stranger');
    expect((await stranger.agent.get(domainsPath(team.id))).status).toBe(404);
    expect((await stranger.agent.post(domainsPath(team.id)).send({ domain: uniqueDomain() })).status).toBe(404);
    expect((await stranger.agent.post(`${domainsPath(team.id)}/${domain.id}/verify`)).status).toBe(404);
    const strangersTeam = await createTeam(stranger);
    for (const res of [
      await stranger.agent.get(`${domainsPath(strangersTeam.id)}/${domain.id}`),
      await stranger.agent.post(`${domainsPath(strangersTeam.id)}/${domain.id}/verify`),
      await stranger.agent.delete(`${domainsPath(strangersTeam.id)}/${domain.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await owner.agent.get(`${domainsPath(team.id)}/not-a-uuid`)).status).toBe(400);
  });
});
