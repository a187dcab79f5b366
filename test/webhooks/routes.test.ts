import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { ProjectModel } from '../../models/projects';
import { startHarness, type Harness } from '../support/harness';
import { createApiKey } from '../support/api-keys';
import { addMember, createTeam } from '../support/organizations';
import { signUpUser } from '../support/users';
import { startReceiver, type Receiver } from './support';

describe('webhook endpoint routes', () => {
  let harness: Harness;
  let receiver: Receiver;
  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'true' } });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.stop();
    await harness.stop();
  });

  async function teamWithRoles() {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const admin = await addMember(harness, owner, team.id, 'admin');
    const member = await addMember(harness, owner, team.id, 'member');
    return { owner, admin, member, team, base: `/api/user/organizations/${team.id}/webhooks` };
  }

  async function projectIn(organizationId: string): Promise<string> {
    const id = randomUUID();
    await ProjectModel.create({
      id,
      organizationId,
      createdByUserId: null,
      name: 'Pricing',
      description: null,
      businessContext: null,
      status: 'active',
      frequency: 'daily',
      timezone: 'Europe/Paris',
    });
    return id;
  }

  it('lets an admin add an endpoint, shows the signing secret once, and records it in the audit log', async () => {
    const { owner, admin, team, base } = await teamWithRoles();
    const projectId = await projectIn(team.id);
    const created = await admin.agent
      .post(base)
      .send({ url: 'https://hooks.example.com/vigil', events: ['change.detected', 'run.failed', 'run.failed'], projectIds: [projectId] });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      organizationId: team.id,
      url: 'https://hooks.example.com/vigil',
      events: ['change.detected', 'run.failed'],
      projectIds: [projectId],
      onlyRelevant: true,
      format: 'standard',
      enabled: true,
      disabledReason: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
    });
    const id = created.body.data.id as string;
    const fetched = await owner.agent.get(`${base}/${id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body.data).not.toHaveProperty('secret');
    expect(fetched.text).not.toContain(created.body.data.secret.slice(6));
    const list = await owner.agent.get(base);
    expect(list.body.data.map((w: { id: string }) => w.id)).toEqual([id]);
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?action=webhook.created`);
    expect(logs.body.data.logs[0]).toMatchObject({
      resourceType: 'webhook',
      resourceId: id,
      metadata: { url: 'https://hooks.example.com/vigil' },
    });
    expect(JSON.stringify(logs.body.data.logs)).not.toContain('whsec_');
  });

  it('seals the secret at rest', async () => {
    const { owner, base } = await teamWithRoles();
    const created = await owner.agent.post(base).send({ url: 'https://hooks.example.com/a', events: ['run.failed'] });
    const [row] = await harness.sequelize.query<{ secret_sealed: string }>('SELECT secret_sealed FROM webhook_endpoints WHERE id = :id', {
      replacements: { id: created.body.data.id },
      type: 'SELECT' as never,
    });
    expect(row!.secret_sealed).toMatch(/^v1\./);
    expect(row!.secret_sealed).not.toContain(created.body.data.secret.slice(6));
  });

  it('changes, disables and deletes an endpoint, each audited', async () => {
    const { owner, team, base } = await teamWithRoles();
    const id = (await owner.agent.post(base).send({ url: 'https://hooks.example.com/b', events: ['change.detected'] })).body.data
      .id as string;
    const updated = await owner.agent.put(`${base}/${id}`).send({ format: 'slack', onlyRelevant: false, enabled: false, projectIds: null });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      url: 'https://hooks.example.com/b',
      format: 'slack',
      onlyRelevant: false,
      enabled: false,
      disabledReason: 'Disabled by a member',
      projectIds: null,
    });
    const reenabled = await owner.agent.put(`${base}/${id}`).send({ enabled: true });
    expect(reenabled.body.data).toMatchObject({ enabled: true, disabledReason: null });
    const deleted = await owner.agent.delete(`${base}/${id}`);
    expect(deleted.status).toBe(200);
    expect((await owner.agent.get(`${base}/${id}`)).status).toBe(404);
    const logs = await owner.agent.get(`/api/user/organizations/${team.id}/audit-logs?resourceType=webhook`);
    expect(logs.body.data.logs.map((l: { action: string }) => l.action)).toEqual([
      'webhook.deleted',
      'webhook.updated',
      'webhook.updated',
      'webhook.created',
    ]);
  });

  it('rejects bad input with field errors', async () => {
    const { owner, base } = await teamWithRoles();
    const res = await owner.agent
      .post(base)
      .send({ url: 'ftp://example.com', events: ['change.exploded'], format: 'telegram', onlyRelevant: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.meta.errors.map((e: { field: string }) => e.field).sort()).toEqual(['events.0', 'format', 'onlyRelevant', 'url']);
    expect((await owner.agent.post(base).send({ url: 'https://user:pw@example.com/', events: ['run.failed'] })).status).toBe(400);
    expect((await owner.agent.post(base).send({ url: 'https://example.com/', events: [] })).status).toBe(400);
    for (const url of ['', 'not a url']) {
      const unparsable = await owner.agent.post(base).send({ url, events: ['run.failed'] });
      expect({ status: unparsable.status, fields: unparsable.body.meta?.errors.map((e: { field: string }) => e.field) }).toEqual({
        status: 400,
        fields: ['url'],
      });
    }
    expect((await owner.agent.get(`${base}/${randomUUID()}/deliveries?limit=101`)).status).toBe(400);
  });

  it('refuses projects of another organization as unknown', async () => {
    const { owner, base } = await teamWithRoles();
    const other = await signUpUser(harness, 'other');
    const foreignProject = await projectIn(other.personalOrganizationId);
    const res = await owner.agent.post(base).send({ url: 'https://example.com/', events: ['run.failed'], projectIds: [foreignProject] });
    expect(res.status).toBe(400);
    expect(res.body.meta.errors).toEqual([expect.objectContaining({ field: 'projectIds' })]);
  });

  it('forbids members and keys without the member-management scope, and hides endpoints from strangers', async () => {
    const { owner, member, base } = await teamWithRoles();
    const id = (await owner.agent.post(base).send({ url: 'https://hooks.example.com/c', events: ['run.failed'] })).body.data.id as string;
    for (const res of [
      await member.agent.get(base),
      await member.agent.post(base).send({ url: 'https://x.example/', events: ['run.failed'] }),
      await member.agent.post(`${base}/${id}/test`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    const readOnlyKey = (await createApiKey(owner, { scopes: ['organization:read'] })).key;
    expect((await request(harness.app).get(base).set('X-Api-Key', readOnlyKey)).status).toBe(403);
    const managingKey = (await createApiKey(owner, { scopes: ['organization:manage-members'] })).key;
    expect((await request(harness.app).get(base).set('X-Api-Key', managingKey)).status).toBe(200);
    const stranger = await signUpUser(harness, 'stranger');
    for (const res of [
      await stranger.agent.get(base),
      await stranger.agent.get(`${base}/${id}`),
      await stranger.agent.delete(`${base}/${id}`),
    ])
      expect(res.status).toBe(404);
    const strangersBase = `/api/user/organizations/${stranger.personalOrganizationId}/webhooks`;
    expect((await stranger.agent.get(`${strangersBase}/${id}`)).status).toBe(404);
    expect((await stranger.agent.post(`${strangersBase}/${id}/test`)).status).toBe(404);
    expect((await stranger.agent.get(`${strangersBase}/${id}/deliveries`)).status).toBe(404);
  });

  it('sends a signed test event the receiver can verify, and lists the delivery', async () => {
    const { owner, base } = await teamWithRoles();
    const created = (await owner.agent.post(base).send({ url: receiver.url, events: ['change.detected'] })).body.data;
    const before = receiver.received.length;
    const test = await owner.agent.post(`${base}/${created.id}/test`);
    expect(test.status).toBe(202);
    expect(test.body.data).toMatchObject({ webhookId: created.id, event: 'webhook.test', status: 'pending', attempts: 0 });
    const arrived = (await receiver.waitFor(before + 1))[before]!;
    const verified = new Webhook(created.secret).verify(arrived.body, arrived.headers as Record<string, string>) as {
      type: string;
      data: { webhookId: string };
    };
    expect(verified).toMatchObject({ type: 'webhook.test', data: { webhookId: created.id } });
    expect(arrived.headers['webhook-id']).toBe(test.body.data.id);
    const deliveries = await waitForDeliveryStatus(owner.agent, `${base}/${created.id}/deliveries`, 'succeeded');
    expect(deliveries.body.data[0]).toMatchObject({
      id: test.body.data.id,
      event: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      lastResponseCode: 204,
      nextRetryAt: null,
    });
    expect(deliveries.body.meta).toMatchObject({ total: 1, offset: 0, limit: 20, hasMore: false });
  });
});

async function waitForDeliveryStatus(agent: ReturnType<typeof request.agent>, path: string, status: string) {
  for (let tries = 0; ; tries += 1) {
    const res = await agent.get(path);
    if (res.body.data?.[0]?.status === status || tries > 50) return res;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
