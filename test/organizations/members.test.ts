import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { startHarness, type Harness } from '../support/harness';
import { createApiKey } from '../support/api-keys';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser } from '../support/users';

describe('members and roles', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  async function teamWithEveryRole() {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const admin = await addMember(harness, owner, team.id, 'admin');
    const member = await addMember(harness, owner, team.id, 'member');
    const ownerMembershipId = (await owner.agent.get(`/api/user/organizations/${team.id}/my-membership`)).body.data.id as string;
    return { team, owner: { ...owner, membershipId: ownerMembershipId }, admin, member };
  }

  const rolePath = (organizationId: string, memberId: string) => `/api/user/organizations/${organizationId}/members/${memberId}/role`;
  const memberPath = (organizationId: string, memberId: string) => `/api/user/organizations/${organizationId}/members/${memberId}`;

  it('lists every member with who they are, who invited them and what their role allows', async () => {
    const { team, owner, admin, member } = await teamWithEveryRole();
    const res = await member.agent.get(`/api/user/organizations/${team.id}/members`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
    const byRole = Object.fromEntries(res.body.data.map((m: { role: string }) => [m.role, m]));
    expect(byRole.owner).toMatchObject({
      id: owner.membershipId,
      organizationId: team.id,
      email: owner.email,
      status: 'active',
      user: { id: owner.id, fullName: owner.fullName },
      invitedBy: null,
      invitedAt: null,
      joinedAt: expect.any(String),
      canManageMembers: true,
      canManageProjects: true,
      canManageBilling: true,
    });
    expect(byRole.admin).toMatchObject({
      id: admin.membershipId,
      email: admin.email,
      user: { id: admin.id, fullName: admin.fullName },
      invitedBy: { id: owner.id, fullName: owner.fullName },
      invitedAt: expect.any(String),
      canManageMembers: true,
      canManageProjects: true,
      canManageBilling: false,
    });
    expect(byRole.member).toMatchObject({
      id: member.membershipId,
      canManageMembers: false,
      canManageProjects: true,
      canManageBilling: false,
    });
    expect(Object.keys(byRole.member).sort()).toEqual(
      [
        'canManageBilling',
        'canManageMembers',
        'canManageProjects',
        'createdAt',
        'email',
        'id',
        'inviteExpiresAt',
        'invitedAt',
        'invitedBy',
        'joinedAt',
        'organizationId',
        'role',
        'status',
        'updatedAt',
        'user',
      ].sort(),
    );
  });

  it('answers each caller with their own membership', async () => {
    const { team, owner, admin, member } = await teamWithEveryRole();
    for (const user of [owner, admin, member]) {
      const res = await user.agent.get(`/api/user/organizations/${team.id}/my-membership`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: user.membershipId, user: { id: user.id } });
    }
  });

  it('lets an owner promote a member to admin and to owner, and records each change', async () => {
    const { team, owner, member } = await teamWithEveryRole();
    const toAdmin = await owner.agent.put(rolePath(team.id, member.membershipId)).send({ role: 'admin' });
    expect(toAdmin.status).toBe(200);
    expect(toAdmin.body.data).toMatchObject({ id: member.membershipId, role: 'admin', canManageMembers: true, canManageBilling: false });
    const toOwner = await owner.agent.put(rolePath(team.id, member.membershipId)).send({ role: 'owner' });
    expect(toOwner.body.data).toMatchObject({ role: 'owner', canManageBilling: true });
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=member.role_changed`);
    expect(logs.body.data.logs.map((l: { metadata: { from: string; to: string } }) => `${l.metadata.from}->${l.metadata.to}`)).toEqual([
      'admin->owner',
      'member->admin',
    ]);
    expect(logs.body.data.logs[0]).toMatchObject({ resourceType: 'membership', resourceId: member.membershipId, userId: owner.id });
  });

  it('lets an admin change members and admins but never touch the owner role', async () => {
    const { team, owner, admin, member } = await teamWithEveryRole();
    const promote = await admin.agent.put(rolePath(team.id, member.membershipId)).send({ role: 'admin' });
    expect(promote.status).toBe(200);
    const demote = await admin.agent.put(rolePath(team.id, member.membershipId)).send({ role: 'member' });
    expect(demote.body.data.role).toBe('member');
    const toOwner = await admin.agent.put(rolePath(team.id, member.membershipId)).send({ role: 'owner' });
    expect(toOwner.status).toBe(403);
    expect(toOwner.body.code).toBe('FORBIDDEN');
    const selfToOwner = await admin.agent.put(rolePath(team.id, admin.membershipId)).send({ role: 'owner' });
    expect(selfToOwner.status).toBe(403);
    const demoteOwner = await admin.agent.put(rolePath(team.id, owner.membershipId)).send({ role: 'member' });
    expect(demoteOwner.status).toBe(403);
    const removeOwner = await admin.agent.delete(memberPath(team.id, owner.membershipId));
    expect(removeOwner.status).toBe(403);
    expect((await owner.agent.get(`/api/user/organizations/${team.id}/my-membership`)).body.data.role).toBe('owner');
  });

  it('refuses members any change to roles or membership', async () => {
    const { team, admin, member } = await teamWithEveryRole();
    const change = await member.agent.put(rolePath(team.id, admin.membershipId)).send({ role: 'member' });
    expect(change.status).toBe(403);
    const remove = await member.agent.delete(memberPath(team.id, admin.membershipId));
    expect(remove.status).toBe(403);
  });

  it('keeps the last owner: neither demoted nor removed, while a second owner makes both possible', async () => {
    const { team, owner, member } = await teamWithEveryRole();
    const demote = await owner.agent.put(rolePath(team.id, owner.membershipId)).send({ role: 'admin' });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('CONFLICT');
    const remove = await owner.agent.delete(memberPath(team.id, owner.membershipId));
    expect(remove.status).toBe(409);
    await owner.agent.put(rolePath(team.id, member.membershipId)).send({ role: 'owner' });
    const demoteNow = await owner.agent.put(rolePath(team.id, owner.membershipId)).send({ role: 'admin' });
    expect(demoteNow.status).toBe(200);
    const removeLast = await member.agent.delete(memberPath(team.id, member.membershipId));
    expect(removeLast.status).toBe(409);
  });

  it('keeps one owner when two owners demote each other at the same moment: the loser is no longer entitled', async () => {
    const { team, owner, member } = await teamWithEveryRole();
    await owner.agent.put(rolePath(team.id, member.membershipId)).send({ role: 'owner' });
    const [a, b] = await Promise.all([
      owner.agent.put(rolePath(team.id, member.membershipId)).send({ role: 'member' }),
      member.agent.put(rolePath(team.id, owner.membershipId)).send({ role: 'member' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const members = await owner.agent.get(`/api/user/organizations/${team.id}/members`);
    const owners = (members.body.data as Array<{ role: string }>).filter((m) => m.role === 'owner');
    expect(owners).toHaveLength(1);
  });

  it('removes a member at once: their session and API key lose this organization but keep their own', async () => {
    const { team, owner, member } = await teamWithEveryRole();
    const key = (await createApiKey(member, { scopes: ['organization:read', 'user:read'] })).key;
    expect((await request(harness.app).get(`/api/user/organizations/${team.id}`).set('X-Api-Key', key)).status).toBe(200);
    const res = await owner.agent.delete(memberPath(team.id, member.membershipId));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: expect.any(String) });

    const gone = await member.agent.get(`/api/user/organizations/${team.id}`);
    expect(gone.status).toBe(404);
    expect((await request(harness.app).get(`/api/user/organizations/${team.id}`).set('X-Api-Key', key)).status).toBe(404);
    expect((await member.agent.get(`/api/user/organizations/${member.personalOrganizationId}`)).status).toBe(200);
    const list = await member.agent.get('/api/user/organizations');
    expect(list.body.data.map((o: { id: string }) => o.id)).toEqual([member.personalOrganizationId]);

    const members = await owner.agent.get(`/api/user/organizations/${team.id}/members`);
    expect(members.body.data.map((m: { id: string }) => m.id)).not.toContain(member.membershipId);
    const [row] = await harness.sequelize.query<{ status: string }>('SELECT status FROM memberships WHERE id = $1', {
      bind: [member.membershipId],
      type: QueryTypes.SELECT,
    });
    expect(row).toEqual({ status: 'removed' });
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=member.removed`);
    expect(logs.body.data.logs[0]).toMatchObject({
      resourceId: member.membershipId,
      metadata: { userId: member.id, email: member.email, role: 'member' },
    });
    expect((await owner.agent.delete(memberPath(team.id, member.membershipId))).status).toBe(404);
  });

  it('lets an admin remove a member, and an owner remove an admin', async () => {
    const { team, owner, admin, member } = await teamWithEveryRole();
    expect((await admin.agent.delete(memberPath(team.id, member.membershipId))).status).toBe(200);
    expect((await owner.agent.delete(memberPath(team.id, admin.membershipId))).status).toBe(200);
    expect((await admin.agent.get(`/api/user/organizations/${team.id}/members`)).status).toBe(404);
  });

  it('answers 404 for a member of another organization, an open invitation and an unknown id', async () => {
    const { team, owner } = await teamWithEveryRole();
    const other = await teamWithEveryRole();
    const invite = await owner.agent
      .post(`/api/user/organizations/${team.id}/invites`)
      .send({ emails: ['pending-role@example.com'], role: 'member' });
    expect(invite.status).toBe(200);
    const invitationId = (await owner.agent.get(`/api/user/organizations/${team.id}/invites`)).body.data[0].id as string;
    for (const memberId of [other.member.membershipId, invitationId, '01900000-0000-7000-8000-000000000000']) {
      const change = await owner.agent.put(rolePath(team.id, memberId)).send({ role: 'admin' });
      const remove = await owner.agent.delete(memberPath(team.id, memberId));
      expect([change.status, remove.status]).toEqual([404, 404]);
      expect(change.body.code).toBe('NOT_FOUND');
    }
    expect((await owner.agent.delete(memberPath(team.id, 'not-a-uuid'))).status).toBe(400);
    expect((await other.owner.agent.get(`/api/user/organizations/${other.team.id}/members`)).body.data).toHaveLength(3);
  });

  it('validates the role', async () => {
    const { team, owner, member } = await teamWithEveryRole();
    const res = await owner.agent.put(rolePath(team.id, member.membershipId)).send({ role: 'superuser' });
    expect(res.status).toBe(400);
    expect(res.body.meta.errors[0]).toMatchObject({ field: 'role', location: 'body' });
  });
});
