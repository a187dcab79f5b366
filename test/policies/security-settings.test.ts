import request from 'supertest';
import { enrollTwoFactor, mailedMagicLinkPath, mailedToken, outboxCount, signIn } from '../support/auth-flows';
import { startHarness, type Harness } from '../support/harness';
import { createApiKey } from '../support/api-keys';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser, type SignedUpUser } from '../support/users';
import { mfaGraceWorkflowId } from '../../workflows/contract';

describe('security settings and the MFA policy', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  const securityPath = (organizationId: string) => `/api/user/organizations/${organizationId}/settings/security`;
  const mfaPath = (organizationId: string) => `/api/user/organizations/${organizationId}/mfa`;
  const organizationPath = (organizationId: string) => `/api/user/organizations/${organizationId}`;

  async function teamWithEveryRole() {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const admin = await addMember(harness, owner, team.id, 'admin');
    const member = await addMember(harness, owner, team.id, 'member');
    return { team, owner, admin, member };
  }

  describe('security settings routes', () => {
    it('default to any sign-in method and let the owner change them, with audit entries', async () => {
      const { team, owner } = await teamWithEveryRole();
      expect((await owner.agent.get(securityPath(team.id))).body.data).toEqual({ authRequired: 'any', requireMfa: false });
      const res = await owner.agent.put(securityPath(team.id)).send({ authRequired: 'sso', requireMfa: false });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ authRequired: 'sso', requireMfa: false });
      expect((await owner.agent.get(securityPath(team.id))).body.data).toEqual({ authRequired: 'sso', requireMfa: false });
      const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=organization.auth_policy_updated`);
      expect(logs.body.data.logs).toEqual([expect.objectContaining({ resourceId: team.id, metadata: { from: 'any', to: 'sso' } })]);
    });

    it('are the owner’s alone, reject bad values and answer 404 to strangers', async () => {
      const { team, owner, admin, member } = await teamWithEveryRole();
      for (const user of [admin, member]) {
        expect((await user.agent.get(securityPath(team.id))).status).toBe(403);
        expect((await user.agent.put(securityPath(team.id)).send({ authRequired: 'mfa', requireMfa: false })).status).toBe(403);
      }
      const invalid = await owner.agent.put(securityPath(team.id)).send({ authRequired: 'passkeys', requireMfa: 'yes' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.meta.errors.map((e: { field: string }) => e.field).sort()).toEqual(['authRequired', 'requireMfa']);
      const stranger = await signUpUser(harness, 'stranger');
      expect((await stranger.agent.get(securityPath(team.id))).status).toBe(404);
      expect((await stranger.agent.put(securityPath(team.id)).send({ authRequired: 'any', requireMfa: false })).status).toBe(404);
    });
  });

  describe('authRequired = mfa', () => {
    it('refuses sessions without a proven second factor with MFA_REQUIRED, but not API keys made before, until the factor is proven', async () => {
      const { team, owner, member } = await teamWithEveryRole();
      const key = (await createApiKey(member, { scopes: ['organization:read'] })).key;
      await enrollTwoFactor(owner);
      expect((await owner.agent.put(securityPath(team.id)).send({ authRequired: 'mfa', requireMfa: false })).status).toBe(200);

      const refused = await member.agent.get(organizationPath(team.id));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'MFA_REQUIRED' });
      // Only that organization's routes: the member's own account still answers.
      expect((await member.agent.get('/api/user/me')).status).toBe(200);
      expect((await member.agent.get(organizationPath(member.personalOrganizationId))).status).toBe(200);

      expect((await request(harness.app).get(organizationPath(team.id)).set('X-Api-Key', key)).status).toBe(200);

      await enrollTwoFactor(member);
      expect((await member.agent.get(organizationPath(team.id))).status).toBe(200);
      expect((await owner.agent.get(organizationPath(team.id))).status).toBe(200);
    });

    it('is lifted when the owner lowers the policy to any', async () => {
      const { team, owner, member } = await teamWithEveryRole();
      await enrollTwoFactor(owner);
      await owner.agent.put(securityPath(team.id)).send({ authRequired: 'mfa', requireMfa: false });
      expect((await member.agent.get(organizationPath(team.id))).status).toBe(403);
      await owner.agent.put(securityPath(team.id)).send({ authRequired: 'any', requireMfa: false });
      expect((await member.agent.get(organizationPath(team.id))).status).toBe(200);
    });
  });

  describe('authRequired = sso', () => {
    async function ssoOnlyTeam() {
      const roles = await teamWithEveryRole();
      const res = await roles.owner.agent.put(securityPath(roles.team.id)).send({ authRequired: 'sso', requireMfa: false });
      expect(res.status).toBe(200);
      return roles;
    }

    it('blocks password sign-in for members and admins but keeps it for owners (break-glass)', async () => {
      const { owner, admin, member } = await ssoOnlyTeam();
      for (const user of [admin, member]) {
        const { res } = await signIn(harness.app, user.email, user.password);
        expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      expect((await signIn(harness.app, owner.email, owner.password)).res.status).toBe(200);
    });

    it('answers a guessed password of an SSO-only member exactly as a wrong one: no password oracle', async () => {
      const { member } = await ssoOnlyTeam();
      const answer = async (password: string) => {
        const { res } = await signIn(harness.app, member.email, password);
        return { status: res.status, code: res.body.code, message: res.body.message, cookies: res.headers['set-cookie'] };
      };
      const wrong = await answer('not the password at all');
      expect(wrong.status).toBe(401);
      expect(await answer(member.password)).toEqual(wrong);
    });

    it('mails no magic link or reset link to members, and refuses links mailed before the policy', async () => {
      const { team, owner, member } = await teamWithEveryRole();
      await request(harness.app).post('/api/auth/magic-link').send({ email: member.email }).expect(200);
      const magicLinkPath = await mailedMagicLinkPath(harness.smtp, member.email);
      await request(harness.app).post('/api/auth/forgot-password').send({ email: member.email }).expect(200);
      const resetToken = await mailedToken(harness.smtp, member.email, /Reset your/, '/reset-password');
      await owner.agent.put(securityPath(team.id)).send({ authRequired: 'sso', requireMfa: false }).expect(200);

      const before = await outboxCount(harness.sequelize, member.email);
      expect((await request(harness.app).post('/api/auth/magic-link').send({ email: member.email })).status).toBe(200);
      expect((await request(harness.app).post('/api/auth/forgot-password').send({ email: member.email })).status).toBe(200);
      expect(await outboxCount(harness.sequelize, member.email)).toBe(before);

      const magicToken = new URL(magicLinkPath, 'http://vigil.test').searchParams.get('token');
      const magic = await request(harness.app).post('/api/auth/magic-link/verify').send({ token: magicToken });
      expect(magic.status).toBe(403);
      expect(magic.headers['set-cookie']).toBeUndefined();
      const reset = await request(harness.app)
        .post('/api/auth/reset-password')
        .send({ token: resetToken, password: 'another long password' });
      expect(reset.status).toBe(403);
      expect((await signIn(harness.app, member.email, 'another long password')).res.status).toBe(401);
    });

    it('refuses the organization to sessions that did not come through SSO, except the owner’s', async () => {
      const { team, owner, member } = await ssoOnlyTeam();
      const refused = await member.agent.get(organizationPath(team.id));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/single sign-on/) });
      expect((await owner.agent.get(organizationPath(team.id))).status).toBe(200);
    });

    it('restores password sign-in when lowered back to any', async () => {
      const { team, owner, member } = await ssoOnlyTeam();
      expect((await signIn(harness.app, member.email, member.password)).res.status).toBe(401);
      await owner.agent.put(securityPath(team.id)).send({ authRequired: 'any', requireMfa: false }).expect(200);
      const { agent, res } = await signIn(harness.app, member.email, member.password);
      expect(res.status).toBe(200);
      expect((await agent.get(organizationPath(team.id))).status).toBe(200);
    });
  });

  describe('MFA settings and compliance', () => {
    it('start with MFA not required', async () => {
      const { team, member } = await teamWithEveryRole();
      const res = await member.agent.get(mfaPath(team.id));
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ requireMfa: false, gracePeriodDays: 0, gracePeriodEndsAt: null });
    });

    it('lets an admin require MFA with a grace period, during which members keep access, run by one grace workflow', async () => {
      const { team, owner, admin, member } = await teamWithEveryRole();
      const before = Date.now();
      const res = await admin.agent.put(mfaPath(team.id)).send({ requireMfa: true, gracePeriodDays: 7 });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ requireMfa: true, gracePeriodDays: 7 });
      const endsAt = Date.parse(res.body.data.gracePeriodEndsAt);
      expect(endsAt - before).toBeGreaterThanOrEqual(7 * 86_400_000);
      expect(endsAt - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
      expect((await member.agent.get(organizationPath(team.id))).status).toBe(200);
      expect((await owner.agent.get(securityPath(team.id))).body.data).toEqual({ authRequired: 'any', requireMfa: true });

      // A longer grace period moves the end of the same period and signals the same workflow.
      const longer = await admin.agent.put(mfaPath(team.id)).send({ requireMfa: true, gracePeriodDays: 10 });
      expect(Date.parse(longer.body.data.gracePeriodEndsAt) - endsAt).toBe(3 * 86_400_000);
      const grace = harness.temporal.workflow.getHandle(mfaGraceWorkflowId(team.id));
      expect((await grace.describe()).status.name).toBe('RUNNING');

      await admin.agent.put(mfaPath(team.id)).send({ requireMfa: false }).expect(200);
      expect(await grace.result()).toBe('cancelled');
      const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=organization.mfa_policy_updated`);
      expect(
        logs.body.data.logs.map((l: { metadata: { requireMfa: boolean; gracePeriodDays: number } }) => [
          l.metadata.requireMfa,
          l.metadata.gracePeriodDays,
        ]),
      ).toEqual([
        [false, 10],
        [true, 10],
        [true, 7],
      ]);
    });

    it('enforces MFA at once without a grace period', async () => {
      const { team, owner, member } = await teamWithEveryRole();
      const res = await owner.agent.put(mfaPath(team.id)).send({ requireMfa: true, gracePeriodDays: 0 });
      expect(res.body.data).toMatchObject({ requireMfa: true, gracePeriodDays: 0 });
      expect(Date.parse(res.body.data.gracePeriodEndsAt)).toBeLessThanOrEqual(Date.now());
      expect((await member.agent.get(organizationPath(team.id))).body.code).toBe('MFA_REQUIRED');
    });

    it('reports exact compliance figures and who lacks a second factor', async () => {
      const { team, owner, admin, member } = await teamWithEveryRole();
      await enrollTwoFactor(owner);
      const res = await member.agent.get(`${mfaPath(team.id)}/compliance`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        isCompliant: false,
        compliancePercentage: 33.33,
        totalMembers: 3,
        compliantMembers: 1,
        gracePeriodActive: false,
        gracePeriodEndsAt: null,
      });
      expect(res.body.data.nonCompliantMembers).toEqual([
        { id: admin.membershipId, userId: admin.id, email: admin.email, fullName: admin.fullName },
        { id: member.membershipId, userId: member.id, email: member.email, fullName: member.fullName },
      ]);
      await admin.agent.put(mfaPath(team.id)).send({ requireMfa: true, gracePeriodDays: 3 }).expect(200);
      await enrollTwoFactor(admin);
      await enrollTwoFactor(member);
      const all = await owner.agent.get(`${mfaPath(team.id)}/compliance`);
      expect(all.body.data).toMatchObject({
        isCompliant: true,
        compliancePercentage: 100,
        compliantMembers: 3,
        nonCompliantMembers: [],
        gracePeriodActive: true,
      });
    });

    it('lets only owners and admins change it, validates the grace period and answers 404 to strangers', async () => {
      const { team, owner, member } = await teamWithEveryRole();
      expect((await member.agent.put(mfaPath(team.id)).send({ requireMfa: true })).status).toBe(403);
      for (const gracePeriodDays of [-1, 1.5, 91]) {
        const res = await owner.agent.put(mfaPath(team.id)).send({ requireMfa: true, gracePeriodDays });
        expect(res.status).toBe(400);
        expect(res.body.meta.errors[0]).toMatchObject({ field: 'gracePeriodDays', location: 'body' });
      }
      const stranger: SignedUpUser = await signUpUser(harness, 'stranger');
      expect((await stranger.agent.get(mfaPath(team.id))).status).toBe(404);
      expect((await stranger.agent.put(mfaPath(team.id)).send({ requireMfa: true })).status).toBe(404);
      expect((await stranger.agent.get(`${mfaPath(team.id)}/compliance`)).status).toBe(404);
    });
  });
});
