import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { ChangeModel } from '../../models/monitoring';
import { createApiKey } from '../support/api-keys';
import { browserEnv, startBrowserWorker } from '../support/browser-worker';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';
import { publicTestDispatcher, startWebsite, type Website } from '../support/website';

const EMAIL = 'buyer@supplier.example';

/**
 * A supplier portal: a sign-in form with a CSRF token bound to a pre-session cookie, a session cookie set
 * on success, a redirect to the form when the session is missing, and a plan page behind it.
 */
function startPortal(site: Website) {
  const csrf = new Map<string, string>();
  const sessions = new Set<string>();
  const portal = { password: '', plan: 'Pro plan: 40 seats, renews on 1 March', signIns: 0, sessions };
  const cookie = (request: http.IncomingMessage, name: string) =>
    new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(request.headers.cookie ?? '')?.[1];
  const form = (token: string, notice = '') =>
    `<!doctype html><html><body><main><h1>Sign in</h1><p>${notice}</p><form method="post" action="/sign-in">
     <input type="hidden" name="csrf" value="${token}"><input id="email" name="email"><input id="password" name="password" type="password">
     <button type="submit">Sign in</button></form></main></body></html>`;
  site.route('/sign-in', (request, response) => {
    if (request.method === 'GET') {
      const pre = randomUUID();
      const token = randomBytes(12).toString('hex');
      csrf.set(pre, token);
      response.writeHead(200, { 'content-type': 'text/html', 'set-cookie': `pre=${pre}; Path=/; HttpOnly` }).end(form(token));
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      portal.signIns += 1;
      const fields = new URLSearchParams(body);
      const pre = cookie(request, 'pre');
      const validToken = pre !== undefined && csrf.get(pre) === fields.get('csrf');
      if (!validToken || fields.get('email') !== EMAIL || fields.get('password') !== portal.password) {
        const token = randomBytes(12).toString('hex');
        if (pre) csrf.set(pre, token);
        response.writeHead(200, { 'content-type': 'text/html' }).end(form(token, 'Wrong e-mail or password.'));
        return;
      }
      const session = randomBytes(16).toString('hex');
      sessions.add(session);
      response.writeHead(302, { location: '/account/plan', 'set-cookie': `portal_session=${session}; Path=/; HttpOnly` }).end();
    });
  });
  site.route('/account/plan', (request, response) => {
    const session = cookie(request, 'portal_session');
    if (!session || !sessions.has(session)) {
      response.writeHead(302, { location: '/sign-in' }).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<!doctype html><html><body><nav><a id="sign-out" href="/sign-out">Sign out</a></nav><main><h1>Your plan</h1><p>${portal.plan}</p><p>Invoices are sent to accounts@buyer.example every month.</p></main></body></html>`,
      );
  });
  return portal;
}

describe('pages behind a sign-in', () => {
  let harness: Harness;
  let browserWorker: Awaited<ReturnType<typeof startBrowserWorker>>;
  let site: Website;
  let portal: ReturnType<typeof startPortal>;
  let loopback: http.Server;
  const loopbackRequests: string[] = [];
  const logLines: string[] = [];
  let owner: SignedUpUser;
  let organizationId: string;
  const password = `pw-${randomUUID()}`;
  const wrongPassword = `wrong-${randomUUID()}`;
  const token = `tok-${randomUUID()}`;

  beforeAll(async () => {
    site = await startWebsite();
    portal = startPortal(site);
    portal.password = password;
    loopback = http.createServer((request, response) => {
      loopbackRequests.push(request.url ?? '');
      response.end('inside');
    });
    await new Promise<void>((resolve) => loopback.listen(0, '127.0.0.1', resolve));
    harness = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'false', LOG_LEVEL: 'debug', ...browserEnv('sign-in') },
      sourceDispatcher: publicTestDispatcher,
      logs: { write: (line: string) => void logLines.push(line) },
    });
    browserWorker = await startBrowserWorker(harness);
    owner = await signUpUser(harness, 'owner');
    organizationId = (await createTeam(owner)).id;
  }, 120_000);
  afterAll(async () => {
    await browserWorker?.stop();
    await harness?.stop();
    await site?.close();
    await new Promise((resolve) => loopback?.close(resolve));
  });

  const secretsPath = (teamId = organizationId) => `/api/user/organizations/${teamId}/secrets`;

  async function run(projectId: string) {
    const started = await owner.agent.post(`${projectsPath(organizationId)}/${projectId}/runs`);
    expect(started.status).toBe(202);
    return awaitRun(harness, started.body.data.id);
  }

  async function sourceOf(projectId: string) {
    const project = (await owner.agent.get(`${projectsPath(organizationId)}/${projectId}`)).body.data;
    return project.topics[0].sources[0] as { status: string; lastError: string | null; steps: unknown; headers: unknown };
  }

  const healthEvents = (projectId: string) =>
    harness.sequelize.query<{ event: string; status: string; error: string | null }>(
      'SELECT event, status, error FROM source_health_events WHERE project_id = :projectId ORDER BY occurred_at',
      { type: QueryTypes.SELECT, replacements: { projectId } },
    );

  const signInSteps = [
    { action: 'goto', url: '' },
    { action: 'fill', selector: '#email', value: EMAIL },
    { action: 'fill', selector: '#password', value: '{{secret:PORTAL_PASSWORD}}' },
    { action: 'click', selector: 'button[type=submit]' },
    { action: 'check', selector: '#sign-out' },
  ];

  it('signs in once, reuses the session, signs in again when it expires, and tells a wrong password apart once', async () => {
    expect((await owner.agent.post(secretsPath()).send({ name: 'PORTAL_PASSWORD', value: password })).status).toBe(201);
    const project = await createProject(owner, organizationId, { name: 'Supplier portal' });
    const steps = signInSteps.map((step) => (step.action === 'goto' ? { ...step, url: site.url('/sign-in') } : step));
    const put = await owner.agent
      .put(`${projectsPath(organizationId)}/${project.id}`)
      .send({ topics: [{ name: 'Plan', sources: [{ url: site.url('/account/plan'), steps }] }] });
    expect(put.status).toBe(200);
    expect(put.body.data.topics[0].sources[0].steps).toEqual(steps);

    // First run: signs in through the form (CSRF token and all) and takes the plan page as its baseline.
    expect(await run(project.id)).toMatchObject({ status: 'completed', sourcesChecked: 1, sourcesFailed: 0 });
    expect(portal.signIns).toBe(1);
    expect((await sourceOf(project.id)).status).toBe('ok');
    const [stored] = await harness.sequelize.query<{ text: string; session: string | null }>(
      'SELECT content_text AS text, session_sealed AS session FROM sources WHERE project_id = :projectId',
      { type: QueryTypes.SELECT, replacements: { projectId: project.id } },
    );
    expect(stored!.text).toContain('Pro plan: 40 seats');
    expect(stored!.session).toMatch(/^v1\./);
    // The same settings sent again keep the session (jsonb hands the steps back in its own key order).
    const again = await owner.agent
      .put(`${projectsPath(organizationId)}/${project.id}`)
      .send({ topics: [{ id: put.body.data.topics[0].id, name: 'Plan', sources: [{ url: site.url('/account/plan'), steps }] }] });
    expect(again.status).toBe(200);

    // Second run: the kept session still works, no sign-in; the page changed and that is one change.
    portal.plan = 'Pro plan: 45 seats, renews on 1 March';
    const changed = await run(project.id);
    expect(changed).toMatchObject({ status: 'completed', sourcesChanged: 1, sourcesFailed: 0 });
    expect(portal.signIns).toBe(1);
    const [change] = await ChangeModel.findAll({ where: { runId: changed.id }, raw: true });
    expect(change!.diff).toContain('+Pro plan: 45 seats');

    // The portal forgets every session: the page redirects to the form, which `check` tells from a change.
    portal.sessions.clear();
    expect(await run(project.id)).toMatchObject({ status: 'completed', sourcesChanged: 0, sourcesFailed: 0 });
    expect(portal.signIns).toBe(2);

    // A wrong password: auth_failed with a clear error, and source.failing at once (not after three failed runs).
    expect((await owner.agent.put(`${secretsPath()}/PORTAL_PASSWORD`).send({ value: wrongPassword })).status).toBe(200);
    portal.sessions.clear();
    expect(await run(project.id)).toMatchObject({ status: 'completed', sourcesFailed: 1, sourcesChanged: 0 });
    const failing = await sourceOf(project.id);
    expect(failing.status).toBe('auth_failed');
    expect(failing.lastError).toMatch(/^Step 5 \(check #sign-out\) failed: .*sign-in did not get through/);
    expect((await healthEvents(project.id)).map((event) => [event.event, event.status])).toEqual([['source.failing', 'auth_failed']]);

    // The right password again: the source recovers, announced once. Another source of the same site,
    // rendered in the same browser meanwhile, gets nothing of the session (a fresh context per source).
    const peeks: Array<string | undefined> = [];
    site.route('/account/peek', (request, response) => {
      peeks.push(request.headers.cookie);
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><html><body><main><h1>Peek</h1><p>A page of the same portal that signs nobody in.</p></main></body></html>');
    });
    const sources = [
      { url: site.url('/account/plan'), steps },
      { url: site.url('/account/peek'), render: 'always' },
    ];
    const topicId = put.body.data.topics[0].id;
    expect(
      (await owner.agent.put(`${projectsPath(organizationId)}/${project.id}`).send({ topics: [{ id: topicId, name: 'Plan', sources }] }))
        .status,
    ).toBe(200);
    expect((await owner.agent.put(`${secretsPath()}/PORTAL_PASSWORD`).send({ value: password })).status).toBe(200);
    expect(await run(project.id)).toMatchObject({ sourcesFailed: 0, sourcesChanged: 0, sourcesRendered: 2 });
    expect(peeks.length).toBeGreaterThan(0);
    expect(peeks.filter((cookie) => cookie?.includes('portal_session'))).toEqual([]);
    expect((await sourceOf(project.id)).status).toBe('ok');
    expect((await healthEvents(project.id)).map((event) => event.event)).toEqual(['source.failing', 'source.recovered']);
    expect(portal.signIns).toBe(4);
  }, 120_000);

  it('fetches a static source with a bearer header from a secret, without a browser, and blanks the token out of what it stores', async () => {
    site.route('/api/prices', (request, response) => {
      if (request.headers.authorization !== `Bearer ${token}`) return void response.writeHead(401).end('no');
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ plans: [{ name: 'Team', price: 29 }], yourToken: token }));
    });
    expect((await owner.agent.post(secretsPath()).send({ name: 'PRICES_TOKEN', value: token })).status).toBe(201);
    const project = await createProject(owner, organizationId, { name: 'Prices' });
    const put = await owner.agent.put(`${projectsPath(organizationId)}/${project.id}`).send({
      topics: [
        { name: 'Prices', sources: [{ url: site.url('/api/prices'), headers: { Authorization: 'Bearer {{secret:PRICES_TOKEN}}' } }] },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body.data.topics[0].sources[0].headers).toEqual({ Authorization: 'Bearer {{secret:PRICES_TOKEN}}' });
    expect(await run(project.id)).toMatchObject({ status: 'completed', sourcesChecked: 1, sourcesFailed: 0, sourcesRendered: 0 });
    const requests = site.requests.filter((request) => request.path === '/api/prices');
    expect(requests.length).toBe(1);
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${token}`);
    expect(String(requests[0]!.headers['user-agent'])).not.toMatch(/Chrome/);
    // The API shows the token back: what Vigil stores of the page has it blanked out.
    const [stored] = await harness.sequelize.query<{ text: string }>(
      'SELECT content_text AS text FROM sources WHERE project_id = :projectId',
      {
        type: QueryTypes.SELECT,
        replacements: { projectId: project.id },
      },
    );
    expect(stored!.text).toContain('[secret]');
  }, 60_000);

  it('refuses a step to a file: URL when saved and fails a step to a private address, which receives nothing', async () => {
    const project = await createProject(owner, organizationId, { name: 'Hostile steps' });
    const put = (steps: unknown[]) =>
      owner.agent
        .put(`${projectsPath(organizationId)}/${project.id}`)
        .send({ topics: [{ name: 'Steps', sources: [{ url: site.url('/account/plan'), steps }] }] });
    const file = await put([{ action: 'goto', url: 'file:///etc/passwd' }]);
    expect(file.status).toBe(400);
    expect(file.body.meta.errors).toEqual([expect.objectContaining({ field: 'topics.0.sources.0.steps.0.url' })]);
    const tooMany = await put(Array.from({ length: 21 }, () => ({ action: 'click', selector: 'a' })));
    expect(tooMany.body.meta.errors).toEqual([expect.objectContaining({ field: 'topics.0.sources.0.steps' })]);
    const longText = await put([{ action: 'fill', selector: '#q', value: 'x'.repeat(1_001) }]);
    expect(longText.body.meta.errors).toEqual([expect.objectContaining({ field: 'topics.0.sources.0.steps.0.value' })]);

    const { port } = loopback.address() as AddressInfo;
    expect(
      (
        await put([
          { action: 'goto', url: `http://127.0.0.1:${port}/admin` },
          { action: 'check', selector: 'main' },
        ])
      ).status,
    ).toBe(200);
    const checked = await run(project.id);
    expect(checked).toMatchObject({ status: 'completed', sourcesFailed: 1 });
    expect(checked.errors[0]!.error).toMatch(/^Refused: .*not a public address/);
    expect((await sourceOf(project.id)).status).toBe('failing');
    expect(loopbackRequests).toEqual([]);
  }, 60_000);

  it('lets owners and admins manage secrets, members use them in sources, and strangers see nothing', async () => {
    const team = await createTeam(owner);
    const admin = await addMember(harness, owner, team.id, 'admin');
    const member = await addMember(harness, owner, team.id, 'member');
    const value = `admin-${randomUUID()}`;
    const created = await admin.agent.post(secretsPath(team.id)).send({ name: 'ADMIN_TOKEN', value });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      name: 'ADMIN_TOKEN',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const taken = await owner.agent.post(secretsPath(team.id)).send({ name: 'ADMIN_TOKEN', value: 'other' });
    expect([taken.status, taken.body.code, taken.body.meta.errors[0].field]).toEqual([400, 'VALIDATION_ERROR', 'name']);
    const listed = await owner.agent.get(secretsPath(team.id));
    expect(listed.body.data.map((secret: { name: string }) => secret.name)).toEqual(['ADMIN_TOKEN']);
    expect(JSON.stringify(listed.body)).not.toContain(value);

    for (const response of [
      await member.agent.get(secretsPath(team.id)),
      await member.agent.post(secretsPath(team.id)).send({ name: 'MINE', value: 'x' }),
      await member.agent.put(`${secretsPath(team.id)}/ADMIN_TOKEN`).send({ value: 'x' }),
      await member.agent.delete(`${secretsPath(team.id)}/ADMIN_TOKEN`),
    ]) {
      expect([response.status, response.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    const stranger = await signUpUser(harness, 'stranger');
    for (const response of [
      await stranger.agent.get(secretsPath(team.id)),
      await stranger.agent.post(secretsPath(team.id)).send({ name: 'MINE', value: 'x' }),
      await stranger.agent.delete(`${secretsPath(team.id)}/ADMIN_TOKEN`),
    ]) {
      expect([response.status, response.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    // A stranger's own organization has no such secret to refer to.
    const strangersProject = await createProject(stranger, stranger.personalOrganizationId, { name: 'Borrow' });
    const borrowed = await stranger.agent.put(`${projectsPath(stranger.personalOrganizationId)}/${strangersProject.id}`).send({
      topics: [{ name: 'T', sources: [{ url: site.url('/x'), headers: { Authorization: '{{secret:ADMIN_TOKEN}}' } }] }],
    });
    expect([borrowed.status, borrowed.body.meta.errors[0].field]).toEqual([400, 'topics.0.sources.0.headers']);

    // A member (projects:write) may use it in a source; a key limited to projects:read may not save one.
    const project = await createProject(owner, team.id, { name: 'Shared' });
    const body = {
      topics: [{ name: 'T', sources: [{ url: site.url('/x'), headers: { Authorization: 'Bearer {{secret:ADMIN_TOKEN}}' } }] }],
    };
    expect((await member.agent.put(`${projectsPath(team.id)}/${project.id}`).send(body)).status).toBe(200);
    const readKey = (await createApiKey(member, { scopes: ['projects:read', 'organization:read'] })).key;
    const byKey = await request(harness.app)
      .put(`${projectsPath(team.id)}/${project.id}`)
      .set('x-api-key', readKey)
      .send(body);
    expect(byKey.status).toBe(403);

    const inUse = await owner.agent.delete(`${secretsPath(team.id)}/ADMIN_TOKEN`);
    expect([inUse.status, inUse.body.code]).toEqual([409, 'CONFLICT']);
    await owner.agent
      .put(`${projectsPath(team.id)}/${project.id}`)
      .send({ topics: [{ name: 'T', sources: [{ url: site.url('/x'), headers: null }] }] });
    expect((await owner.agent.delete(`${secretsPath(team.id)}/ADMIN_TOKEN`)).status).toBe(200);
    expect((await owner.agent.delete(`${secretsPath(team.id)}/ADMIN_TOKEN`)).status).toBe(404);

    const audit = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs`).query({ resourceType: 'secret' });
    expect(audit.body.data.logs.map((entry: { action: string }) => entry.action).sort()).toEqual(['secret.created', 'secret.deleted']);
    expect(JSON.stringify(audit.body)).not.toContain(value);
  }, 60_000);

  it('keeps every secret value and session cookie out of every table, sealed ones included, and out of the logs', async () => {
    const values = [password, wrongPassword, token, ...portal.sessions];
    expect(values.length).toBeGreaterThan(3);
    const columns = await harness.sequelize.query<{ table: string; column: string }>(
      `SELECT c.table_name AS "table", c.column_name AS "column" FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
      { type: QueryTypes.SELECT },
    );
    expect(columns.some((c) => c.table === 'organization_secrets' && c.column === 'value_sealed')).toBe(true);
    const found: string[] = [];
    for (const { table, column } of columns) {
      const [row] = await harness.sequelize.query<{ hits: number }>(
        `SELECT count(*)::int AS hits FROM "${table}" WHERE ${values.map((_, i) => `strpos("${column}"::text, :v${i}) > 0`).join(' OR ')}`,
        { type: QueryTypes.SELECT, replacements: Object.fromEntries(values.map((v, i) => [`v${i}`, v])) },
      );
      if (row!.hits > 0) found.push(`${table}.${column}`);
    }
    expect(found).toEqual([]);
    const sealed = await harness.sequelize.query<{ value: string }>(`SELECT value_sealed AS value FROM organization_secrets`, {
      type: QueryTypes.SELECT,
    });
    expect(sealed.length).toBeGreaterThan(1);
    for (const { value } of sealed) expect(value).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);

    expect(logLines.some((line) => line.includes('/secrets'))).toBe(true);
    expect(logLines.filter((line) => values.some((value) => line.includes(value)))).toEqual([]);
    expect(harness.smtp.messages.filter((mail) => values.some((value) => mail.text.includes(value)))).toEqual([]);
  });
});
