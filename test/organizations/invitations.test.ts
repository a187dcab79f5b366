import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam, invitationTokenMailedTo } from '../support/organizations';
import { linkIn } from '../support/smtp-capture';
import { signUpUser, TEST_PASSWORD, uniqueEmail } from '../support/users';
import { hashToken } from '../../domain/shared/secrets';

describe('invitations', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  const invitesPath = (organizationId: string) => `/api/user/organizations/${organizationId}/invites`;

  async function expireInvitation(organizationId: string, email: string): Promise<void> {
    await harness.sequelize.query(
      `UPDATE memberships SET invite_expires_at = now() - interval '1 minute' WHERE organization_id = $1 AND email = $2 AND status = 'invited'`,
      {
        bind: [organizationId, email],
      },
    );
  }

  it('takes an invitation from e-mail to membership: invite, mail, sign up, accept, listed as a member', async () => {
    const owner = await signUpUser(harness, 'inviter');
    const team = await createTeam(owner, 'Lifecycle Labs');
    const email = uniqueEmail('newcomer');

    const sent = await owner.agent.post(invitesPath(team.id)).send({ emails: [email], role: 'admin' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ sent: [email], alreadyMembers: [], alreadyInvited: [], invalidEmails: [] });
    const mail = await harness.smtp.nextMailTo(email, /invited you/);
    expect(mail.subject).toBe(`${owner.fullName} invited you to Lifecycle Labs on Vigil`);
    expect(mail.text).toContain('as admin');
    const token = mail.text.match(/http:\/\/app\.vigil\.test\/invites\/([\w-]+)/)![1]!;

    const pending = await owner.agent.get(invitesPath(team.id));
    expect(pending.body.data).toEqual([
      expect.objectContaining({
        email,
        role: 'admin',
        status: 'invited',
        user: null,
        joinedAt: null,
        invitedBy: { id: owner.id, fullName: owner.fullName },
        inviteExpiresAt: expect.any(String),
      }),
    ]);
    const expiresIn = new Date(pending.body.data[0].inviteExpiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 24 * 3600_000);

    const invitee = request.agent(harness.app);
    const signedUp = await invitee.post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName: 'New Comer' });
    expect(signedUp.status).toBe(201);
    const inviteeId = signedUp.body.data.id as string;
    const verification = linkIn(await harness.smtp.nextMailTo(email, /Confirm/), '/verify-email').searchParams.get('token');
    expect((await invitee.post('/api/auth/verify-email').send({ token: verification })).status).toBe(200);
    const accepted = await invitee.post(`/api/user/invites/${token}/accept`);
    expect(accepted.status).toBe(201);
    expect(accepted.body.data).toMatchObject({
      id: pending.body.data[0].id,
      organizationId: team.id,
      role: 'admin',
      status: 'active',
      user: { id: inviteeId, fullName: 'New Comer' },
      joinedAt: expect.any(String),
      inviteExpiresAt: null,
    });

    const members = await owner.agent.get(`/api/user/organizations/${team.id}/members`);
    expect(members.body.data.map((m: { user: { id: string } }) => m.user.id)).toEqual([owner.id, inviteeId]);
    expect((await owner.agent.get(invitesPath(team.id))).body.data).toEqual([]);
    expect((await invitee.get(`/api/user/organizations/${team.id}`)).status).toBe(200);
    expect((await invitee.post(`/api/user/invites/${token}/accept`)).status).toBe(404);

    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?resourceType=membership`);
    expect(logs.body.data.logs.map((l: { action: string; userId: string }) => [l.action, l.userId])).toEqual([
      ['member.joined', inviteeId],
      ['member.invited', owner.id],
    ]);
  });

  it('sorts the addresses it is given into sent, already members, already invited and invalid', async () => {
    const owner = await signUpUser(harness, 'sorter');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    const invited = uniqueEmail('invited');
    await owner.agent.post(invitesPath(team.id)).send({ emails: [invited], role: 'member' });
    const fresh = uniqueEmail('fresh');

    const res = await owner.agent.post(invitesPath(team.id)).send({
      emails: [`  ${fresh.toUpperCase()} `, fresh, member.email.toUpperCase(), owner.email, invited, 'not-an-email', 'a@b', ''],
      role: 'member',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      sent: [fresh],
      alreadyMembers: [member.email, owner.email],
      alreadyInvited: [invited],
      invalidEmails: ['not-an-email', 'a@b', ''],
    });
    const pending = await owner.agent.get(invitesPath(team.id));
    expect(pending.body.data.map((m: { email: string }) => m.email).sort()).toEqual([fresh, invited].sort());
  });

  it.each([
    ['no address', { emails: [], role: 'member' }],
    ['no role', { emails: ['a@example.com'] }],
    ['an unknown role', { emails: ['a@example.com'], role: 'boss' }],
    ['51 addresses', { emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`), role: 'member' }],
  ])('refuses an invitation with %s', async (_label, body) => {
    const owner = await signUpUser(harness, 'badbody');
    const team = await createTeam(owner);
    const res = await owner.agent.post(invitesPath(team.id)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  it('lets only an owner invite an owner, and no member invite anyone', async () => {
    const owner = await signUpUser(harness, 'owninv');
    const team = await createTeam(owner);
    const admin = await addMember(harness, owner, team.id, 'admin');
    const member = await addMember(harness, owner, team.id, 'member');
    const byAdmin = await admin.agent.post(invitesPath(team.id)).send({ emails: [uniqueEmail()], role: 'owner' });
    expect(byAdmin.status).toBe(403);
    const adminInvitesMember = await admin.agent.post(invitesPath(team.id)).send({ emails: [uniqueEmail()], role: 'member' });
    expect(adminInvitesMember.status).toBe(200);
    const byOwner = await owner.agent.post(invitesPath(team.id)).send({ emails: [uniqueEmail()], role: 'owner' });
    expect(byOwner.status).toBe(200);
    for (const res of [
      await member.agent.post(invitesPath(team.id)).send({ emails: [uniqueEmail()], role: 'member' }),
      await member.agent.get(invitesPath(team.id)),
    ]) {
      expect(res.status).toBe(403);
    }
  });

  it('refuses invitations into a personal organization', async () => {
    const owner = await signUpUser(harness, 'personal');
    const res = await owner.agent.post(invitesPath(owner.personalOrganizationId)).send({ emails: [uniqueEmail()], role: 'member' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/personal organization/i) });
  });

  it('resends with a new link and kills the old one', async () => {
    const owner = await signUpUser(harness, 'resender');
    const team = await createTeam(owner);
    const invitee = await signUpUser(harness, 'resent');
    await owner.agent.post(invitesPath(team.id)).send({ emails: [invitee.email], role: 'member' });
    const oldToken = await invitationTokenMailedTo(harness, invitee.email);
    const invitationId = (await owner.agent.get(invitesPath(team.id))).body.data[0].id as string;

    const resent = await owner.agent.post(`${invitesPath(team.id)}/${invitationId}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ id: invitationId, status: 'invited', email: invitee.email });
    const newToken = await invitationTokenMailedTo(harness, invitee.email);
    expect(newToken).not.toBe(oldToken);

    expect((await invitee.agent.post(`/api/user/invites/${oldToken}/accept`)).status).toBe(404);
    expect((await invitee.agent.post(`/api/user/invites/${newToken}/accept`)).status).toBe(201);
    expect((await owner.agent.post(`${invitesPath(team.id)}/${invitationId}/resend`)).status).toBe(404);
  });

  it('cancels an invitation so its link answers 404 and it leaves the list', async () => {
    const owner = await signUpUser(harness, 'canceller');
    const team = await createTeam(owner);
    const invitee = await signUpUser(harness, 'cancelled');
    await owner.agent.post(invitesPath(team.id)).send({ emails: [invitee.email], role: 'member' });
    const token = await invitationTokenMailedTo(harness, invitee.email);
    const invitationId = (await owner.agent.get(invitesPath(team.id))).body.data[0].id as string;

    const cancelled = await owner.agent.delete(`${invitesPath(team.id)}/${invitationId}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toEqual({ message: expect.any(String) });
    expect((await owner.agent.get(invitesPath(team.id))).body.data).toEqual([]);
    const accept = await invitee.agent.post(`/api/user/invites/${token}/accept`);
    expect(accept.status).toBe(404);
    expect(accept.body.code).toBe('NOT_FOUND');
    expect((await owner.agent.delete(`${invitesPath(team.id)}/${invitationId}`)).status).toBe(404);
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=invite.cancelled`);
    expect(logs.body.data.logs).toEqual([
      expect.objectContaining({ resourceId: invitationId, metadata: { email: invitee.email, role: 'member' } }),
    ]);
  });

  it('answers 404 to cancel or resend a member, or an invitation of another organization', async () => {
    const owner = await signUpUser(harness, 'crossorg');
    const team = await createTeam(owner);
    const other = await createTeam(owner);
    await owner.agent.post(invitesPath(other.id)).send({ emails: [uniqueEmail()], role: 'member' });
    const foreignInvitation = (await owner.agent.get(invitesPath(other.id))).body.data[0].id as string;
    const ownMembership = (await owner.agent.get(`/api/user/organizations/${team.id}/my-membership`)).body.data.id as string;
    for (const id of [foreignInvitation, ownMembership]) {
      expect((await owner.agent.delete(`${invitesPath(team.id)}/${id}`)).status).toBe(404);
      expect((await owner.agent.post(`${invitesPath(team.id)}/${id}/resend`)).status).toBe(404);
    }
  });

  it('refuses an invitation to a user signed in with another e-mail address', async () => {
    const owner = await signUpUser(harness, 'wrongaddr');
    const team = await createTeam(owner);
    const email = uniqueEmail('intended');
    await owner.agent.post(invitesPath(team.id)).send({ emails: [email], role: 'member' });
    const token = await invitationTokenMailedTo(harness, email);
    const someoneElse = await signUpUser(harness, 'someone');
    const res = await someoneElse.agent.post(`/api/user/invites/${token}/accept`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await someoneElse.agent.get(`/api/user/organizations/${team.id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown token and 401 without a session', async () => {
    const user = await signUpUser(harness, 'unknowntoken');
    expect((await user.agent.post('/api/user/invites/no-such-token/accept')).status).toBe(404);
    expect((await request(harness.app).post('/api/user/invites/no-such-token/accept')).status).toBe(401);
  });

  it('refuses an expired invitation with 409, frees its seat and lets the address be invited again', async () => {
    const owner = await signUpUser(harness, 'expirer');
    const team = await createTeam(owner);
    const invitee = await signUpUser(harness, 'late');
    await owner.agent.post(invitesPath(team.id)).send({ emails: [invitee.email], role: 'member' });
    const staleToken = await invitationTokenMailedTo(harness, invitee.email);
    await expireInvitation(team.id, invitee.email);

    const late = await invitee.agent.post(`/api/user/invites/${staleToken}/accept`);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'CONFLICT', message: 'This invitation has expired' });

    const others = Array.from({ length: 4 }, () => uniqueEmail('seat'));
    expect((await owner.agent.post(invitesPath(team.id)).send({ emails: others, role: 'member' })).status).toBe(200);
    await expireInvitation(team.id, others[0]!);
    const again = await owner.agent.post(invitesPath(team.id)).send({ emails: [invitee.email], role: 'admin' });
    expect(again.status).toBe(200);
    expect(again.body.data.sent).toEqual([invitee.email]);
    const freshToken = await invitationTokenMailedTo(harness, invitee.email);
    expect((await invitee.agent.post(`/api/user/invites/${staleToken}/accept`)).status).toBe(404);
    const accepted = await invitee.agent.post(`/api/user/invites/${freshToken}/accept`);
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.role).toBe('admin');
  });

  it('revives an expired invitation on resend only while a seat is free', async () => {
    const owner = await signUpUser(harness, 'revive');
    const team = await createTeam(owner);
    const first = uniqueEmail('first');
    await owner.agent.post(invitesPath(team.id)).send({ emails: [first], role: 'member' });
    await expireInvitation(team.id, first);
    const invitationId = (await owner.agent.get(invitesPath(team.id))).body.data[0].id as string;
    expect(
      (
        await owner.agent
          .post(invitesPath(team.id))
          .send({ emails: Array.from({ length: 4 }, () => uniqueEmail('filler')), role: 'member' })
      ).status,
    ).toBe(200);

    const full = await owner.agent.post(`${invitesPath(team.id)}/${invitationId}/resend`);
    expect(full.status).toBe(402);
    expect(full.body.code).toBe('PLAN_LIMIT_REACHED');
    await harness.sequelize.query('UPDATE organizations SET seat_cap = 6 WHERE id = $1', { bind: [team.id] });
    const revived = await owner.agent.post(`${invitesPath(team.id)}/${invitationId}/resend`);
    expect(revived.status).toBe(200);
    expect(new Date(revived.body.data.inviteExpiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('holds the free tier to 5 seats, open invitations included: owner plus 4 invitations, then 402 and nothing sent', async () => {
    const owner = await signUpUser(harness, 'seats');
    const team = await createTeam(owner);
    const four = Array.from({ length: 4 }, () => uniqueEmail('seat'));
    const ok = await owner.agent.post(invitesPath(team.id)).send({ emails: four, role: 'member' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.sent).toHaveLength(4);

    const fifth = uniqueEmail('fifth');
    const over = await owner.agent.post(invitesPath(team.id)).send({ emails: [fifth], role: 'member' });
    expect(over.status).toBe(402);
    expect(over.body.code).toBe('PLAN_LIMIT_REACHED');
    expect((await owner.agent.get(invitesPath(team.id))).body.data).toHaveLength(4);
    const [queued] = await harness.sequelize.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM email_outbox WHERE to_address = $1',
      { bind: [fifth], type: QueryTypes.SELECT },
    );
    expect(queued).toEqual({ count: 0 });
  });

  it('sends none of a batch that does not fit, and lets only one of two racing batches through', async () => {
    const owner = await signUpUser(harness, 'racer');
    const team = await createTeam(owner);
    const tooMany = await owner.agent
      .post(invitesPath(team.id))
      .send({ emails: Array.from({ length: 5 }, () => uniqueEmail('batch')), role: 'member' });
    expect(tooMany.status).toBe(402);
    expect((await owner.agent.get(invitesPath(team.id))).body.data).toHaveLength(0);

    const batch = () =>
      owner.agent.post(invitesPath(team.id)).send({ emails: Array.from({ length: 3 }, () => uniqueEmail('race')), role: 'member' });
    const results = await Promise.all([batch(), batch()]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 402]);
    expect((await owner.agent.get(invitesPath(team.id))).body.data).toHaveLength(3);
  });

  it('answers 409 when the invited user is already a member', async () => {
    const owner = await signUpUser(harness, 'twice');
    const team = await createTeam(owner);
    const member = await addMember(harness, owner, team.id, 'member');
    const token = 'second-invitation-token';
    // An invitation that predates the membership, as if the address had been invited twice.
    await harness.sequelize.query(
      `INSERT INTO memberships (id, organization_id, email, role, status, invite_token_hash, invite_expires_at, invited_at)
       VALUES (gen_random_uuid(), $1, $2, 'admin', 'invited', $3, now() + interval '1 day', now())`,
      { bind: [team.id, member.email, hashToken(token)] },
    );
    const res = await member.agent.post(`/api/user/invites/${token}/accept`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
  });
});
