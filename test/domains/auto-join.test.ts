import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { enrollTwoFactor, signIn, totpCode } from '../support/auth-flows';
import type { DnsServer } from '../support/dns-server';
import { addDomain, addVerifiedDomain } from '../support/domains';
import { startHarnessWithDns, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { linkIn } from '../support/smtp-capture';
import { signUpUser, TEST_PASSWORD } from '../support/users';

describe('joining through a verified domain', () => {
  let dns: DnsServer;
  let harness: Harness;
  beforeAll(async () => {
    ({ harness, dns } = await startHarnessWithDns());
  });
  afterAll(async () => {
    await harness.stop();
  });

  const base = (organizationId: string) => `/api/user/organizations/${organizationId}`;

  /** A team with a verified domain whose auto-join policy is `mode`. */
  async function teamWithDomain(mode?: 'automatic' | 'approval', role: 'admin' | 'member' = 'member') {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const domain = await addVerifiedDomain(owner, team.id, dns);
    if (mode)
      await owner.agent
        .put(`${base(team.id)}/domains/${domain.id}/auto-join`)
        .send({ mode, role })
        .expect(200);
    return { owner, team, domain };
  }

  /** Signs up with an address on `domain` and proves it through the mailed link. */
  async function signUpAt(domain: string, label = 'colleague') {
    const email = `${label}-${randomUUID().slice(0, 8)}@${domain}`;
    const agent = request.agent(harness.app);
    const signedUp = await agent.post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName: 'Col League' });
    expect(signedUp.status).toBe(201);
    const token = linkIn(await harness.smtp.nextMailTo(email, /Confirm your e-mail/), '/verify-email').searchParams.get('token');
    await agent.post('/api/auth/verify-email').send({ token }).expect(200);
    return { id: signedUp.body.data.id as string, email, agent };
  }

  async function membershipOf(organizationId: string, userId: string, owner: { agent: request.Agent }) {
    const [members, requests] = await Promise.all([
      owner.agent.get(`${base(organizationId)}/members`),
      owner.agent.get(`${base(organizationId)}/join-requests`),
    ]);
    return [...members.body.data, ...requests.body.data].find((m: { user: { id: string } | null }) => m.user?.id === userId);
  }

  it('refuses a policy on an unverified domain, and lets only the owner set it', async () => {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const pending = await addDomain(owner, team.id);
    const refused = await owner.agent.put(`${base(team.id)}/domains/${pending.id}/auto-join`).send({ mode: 'automatic', role: 'member' });
    expect(refused.status).toBe(409);
    const { owner: verifiedOwner, team: verifiedTeam, domain } = await teamWithDomain();
    const path = `${base(verifiedTeam.id)}/domains/${domain.id}/auto-join`;
    const admin = await addMember(harness, verifiedOwner, verifiedTeam.id, 'admin');
    expect((await admin.agent.put(path).send({ mode: 'automatic', role: 'member' })).status).toBe(403);
    expect((await verifiedOwner.agent.put(path).send({ mode: 'sometimes', role: 'owner' })).status).toBe(400);
    expect((await owner.agent.put(path).send({ mode: 'automatic', role: 'member' })).status).toBe(404);
    const set = await verifiedOwner.agent.put(path).send({ mode: 'approval', role: 'admin' });
    expect(set.body.data.autoJoin).toEqual({ mode: 'approval', role: 'admin' });
    const logs = await verifiedOwner.agent.get(`${base(verifiedTeam.id)}/audit-logs?action=domain.auto_join_updated`);
    expect(logs.body.data.logs[0].metadata).toMatchObject({
      from: { mode: 'off', role: 'member' },
      to: { mode: 'approval', role: 'admin' },
    });
  });

  it('makes a user who proves an address on the domain a member at once, with the policy’s role', async () => {
    const { owner, team, domain } = await teamWithDomain('automatic', 'admin');
    const colleague = await signUpAt(domain.domain);
    expect(await membershipOf(team.id, colleague.id, owner)).toMatchObject({ status: 'active', role: 'admin', email: colleague.email });
    expect((await colleague.agent.get(base(team.id))).status).toBe(200);
    const logs = await owner.agent.get(`${base(team.id)}/audit-logs?action=member.joined_by_domain`);
    expect(logs.body.data.logs).toHaveLength(1);
  });

  it('leaves addresses on other domains and unproven addresses alone', async () => {
    const { owner, team, domain } = await teamWithDomain('automatic');
    const agent = request.agent(harness.app);
    const unverified = await agent
      .post('/api/auth/sign-up/email')
      .send({ email: `new-${randomUUID().slice(0, 8)}@${domain.domain}`, password: TEST_PASSWORD, fullName: 'Not Yet' });
    const outsider = await signUpUser(harness, 'outsider');
    expect(await membershipOf(team.id, unverified.body.data.id, owner)).toBeUndefined();
    expect(await membershipOf(team.id, outsider.id, owner)).toBeUndefined();
  });

  it('files a join request that an admin approves, and one that stays rejected', async () => {
    const { owner, team, domain } = await teamWithDomain('approval');
    const admin = await addMember(harness, owner, team.id, 'admin');
    const first = await signUpAt(domain.domain, 'first');
    const second = await signUpAt(domain.domain, 'second');
    const requests = await admin.agent.get(`${base(team.id)}/join-requests`);
    expect(requests.status).toBe(200);
    expect(requests.body.data.map((m: { email: string; status: string }) => [m.email, m.status])).toEqual([
      [first.email, 'pending_approval'],
      [second.email, 'pending_approval'],
    ]);
    expect((await first.agent.get(base(team.id))).status).toBe(404);

    const [firstRequest, secondRequest] = requests.body.data as { id: string }[];
    const approved = await admin.agent.post(`${base(team.id)}/join-requests/${firstRequest!.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ id: firstRequest!.id, status: 'active', joinedAt: expect.any(String) });
    expect((await first.agent.get(base(team.id))).status).toBe(200);

    const rejected = await admin.agent.post(`${base(team.id)}/join-requests/${secondRequest!.id}/reject`);
    expect(rejected.body.data).toEqual({ message: 'Join request rejected' });
    expect((await signIn(harness.app, second.email, TEST_PASSWORD)).res.status).toBe(200);
    expect((await admin.agent.get(`${base(team.id)}/join-requests`)).body.data).toEqual([]);
    expect((await admin.agent.post(`${base(team.id)}/join-requests/${secondRequest!.id}/approve`)).status).toBe(404);
    const logs = await owner.agent.get(`${base(team.id)}/audit-logs?resourceType=membership`);
    expect(logs.body.data.logs.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining(['member.join_requested', 'member.join_approved', 'member.join_rejected']),
    );
  });

  it('admits an existing user with an address on the domain when they next sign in', async () => {
    const { owner, team, domain } = await teamWithDomain();
    const colleague = await signUpAt(domain.domain);
    expect(await membershipOf(team.id, colleague.id, owner)).toBeUndefined();
    await owner.agent
      .put(`${base(team.id)}/domains/${domain.id}/auto-join`)
      .send({ mode: 'automatic', role: 'member' })
      .expect(200);
    const { agent, res } = await signIn(harness.app, colleague.email, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect((await agent.get(base(team.id))).status).toBe(200);
  });

  it('admits a user whose sign-in ends with the two-factor step', async () => {
    const { owner, team, domain } = await teamWithDomain();
    const colleague = await signUpAt(domain.domain);
    const totpUri = await enrollTwoFactor({ agent: colleague.agent, password: TEST_PASSWORD });
    await owner.agent
      .put(`${base(team.id)}/domains/${domain.id}/auto-join`)
      .send({ mode: 'automatic', role: 'member' })
      .expect(200);
    const { agent, res } = await signIn(harness.app, colleague.email, TEST_PASSWORD);
    expect(res.body.data).toEqual({ twoFactorRequired: true });
    expect(await membershipOf(team.id, colleague.id, owner)).toBeUndefined();
    await agent
      .post('/api/auth/two-factor/verify')
      .send({ code: await totpCode(totpUri, 1) })
      .expect(200);
    expect(await membershipOf(team.id, colleague.id, owner)).toMatchObject({ status: 'active', role: 'member' });
  });

  it('applies the seat cap: a full organization gets a request instead, which cannot be approved until a seat frees', async () => {
    const { owner, team, domain } = await teamWithDomain('automatic');
    await harness.sequelize.query('UPDATE organizations SET seat_cap = 1 WHERE id = :id', { replacements: { id: team.id } });
    const colleague = await signUpAt(domain.domain);
    const joined = await membershipOf(team.id, colleague.id, owner);
    expect(joined).toMatchObject({ status: 'pending_approval' });
    const approve = await owner.agent.post(`${base(team.id)}/join-requests/${joined.id}/approve`);
    expect(approve.status).toBe(402);
    expect(approve.body.code).toBe('PLAN_LIMIT_REACHED');
  });

  it('keeps join requests from members and strangers', async () => {
    const { owner, team, domain } = await teamWithDomain('approval');
    const colleague = await signUpAt(domain.domain);
    const pending = await membershipOf(team.id, colleague.id, owner);
    const member = await addMember(harness, owner, team.id, 'member');
    expect((await member.agent.get(`${base(team.id)}/join-requests`)).status).toBe(403);
    expect((await member.agent.post(`${base(team.id)}/join-requests/${pending.id}/approve`)).status).toBe(403);
    const stranger = await signUpUser(harness, 'stranger');
    expect((await stranger.agent.get(`${base(team.id)}/join-requests`)).status).toBe(404);
    expect((await stranger.agent.post(`${base(team.id)}/join-requests/${pending.id}/reject`)).status).toBe(404);
    const strangersTeam = await createTeam(stranger);
    expect((await stranger.agent.post(`${base(strangersTeam.id)}/join-requests/${pending.id}/approve`)).status).toBe(404);
  });
});
