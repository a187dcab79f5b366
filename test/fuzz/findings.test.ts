import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AuditLogModel } from '../../models/audit';
import { OrganizationModel } from '../../models/organizations';
import { SsoConfigurationModel } from '../../models/sso';
import { CHECKOUT_URLS, startBillingHarness, subscribe, type BillingHarness } from '../billing/billing-harness';
import { expectAnswer } from '../support/hostile';
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

  describe('PUT settings/sso with the body Schemathesis sent: control characters in clientId, issuer https://nil.info', () => {
    const EMOJI = '\u{1F600}';
    const ssoPath = (organizationId: string) => `/api/user/organizations/${organizationId}/settings/sso`;
    const body = (fields: Record<string, string>) => ({
      provider: 'oidc',
      issuerUrl: 'https://nil.info',
      clientId: 'fuzz-client',
      clientSecret: 'fuzz-secret',
      ...fields,
    });
    /** What an SSO request may have left behind: the configuration row, the organization's flag, its audit entries. */
    /** Schemathesis's client id without its control characters: what made the 500 once they are refused. */
    const SCHEMATHESIS_PRINTABLE =
      '\udaeb\udf01@\ud9d3\udf06[jV\ue88fy\ud99e\udd1b\ud991\ude07\u00f0\u00a5gy\udbe9\uddcbw(\uda70\udfcbq\ud8cc\udc0b0\ud8a8\udffdE1';
    const savedFor = async (organizationId: string) => ({
      row: await SsoConfigurationModel.findByPk(organizationId, { raw: true }),
      ssoEnabled: (await OrganizationModel.findByPk(organizationId, { raw: true }))!.ssoEnabled,
      audited: await AuditLogModel.count({ where: { organizationId, resourceType: 'sso_configuration' } }),
    });

    it('attack: control characters in the client id or secret are a 400 VALIDATION_ERROR naming the field, with no stack, and nothing saved', async () => {
      const { id } = await createTeam(owner);
      const hostile: Array<[field: string, value: string]> = [
        // Schemathesis's own body (test case DSolqH): an emoji, `@`, then an emoji across the 4th code unit, and control characters.
        [
          'clientId',
          '\udaeb\udf01@\ud9d3\udf06[jV\ue88f\u0011\u008a\ud99e\udd1b\u0006\ud991\ude07\u00f0\u00a5gy\udbe9\uddcb\u0005\u0094\u0091\ud912\udfd2w(\uda70\udfcbq\ud8cc\udc0b0\ud8a8\udffd\tE1',
        ],
        ['clientId', '\u0001fuzz\u001f'],
        ['clientId', 'fuzz\u007fclient'],
        ['clientId', 'fuzz\u0085client'],
        ['clientId', 'fuzz\r\nX-Injected: yes'],
        ['clientId', `abc${EMOJI}def\u0002ghijklmn`],
        ['clientSecret', 'secret\u0000'],
        ['clientSecret', 'secret\u001b[31m'],
        ['clientSecret', 'secret\tpart'],
      ];
      const wrong: string[] = [];
      for (const [field, value] of hostile) {
        const res = await owner.agent.put(ssoPath(id)).send(body({ [field]: value }));
        wrong.push(...expectAnswer(`${field}=${JSON.stringify(value)}`, res, { statuses: [400], code: 'VALIDATION_ERROR' }));
        if (res.status === 400 && res.body.meta?.errors?.[0]?.field !== field) wrong.push(`${JSON.stringify(value)}: ${res.text}`);
      }
      expect(wrong).toEqual([]);
      expect(await savedFor(id)).toEqual({ row: null, ssoEnabled: false, audited: 0 });
    });

    it('attack: a refused replacement leaves the configuration as it was', async () => {
      const { id } = await createTeam(owner);
      await owner.agent.put(ssoPath(id)).send(body({})).expect(200);
      const before = await savedFor(id);
      const res = await owner.agent.put(ssoPath(id)).send(body({ clientId: 'other\u0001client', clientSecret: 'other-secret' }));
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
      expect(await savedFor(id)).toEqual(before);
    });

    it('stores a client id whose abbreviation cuts through an emoji (the 500: half of it in the audit entry), showing it whole', async () => {
      const { id } = await createTeam(owner);
      const wrong: string[] = [];
      // Each puts a surrogate pair across a cut of the abbreviation: after the 4th, or before the 4th-last, code unit.
      for (const clientId of [
        `abc${EMOJI}defghijklmn`,
        `abcdefghijk${EMOJI}lmn`,
        `a${EMOJI.repeat(13)}`,
        `${EMOJI.repeat(13)}a`,
        SCHEMATHESIS_PRINTABLE,
      ]) {
        const res = await owner.agent.put(ssoPath(id)).send(body({ clientId }));
        wrong.push(...expectAnswer(JSON.stringify(clientId), res, { statuses: [200] }));
        const shown = String(res.body.data?.clientId);
        if (shown !== `${[...clientId].slice(0, 4).join('')}…${[...clientId].slice(-4).join('')}`)
          wrong.push(`${clientId} shown as ${shown}`);
      }
      expect(wrong).toEqual([]);
      const audited = await AuditLogModel.findAll({ where: { organizationId: id, resourceType: 'sso_configuration' }, raw: true });
      expect(audited.map((entry) => (entry.metadata as { clientId: string }).clientId).sort()).toEqual(
        [
          `abc${EMOJI}…klmn`,
          `abcd…${EMOJI}lmn`,
          `a${EMOJI.repeat(3)}…${EMOJI.repeat(4)}`,
          `${EMOJI.repeat(4)}…${EMOJI.repeat(3)}a`,
          '\udaeb\udf01@\ud9d3\udf06[…0\ud8a8\udffdE1',
        ].sort(),
      );
    });

    it('states the rule in the document: the client id and secret patterns refuse what the API refuses and admit what it stores', () => {
      const clientId = new RegExp(propertySchema(document, 'SsoConfigurationRequest', 'clientId').pattern!);
      const clientSecret = new RegExp(propertySchema(document, 'SsoConfigurationRequest', 'clientSecret').pattern!);
      const refused = ['\u0001fuzz', 'fuzz\u007f', 'a\u0085', 'a\r\nb', 'a\u0000', ' ', '\t'];
      expect(refused.filter((value) => clientId.test(value))).toEqual([]);
      expect(refused.filter((value) => value.trim() !== '' && clientSecret.test(value))).toEqual([]);
      const stored = ['0oa1b2c3d4e5f6g7', `abc${EMOJI}defghijklmn`, ' padded ', 'svc.apps.googleusercontent.com'];
      expect(stored.filter((value) => !clientId.test(value) || !clientSecret.test(value))).toEqual([]);
    });
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
