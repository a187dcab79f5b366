import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { QueryTypes } from 'sequelize';
import request, { type Response } from 'supertest';
import { buildApi } from '../../api/server';
import { createLogger } from '../../platform/logger';
import { startHarness, type Harness } from '../support/harness';
import { authorizationQuery, authorizeAndExchange, pkcePair, tokenRequest, type RegisteredApp } from '../support/oauth';
import { signUpUser } from '../support/users';
import { startWebsite, type Website } from '../support/website';

const REDIRECT_URI = 'http://127.0.0.1:4999/callback';

/** The OAuth error of an answer: the JSON body's, or the one the authorization endpoint's error page states. */
function oauthError(res: Response): string | undefined {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  if (res.type === 'application/json') return res.body.error;
  return /<strong>error<\/strong>: ([a-z_]+)/.exec(res.text)?.[1];
}

function authorize(harness: Harness, clientId: string, redirectUri = REDIRECT_URI) {
  const app: RegisteredApp = { id: '', clientId, redirectUris: [redirectUri], scopes: [] };
  return request(harness.app)
    .get('/oauth/authorize')
    .query(authorizationQuery(app, { scope: 'user:read', challenge: pkcePair().challenge }));
}

function tokenWith(harness: Harness, clientId: string) {
  return request(harness.app)
    .post('/oauth/token')
    .type('form')
    .send({
      client_id: clientId,
      grant_type: 'authorization_code',
      code: 'x'.repeat(43),
      code_verifier: 'y'.repeat(43),
      redirect_uri: REDIRECT_URI,
    });
}

/**
 * Client ID Metadata Documents through HTTP: an MCP client's https client_id names a JSON document on a
 * local website (the test exception fetches loopback documents over http), which Vigil fetches, checks
 * and uses for the whole authorization code flow.
 */
describe('Client ID Metadata Documents', () => {
  let harness: Harness;
  let site: Website;
  let documentId = 0;

  beforeAll(async () => {
    site = await startWebsite();
    // Every refusal below is a fresh fetch; the per-address registration budget would soon refuse them all alike.
    harness = await startHarness({ env: { OAUTH_CIMD_TEST_LOCAL_HTTP: 'true', RATE_LIMITS_ENABLED: 'false' } });
  });

  afterAll(async () => {
    await harness?.stop();
    await site?.close();
  });

  /** Serves a document at a fresh path of the site; `document` gets the URL as its client_id unless it names one. */
  function serveDocument(
    document: Record<string, unknown> = {},
    { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
  ) {
    const path = `/clients/agent-${++documentId}.json`;
    const url = `https://127.0.0.1:${site.port}${path}`;
    const content =
      body ??
      JSON.stringify({
        client_id: url,
        client_name: 'Acme agent',
        redirect_uris: [REDIRECT_URI],
        token_endpoint_auth_method: 'none',
        ...document,
      });
    site.route(path, (_req, res) => res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(content));
    return { url, path, fetches: () => site.requests.filter((fetched) => fetched.path === path).length };
  }

  it('advertises the support in the RFC 8414 metadata', async () => {
    const metadata = await request(harness.app).get('/.well-known/oauth-authorization-server');
    expect(metadata.body.client_id_metadata_document_supported).toBe(true);
    expect(metadata.body.registration_endpoint).toBe(`${harness.config.baseUrl}/oauth/register`);
  });

  it('runs the code flow with PKCE for a URL client_id, shows its name and host on the consent page, and fetches the document once while it is fresh', async () => {
    const document = serveDocument(
      { grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] },
      { headers: { 'cache-control': 'max-age=300' } },
    );
    const user = await signUpUser(harness, 'cimduser');
    const client: RegisteredApp = { id: '', clientId: document.url, redirectUris: [REDIRECT_URI], scopes: [] };

    const start = await user.agent
      .get('/oauth/authorize')
      .query(authorizationQuery(client, { scope: 'user:read', challenge: pkcePair().challenge }));
    expect(start.status).toBe(303);
    const page = await user.agent.get(new URL(start.headers.location!, harness.config.baseUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<span id="application-name">Acme agent</span>');
    expect(page.text).toContain(`<strong id="application-host">127.0.0.1:${site.port}</strong>`);

    const tokens = await authorizeAndExchange(harness.app, user, harness.config.baseUrl, client, 'user:read');
    expect(tokens.status).toBe(200);
    const me = await request(harness.app).get('/api/user/me').set('Authorization', `Bearer ${tokens.body.access_token}`);
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(user.email);
    const refreshed = await tokenRequest(harness.app, client, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token! });
    expect(refreshed.status).toBe(200);

    const listed = await user.agent.get('/api/user/me/authorized-apps');
    expect(listed.body.data).toEqual([expect.objectContaining({ clientId: document.url, name: 'Acme agent', organization: null })]);
    const [row] = await harness.sequelize.query<{ id: string; registration: string }>(
      `SELECT id, registration FROM oauth_applications WHERE client_id = $1`,
      {
        bind: [document.url],
        type: QueryTypes.SELECT,
      },
    );
    expect(row!.registration).toBe('metadata_document');
    const audit = await harness.sequelize.query(
      `SELECT 1 FROM audit_logs WHERE action = 'oauth_app.consent_granted' AND resource_id = $1 AND user_id = $2`,
      {
        bind: [row!.id, user.id],
        type: QueryTypes.SELECT,
      },
    );
    expect(audit.length).toBeGreaterThanOrEqual(1);
    // Two authorizations, two consent pages, two token requests: one fetch, within the document's max-age.
    expect(document.fetches()).toBe(1);
  });

  it('refuses URLs that are not https, or carry a fragment, credentials or dot segments, without fetching them', async () => {
    const document = serveDocument();
    const plain = `http://127.0.0.1:${site.port}${document.path}`;
    const refused = [
      plain,
      `${document.url}#fragment`,
      `https://user:secret@127.0.0.1:${site.port}${document.path}`,
      `https://127.0.0.1:${site.port}/clients/../${document.path.slice('/clients/'.length)}`,
      `https://127.0.0.1:${site.port}/clients/%2e%2e/${document.path.slice('/clients/'.length)}`,
    ];
    for (const clientId of refused) {
      expect({ clientId, error: oauthError(await authorize(harness, clientId)) }).toEqual({ clientId, error: 'invalid_client' });
      expect({ clientId, error: oauthError(await tokenWith(harness, clientId)) }).toEqual({ clientId, error: 'invalid_client' });
    }
    expect(document.fetches()).toBe(0);
  });

  it('refuses documents that do not describe a public client at that URL, with an OAuth error and never a 500', async () => {
    const cases: Array<[string, ReturnType<typeof serveDocument>]> = [
      ['client_id of another URL', serveDocument({ client_id: `https://127.0.0.1:${site.port}/clients/someone-else.json` })],
      ['a client secret', serveDocument({ client_secret: 'shh' })],
      ['client_secret_basic', serveDocument({ token_endpoint_auth_method: 'client_secret_basic' })],
      ['private_key_jwt', serveDocument({ token_endpoint_auth_method: 'private_key_jwt', jwks: { keys: [] } })],
      ['an http redirect URI off loopback', serveDocument({ redirect_uris: ['http://agent.example/callback'] })],
      ['a redirect URI with credentials', serveDocument({ redirect_uris: ['https://user:pw@agent.example/callback'] })],
      ['no redirect URIs', serveDocument({ redirect_uris: [] })],
      ['not JSON', serveDocument({}, { body: '<html>nope</html>' })],
      ['a JSON array', serveDocument({}, { body: '[]' })],
      ['more than 5 KiB', serveDocument({ client_name: 'x'.repeat(6 * 1024) })],
      // Text Vigil could not store with the client once it is approved (oauth_applications' name and jsonb metadata).
      ['NUL in its name', serveDocument({ client_name: 'Acme\u0000agent' })],
      ['a lone surrogate in its name', serveDocument({ client_name: 'Acme agent \ud800' })],
      ['NUL in its logo URI', serveDocument({ logo_uri: 'https://agent.example/logo\u0000.png' })],
    ];
    for (const [name, document] of cases) {
      const atAuthorization = oauthError(await authorize(harness, document.url));
      const atToken = oauthError(await tokenWith(harness, document.url));
      expect({ name, atAuthorization, atToken }).toEqual({ name, atAuthorization: 'invalid_client', atToken: 'invalid_client' });
      // Refused for what the document says: it was read.
      expect({ name, fetched: document.fetches() > 0 }).toEqual({ name, fetched: true });
    }
  });

  it('answers invalid_client, never a 500, when the document cannot be had: no such host, an error status, a server that never answers', async () => {
    const missing = serveDocument();
    site.route(missing.path, (_req, res) => res.writeHead(404).end());
    const failing = serveDocument();
    site.route(failing.path, (_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{}'));
    const silent = serveDocument();
    site.route(silent.path, () => undefined);
    const cases: Array<[string, string]> = [
      ['a host that does not resolve', 'https://agent.invalid/client.json'],
      ['404', missing.url],
      ['500', failing.url],
      ['no answer within the fetch time limit', silent.url],
    ];
    for (const [name, url] of cases) {
      expect({ name, error: oauthError(await authorize(harness, url)) }).toEqual({ name, error: 'invalid_client' });
      expect({ name, error: oauthError(await tokenWith(harness, url)) }).toEqual({ name, error: 'invalid_client' });
    }
  });

  it('says what was wrong with the document', async () => {
    const mismatched = serveDocument({ client_id: `https://127.0.0.1:${site.port}/clients/impostor.json` });
    const answer = await tokenWith(harness, mismatched.url);
    expect(answer.body).toEqual({
      error: 'invalid_client',
      error_description: 'client_id metadata document refused: client_id metadata document client_id does not match the expected value',
    });
  });

  it('refuses a redirect to another document, and an authorization request whose redirect URI is not in the document', async () => {
    const target = serveDocument();
    const path = `/clients/agent-${++documentId}.json`;
    site.route(path, (_req, res) => res.writeHead(302, { location: target.url }).end());
    expect(oauthError(await authorize(harness, `https://127.0.0.1:${site.port}${path}`))).toBe('invalid_client');

    const document = serveDocument();
    const wrongRedirect = await authorize(harness, document.url, 'http://127.0.0.1:4999/other');
    expect(wrongRedirect.status).toBe(400);
    expect(wrongRedirect.text).toContain('redirect_uri');
  });
});

describe('Client ID Metadata Documents and the registration rate limit', () => {
  let harness: Harness;
  let site: Website;

  beforeAll(async () => {
    site = await startWebsite();
    harness = await startHarness({ env: { OAUTH_CIMD_TEST_LOCAL_HTTP: 'true', RATE_LIMITS_ENABLED: 'true' } });
  });

  afterAll(async () => {
    await harness?.stop();
    await site?.close();
  });

  const fetchesOf = (path: string) => site.requests.filter((fetched) => fetched.path === path).length;
  const serve = (index: number) => {
    const path = `/limited/agent-${index}.json`;
    const url = `https://127.0.0.1:${site.port}${path}`;
    site.route(path, (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ client_id: url, redirect_uris: [REDIRECT_URI] })),
    );
    return { path, url };
  };

  it('lets one address have 20 documents fetched an hour, as it may register 20 clients, and fetches nothing past that', async () => {
    for (let index = 1; index <= 20; index += 1) {
      const { path, url } = serve(index);
      expect((await authorize(harness, url)).status).toBe(303);
      expect(fetchesOf(path)).toBe(1);
    }
    const { path, url } = serve(21);
    expect(oauthError(await authorize(harness, url))).toBe('invalid_client');
    expect(fetchesOf(path)).toBe(0);
  });

  it('attack (Medium 5): consent pages that fetch documents again charge each caller’s address, so 21 clients do not shut everyone out', async () => {
    // A second API instance, whose provider has cached no document: its consent pages fetch them again.
    const second = buildApi({
      config: harness.config,
      logger: createLogger(harness.config),
      sequelize: harness.sequelize,
      temporal: harness.temporal,
    }).app;
    const consentPageOnSecond = async (ipAddress: string, clientId: string) => {
      const start = await authorize(harness, clientId).set('X-Forwarded-For', ipAddress);
      expect(start.status).toBe(303);
      const cookies = (start.headers['set-cookie'] as unknown as string[]).map((cookie) => cookie.split(';')[0]).join('; ');
      return request(second)
        .get(new URL(start.headers.location!, harness.config.baseUrl).pathname)
        .set('X-Forwarded-For', ipAddress)
        .set('Cookie', cookies);
    };
    for (let index = 1; index <= 21; index += 1) {
      const document = serve(100 + index);
      const page = await consentPageOnSecond(`198.51.100.${index}`, document.url);
      expect({ index, status: page.status }).toEqual({ index, status: 200 });
      expect(fetchesOf(document.path)).toBe(2);
    }
    const victims = serve(200);
    const page = await consentPageOnSecond('203.0.113.9', victims.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<strong id="application-host">127.0.0.1:${site.port}</strong>`);
  });
});

describe('Client ID Metadata Documents without the test exception', () => {
  let harness: Harness;
  let listener: net.Server;
  let connections = 0;

  beforeAll(async () => {
    listener = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    harness = await startHarness({ env: { FETCH_ALLOW_PRIVATE_NETWORKS: 'true' } });
  });

  afterAll(async () => {
    await harness?.stop();
    await new Promise((resolve) => listener?.close(resolve));
  });

  it('refuses a document on a loopback or private address before connecting, whatever FETCH_ALLOW_PRIVATE_NETWORKS says', async () => {
    const { port } = listener.address() as AddressInfo;
    for (const clientId of [
      `https://127.0.0.1:${port}/client.json`,
      `https://localhost:${port}/client.json`,
      `https://[::1]:${port}/client.json`,
    ]) {
      expect({ clientId, error: oauthError(await authorize(harness, clientId)) }).toEqual({ clientId, error: 'invalid_client' });
    }
    expect(connections).toBe(0);
  });
});
