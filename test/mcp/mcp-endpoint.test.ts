import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { listen } from '../../api/server';
import { AuditLogModel } from '../../models/audit';
import { ProjectModel } from '../../models/projects';
import { startHarness, type Harness } from '../support/harness';
import { createApiKey } from '../support/api-keys';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';

const LAUNCH = 'Acme launches its new analytics suite for retailers, with forecasting built in.';
const ADDED = 'A free tier for teams of up to three people is available from December.';

interface ToolAnswer {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
  structuredContent?: Record<string, unknown>;
}

/** A tool error: the envelope's code and message, and its `meta.errors` for VALIDATION_ERROR. */
interface ToolError {
  code: string;
  message: string;
  meta?: { errors: Array<{ field: string; error: string; location: string }> };
}

describe('the MCP endpoint with an API key', () => {
  let harness: Harness;
  let site: Website;
  let server: http.Server;
  let mcpUrl: URL;
  let owner: SignedUpUser;
  let organizationId: string;
  let fullKey: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    site = await startWebsite();
    harness = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'false', FETCH_TIMEOUT_MS: '1500' },
      sourceDispatcher: publicTestDispatcher,
    });
    server = await listen(harness.app, 0);
    mcpUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
    owner = await signUpUser(harness, 'owner');
    organizationId = (await createTeam(owner)).id;
    fullKey = (await createApiKey(owner, { scopes: ['user:read', 'organization:read', 'projects:read', 'projects:write'] })).key;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await new Promise((resolve) => server.close(resolve));
    await harness.stop();
    await site.close();
  });

  async function connect(headers: Record<string, string>): Promise<Client> {
    const client = new Client({ name: 'vigil-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers } }));
    clients.push(client);
    return client;
  }

  async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolAnswer> {
    return (await client.callTool({ name, arguments: args })) as ToolAnswer;
  }

  function data<T>(answer: ToolAnswer): T {
    expect(answer.isError).toBeFalsy();
    const text = JSON.parse(answer.content[0]!.text!) as { data: T };
    expect(answer.structuredContent).toEqual(text);
    return text.data;
  }

  function toolError(answer: ToolAnswer): ToolError {
    expect(answer.isError).toBe(true);
    return JSON.parse(answer.content[0]!.text!) as ToolError;
  }

  /** A project whose one source has changed once: a baseline run over the HTTP API, the edit, then a run started through MCP. */
  async function projectWithAChange(client: Client) {
    site.page('/news', articlePage('Acme news', [LAUNCH]));
    const project = await createProject(owner, organizationId, { name: `Watched ${Date.now()}` });
    const put = await owner.agent
      .put(`${projectsPath(organizationId)}/${project.id}`)
      .send({ topics: [{ name: 'News', sources: [{ url: site.url('/news') }] }] });
    expect(put.status).toBe(200);
    const baseline = await owner.agent.post(`${projectsPath(organizationId)}/${project.id}/runs`);
    expect(baseline.status).toBe(202);
    await awaitRun(harness, baseline.body.data.id);

    site.page('/news', articlePage('Acme news', [LAUNCH, ADDED]));
    const run = data<{ id: string; projectId: string; trigger: string; status: string }>(
      await call(client, 'start_run', { organizationId, projectId: project.id }),
    );
    expect(run).toMatchObject({ projectId: project.id, trigger: 'manual', status: 'running' });
    expect(await awaitRun(harness, run.id)).toMatchObject({ status: 'completed', sourcesChanged: 1 });
    return { projectId: project.id, runId: run.id, topicId: put.body.data.topics[0].id as string };
  }

  it('lists its tools', async () => {
    const client = await connect({ 'X-Api-Key': fullKey });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'create_project',
        'get_change',
        'get_project',
        'list_changes',
        'list_organizations',
        'list_projects',
        'list_tracked_values',
        'record_change_feedback',
        'start_run',
        'withdraw_change_feedback',
      ].sort(),
    );
    const listChanges = tools.find((tool) => tool.name === 'list_changes')!;
    expect(Object.keys(listChanges.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['organizationId', 'projectId', 'since', 'topicId', 'onlyRelevant', 'offset', 'limit']),
    );
    expect(listChanges.inputSchema.required).toEqual(expect.arrayContaining(['organizationId', 'projectId']));
  });

  it('reads organizations and projects as the API does, and finds changes, starts runs and creates projects', async () => {
    const client = await connect({ Authorization: `Bearer ${fullKey}` });
    const organizations = data<Array<{ id: string }>>(await call(client, 'list_organizations'));
    const viaApi = await owner.agent.get('/api/user/organizations');
    expect(organizations).toEqual(JSON.parse(JSON.stringify(viaApi.body.data)));

    const { projectId, runId, topicId } = await projectWithAChange(client);
    const listed = await call(client, 'list_projects', { organizationId, q: 'Watched' });
    expect(data<Array<{ id: string }>>(listed).map((project) => project.id)).toContain(projectId);
    expect(listed.structuredContent?.meta).toMatchObject({ offset: 0, limit: 20 });
    const project = data<{ id: string }>(await call(client, 'get_project', { organizationId, projectId }));
    const projectViaApi = await owner.agent.get(`${projectsPath(organizationId)}/${projectId}`);
    expect(project).toEqual(JSON.parse(JSON.stringify(projectViaApi.body.data)));

    const changesAnswer = await call(client, 'list_changes', { organizationId, projectId });
    const changes = data<Array<{ id: string; runId: string; url: string; diff: string }>>(changesAnswer);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ runId, url: site.url('/news') });
    expect(changes[0]!.diff).toContain('free tier');
    expect(changesAnswer.structuredContent?.meta).toEqual({ total: 1, offset: 0, limit: 20, hasMore: false });
    const changesViaApi = await owner.agent.get(`${projectsPath(organizationId)}/${projectId}/changes`);
    expect(changes).toEqual(JSON.parse(JSON.stringify(changesViaApi.body.data)));

    const detectedAt = Date.parse((changesViaApi.body.data[0] as { detectedAt: string }).detectedAt);
    expect(
      data<unknown[]>(
        await call(client, 'list_changes', { organizationId, projectId, since: new Date(detectedAt).toISOString(), topicId }),
      ),
    ).toHaveLength(1);
    expect(
      data<unknown[]>(await call(client, 'list_changes', { organizationId, projectId, since: new Date(detectedAt + 1).toISOString() })),
    ).toHaveLength(0);

    expect(data(await call(client, 'get_change', { organizationId, projectId, changeId: changes[0]!.id }))).toEqual(changes[0]);
    expect(toolError(await call(client, 'get_change', { organizationId, projectId, changeId: crypto.randomUUID() })).code).toBe(
      'NOT_FOUND',
    );

    const changeId = changes[0]!.id;
    const marked = data<{ id: string; facts: unknown[]; feedback: unknown }>(
      await call(client, 'record_change_feedback', { organizationId, projectId, changeId, relevant: false }),
    );
    const { facts } = changes[0] as unknown as { facts: unknown[] };
    expect(marked).toMatchObject({ id: changeId, facts, feedback: { relevant: false, by: { id: owner.id } } });
    expect(data(await call(client, 'get_change', { organizationId, projectId, changeId }))).toEqual(marked);
    const feedbackAudit = await AuditLogModel.findOne({
      where: { organizationId, action: 'change.feedback_recorded', resourceId: changeId },
      raw: true,
    });
    expect(feedbackAudit?.actor).toMatchObject({ type: 'apiKey' });
    expect(data(await call(client, 'withdraw_change_feedback', { organizationId, projectId, changeId }))).toMatchObject({ feedback: null });
    expect(toolError(await call(client, 'withdraw_change_feedback', { organizationId, projectId, changeId })).code).toBe('NOT_FOUND');
    expect(
      toolError(await call(client, 'record_change_feedback', { organizationId, projectId, changeId, relevant: 'no' })).meta!.errors,
    ).toEqual([expect.objectContaining({ field: 'relevant' })]);

    const audit = await AuditLogModel.findOne({
      where: { organizationId, action: 'project.run_started', resourceId: projectId },
      order: [['createdAt', 'DESC']],
      raw: true,
    });
    expect(audit).toMatchObject({ metadata: { runId } });
    expect(audit?.actor).toMatchObject({ type: 'apiKey' });

    const created = data<{ id: string; name: string; topics: unknown[] }>(
      await call(client, 'create_project', {
        organizationId,
        name: 'Made by an agent',
        monitoringIntent: 'Track pricing changes of Acme at https://acme.example/pricing',
      }),
    );
    expect(created.name).toBe('Made by an agent');
    expect(created.topics.length).toBeGreaterThan(0);
    expect((await owner.agent.get(`${projectsPath(organizationId)}/${created.id}`)).status).toBe(200);
  });

  it('refuses what the key’s scopes do not allow, with the envelope’s code', async () => {
    const readOnly = await connect({
      'X-Api-Key': (await createApiKey(owner, { scopes: ['user:read', 'organization:read', 'projects:read'] })).key,
    });
    const project = await createProject(owner, organizationId, { name: `Read only ${Date.now()}` });
    const refused = toolError(await call(readOnly, 'start_run', { organizationId, projectId: project.id }));
    expect(refused).toEqual({ code: 'FORBIDDEN', message: 'Missing scope: projects:write' });
    expect(toolError(await call(readOnly, 'create_project', { organizationId, name: 'No', monitoringIntent: 'Nothing' })).code).toBe(
      'FORBIDDEN',
    );
    const feedback = { organizationId, projectId: project.id, changeId: crypto.randomUUID(), relevant: true };
    expect(toolError(await call(readOnly, 'record_change_feedback', feedback)).code).toBe('FORBIDDEN');
    expect((await owner.agent.get(`${projectsPath(organizationId)}/${project.id}/runs`)).body.data).toEqual([]);
    expect(data<unknown[]>(await call(readOnly, 'list_projects', { organizationId })).length).toBeGreaterThan(0);
  });

  it('answers NOT_FOUND for a stranger’s organization and its projects', async () => {
    const stranger = await signUpUser(harness, 'stranger');
    const theirs = (await createTeam(stranger)).id;
    const theirProject = await createProject(stranger, theirs, { name: 'Secret plans' });
    const client = await connect({ 'X-Api-Key': fullKey });
    for (const [name, args] of [
      ['list_projects', { organizationId: theirs }],
      ['get_project', { organizationId: theirs, projectId: theirProject.id }],
      ['list_changes', { organizationId: theirs, projectId: theirProject.id }],
      ['start_run', { organizationId: theirs, projectId: theirProject.id }],
      ['create_project', { organizationId: theirs, name: 'Intruder', monitoringIntent: 'Take over' }],
      ['get_project', { organizationId, projectId: theirProject.id }],
      ['record_change_feedback', { organizationId: theirs, projectId: theirProject.id, changeId: crypto.randomUUID(), relevant: true }],
    ] as const) {
      const answer = await call(client, name, args);
      expect({ name, code: toolError(answer).code }).toEqual({ name, code: 'NOT_FOUND' });
      expect(answer.content[0]!.text).not.toContain('Secret plans');
    }
    expect((await stranger.agent.get(`${projectsPath(theirs)}/${theirProject.id}/runs`)).body.data).toEqual([]);
    expect((await stranger.agent.get(projectsPath(theirs))).body.data).toHaveLength(1);
  });

  it('answers arguments that break the input schema as VALIDATION_ERROR with the HTTP envelope’s field errors', async () => {
    const client = await connect({ 'X-Api-Key': fullKey });
    const projectId = crypto.randomUUID();
    const badId = await call(client, 'get_project', { organizationId: 'not-a-uuid', projectId });
    const envelope = (await owner.agent.get(`/api/user/organizations/not-a-uuid/projects/${projectId}`)).body;
    expect(envelope.code).toBe('VALIDATION_ERROR');
    expect(toolError(badId)).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('organizationId'),
      meta: { errors: [{ field: 'organizationId', error: expect.any(String), location: 'body' }] },
    });
    expect(badId.structuredContent).toEqual(JSON.parse(badId.content[0]!.text!));
    expect(toolError(badId).meta!.errors).toEqual([{ ...envelope.meta.errors[0], location: 'body' }]);

    const wrongTypes = toolError(await call(client, 'list_changes', { organizationId, projectId, onlyRelevant: 'yes', limit: 1000 }));
    expect(wrongTypes.code).toBe('VALIDATION_ERROR');
    expect(wrongTypes.meta!.errors.map((error) => error.field).sort()).toEqual(['limit', 'onlyRelevant']);
    const missing = toolError(await call(client, 'start_run', {}));
    expect(missing.code).toBe('VALIDATION_ERROR');
    expect(missing.meta!.errors.map((error) => error.field).sort()).toEqual(['organizationId', 'projectId']);
    const deep = toolError(
      await call(client, 'get_project', { organizationId, projectId, extra: JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) }),
    );
    expect(deep.code).toBe('VALIDATION_ERROR');

    // The name's pattern (no NUL, not blank) is refused before anything is written.
    const projectsBefore = await ProjectModel.count({ where: { organizationId } });
    const nul = toolError(await call(client, 'create_project', { organizationId, name: 'Bad\u0000name', monitoringIntent: 'Track' }));
    expect(nul.code).toBe('VALIDATION_ERROR');
    expect(nul.meta!.errors.map((error) => error.field)).toEqual(['name']);
    expect(await ProjectModel.count({ where: { organizationId } })).toBe(projectsBefore);
  });

  it('attack (issue 32, Low): arguments that are not an object answer the VALIDATION_ERROR tool error, not a JSON-RPC error with raw text', async () => {
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': fullKey };
    for (const [args, field] of [
      ['organizationId', 'body'],
      [[organizationId], 'body'],
      [42, 'body'],
      [null, 'organizationId'],
    ] as const) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'list_projects', arguments: args } });
      const res = await fetch(mcpUrl, { method: 'POST', headers, body });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { id: number; result?: ToolAnswer; error?: unknown };
      expect({ args, error: answer.error }).toEqual({ args, error: undefined });
      expect(answer.id).toBe(7);
      expect(toolError(answer.result!)).toEqual({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining(field),
        meta: { errors: [{ field, error: expect.any(String), location: 'body' }] },
      });
    }
  });

  it('answers an unknown tool as a JSON-RPC invalid-params error', async () => {
    const client = await connect({ 'X-Api-Key': fullKey });
    await expect(client.callTool({ name: 'drop_database', arguments: {} })).rejects.toMatchObject({ code: -32602 });
  });

  it('answers 401 with the resource metadata without a credential or with a bad one, and 405 to GET and DELETE', async () => {
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
    });
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const challenge = `Bearer resource_metadata="${harness.config.baseUrl}/.well-known/oauth-protected-resource"`;
    const bare = await fetch(mcpUrl, { method: 'POST', headers, body: initialize });
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toBe(challenge);
    const badKey = await fetch(mcpUrl, { method: 'POST', headers: { ...headers, 'x-api-key': 'vgl_nope' }, body: initialize });
    expect(badKey.status).toBe(401);
    const badToken = await fetch(mcpUrl, {
      method: 'POST',
      headers: { ...headers, authorization: 'Bearer not-a-token' },
      body: initialize,
    });
    expect(badToken.status).toBe(401);
    expect(badToken.headers.get('www-authenticate')).toBe(`${challenge}, error="invalid_token"`);
    await expect(connect({})).rejects.toThrow();
    // Only headers carry credentials here: the session cookie alone is not one.
    const cookieOnly = await owner.agent.post('/mcp').set('Accept', 'application/json, text/event-stream').send(JSON.parse(initialize));
    expect(cookieOnly.status).toBe(401);
    expect(cookieOnly.headers['www-authenticate']).toBe(challenge);
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(mcpUrl, { method, headers: { 'x-api-key': fullKey } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    }
  });
});
