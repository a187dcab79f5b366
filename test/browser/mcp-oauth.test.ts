import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { BrowserContext } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { AuditLogModel } from '../../models/audit';
import { launchChromium, type LaunchedChromium } from '../support/chromium';
import { startServedHarness, type Harness } from '../support/harness';
import { authorizeAndExchange, registerApp, startRedirectReceiver } from '../support/oauth';
import { addMember, createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun, eventually } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';

/** What an MCP host keeps for one server: its registration, the PKCE verifier and the tokens; the authorization URL it would open. */
class TestOAuthProvider implements OAuthClientProvider {
  private client: OAuthClientInformationMixed | undefined;
  private savedTokens: OAuthTokens | undefined;
  private verifier = '';
  authorizationUrl: URL | undefined;

  /** With a URL, the SDK uses it as the client_id (a Client ID Metadata Document) instead of registering (DCR). */
  constructor(
    readonly redirectUrl: string,
    readonly clientMetadataUrl?: string,
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Test agent',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(information: OAuthClientInformationMixed) {
    this.client = information;
  }
  tokens() {
    return this.savedTokens;
  }
  saveTokens(tokens: OAuthTokens) {
    this.savedTokens = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

interface ToolAnswer {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
}

function dataOf<T>(answer: ToolAnswer): T {
  expect(answer.isError).toBeFalsy();
  return (JSON.parse(answer.content[0]!.text!) as { data: T }).data;
}

/**
 * The Done-when, as an MCP host does it: the SDK's client meets a 401, discovers the metadata,
 * registers itself (DCR), the user signs in and presses "Allow" in Chromium, the code arrives on the
 * host's local redirect URI, the SDK finishes the exchange and then uses the tools.
 */
describe('an MCP client authorized through OAuth and the consent page', () => {
  let harness: Harness;
  let site: Website;
  let receiver: Awaited<ReturnType<typeof startRedirectReceiver>>;
  let redirectUri: string;
  let received: URL[];
  let chromium: LaunchedChromium;
  let browser: BrowserContext;
  let owner: SignedUpUser;
  let member: SignedUpUser;
  let teamId: string;
  let mcpUrl: URL;

  beforeAll(async () => {
    site = await startWebsite();
    harness = await startServedHarness({
      env: {
        RATE_LIMITS_ENABLED: 'false',
        FETCH_ALLOW_PRIVATE_NETWORKS: 'false',
        FETCH_TIMEOUT_MS: '1500',
        // The agent's metadata document is on the local website: fetched over http (its client_id stays https).
        OAUTH_CIMD_TEST_LOCAL_HTTP: 'true',
      },
      sourceDispatcher: publicTestDispatcher,
    });
    mcpUrl = new URL(`${harness.config.baseUrl}/mcp`);
    // The application's own server: it only records what arrives at its redirect URI.
    receiver = await startRedirectReceiver();
    ({ redirectUri, received } = receiver);

    owner = await signUpUser(harness, 'mcpowner');
    teamId = (await createTeam(owner)).id;
    member = await addMember(harness, owner, teamId, 'member', 'mcpmember');

    chromium = await launchChromium();
    browser = chromium.context;
  }, 600_000);

  afterAll(async () => {
    await chromium?.close();
    await receiver?.close();
    await harness?.stop();
    await site?.close();
  });

  /** A project whose one source changed once, made by its owner over the HTTP API. */
  async function projectWithAChange(): Promise<string> {
    site.page('/news', articlePage('Acme news', ['Acme launches its new analytics suite for retailers.']));
    const project = await createProject(owner, teamId, { name: `Watched ${Date.now()}` });
    const base = `${projectsPath(teamId)}/${project.id}`;
    expect((await owner.agent.put(base).send({ topics: [{ name: 'News', sources: [{ url: site.url('/news') }] }] })).status).toBe(200);
    await awaitRun(harness, (await owner.agent.post(`${base}/runs`)).body.data.id);
    site.page(
      '/news',
      articlePage('Acme news', ['Acme launches its new analytics suite for retailers.', 'A free tier is available from December.']),
    );
    expect(await awaitRun(harness, (await owner.agent.post(`${base}/runs`)).body.data.id)).toMatchObject({
      status: 'completed',
      sourcesChanged: 1,
    });
    return project.id;
  }

  it('discovers, registers, gets consent in Chromium, lists tools and changes, and starts a run', async () => {
    const projectId = await projectWithAChange();
    const provider = new TestOAuthProvider(redirectUri);

    const first = new Client({ name: 'test-agent', version: '1.0.0' });
    await expect(first.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))).rejects.toThrow(UnauthorizedError);
    // No clientMetadataUrl: the SDK registers itself (DCR).
    expect(provider.clientInformation()?.client_id).toMatch(/^(?!https:)/);
    const authorizationUrl = provider.authorizationUrl!;
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${harness.config.baseUrl}/oauth/authorize`);
    expect(authorizationUrl.searchParams.get('resource')).toBe(mcpUrl.href);

    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(authorizationUrl.href);
    expect(await page.locator('#application-name').textContent()).toBe('Test agent');
    await page.locator('#email').fill(member.email);
    await page.locator('#password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    const state = authorizationUrl.searchParams.get('state');
    const arrival = (await eventually(
      async () => received.find((url) => state === null || url.searchParams.get('state') === state),
      (url) => url !== undefined,
      15_000,
    ))!;
    const code = arrival.searchParams.get('code');
    expect(code).toEqual(expect.any(String));

    const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
    await transport.finishAuth(code!);
    const accessToken = provider.tokens()!.access_token;
    const client = new Client({ name: 'test-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['list_changes', 'start_run']));
      const changes = dataOf<Array<{ url: string; diff: string }>>(
        (await client.callTool({ name: 'list_changes', arguments: { organizationId: teamId, projectId } })) as ToolAnswer,
      );
      expect(changes).toHaveLength(1);
      expect(changes[0]!.diff).toContain('free tier');
      const run = dataOf<{ id: string; projectId: string; status: string }>(
        (await client.callTool({ name: 'start_run', arguments: { organizationId: teamId, projectId } })) as ToolAnswer,
      );
      expect(run).toMatchObject({ projectId, status: 'running' });
      expect(await awaitRun(harness, run.id)).toMatchObject({ status: 'completed' });
      const audit = await AuditLogModel.findOne({
        where: { organizationId: teamId, action: 'project.run_started', resourceId: projectId },
        order: [['createdAt', 'DESC']],
        raw: true,
      });
      expect(audit).toMatchObject({ userId: member.id, metadata: { runId: run.id }, actor: { type: 'accessToken' } });

      // The organization's sign-in policy applies to the token's tools as to its routes.
      await harness.sequelize.query(`UPDATE organizations SET auth_required = 'mfa' WHERE id = $1`, { bind: [teamId] });
      try {
        const refused = (await client.callTool({ name: 'list_changes', arguments: { organizationId: teamId, projectId } })) as ToolAnswer;
        expect(refused.isError).toBe(true);
        expect(JSON.parse(refused.content[0]!.text!)).toMatchObject({ code: 'MFA_REQUIRED' });
      } finally {
        await harness.sequelize.query(`UPDATE organizations SET auth_required = 'any' WHERE id = $1`, { bind: [teamId] });
      }
    } finally {
      await client.close();
    }

    // The MCP token is for /mcp only.
    const onApi = await request(harness.app).get('/api/user/me').set('Authorization', `Bearer ${accessToken}`);
    expect(onApi.status).toBe(401);
  });

  it('registers through a Client ID Metadata Document when the SDK has one, and the consent page names its host', async () => {
    const documentPath = '/agents/cimd-agent.json';
    const clientId = `https://127.0.0.1:${site.port}${documentPath}`;
    site.route(documentPath, (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          client_id: clientId,
          client_name: 'Document agent',
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          token_endpoint_auth_method: 'none',
        }),
      ),
    );
    const provider = new TestOAuthProvider(redirectUri, clientId);
    const registrationsBefore = await harness.sequelize.query(`SELECT 1 FROM oauth_applications WHERE registration = 'dynamic'`, {
      type: QueryTypes.SELECT,
    });

    const first = new Client({ name: 'document-agent', version: '1.0.0' });
    await expect(first.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }))).rejects.toThrow(UnauthorizedError);
    expect(provider.clientInformation()?.client_id).toBe(clientId);
    const authorizationUrl = provider.authorizationUrl!;
    expect(authorizationUrl.searchParams.get('client_id')).toBe(clientId);

    const arrivedBefore = received.length;
    const page = await browser.newPage();
    await page.goto(authorizationUrl.href);
    expect(await page.locator('#application-name').textContent()).toBe('Document agent');
    expect(await page.locator('#application-host').textContent()).toBe(`127.0.0.1:${site.port}`);
    if (await page.locator('#email').isVisible()) {
      await page.locator('#email').fill(member.email);
      await page.locator('#password').fill(member.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await page.getByRole('button', { name: 'Allow' }).click();
    // The redirect receiver serves both tests: this authorization's code is the one that arrives after it started.
    const arrival = (await eventually(
      async () => received[arrivedBefore],
      (url) => url !== undefined,
      15_000,
    ))!;
    await page.close();

    await new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }).finishAuth(arrival.searchParams.get('code')!);
    const client = new Client({ name: 'document-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
    try {
      const organizations = dataOf<Array<{ id: string }>>(
        (await client.callTool({ name: 'list_organizations', arguments: {} })) as ToolAnswer,
      );
      expect(organizations.map((organization) => organization.id)).toContain(teamId);
    } finally {
      await client.close();
    }
    // No Dynamic Client Registration happened on this path.
    expect(
      await harness.sequelize.query(`SELECT 1 FROM oauth_applications WHERE registration = 'dynamic'`, { type: QueryTypes.SELECT }),
    ).toHaveLength(registrationsBefore.length);
  });

  it('refuses on /mcp a token whose audience is the API', async () => {
    const app = await registerApp(owner, teamId, {
      name: 'API dashboard',
      redirectUris: ['http://127.0.0.1:4999/callback'],
      scopes: ['user:read', 'organization:read', 'projects:read'],
    });
    const tokens = await authorizeAndExchange(
      harness.app,
      member,
      harness.config.baseUrl,
      app,
      'user:read organization:read projects:read',
    );
    expect(tokens.status).toBe(200);
    const bearer = `Bearer ${tokens.body.access_token}`;
    expect(
      (
        await request(harness.app)
          .get(`${projectsPath(teamId)}`)
          .set('Authorization', bearer)
      ).status,
    ).toBe(200);
    const onMcp = await request(harness.app)
      .post('/mcp')
      .set('Authorization', bearer)
      .set('Accept', 'application/json, text/event-stream')
      .send({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      });
    expect(onMcp.status).toBe(401);
    expect(onMcp.headers['www-authenticate']).toBe(
      `Bearer resource_metadata="${harness.config.baseUrl}/.well-known/oauth-protected-resource", error="invalid_token"`,
    );
  });
});
