import request from 'supertest';
import { createApiKey, PERSONAL_SCOPES } from '../support/api-keys';
import { startHarness, type Harness } from '../support/harness';
import { signUpUser, type SignedUpUser } from '../support/users';

describe('cross-site requests with the session cookie', () => {
  let harness: Harness;
  let user: SignedUpUser;
  beforeAll(async () => {
    harness = await startHarness();
    user = await signUpUser(harness, 'csrf');
  });
  afterAll(() => harness.stop());

  function expectRefused(res: request.Response): void {
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: expect.stringMatching(/cross-site/i) });
  }

  it('refuses a bodyless sign-out from another origin, and the session lives on', async () => {
    expectRefused(await user.agent.post('/api/auth/sign-out').set('Origin', 'https://evil.example'));
    expect((await user.agent.get('/api/auth/session')).status).toBe(200);
  });

  it('refuses a JSON change when Sec-Fetch-Site says another site and no Origin is sent', async () => {
    for (const site of ['cross-site', 'same-site']) {
      expectRefused(await user.agent.put('/api/user/me').set('Sec-Fetch-Site', site).send({ fullName: 'Forged Name' }));
    }
    expectRefused(await user.agent.post('/api/user/organizations').set('Origin', 'null').send({ name: 'Forged' }));
    expect((await user.agent.get('/api/user/me')).body.data.fullName).toBe(user.fullName);
  });

  it('lets the API’s own origin, APP_URL and same-origin fetches through', async () => {
    const app = await user.agent.post('/api/user/organizations').set('Origin', harness.config.appUrl).send({ name: 'From the app' });
    expect(app.status).toBe(201);
    const own = await user.agent
      .post('/api/user/organizations')
      .set('Origin', harness.config.baseUrl)
      .send({ name: 'From the API origin' });
    expect(own.status).toBe(201);
    const sameOrigin = await user.agent.post('/api/user/organizations').set('Sec-Fetch-Site', 'same-origin').send({ name: 'Same origin' });
    expect(sameOrigin.status).toBe(201);
  });

  it('reads are not refused, nor are API keys, whatever the origin', async () => {
    expect((await user.agent.get('/api/user/me').set('Origin', 'https://evil.example')).status).toBe(200);
    const key = await createApiKey(user, { scopes: PERSONAL_SCOPES });
    const res = await request(harness.app)
      .post('/api/auth/api-key/update')
      .set('X-Api-Key', key.key)
      .set('Origin', 'https://evil.example')
      .send({ id: key.id, name: 'renamed' });
    expect(res.status).toBe(200);
    const bearer = await request(harness.app)
      .post('/api/auth/api-key/update')
      .set('Authorization', `Bearer ${key.key}`)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ id: key.id, name: 'again' });
    expect(bearer.status).toBe(200);
  });

  it('without a session cookie there is nothing to forge: sign-in from anywhere is judged on its own', async () => {
    const res = await request(harness.app)
      .post('/api/auth/sign-in/email')
      .set('Origin', 'https://elsewhere.example')
      .send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
  });
});
