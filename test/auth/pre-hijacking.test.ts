import request from 'supertest';
import { RecoveryCodeModel } from '../../models/auth';
import { UserModel } from '../../models/users';
import { newId } from '../../domain/shared/ids';
import { mailedMagicLinkPath, mailedToken, signIn } from '../support/auth-flows';
import { startHarness, type Harness } from '../support/harness';
import { signUpUnverifiedUser, type SignedUpUser } from '../support/users';

const OWNER_PASSWORD = 'the owner chose this one';

/**
 * Issue 23, item 1: an attacker signs up with the victim's address before the victim does. Whatever
 * they set up on that unproven account must not survive the owner's first proof of the address.
 */
describe('pre-hijacking: nothing the attacker set up survives the owner’s proof', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  /** The attacker's sign-up with the victim's address; the verification mail goes to the victim. */
  async function preHijack(): Promise<SignedUpUser & { verificationToken: string }> {
    const attacker = await signUpUnverifiedUser(harness.app, 'victim');
    const verificationToken = await mailedToken(harness.smtp, attacker.email, /Confirm your e-mail/, '/verify-email');
    return { ...attacker, verificationToken };
  }

  /** A second factor enrolled on the account before enrolment needed a proven address (the API now refuses it). */
  async function plantSecondFactor(userId: string) {
    await UserModel.update({ twoFactorEnabled: true, totpSecret: 'sealed-secret-the-attacker-holds' }, { where: { id: userId } });
    await RecoveryCodeModel.create({ id: newId(), userId, codeHash: 'hash-of-the-attacker-s-recovery-code' });
  }

  async function expectAttackerLockedOut(attacker: SignedUpUser) {
    expect((await attacker.agent.get('/api/user/me')).status).toBe(401);
    expect((await signIn(harness.app, attacker.email, attacker.password)).res.status).toBe(401);
    const user = await UserModel.findByPk(attacker.id, { raw: true });
    expect(user).toMatchObject({ isVerified: true, twoFactorEnabled: false, totpSecret: null });
    expect(await RecoveryCodeModel.count({ where: { userId: attacker.id } })).toBe(0);
  }

  it('attack: the attacker enrols TOTP on the unproven account, to lock the owner out later; refused', async () => {
    const attacker = await preHijack();
    const enable = await attacker.agent.post('/api/auth/two-factor/enable').send({ password: attacker.password });
    expect([enable.status, enable.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(enable.body.message).toMatch(/Verify your e-mail address/);
    expect((await UserModel.findByPk(attacker.id, { raw: true }))!.totpSecret).toBeNull();
  });

  it('attack: the owner signs in with a magic link; the attacker’s session, password and second factor end', async () => {
    const attacker = await preHijack();
    await plantSecondFactor(attacker.id);
    await request(harness.app).post('/api/auth/magic-link').send({ email: attacker.email }).expect(200);
    const token = new URL(await mailedMagicLinkPath(harness.smtp, attacker.email), 'http://vigil.test').searchParams.get('token');
    const owner = request.agent(harness.app);
    const signedIn = await owner.post('/api/auth/magic-link/verify').send({ token });
    // The owner is in at once: no second factor they never set up is asked for.
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ email: attacker.email, isVerified: true });
    expect((await owner.get('/api/user/me')).status).toBe(200);
    await expectAttackerLockedOut(attacker);
  });

  it('attack: the owner resets the password; the attacker’s second factor no longer locks the owner out', async () => {
    const attacker = await preHijack();
    await plantSecondFactor(attacker.id);
    await request(harness.app).post('/api/auth/forgot-password').send({ email: attacker.email }).expect(200);
    const token = await mailedToken(harness.smtp, attacker.email, /Reset/, '/reset-password');
    await request(harness.app).post('/api/auth/reset-password').send({ token, password: OWNER_PASSWORD }).expect(200);
    const owner = await signIn(harness.app, attacker.email, OWNER_PASSWORD);
    expect(owner.res.status).toBe(200);
    expect(owner.res.body.data).toMatchObject({ email: attacker.email });
    expect(owner.res.body.data.twoFactorRequired).toBeUndefined();
    await expectAttackerLockedOut(attacker);
  });

  it('attack: the owner opens the verification link without a session; the attacker’s password stops working', async () => {
    const attacker = await preHijack();
    await plantSecondFactor(attacker.id);
    const verified = await request(harness.app).post('/api/auth/verify-email').send({ token: attacker.verificationToken });
    expect(verified.status).toBe(200);
    expect(verified.headers['set-cookie']).toBeUndefined();
    await expectAttackerLockedOut(attacker);
    const audit = await harness.sequelize.query(
      `SELECT metadata FROM audit_logs WHERE resource_id = :id AND action = 'user.email_verified'`,
      {
        replacements: { id: attacker.id },
        plain: true,
      },
    );
    expect(audit?.metadata).toMatchObject({ method: 'verification_link', credentialsWiped: true });
  });

  it('attack: the link opened in a session of the account other than its sign-up session (a cookie the attacker planted) still wipes', async () => {
    const attacker = await preHijack();
    const { agent: passwordSession } = await signIn(harness.app, attacker.email, attacker.password);
    const verified = await passwordSession.post('/api/auth/verify-email').send({ token: attacker.verificationToken });
    expect(verified.status).toBe(200);
    expect((await passwordSession.get('/api/user/me')).status).toBe(401);
    await expectAttackerLockedOut(attacker);
  });

  it('the owner who signed up and verifies from that same session keeps the password and the session', async () => {
    const owner = await preHijack();
    const verified = await owner.agent.post('/api/auth/verify-email').send({ token: owner.verificationToken });
    expect(verified.status).toBe(200);
    expect((await owner.agent.get('/api/user/me')).status).toBe(200);
    expect((await signIn(harness.app, owner.email, owner.password)).res.status).toBe(200);
  });

  it('a magic link into an already proven account ends nothing', async () => {
    const owner = await preHijack();
    await owner.agent.post('/api/auth/verify-email').send({ token: owner.verificationToken }).expect(200);
    await request(harness.app).post('/api/auth/magic-link').send({ email: owner.email }).expect(200);
    const token = new URL(await mailedMagicLinkPath(harness.smtp, owner.email), 'http://vigil.test').searchParams.get('token');
    await request(harness.app).post('/api/auth/magic-link/verify').send({ token }).expect(200);
    expect((await owner.agent.get('/api/user/me')).status).toBe(200);
    expect((await signIn(harness.app, owner.email, owner.password)).res.status).toBe(200);
  });
});
