import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { startHarness, type Harness } from '../support/harness';
import { parseCsv } from '../support/csv';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser, uniqueEmail } from '../support/users';

const ENTRY_FIELDS = [
  'id',
  'createdAt',
  'organizationId',
  'userId',
  'actor',
  'action',
  'resourceType',
  'resourceId',
  'metadata',
  'ipAddress',
  'userAgent',
  'auditSessionId',
  'traceId',
];

describe('audit logs', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
  });
  afterAll(() => harness.stop());

  const logsPath = (organizationId: string, query = '') => `/api/user/organizations/${organizationId}/audit-logs${query}`;
  const exportPath = (organizationId: string, query = '') => `/api/user/organizations/${organizationId}/audit-logs/export${query}`;

  async function insertEntry(
    organizationId: string,
    entry: { action: string; createdAt?: string; resourceId?: string; metadata?: object; userAgent?: string },
  ) {
    await harness.sequelize.query(
      `INSERT INTO audit_logs (id, organization_id, actor, action, resource_type, resource_id, metadata, user_agent, created_at)
       VALUES (gen_random_uuid(), $1, '{"type":"system","id":null,"email":null,"fullName":null}', $2, 'probe', $3, $4::jsonb, $5, coalesce($6::timestamptz, now()))`,
      {
        bind: [
          organizationId,
          entry.action,
          entry.resourceId ?? null,
          JSON.stringify(entry.metadata ?? {}),
          entry.userAgent ?? null,
          entry.createdAt ?? null,
        ],
      },
    );
  }

  it('records who acted, from where, with which credential and under which request id', async () => {
    const owner = await signUpUser(harness, 'auditor');
    const team = await createTeam(owner);
    const email = uniqueEmail('audited');
    await owner.agent
      .post(`/api/user/organizations/${team.id}/invites`)
      .set('User-Agent', 'audit-test/1.0')
      .set('X-Request-Id', 'trace-invite-1')
      .send({ emails: [email], role: 'member' });

    const res = await owner.agent.get(logsPath(team.id));
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('meta');
    const [invited, created] = res.body.data.logs;
    expect(Object.keys(invited)).toEqual(ENTRY_FIELDS);
    expect(invited).toMatchObject({
      organizationId: team.id,
      userId: owner.id,
      actor: { type: 'user', id: owner.id, email: owner.email, fullName: owner.fullName },
      action: 'member.invited',
      resourceType: 'membership',
      metadata: { email, role: 'member' },
      ipAddress: expect.any(String),
      userAgent: 'audit-test/1.0',
      auditSessionId: expect.any(String),
      traceId: 'trace-invite-1',
    });
    expect(created).toMatchObject({
      action: 'organization.created',
      resourceType: 'organization',
      resourceId: team.id,
      metadata: { name: team.name, slug: team.slug, type: 'team' },
    });
  });

  it('pages inside data, newest first, and refuses a limit over 100', async () => {
    const owner = await signUpUser(harness, 'pager');
    const team = await createTeam(owner);
    for (let n = 1; n <= 5; n += 1) await owner.agent.put(`/api/user/organizations/${team.id}`).send({ name: `Name ${n}` });

    const first = await owner.agent.get(logsPath(team.id, '?limit=2'));
    expect(first.body.data).toMatchObject({ total: 6, offset: 0, limit: 2, hasMore: true });
    expect(first.body.data.logs.map((l: { metadata: { changes: { name: { to: string } } } }) => l.metadata.changes.name.to)).toEqual([
      'Name 5',
      'Name 4',
    ]);
    const last = await owner.agent.get(logsPath(team.id, '?limit=2&offset=4'));
    expect(last.body.data).toMatchObject({ total: 6, offset: 4, limit: 2, hasMore: false });
    expect(last.body.data.logs.map((l: { action: string }) => l.action)).toEqual(['organization.updated', 'organization.created']);
    const defaults = await owner.agent.get(logsPath(team.id));
    expect(defaults.body.data).toMatchObject({ offset: 0, limit: 20, hasMore: false });

    for (const query of ['?limit=101', '?limit=0', '?offset=-1', '?limit=ten']) {
      const res = await owner.agent.get(logsPath(team.id, query));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.meta.errors[0].location).toBe('query');
    }
  });

  it('filters by action, resource type, resource id and user', async () => {
    const owner = await signUpUser(harness, 'filterer');
    const team = await createTeam(owner);
    const admin = await addMember(harness, owner, team.id, 'admin');
    await admin.agent.put(`/api/user/organizations/${team.id}`).send({ name: 'By admin' });

    const byAction = await owner.agent.get(logsPath(team.id, '?action=member.joined'));
    expect(byAction.body.data.logs.map((l: { userId: string }) => l.userId)).toEqual([admin.id]);
    const byType = await owner.agent.get(logsPath(team.id, '?resourceType=organization'));
    expect(byType.body.data.logs.map((l: { action: string }) => l.action)).toEqual(['organization.updated', 'organization.created']);
    const byResource = await owner.agent.get(logsPath(team.id, `?resourceId=${admin.membershipId}`));
    expect(byResource.body.data.logs.map((l: { action: string }) => l.action)).toEqual(['member.joined', 'member.invited']);
    const byUser = await owner.agent.get(logsPath(team.id, `?userId=${admin.id}`));
    expect(byUser.body.data.logs.map((l: { action: string }) => l.action)).toEqual(['organization.updated', 'member.joined']);
    const combined = await owner.agent.get(logsPath(team.id, `?userId=${admin.id}&resourceType=organization`));
    expect(combined.body.data.total).toBe(1);
    expect((await owner.agent.get(logsPath(team.id, '?userId=nobody'))).status).toBe(400);
  });

  it('filters by an inclusive date range; a start after the end matches nothing', async () => {
    const owner = await signUpUser(harness, 'dater');
    const team = await createTeam(owner);
    await insertEntry(team.id, { action: 'probe.dated', createdAt: '2030-01-01T00:00:00.000Z', resourceId: 'jan' });
    await insertEntry(team.id, { action: 'probe.dated', createdAt: '2030-02-01T00:00:00.000Z', resourceId: 'feb' });
    await insertEntry(team.id, { action: 'probe.dated', createdAt: '2030-03-01T00:00:00.000Z', resourceId: 'mar' });
    const ids = async (query: string) =>
      (await owner.agent.get(logsPath(team.id, `?action=probe.dated&${query}`))).body.data.logs.map(
        (l: { resourceId: string }) => l.resourceId,
      );

    expect(await ids('startDate=2030-02-01T00:00:00Z')).toEqual(['mar', 'feb']);
    expect(await ids('endDate=2030-02-01T00:00:00.000Z')).toEqual(['feb', 'jan']);
    expect(await ids('startDate=2030-01-15T00:00:00%2B01:00&endDate=2030-02-15T00:00:00Z')).toEqual(['feb']);
    const reversed = await owner.agent.get(logsPath(team.id, '?startDate=2030-03-01T00:00:00Z&endDate=2030-01-01T00:00:00Z'));
    expect(reversed.status).toBe(200);
    expect(reversed.body.data).toMatchObject({ logs: [], total: 0 });
    expect((await owner.agent.get(logsPath(team.id, '?startDate=yesterday'))).status).toBe(400);
  });

  it('keeps each organization’s log to itself', async () => {
    const owner = await signUpUser(harness, 'isolated');
    const mine = await createTeam(owner);
    const other = await createTeam(owner);
    await insertEntry(other.id, { action: 'probe.elsewhere' });
    const logs = await owner.agent.get(logsPath(mine.id, '?action=probe.elsewhere'));
    expect(logs.body.data.total).toBe(0);
    const exported = await owner.agent.get(exportPath(mine.id, '?action=probe.elsewhere'));
    expect(exported.body).toEqual([]);
  });

  it('exports the matching entries as a JSON array attachment, the same entries the list shows', async () => {
    const owner = await signUpUser(harness, 'jsonexport');
    const team = await createTeam(owner);
    await owner.agent.put(`/api/user/organizations/${team.id}`).send({ name: 'Exported' });

    const res = await owner.agent.get(exportPath(team.id, '?resourceType=organization'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?audit-logs-${team.id}-[\\dT-]+Z\\.json"?$`));
    expect(res.headers['cache-control']).toBe('no-store');
    const listed = await owner.agent.get(logsPath(team.id, '?resourceType=organization'));
    expect(res.body).toEqual(listed.body.data.logs);
    expect(res.body).toHaveLength(2);

    const explicit = await owner.agent.get(exportPath(team.id, '?format=json&action=organization.created'));
    expect(explicit.body.map((e: { action: string }) => e.action)).toEqual(['organization.created']);
    expect((await owner.agent.get(exportPath(team.id, '?format=xml'))).status).toBe(400);
    const reversed = await owner.agent.get(exportPath(team.id, '?startDate=2030-03-01T00:00:00Z&endDate=2030-01-01T00:00:00Z'));
    expect(reversed.status).toBe(200);
    expect(reversed.body).toEqual([]);
  });

  it('records each export in the log itself', async () => {
    const owner = await signUpUser(harness, 'exportaudit');
    const team = await createTeam(owner);
    await owner.agent.get(exportPath(team.id, '?format=csv&action=member.invited'));
    const logs = await owner.agent.get(logsPath(team.id, '?action=audit_log.exported'));
    expect(logs.body.data.logs).toEqual([
      expect.objectContaining({
        userId: owner.id,
        resourceType: 'audit_log',
        metadata: { format: 'csv', filters: { action: 'member.invited' } },
      }),
    ]);
  });

  it('exports CSV with a header row and RFC 4180 quoting of commas, quotes and line breaks', async () => {
    const owner = await signUpUser(harness, 'csvexport');
    const team = await createTeam(owner);
    const tricky = 'Acme, "the best"\nsecond line';
    await insertEntry(team.id, {
      action: 'probe.csv',
      resourceId: 'multi\r\nline, "id"',
      metadata: { note: tricky, nested: { list: [1, 'two,'] } },
      userAgent: '=HYPERLINK("http://evil.example")',
    });

    const res = await owner.agent.get(exportPath(team.id, '?format=csv&action=probe.csv'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?audit-logs-.+\.csv"?$/);
    expect(res.text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(ENTRY_FIELDS);
    expect(rows).toHaveLength(1);
    const entry = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    expect(JSON.parse(entry.metadata!)).toEqual({ note: tricky, nested: { list: [1, 'two,'] } });
    expect(entry.resourceId).toBe('multi\r\nline, "id"');
    expect(JSON.parse(entry.actor!)).toEqual({ type: 'system', id: null, email: null, fullName: null });
    expect(entry.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(entry.userId).toBe('');
    expect(entry.userAgent).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('offers no way to change or delete an entry, and the database refuses updates', async () => {
    const owner = await signUpUser(harness, 'immutable');
    const team = await createTeam(owner);
    const [entry] = (await owner.agent.get(logsPath(team.id))).body.data.logs;
    for (const method of ['put', 'patch', 'delete'] as const) {
      expect((await owner.agent[method](`${logsPath(team.id)}/${entry.id}`).send({})).status).toBe(404);
      const onList = await owner.agent[method](logsPath(team.id)).send({});
      expect(onList.status).toBe(405);
      expect(onList.headers.allow).toBe('GET, HEAD, OPTIONS');
    }
    await expect(harness.sequelize.query("UPDATE audit_logs SET action = 'tampered' WHERE id = $1", { bind: [entry.id] })).rejects.toThrow(
      /cannot be updated/,
    );
    const [stored] = await harness.sequelize.query<{ action: string }>('SELECT action FROM audit_logs WHERE id = $1', {
      bind: [entry.id],
      type: QueryTypes.SELECT,
    });
    expect(stored).toEqual({ action: 'organization.created' });
    expect((await request(harness.app).get(logsPath(team.id))).status).toBe(401);
  });
});
