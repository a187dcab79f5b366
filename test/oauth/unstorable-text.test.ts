import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { startHarness, type Harness } from '../support/harness';
import { authorizationQuery, grantRowsOf, pkcePair, registerDynamicClient } from '../support/oauth';
import { signUpUser } from '../support/users';

const EMOJI = '\u{1F600}';

/**
 * The authorization server reads its own requests, past the API's input guard, and stores what they carry
 * (a registration's metadata, an authorization request's parameters). Text PostgreSQL cannot hold — NUL,
 * an unpaired surrogate — is refused as an OAuth error, never a 500, and nothing of the request is kept.
 */
describe('OAuth requests carrying text PostgreSQL cannot hold', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  async function rowsOf(table: 'oauth_applications' | 'oauth_payloads'): Promise<number> {
    const [row] = await harness.sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`, { type: QueryTypes.SELECT });
    return row!.n;
  }

  it('attack: Dynamic Client Registration with NUL or a lone surrogate in its metadata is invalid_client_metadata, and no client is saved', async () => {
    const before = await rowsOf('oauth_applications');
    const hostile: Array<[field: string, value: string]> = [
      ['client_name', 'Helpful\u0000agent'],
      ['client_name', `Helpful agent \ud800`],
      ['logo_uri', 'https://agent.example/logo\u0000.png'],
      ['client_uri', 'https://agent.example/\u0000'],
    ];
    const answers = [];
    for (const [field, value] of hostile) {
      const res = await request(harness.app)
        .post('/oauth/register')
        .send({
          client_name: 'Helpful agent',
          redirect_uris: ['https://agent.example/cb'],
          token_endpoint_auth_method: 'none',
          [field]: value,
        });
      answers.push({ field, status: res.status, error: res.body.error, named: String(res.body.error_description).startsWith(`${field} `) });
    }
    expect(answers).toEqual(hostile.map(([field]) => ({ field, status: 400, error: 'invalid_client_metadata', named: true })));
    expect(await rowsOf('oauth_applications')).toBe(before);
  });

  it('cuts a self-given client name to 100 characters without halving an emoji at the cut', async () => {
    const client = await registerDynamicClient(harness.app, { client_name: `${'x'.repeat(99)}${EMOJI}tail` });
    const [row] = await harness.sequelize.query<{ name: string }>('SELECT name FROM oauth_applications WHERE client_id = $1', {
      bind: [client.clientId],
      type: QueryTypes.SELECT,
    });
    expect(row!.name).toBe('x'.repeat(99));
  });

  it('attack: an authorization request with NUL in a parameter the provider keeps is refused as invalid_request, and nothing of it is stored', async () => {
    const user = await signUpUser(harness, 'nul-parameters');
    const client = await registerDynamicClient(harness.app);
    const before = await rowsOf('oauth_payloads');
    const answers = [];
    for (const [parameter, extra] of [
      ['state', { state: 'state\u0000x' }],
      ['login_hint', { login_hint: 'someone\u0000@example.com' }],
    ] as const) {
      for (const [as, agent] of [
        ['signed in', user.agent],
        ['anonymous', request(harness.app)],
      ] as const) {
        const query = { ...authorizationQuery(client, { scope: 'user:read', challenge: pkcePair().challenge }), ...extra };
        const res = await agent.get('/oauth/authorize').query(query);
        const redirect = res.headers.location ? new URL(res.headers.location) : null;
        answers.push({
          parameter,
          as,
          status: res.status,
          to: redirect && `${redirect.origin}${redirect.pathname}`,
          error: redirect?.searchParams.get('error'),
          description: redirect?.searchParams.get('error_description'),
        });
      }
    }
    expect(answers).toEqual(
      ['state', 'login_hint'].flatMap((parameter) =>
        ['signed in', 'anonymous'].map((as) => ({
          parameter,
          as,
          status: 303,
          to: client.redirectUris[0],
          error: 'invalid_request',
          description: `${parameter} must not contain a NUL character`,
        })),
      ),
    );
    expect(await rowsOf('oauth_payloads')).toBe(before);
    expect(await grantRowsOf(harness.sequelize, user.id)).toEqual({ consents: 0, grants: 0, tokens: 0 });
  });
});
