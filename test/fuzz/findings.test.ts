import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CHECKOUT_URLS, startBillingHarness, subscribe, type BillingHarness } from '../billing/billing-harness';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { signUpUser, type SignedUpUser } from '../support/users';

/** What Schemathesis found, each pinned by an HTTP test: server errors, and rules the document did not state. */
describe('Schemathesis findings', () => {
  let b: BillingHarness;
  let owner: SignedUpUser;
  let organizationId: string;
  let document: OpenApiDocument;
  beforeAll(async () => {
    b = await startBillingHarness({ RATE_LIMITS_ENABLED: 'false' });
    owner = await signUpUser(b.harness, 'owner');
    organizationId = (await createTeam(owner)).id;
    document = (await request(b.harness.app).get('/api/openapi.json')).body;
  });
  afterAll(() => b?.stop());

  it('answers a manual run start racing the end of the previous run with 202 or 409, never a deadlock’s 500', async () => {
    const project = await createProject(owner, organizationId);
    const runs = `${projectsPath(organizationId)}/${project.id}/runs`;
    const statuses = new Set<number>();
    for (let round = 0; round < 40; round += 1) {
      const answers = await Promise.all([owner.agent.post(runs), owner.agent.post(runs)]);
      for (const answer of answers) statuses.add(answer.status);
    }
    expect([...statuses].sort()).toEqual([202, 409]);
  });

  it('states in the document which domain names can be added, and refuses the rest naming the field', async () => {
    const pattern = new RegExp(propertySchema(document, 'AddDomainRequest', 'domain').pattern!);
    const unique = randomUUID().slice(0, 8);
    const candidates = [
      `acme-${unique}.com`,
      `Shop.ACME-${unique}.example.org.`,
      '0'.repeat(40),
      '10.1.2.3',
      `${unique}.123`,
      `-${unique}.com`,
      `${'a'.repeat(64)}.com`,
      'acme',
    ];
    const answers = [];
    for (const domain of candidates) {
      const res = await owner.agent.post(`/api/user/organizations/${organizationId}/domains`).send({ domain });
      answers.push({ domain, status: res.status, documented: pattern.test(domain), field: res.body.meta?.errors?.[0]?.field });
    }
    expect(answers.filter((a) => (a.status === 201) !== a.documented)).toEqual([]);
    expect(answers.filter((a) => a.status !== 201).map((a) => a.field)).toEqual(Array(6).fill('domain'));
  });

  it('states that a source URL is an http(s) URL', async () => {
    const project = await createProject(owner, organizationId);
    const source = propertySchema(document, 'UpdateTopic', 'sources').items!;
    const pattern = new RegExp(source.properties!.url!.pattern!);
    const refused = await owner.agent
      .put(`${projectsPath(organizationId)}/${project.id}`)
      .send({ topics: [{ name: 'Pricing', sources: [{ url: 'acme.example/pricing' }] }] });
    expect({ status: refused.status, documented: pattern.test('acme.example/pricing') }).toEqual({ status: 400, documented: false });
    const accepted = await owner.agent
      .put(`${projectsPath(organizationId)}/${project.id}`)
      .send({ topics: [{ name: 'Pricing', sources: [{ url: 'https://acme.example/pricing' }] }] });
    expect({ status: accepted.status, documented: pattern.test('https://acme.example/pricing') }).toEqual({
      status: 200,
      documented: true,
    });
  });

  it('documents the safe-integer range of integers, and answers offsets beyond it with 400', async () => {
    const offset = document.paths['/api/user/organizations/{organizationId}/projects']!.get!.parameters!.find(
      (p) => p.name === 'offset',
    )!.schema;
    expect(offset).toMatchObject({ type: expect.arrayContaining(['integer']), minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
    expect((await owner.agent.get(projectsPath(organizationId)).query({ offset: Number.MAX_SAFE_INTEGER })).status).toBe(200);
    const beyond = await owner.agent.get(projectsPath(organizationId)).query({ offset: '9007199254740992' });
    expect({ status: beyond.status, field: beyond.body.meta.errors[0].field }).toEqual({ status: 400, field: 'offset' });
  });

  it('answers a second subscription checkout with 409 CONFLICT, since the organization already has one', async () => {
    const team = await createTeam(owner);
    await subscribe(b, owner.agent, team.id, { tierId: 'plus', interval: 'monthly', seatCount: 3 });
    const again = await owner.agent
      .post(`/api/user/organizations/${team.id}/payments/checkout`)
      .send({ tierId: 'pro', interval: 'monthly', seatCount: 3, ...CHECKOUT_URLS });
    expect(again.body).toMatchObject({ status: 409, code: 'CONFLICT', message: expect.stringContaining('PATCH /payments/subscription') });
  });
});

interface OpenApiSchema {
  pattern?: string;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { name: string; schema: unknown }[] } | undefined>>;
  components: { schemas: Record<string, OpenApiSchema> };
}

function propertySchema(document: OpenApiDocument, component: string, property: string): OpenApiSchema {
  return document.components.schemas[component]!.properties![property]!;
}
