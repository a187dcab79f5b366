import request from 'supertest';
import { ROLE_SCOPES, SCOPES, type Role, type Scope } from '../../domain/access/scopes';
import type { Access } from '../../api/auth/access';
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
import { signUpUser } from '../support/users';
import { databaseSnapshot } from '../support/snapshot';

/** The victim organization and its real resources, whose ids the sweep aims at. */
type Victim = PopulatedOrganization;

/** Routes that name a resource by an `id` in the query or body rather than the path. */
const ID_FIELDS: Record<string, (victim: Victim) => string> = {
  '/api/auth/api-key/': (v) => v.apiKeyId,
};

interface Operation extends DocumentedOperation {
  /** Where the operation names a resource by `id` outside the path (API keys), if it does. */
  idIn: 'query' | 'body' | null;
}

describe('isolation sweep over every operation of the served OpenAPI document', () => {
  let harness: Harness;
  let victim: Victim;
  let operations: Operation[];

  beforeAll(async () => {
    harness = await startHarness({ env: { RATE_LIMITS_ENABLED: 'false' } });
    victim = await populatedOrganization(harness, 'victim');
    const document = (await request(harness.app).get('/api/openapi.json')).body;
    operations = sweptOperations(document);
  });
  afterAll(() => harness.stop());

  it('knows where every documented path parameter points in the victim organization', () => {
    const unknown = operations.flatMap((op) =>
      pathKeys(op.path)
        .filter((key) => !PATH_PARAMETERS[key])
        .map((key) => `${op.method.toUpperCase()} ${op.path}: ${key}`),
    );
    expect(unknown).toEqual([]);
    expect(operations.filter(aimsAtVictim).length).toBeGreaterThanOrEqual(15);
  });

  it('answers 401 to every operation that needs a credential when none is sent', async () => {
    const answers = [];
    for (const op of operations.filter((o) => o.access.kind !== 'public')) {
      const res = await send(request(harness.app), op, victim);
      answers.push({ op: `${op.method} ${op.path}`, status: res.status, code: res.body.code });
    }
    expect(answers.filter((a) => a.status !== 401 || a.code !== 'UNAUTHORIZED')).toEqual([]);
  });

  it('answers a stranger’s session and full-scope key with 404 (or 403 for a token addressed to someone else), and changes nothing', async () => {
    const stranger = await signUpUser(harness, 'stranger');
    const strangerKey = (await createApiKey(stranger, { scopes: [...SCOPES] })).key;
    const before = await databaseSnapshot(harness.sequelize);
    const wrong = [];
    for (const op of operations.filter(aimsAtVictim)) {
      const bySession = await send(stranger.agent, op, victim);
      const byKey = await send(request(harness.app), op, victim, strangerKey);
      for (const [credential, res] of [
        ['session', bySession],
        ['key', byKey],
      ] as const) {
        const allowed = isOrganizationPath(op.path) ? [404] : [403, 404];
        if (!allowed.includes(res.status) || res.body.success !== false)
          wrong.push({ op: `${op.method} ${op.path}`, credential, status: res.status });
        if (op.path.includes('{organizationId}') && res.text.includes(victim.owner.fullName))
          wrong.push({ op: `${op.method} ${op.path}`, credential, leaked: 'owner name' });
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseSnapshot(harness.sequelize)).toEqual(before);
  });

  it('answers 403 to a member whose role lacks a scope or role, and to the owner’s key that lacks a scope, and changes nothing', async () => {
    const narrowKey = (await createApiKey(victim.owner, { scopes: ['user:read'] })).key;
    const before = await databaseSnapshot(harness.sequelize);
    const wrong = [];
    const organizationOps = operations.filter((op) => op.access.kind === 'organization');
    for (const op of organizationOps) {
      const access = op.access as Extract<Access, { kind: 'organization' }>;
      if (!holds('member', access)) {
        const res = await send(victim.member.agent, op, victim);
        if (res.status !== 403 || res.body.code !== 'FORBIDDEN')
          wrong.push({ op: `${op.method} ${op.path}`, as: 'member', status: res.status });
      }
      const byNarrowKey = await send(request(harness.app), op, victim, narrowKey);
      if (byNarrowKey.status !== 403) wrong.push({ op: `${op.method} ${op.path}`, as: 'narrow key', status: byNarrowKey.status });
    }
    expect(organizationOps.filter((op) => !holds('member', op.access as Extract<Access, { kind: 'organization' }>)).length).toBeGreaterThan(
      5,
    );
    expect(wrong).toEqual([]);
    expect(await databaseSnapshot(harness.sequelize)).toEqual(before);
  });
});

function sweptOperations(document: OpenApiDocument): Operation[] {
  return documentedOperations(document).map((op) => ({ ...op, idIn: idLocation(op, document) }));
}

function idLocation(op: DocumentedOperation, document: unknown): Operation['idIn'] {
  if (op.parameters.some((p) => p.in === 'query' && p.name === 'id')) return 'query';
  const body = op.bodySchema && resolveSchema(document, op.bodySchema);
  return body?.properties && 'id' in body.properties ? 'body' : null;
}

function isOrganizationPath(path: string): boolean {
  return path.startsWith('/api/user/organizations/{organizationId}');
}

/** Operations whose answer could touch the victim: a path parameter or an id naming their data. */
function aimsAtVictim(op: Operation): boolean {
  return op.access.kind !== 'public' && (pathKeys(op.path).length > 0 || op.idIn !== null);
}

function holds(role: Role, access: Extract<Access, { kind: 'organization' }>): boolean {
  const scopes: readonly Scope[] = ROLE_SCOPES[role];
  return access.scopes.every((scope) => scopes.includes(scope)) && (!access.roles || access.roles.includes(role));
}

function victimId(op: Operation, victim: Victim): string {
  const entry = Object.entries(ID_FIELDS).find(([prefix]) => op.path.startsWith(prefix));
  if (!entry) throw new Error(`no victim id for the id field of ${op.method.toUpperCase()} ${op.path}`);
  return entry[1](victim);
}

type Requester = ReturnType<typeof request> | ReturnType<typeof request.agent>;

function send(requester: Requester, op: Operation, victim: Victim, apiKey?: string) {
  let path = concretePath(op.path, victim);
  if (op.idIn === 'query') path += `?id=${victimId(op, victim)}`;
  const call = requester[op.method](path);
  if (apiKey) call.set('X-Api-Key', apiKey);
  if (op.method === 'get') return call;
  return call.send(op.idIn === 'body' ? { id: victimId(op, victim), name: 'renamed by a stranger' } : {});
}
