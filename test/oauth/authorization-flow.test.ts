import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { startHarness, type Harness } from '../support/harness';
import {
  answerConsent,
  authorizationQuery,
  authorizeAndExchange,
  exchangeCode,
  pkcePair,
  registerApp,
  tokenRequest,
} from '../support/oauth';
import { addMember, createTeam } from '../support/organizations';
import { eventually } from '../support/runs';
import { signUpUser } from '../support/users';

/** The authorization server through HTTP: a third-party application's code flow, refresh, revocation and refusals. */
describe('OAuth 2.1 authorization code flow', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('issues a token for the approved scopes that acts as the user, and refreshes by rotation', async () => {
    const owner = await signUpUser(harness, 'oauthowner');
    const team = await createTeam(owner);
    const app = await registerApp(owner, team.id);
    expect(app.clientSecret).toMatch(/^vcs_/);
    const member = await addMember(harness, owner, team.id, 'member', 'oauthmember');

    const tokens = await authorizeAndExchange(harness.app, member, harness.config.baseUrl, app, 'user:read organization:read');
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', scope: 'user:read organization:read' });
    expect(tokens.body.expires_in).toBeGreaterThan(3000);
    const bearer = `Bearer ${tokens.body.access_token}`;

    const me = await request(harness.app).get('/api/user/me').set('Authorization', bearer);
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(member.email);
    const organization = await request(harness.app).get(`/api/user/organizations/${team.id}`).set('Authorization', bearer);
    expect(organization.status).toBe(200);
    const projects = await request(harness.app).get(`/api/user/organizations/${team.id}/projects`).set('Authorization', bearer);
    expect(projects.status).toBe(403);
    expect(projects.body.code).toBe('FORBIDDEN');

    const refreshed = await tokenRequest(harness.app, app, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token! });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.body.refresh_token);
    expect((await request(harness.app).get('/api/user/me').set('Authorization', `Bearer ${refreshed.body.access_token}`)).status).toBe(200);

    const replayed = await tokenRequest(harness.app, app, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token! });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error).toBe('invalid_grant');
    // The reuse revoked the family: the rotated refresh token and every access token are dead.
    const afterReuse = await tokenRequest(harness.app, app, { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token! });
    expect(afterReuse.body.error).toBe('invalid_grant');
    const dead = await request(harness.app).get('/api/user/me').set('Authorization', `Bearer ${refreshed.body.access_token}`);
    expect(dead.status).toBe(401);
    const revocations = await eventually(
      () =>
        harness.sequelize.query<{ action: string }>(
          `SELECT action FROM audit_logs WHERE action = 'oauth_app.tokens_revoked' AND metadata->>'userId' = $1`,
          { bind: [member.id], type: QueryTypes.SELECT },
        ),
      (rows) => rows.length > 0,
      10_000,
    );
    expect(revocations).toHaveLength(1);
    expect(dead.headers['www-authenticate']).toBe(
      `Bearer resource_metadata="${harness.config.baseUrl}/.well-known/oauth-protected-resource/api", error="invalid_token"`,
    );
  });

  it('refuses a replayed code, a wrong verifier and a redirect URI that is not registered exactly', async () => {
    const owner = await signUpUser(harness, 'oauthreplay');
    const app = await registerApp(owner, owner.personalOrganizationId);
    const { verifier, challenge } = pkcePair();
    const redirect = await answerConsent(
      owner,
      harness.config.baseUrl,
      authorizationQuery(app, { scope: 'user:read', challenge }),
      'allow',
    );
    const code = redirect.searchParams.get('code')!;
    expect((await exchangeCode(harness.app, app, code, 'x'.repeat(43))).body.error).toBe('invalid_grant');
    const { verifier: other, challenge: otherChallenge } = pkcePair();
    const second = await answerConsent(
      owner,
      harness.config.baseUrl,
      authorizationQuery(app, { scope: 'user:read', challenge: otherChallenge }),
      'allow',
    );
    const secondCode = second.searchParams.get('code')!;
    expect((await exchangeCode(harness.app, app, secondCode, other)).status).toBe(200);
    const replay = await exchangeCode(harness.app, app, secondCode, other);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    void verifier;

    const wrongRedirect = await owner.agent
      .get('/oauth/authorize')
      .query(authorizationQuery(app, { scope: 'user:read', challenge, redirectUri: 'http://127.0.0.1:4999/callback/' }));
    expect(wrongRedirect.status).toBe(400);
    expect(wrongRedirect.text).toContain('redirect_uri');
  });

  it('sends access_denied to the redirect URI when the user presses Deny', async () => {
    const owner = await signUpUser(harness, 'oauthdeny');
    const app = await registerApp(owner, owner.personalOrganizationId);
    const { challenge } = pkcePair();
    const redirect = await answerConsent(owner, harness.config.baseUrl, authorizationQuery(app, { scope: 'user:read', challenge }), 'deny');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(app.redirectUris[0]);
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('state')).toBe('state-1');
  });
});
