import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { SCOPES } from '../../domain/access/scopes';
import { listen } from '../../api/server';
import { startHarness, type Harness } from '../support/harness';
import { documentedOperations, resolveSchema, type DocumentedOperation, type OpenApiDocument } from '../support/documented-operations';
import { createApiKey } from '../support/api-keys';
import {
  concretePath,
  PATH_PARAMETERS,
  pathKeys,
  populatedOrganization,
  type PopulatedOrganization,
} from '../support/populated-organization';
import { uniqueEmail } from '../support/users';
import { databaseSnapshot, snapshotChanges, type RowChange } from '../support/snapshot';
import {
  CONTENT_TYPE_CASES,
  HOSTILE_REQUEST_ID,
  INJECTED_HEADER,
  SQL_INJECTIONS,
  STORED_INJECTIONS,
  astralAround,
  compressedBodyCases,
  rawRequest,
  deepJson,
  expectAnswer,
  numberViolations,
  oversizedCase,
  stringLeaves,
  withLeaf,
  leafOf,
  type Expectation,
} from '../support/hostile';

/** The owner's own organization and its real resources, whose ids every hostile request carries. */
/** The owner's organization, and a full-scope key of the owner's for the requests sent by key. */
type Fixture = PopulatedOrganization & { apiKey: string };

/** Stands in for a field's value while the body is serialized, then replaced by JSON nested thousands of levels deep. */
const DEEP_MARK = 'deep value goes here';
const NOT_THE_PASSWORD = 'not the password at all';
const ORG = '/api/user/organizations/{organizationId}';

/**
 * A body each operation accepts by shape, the base every hostile body is made from (one field spoiled at
 * a time). Credentials in it are wrong on purpose, so a spoiled field that slips through still cannot
 * change a password, delete the account or enable two-factor authentication.
 */
const VALID_BODIES: Record<string, (f: Fixture) => Record<string, unknown>> = {
  'POST /api/auth/sign-up/email': () => ({ email: uniqueEmail('hostile'), password: 'a long enough password', fullName: 'Hostile Tester' }),
  'POST /api/auth/sign-in/email': (f) => ({ email: f.owner.email, password: NOT_THE_PASSWORD }),
  'POST /api/auth/verify-email': () => ({ token: 'no-such-token' }),
  'POST /api/auth/magic-link': (f) => ({ email: f.owner.email }),
  'POST /api/auth/magic-link/verify': () => ({ token: 'no-such-token' }),
  'POST /api/auth/forgot-password': (f) => ({ email: f.owner.email }),
  'POST /api/auth/reset-password': () => ({ token: 'no-such-token', password: 'a long enough password' }),
  'POST /api/auth/change-password': () => ({ currentPassword: NOT_THE_PASSWORD, newPassword: 'a long enough password' }),
  'POST /api/auth/two-factor/enable': () => ({ password: NOT_THE_PASSWORD }),
  'POST /api/auth/two-factor/verify': () => ({ code: '123456' }),
  'POST /api/auth/two-factor/disable': () => ({ password: NOT_THE_PASSWORD }),
  'POST /api/auth/api-key/create': () => ({ name: 'hostile key', expiresIn: 3600, scopes: ['user:read'], metadata: { team: 'ops' } }),
  'POST /api/auth/api-key/update': (f) => ({ id: f.apiKeyId, name: 'renamed key', metadata: { team: 'ops' } }),
  'POST /api/auth/api-key/delete': () => ({ id: randomUUID() }),
  'PUT /api/user/me': () => ({ fullName: 'Hostile Tester' }),
  'DELETE /api/user/me': () => ({ password: NOT_THE_PASSWORD }),
  'POST /api/user/organizations': () => ({ name: 'Hostile Org' }),
  [`PUT ${ORG}`]: () => ({ name: 'Renamed Org' }),
  [`PUT ${ORG}/members/{memberId}/role`]: () => ({ role: 'admin' }),
  [`POST ${ORG}/invites`]: () => ({ emails: [uniqueEmail('invitee')], role: 'member' }),
  [`POST ${ORG}/payments/checkout`]: () => ({
    tierId: 'plus',
    interval: 'monthly',
    seatCount: 1,
    slotPacks: 0,
    successUrl: 'http://app.vigil.test/ok',
    cancelUrl: 'http://app.vigil.test/cancel',
  }),
  [`POST ${ORG}/payments/credits/checkout`]: () => ({
    packId: 'credits_100',
    successUrl: 'http://app.vigil.test/ok',
    cancelUrl: 'http://app.vigil.test/cancel',
  }),
  [`POST ${ORG}/payments/verify`]: () => ({ sessionId: 'cs_test_nothing' }),
  [`PATCH ${ORG}/payments/subscription`]: () => ({ seatCount: 2, slotPacks: 1 }),
  [`PUT ${ORG}/settings/billing`]: () => ({ billingEmail: 'billing@example.com' }),
  [`POST ${ORG}/projects`]: () => ({
    name: 'Hostile project',
    monitoringIntent: 'Track pricing changes of Acme at https://acme.example/pricing',
  }),
  [`PUT ${ORG}/projects/{id}`]: () => ({ name: 'Renamed project', description: 'What we watch', businessContext: 'We sell anvils' }),
  [`POST ${ORG}/domains`]: () => ({ domain: 'hostile.example.com' }),
  [`PUT ${ORG}/domains/{domainId}/auto-join`]: () => ({ mode: 'approval', role: 'member' }),
  [`PUT ${ORG}/settings/security`]: () => ({ authRequired: 'any', requireMfa: false }),
  [`PUT ${ORG}/mfa`]: () => ({ requireMfa: false, gracePeriodDays: 7 }),
  [`PUT ${ORG}/settings/sso`]: () => ({
    provider: 'oidc',
    issuerUrl: 'https://idp.example.com',
    clientId: 'client',
    clientSecret: 'secret',
  }),
  'POST /api/auth/sign-in/sso': (f) => ({ email: f.owner.email }),
  [`POST ${ORG}/webhooks`]: () => ({ url: 'https://hooks.example.com/hostile', events: ['run.failed'] }),
  [`PUT ${ORG}/webhooks/{webhookId}`]: () => ({ url: 'https://hooks.example.com/renamed', enabled: true }),
  [`POST ${ORG}/secrets`]: () => ({ name: 'HOSTILE_TOKEN', value: 'a token' }),
  [`PUT ${ORG}/secrets/{name}`]: () => ({ value: 'a new token' }),
  [`PUT ${ORG}/projects/{id}/alerts`]: () => ({ mode: 'daily', onlyRelevant: true }),
  [`PUT ${ORG}/projects/{id}/changes/{changeId}/feedback`]: () => ({ relevant: true }),
  'POST /api/alerts/unsubscribe': () => ({ token: 'no-such-token' }),
  [`POST ${ORG}/oauth-apps`]: () => ({ name: 'Hostile app', redirectUris: ['https://app.example.com/callback'], scopes: ['user:read'] }),
  [`PUT ${ORG}/oauth-apps/{appId}`]: () => ({ name: 'Renamed app' }),
};

/** Where a written resource can be read back, to prove free text is stored verbatim and not only echoed. */
const READ_BACK: Record<string, string> = {
  'PUT /api/user/me': '/api/user/me',
  [`PUT ${ORG}`]: ORG,
  [`PUT ${ORG}/projects/{id}`]: `${ORG}/projects/{id}`,
  [`PUT ${ORG}/webhooks/{webhookId}`]: `${ORG}/webhooks/{webhookId}`,
  [`PUT ${ORG}/oauth-apps/{appId}`]: `${ORG}/oauth-apps/{appId}`,
};

/** Free text the contract lets a user write anything into: SQL-looking values must be accepted there. */
const MUST_ROUND_TRIP = [
  'PUT /api/user/me fullName',
  'POST /api/auth/sign-up/email fullName',
  'POST /api/user/organizations name',
  `PUT ${ORG} name`,
  'POST /api/auth/api-key/create name',
  'POST /api/auth/api-key/update name',
  `POST ${ORG}/projects name`,
  `PUT ${ORG}/projects/{id} name`,
  `PUT ${ORG}/projects/{id} description`,
  `PUT ${ORG}/projects/{id} businessContext`,
];

/**
 * Fields the contract shows differently from how they were written, so only their storage is checked: the
 * SSO client id abbreviated, a domain name in its ASCII (punycode) form.
 */
const SHOWN_DIFFERENTLY = new Set([`PUT ${ORG}/settings/sso clientId`, `POST ${ORG}/domains domain`]);

/** Billing is not configured in the harness: a well-formed billing request that reaches the domain answers 503 by design. */
const BILLING_UNCONFIGURED: Expectation = { statuses: [400, 404, 409, 503] };

type Operation = DocumentedOperation;

// Each test sends hundreds of requests (about 30 s of CPU for the file); on a loaded shared machine one can outlast the default 60 s.
jest.setTimeout(180_000);

describe('hostile-input sweep over every operation of the served OpenAPI document', () => {
  let harness: Harness;
  let fixture: Fixture;
  let operations: Operation[];
  let document: unknown;

  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
    fixture = await buildFixture(harness);
    document = (await request(harness.app).get('/api/openapi.json')).body;
    operations = documentedOperations(document as OpenApiDocument);
  });
  afterAll(() => harness.stop());

  /**
   * Runs `sweep` and proves the database (bookkeeping aside, see test/support/snapshot.ts) is unchanged,
   * but for rows `expectedWrite` names as the documented effect of a request that rightly succeeds.
   */
  async function writesNothing(sweep: () => Promise<string[]>, expectedWrite: (change: RowChange) => boolean = () => false): Promise<void> {
    const before = await databaseSnapshot(harness.sequelize);
    const wrong = await sweep();
    expect(wrong).toEqual([]);
    const changes = snapshotChanges(before, await databaseSnapshot(harness.sequelize));
    expect(changes.filter((change) => !(change.change === 'added' && expectedWrite(change)))).toEqual([]);
  }

  function call(op: Operation, { path = concretePath(op.path, fixture), byKey = false }: { path?: string; byKey?: boolean } = {}) {
    const requester = byKey || op.access.kind === 'public' ? request(harness.app) : fixture.owner.agent;
    const req = requester[op.method](path).set('X-Request-Id', HOSTILE_REQUEST_ID);
    return byKey ? req.set('X-Api-Key', fixture.apiKey) : req;
  }

  const bodyOf = (op: Operation) => VALID_BODIES[op.key]!(fixture);
  const operationsWithBodies = () => operations.filter((op) => op.bodySchema);

  it('knows a real id for every path parameter and a well-formed body for every operation that takes one', () => {
    const unknownParameters = operations.flatMap((op) =>
      pathKeys(op.path)
        .filter((key) => !PATH_PARAMETERS[key])
        .map((key) => `${op.key}: ${key}`),
    );
    const missingBodies = operations.filter((op) => op.bodySchema && !VALID_BODIES[op.key]).map((op) => op.key);
    expect(unknownParameters).toEqual([]);
    expect(missingBodies).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(80);
  });

  it('refuses malformed and non-JSON bodies on every operation, by session and by API key, before anything runs', async () => {
    await writesNothing(async () => {
      const wrong: string[] = [];
      for (const op of operations) {
        for (const byKey of op.access.kind === 'public' || op.access.kind === 'anySession' ? [false] : [false, true]) {
          const as = `${op.key} (${byKey ? 'key' : 'session'})`;
          const malformed = await call(op, { byKey }).set('Content-Type', 'application/json').send('{"name": "unterminated');
          wrong.push(...expectAnswer(`${as} malformed JSON`, malformed, { statuses: [400], code: 'BAD_REQUEST' }));
          for (const [label, contentType, payload] of CONTENT_TYPE_CASES) {
            const req = call(op, { byKey });
            if (contentType) req.set('Content-Type', contentType);
            else req.unset('Content-Type');
            wrong.push(...expectAnswer(`${as} ${label}`, await req.send(payload), { statuses: [415], code: 'UNSUPPORTED_MEDIA_TYPE' }));
          }
        }
      }
      return wrong;
    });
  });

  it('refuses bodies over the limit, plain or inflated, and compressed bodies that do not decompress, on every operation', async () => {
    const server = await listen(harness.app, 0);
    const { port } = server.address() as AddressInfo;
    const cases = [...compressedBodyCases(), oversizedCase()];
    try {
      await writesNothing(async () => {
        const wrong: string[] = [];
        for (const op of operations) {
          for (const [label, encoding, body, expectation] of cases) {
            const headers = {
              'Content-Type': 'application/json',
              'Content-Encoding': encoding,
              'X-Request-Id': HOSTILE_REQUEST_ID,
              'X-Api-Key': fixture.apiKey,
            };
            wrong.push(
              ...expectAnswer(
                `${op.key} ${label}`,
                await rawRequest(port, op.method, concretePath(op.path, fixture), headers, body),
                expectation,
              ),
            );
          }
        }
        return wrong;
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses deep nesting, NUL, lone surrogates, overlong text and out-of-contract values in every body field, naming the field', async () => {
    await writesNothing(async () => {
      const wrong: string[] = [];
      for (const op of operationsWithBodies()) {
        /** Sends JSON text (superagent cannot serialize very deep objects) and expects a 400 naming `field`. */
        const refused = async (label: string, field: string | null, json: string) => {
          const res = await call(op).set('Content-Type', 'application/json').send(json);
          const problems = expectAnswer(`${op.key} ${label}`, res, {
            statuses: [400],
            code: field === null ? undefined : 'VALIDATION_ERROR',
          });
          const named = (res.body.meta?.errors ?? []).some((e: { field: string }) => field === e.field || field?.startsWith(`${e.field}.`));
          if (field && problems.length === 0 && !named)
            problems.push(`${op.key} ${label}: the error does not name ${field}: ${JSON.stringify(res.body.meta)}`);
          wrong.push(...problems);
        };
        await refused('deep root', 'a', deepJson(5000));
        await refused('array root', null, JSON.stringify([bodyOf(op)]));
        await refused('string root', null, JSON.stringify('text'));
        for (const field of Object.keys(bodyOf(op))) {
          await refused(
            `deep ${field}`,
            field,
            JSON.stringify({ ...bodyOf(op), [field]: DEEP_MARK }).replace(JSON.stringify(DEEP_MARK), deepJson(5000)),
          );
        }
        for (const leaf of stringLeaves(bodyOf(op))) {
          const field = leaf.join('.');
          const original = String(leafOf(bodyOf(op), leaf));
          await refused(`NUL in ${field}`, field, JSON.stringify(withLeaf(bodyOf(op), leaf, `${original}\u0000x`)));
          await refused(`lone surrogate in ${field}`, field, JSON.stringify(withLeaf(bodyOf(op), leaf, `${original}\ud800`)));
          await refused(`64 KiB in ${field}`, field, JSON.stringify(withLeaf(bodyOf(op), leaf, `${original}${'x'.repeat(64 * 1024)}`)));
        }
        for (const [field, value] of numberViolations(resolveSchema(document, op.bodySchema!))) {
          await refused(`${field}=${JSON.stringify(value)}`, field, JSON.stringify({ ...bodyOf(op), [field]: value }));
        }
      }
      return wrong;
    });
  });

  it('refuses malformed ids and answers 404 to ids of nothing in every path parameter, without splitting a header', async () => {
    await writesNothing(async () => {
      const wrong: string[] = [];
      for (const op of operations.filter((o) => pathKeys(o.path).length > 0)) {
        for (const key of pathKeys(op.path)) {
          const isUuid = op.parameters.find((p) => p.in === 'path' && key.endsWith(`{${p.name}}`))?.schema.format === 'uuid';
          const hostileIds: Array<[string, string, Expectation]> = [
            ['not a uuid', 'not-a-uuid', isUuid ? { statuses: [400], code: 'VALIDATION_ERROR' } : { statuses: [404], code: 'NOT_FOUND' }],
            ['uuid of nothing', randomUUID(), { statuses: [404], code: 'NOT_FOUND' }],
            ...SQL_INJECTIONS.map((sql): [string, string, Expectation] => [
              `SQL ${sql}`,
              encodeURIComponent(sql),
              isUuid ? { statuses: [400], code: 'VALIDATION_ERROR' } : { statuses: [404], code: 'NOT_FOUND' },
            ]),
            ['NUL', `${fixtureId(key)}%00`, { statuses: [400, 404] }],
            ['invalid UTF-8 (a lone surrogate)', `${fixtureId(key)}%ED%A0%80`, { statuses: [400, 404] }],
            ['CR/LF header injection', `${fixtureId(key)}%0D%0A${encodeURIComponent(INJECTED_HEADER)}`, { statuses: [400, 404] }],
          ];
          for (const [label, id, expectation] of hostileIds) {
            const path = concretePath(op.path, fixture, { [key]: id });
            const req = call(op, { path });
            const res = op.bodySchema ? await req.send(bodyOf(op)) : await req;
            wrong.push(
              ...expectAnswer(`${op.key} ${key} ${label}`, res, op.redirects ? { statuses: [...expectation.statuses, 302] } : expectation),
            );
          }
        }
      }
      return wrong;
    });
  });

  it('refuses out-of-range pagination and unstorable filters, and lets SQL-looking filters match nothing, on every query parameter', async () => {
    await writesNothing(async () => {
      const wrong: string[] = [];
      for (const op of operations.filter((o) => o.parameters.some((p) => p.in === 'query'))) {
        const expect400: Expectation = op.redirects ? { statuses: [400, 302] } : { statuses: [400], code: 'VALIDATION_ERROR' };
        const acceptedOr400: Expectation = { statuses: op.redirects ? [302, 400] : [200, 400] };
        for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
          const cases: Array<[string, string, Expectation]> = [
            ['NUL', '%00', expect400],
            ['repeated', `x&${parameter.name}=y`, expect400],
            ['invalid UTF-8 (a lone surrogate)', '%ED%A0%80', acceptedOr400],
            ['CR/LF header injection', `x%0D%0A${encodeURIComponent(INJECTED_HEADER)}`, acceptedOr400],
            ...SQL_INJECTIONS.map((sql): [string, string, Expectation] => [`SQL ${sql}`, encodeURIComponent(sql), acceptedOr400]),
          ];
          if ([resolveSchema(document, parameter.schema).type ?? []].flat().includes('integer')) {
            const refusedNumbers = [
              '-1',
              '1.5',
              'abc',
              '1e400',
              '99999999999999999999999',
              ...(parameter.name === 'limit' ? ['0', '101', '1000000'] : []),
            ];
            cases.push(...refusedNumbers.map((n): [string, string, Expectation] => [`number ${n}`, n, expect400]));
            if (parameter.name === 'offset') cases.push(['a page far past the end', '1000000000', { statuses: [200] }]);
          }
          for (const [label, value, expectation] of cases) {
            const res = await call(op, { path: `${concretePath(op.path, fixture)}?${parameter.name}=${value}` });
            const problems = expectAnswer(`${op.key} ?${parameter.name} ${label}`, res, expectation);
            if (problems.length === 0 && res.status === 200 && label !== 'invalid UTF-8 (a lone surrogate)' && listedItems(res.body) > 0)
              problems.push(`${op.key} ?${parameter.name} ${label}: matched ${listedItems(res.body)} items`);
            wrong.push(...problems);
          }
        }
      }
      return wrong;
    }, isAuditedExportOrFailedSsoCallback);
  });

  it('keeps SQL-looking, CR/LF and emoji-edged text verbatim in every free-text body field, and never answers 5xx to it', async () => {
    const accepted: string[] = [];
    const wrong: string[] = [];
    for (const op of operationsWithBodies()) {
      for (const leaf of stringLeaves(bodyOf(op))) {
        const field = leaf.join('.');
        const original = String(leafOf(bodyOf(op), leaf));
        for (const sent of [...STORED_INJECTIONS.map((sql) => `${original}${sql}`), ...astralAround(original)]) {
          const shown = JSON.stringify(sent);
          const res = await call(op).send(withLeaf(bodyOf(op), leaf, sent) as object);
          const expectation = op.path.includes('/payments/')
            ? BILLING_UNCONFIGURED
            : { statuses: [200, 201, 202, 400, 401, 402, 403, 404, 409] };
          const problems = expectAnswer(`${op.key} ${field} ${shown}`, res, expectation);
          if (problems.length === 0 && res.status < 300) {
            accepted.push(`${op.key} ${field}`);
            const echoed = leafOf(res.body.data ?? {}, leaf);
            if (echoed !== undefined && echoed !== sent && !SHOWN_DIFFERENTLY.has(`${op.key} ${field}`))
              problems.push(`${op.key} ${field} ${shown}: answered ${JSON.stringify(echoed)}`);
            const readBack = READ_BACK[op.key];
            if (readBack) {
              const stored = leafOf((await fixture.owner.agent.get(concretePath(readBack, fixture))).body.data, leaf);
              if (stored !== sent) problems.push(`${op.key} ${field} ${shown}: reads back as ${JSON.stringify(stored)}`);
            }
          }
          wrong.push(...problems);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(accepted).toEqual(expect.arrayContaining(MUST_ROUND_TRIP));
    const users = await harness.sequelize.query<{ n: string }>('SELECT count(*) AS n FROM users', { type: QueryTypes.SELECT });
    expect(Number(users[0]!.n)).toBeGreaterThan(1);
  });

  it('answers every read, export included, without a 5xx or a split header once hostile text is stored everywhere', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.method === 'get')) {
      const res = await call(op);
      const expectation = op.path.includes('/payments/')
        ? { statuses: [200, 400, 404, 503] }
        : { statuses: op.redirects ? [302, 400, 404] : [200, 400, 404] };
      wrong.push(...expectAnswer(`${op.key} after the injections`, res, expectation));
    }
    expect(wrong).toEqual([]);
  });

  function fixtureId(key: string): string {
    return PATH_PARAMETERS[key]!(fixture);
  }
});

/**
 * What a successful query legitimately writes: an audit-log export is itself audited, and a refused SSO
 * callback is recorded in the sign-in history (both by design, whatever the filters or state held).
 */
function isAuditedExportOrFailedSsoCallback({ table, row }: RowChange): boolean {
  if (table === 'audit_logs') return row.action === 'audit_log.exported';
  return table === 'login_events' && row.action === 'sign_in.sso' && row.success === false;
}

/** How many entries a successful list answer holds (the audit log nests its page inside `data`). */
function listedItems(body: { data?: unknown }): number {
  if (Array.isArray(body.data)) return body.data.length;
  const logs = (body.data as { logs?: unknown[] } | undefined)?.logs;
  return Array.isArray(logs) ? logs.length : 0;
}

async function buildFixture(harness: Harness): Promise<Fixture> {
  const organization = await populatedOrganization(harness, 'owner');
  return { ...organization, apiKey: (await createApiKey(organization.owner, { scopes: [...SCOPES] })).key };
}
