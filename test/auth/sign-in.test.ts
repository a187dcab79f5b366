import request from 'supertest';
import { startHarness, type Harness } from '../support/harness';
import { linkIn } from '../support/smtp-capture';
import { signUpUser, TEST_PASSWORD, uniqueEmail } from '../support/users';

describe('sign-up, sign-in, session and sign-out', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  it('signs a new user up with a session cookie and mails a verification link', async () => {
    const email = uniqueEmail('ada');
    const res = await request(harness.app)
      .post('/api/auth/sign-up/email')
      .send({ email, password: TEST_PASSWORD, fullName: 'Ada Lovelace' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email,
      fullName: 'Ada Lovelace',
      isVerified: false,
      organizationCount: 1,
      twoFactorEnabled: false,
      role: 'user',
    });
    expect(res.body.data).not.toHaveProperty('passwordHash');
    const cookie = res.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^vigil_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const mail = await harness.smtp.nextMailTo(email, /Confirm/);
    expect(linkIn(mail, '/verify-email').searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const user = await signUpUser(harness, 'dup');
    const res = await request(harness.app)
      .post('/api/auth/sign-up/email')
      .send({ email: user.email.toUpperCase(), password: TEST_PASSWORD, fullName: 'Dup' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
  });

  it('enforces the password policy of 10 to 128 characters', async () => {
    const short = await request(harness.app)
      .post('/api/auth/sign-up/email')
      .send({ email: uniqueEmail(), password: 'short', fullName: 'X' });
    const long = await request(harness.app)
      .post('/api/auth/sign-up/email')
      .send({ email: uniqueEmail(), password: 'x'.repeat(129), fullName: 'X' });
    expect([short.status, long.status]).toEqual([400, 400]);
    expect(short.body.meta.errors[0]).toMatchObject({ field: 'password' });
  });

  it('signs in with the password and reports the session', async () => {
    const user = await signUpUser(harness, 'signin');
    const agent = request.agent(harness.app);
    const res = await agent.post('/api/auth/sign-in/email').send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.id, email: user.email });
    const session = await agent.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.data.session).toMatchObject({ method: 'password', mfaCompleted: false });
    expect(session.body.data.user.lastLoginAt).not.toBeNull();
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await signUpUser(harness, 'wrong');
    const wrong = await request(harness.app).post('/api/auth/sign-in/email').send({ email: user.email, password: 'not the password' });
    const unknown = await request(harness.app)
      .post('/api/auth/sign-in/email')
      .send({ email: uniqueEmail('ghost'), password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('ends the session on sign-out so the cookie stops working', async () => {
    const user = await signUpUser(harness, 'signout');
    const res = await user.agent.post('/api/auth/sign-out');
    expect(res.status).toBe(200);
    const after = await user.agent.get('/api/auth/session');
    expect(after.status).toBe(401);
  });

  it('answers 401 without a credential and with a forged cookie', async () => {
    expect((await request(harness.app).get('/api/auth/session')).status).toBe(401);
    const forged = await request(harness.app).get('/api/auth/session').set('Cookie', 'vigil_session=forged');
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('UNAUTHORIZED');
  });

  it('answers 401 to an unknown bearer token', async () => {
    const res = await request(harness.app).get('/api/auth/session').set('Authorization', 'Bearer some-oauth-token');
    expect(res.status).toBe(401);
  });

  it('slides the expiry of an active session forward and refuses an expired one', async () => {
    const user = await signUpUser(harness, 'sliding');
    const soon = new Date(Date.now() + 60_000);
    await harness.sequelize.query(
      `UPDATE sessions SET last_seen_at = now() - interval '10 minutes', expires_at = :soon WHERE user_id = :userId`,
      { replacements: { soon, userId: user.id } },
    );
    expect((await user.agent.get('/api/auth/session')).status).toBe(200);
    const [[slid]] = (await harness.sequelize.query('SELECT expires_at FROM sessions WHERE user_id = :userId', {
      replacements: { userId: user.id },
    })) as [Array<{ expires_at: Date }>, unknown];
    expect(slid!.expires_at.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    await harness.sequelize.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = :userId`, {
      replacements: { userId: user.id },
    });
    expect((await user.agent.get('/api/auth/session')).status).toBe(401);
  });

  it('refuses the session of a disabled user', async () => {
    const user = await signUpUser(harness, 'disabled');
    await harness.sequelize.query('UPDATE users SET is_active = false WHERE id = :userId', { replacements: { userId: user.id } });
    expect((await user.agent.get('/api/auth/session')).status).toBe(401);
    const signIn = await request(harness.app).post('/api/auth/sign-in/email').send({ email: user.email, password: user.password });
    expect(signIn.status).toBe(401);
  });
});
