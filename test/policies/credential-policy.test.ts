import request from 'supertest';
import { enrollTwoFactor } from '../support/auth-flows';
import { startHarness, type Harness } from '../support/harness';
import { createApiKey } from '../support/api-keys';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser, type SignedUpUser } from '../support/users';

/** Issue 23, items 2 and 4: an API key is only as strong as the sign-in that made it. */
describe('API keys obey the sign-in policy of the session that created them', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  const securityPath = (organizationId: string) => `/api/user/organizations/${organizationId}/settings/security`;
  const mfaPath = (organizationId: string) => `/api/user/organizations/${organizationId}/mfa`;
  const organizationPath = (organizationId: string) => `/api/user/organizations/${organizationId}`;
  const readWith = (key: string, organizationId: string) =>
    request(harness.app).get(organizationPath(organizationId)).set('X-Api-Key', key);
  const readWithBearer = (key: string, organizationId: string) =>
    request(harness.app).get(organizationPath(organizationId)).set('Authorization', `Bearer ${key}`);

  async function team() {
    const owner = await signUpUser(harness, 'owner');
    const created = await createTeam(owner);
    const member = await addMember(harness, owner, created.id, 'member');
    return { owner, id: created.id, member };
  }

  /** The owner sets how the organization's members must have signed in (no MFA requirement of its own). */
  async function requireSignIn(owner: SignedUpUser, organizationId: string, authRequired: 'any' | 'mfa' | 'sso') {
    await owner.agent.put(securityPath(organizationId)).send({ authRequired, requireMfa: false }).expect(200);
  }

  it('attack: a member with only a password mints a key in an organization that requires MFA, and the key gets nothing', async () => {
    const { owner, id, member } = await team();
    await enrollTwoFactor(owner);
    await requireSignIn(owner, id, 'mfa');

    // The attacker holds the member's password: a session without a second factor, refused by the organization…
    expect((await member.agent.get(organizationPath(id))).body.code).toBe('MFA_REQUIRED');
    // …so they mint a key on the personal route and try the organization with it.
    const key = (await createApiKey(member, { scopes: ['organization:read', 'projects:read'] })).key;
    for (const attempt of [
      readWith(key, id),
      readWithBearer(key, id),
      request(harness.app).get(`/api/user/organizations/${id}/projects`).set('X-Api-Key', key),
    ]) {
      const res = await attempt;
      expect([res.status, res.body.code]).toEqual([403, 'MFA_REQUIRED']);
      expect(res.body.message).toMatch(/API key was created after .* multi-factor .* create a new one/);
    }
    // The key still works where no policy asks for more: the member's own personal organization.
    expect((await readWith(key, member.personalOrganizationId)).status).toBe(200);
  });

  it('attack: requireMfa enforced at once is not bypassed by a key minted after it', async () => {
    const { owner, id, member } = await team();
    await enrollTwoFactor(owner);
    await owner.agent.put(mfaPath(id)).send({ requireMfa: true, gracePeriodDays: 0 }).expect(200);
    const key = (await createApiKey(member, { scopes: ['organization:read'] })).key;
    const res = await readWith(key, id);
    expect([res.status, res.body.code]).toEqual([403, 'MFA_REQUIRED']);
  });

  it('a key minted by a session that proved the second factor works, and is never asked for MFA itself', async () => {
    const { owner, id, member } = await team();
    await enrollTwoFactor(owner);
    await requireSignIn(owner, id, 'mfa');
    await enrollTwoFactor(member);
    const key = (await createApiKey(member, { scopes: ['organization:read'] })).key;
    expect((await readWith(key, id)).status).toBe(200);
  });

  it('keys that existed before the organization tightened its policy keep working', async () => {
    const { owner, id, member } = await team();
    const before = (await createApiKey(member, { scopes: ['organization:read'] })).key;
    await enrollTwoFactor(owner);
    await requireSignIn(owner, id, 'mfa');
    expect((await readWith(before, id)).status).toBe(200);
    await requireSignIn(owner, id, 'sso');
    expect((await readWith(before, id)).status).toBe(200);
  });

  it('attack: a key minted in breach of the MFA requirement is not laundered when the organization moves to SSO', async () => {
    const { owner, id, member } = await team();
    await enrollTwoFactor(owner);
    await requireSignIn(owner, id, 'mfa');
    const weak = (await createApiKey(member, { scopes: ['organization:read'] })).key;
    await enrollTwoFactor(member);
    const withMfa = (await createApiKey(member, { scopes: ['organization:read'] })).key;
    await requireSignIn(owner, id, 'sso');
    const refused = await readWith(weak, id);
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    // The key that met the policy of its day predates the SSO requirement and keeps working.
    expect((await readWith(withMfa, id)).status).toBe(200);
    // Lowering the policy to nothing lets every key in again.
    await requireSignIn(owner, id, 'any');
    expect((await readWith(weak, id)).status).toBe(200);
  });

  it('attack: a key older than the policy cannot mint a fresh key that escapes it (the child inherits the parent’s strength)', async () => {
    const { owner, id, member } = await team();
    const parent = (await createApiKey(member, { scopes: ['organization:read', 'api-keys:write'] })).key;
    await enrollTwoFactor(owner);
    await requireSignIn(owner, id, 'mfa');
    const created = await request(harness.app)
      .post('/api/auth/api-key/create')
      .set('X-Api-Key', parent)
      .send({ name: 'child', scopes: ['organization:read'] });
    expect(created.status).toBe(201);
    const res = await readWith(created.body.data.key, id);
    expect([res.status, res.body.code]).toEqual([403, 'MFA_REQUIRED']);
  });

  it('attack: a member with a password mints a key in an organization that requires SSO, and the key gets FORBIDDEN', async () => {
    const { owner, id, member } = await team();
    await requireSignIn(owner, id, 'sso');
    // The member's password session from before the policy is refused; a key minted with it must be too.
    const key = (await createApiKey(member, { scopes: ['organization:read'] })).key;
    const res = await readWith(key, id);
    expect([res.status, res.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(res.body.message).toMatch(/single sign-on.*identity provider.*create a new one/);
    // Owners keep the break-glass path, for keys as for sessions.
    expect((await readWith((await createApiKey(owner, { scopes: ['organization:read'] })).key, id)).status).toBe(200);
  });

  it('attack: a key created by a key does not outlive its parent', async () => {
    const user = await signUpUser(harness, 'holder');
    const parent = await user.agent
      .post('/api/auth/api-key/create')
      .send({ name: 'parent', scopes: ['api-keys:write', 'api-keys:read'], expiresIn: 3600 });
    expect(parent.status).toBe(201);
    const asParent = (path: string) => request(harness.app).post(path).set('X-Api-Key', parent.body.data.key);
    const forever = await asParent('/api/auth/api-key/create').send({ name: 'forever', scopes: ['api-keys:read'] });
    const longer = await asParent('/api/auth/api-key/create').send({ name: 'longer', scopes: ['api-keys:read'], expiresIn: 365 * 86_400 });
    const shorter = await asParent('/api/auth/api-key/create').send({ name: 'shorter', scopes: ['api-keys:read'], expiresIn: 60 });
    const keys = (await user.agent.get('/api/auth/api-key/list')).body.data as Array<{ id: string; expiresAt: string | null }>;
    const expiryOf = (id: string) => keys.find((key) => key.id === id)!.expiresAt;
    const parentExpiry = Date.parse(expiryOf(parent.body.data.id)!);
    expect(Date.parse(expiryOf(forever.body.data.id)!)).toBe(parentExpiry);
    expect(Date.parse(expiryOf(longer.body.data.id)!)).toBe(parentExpiry);
    expect(Date.parse(expiryOf(shorter.body.data.id)!)).toBeLessThan(parentExpiry);
  });
});
