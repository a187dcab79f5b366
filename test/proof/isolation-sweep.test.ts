import request from 'supertest';
import { SCOPES } from '../../domain/access/scopes';
import { startHarnessWithDns, type Harness } from '../support/harness';
import { documentedOperations, resolveSchema, type DocumentedOperation, type OpenApiDocument } from '../support/documented-operations';
import { createApiKey } from '../support/api-keys';
import { addMember } from '../support/organizations';
import {
  concretePath,
  PATH_PARAMETERS,
  pathKeys,
  populatedOrganization,
  type PopulatedOrganization,
} from '../support/populated-organization';
import { ROLE_COLUMNS, ROLE_TABLE, rowKey, type Outcome, type RoleRow } from '../support/role-table';
import { signUpUser, type SignedUpUser } from '../support/users';
import { databaseSnapshot } from '../support/snapshot';

/** The victim organization and its real resources, whose ids the sweep aims at; with an admin beside its owner and member. */
type Victim = PopulatedOrganization & { admin: SignedUpUser };

/** Routes that name a resource by an `id` in the query or body rather than the path. */
const ID_FIELDS: Record<string, (victim: Victim) => string> = {
  '/api/auth/api-key/': (v) => v.apiKeyId,
};

interface Operation extends RoleRow {
  /** Where the operation names a resource by `id` outside the path (API keys), if it does. */
  idIn: 'query' | 'body' | null;
}

type Requester = ReturnType<typeof request> | ReturnType<typeof request.agent>;

interface Answer {
  op: string;
  as: string;
  status: number;
  code: string;
}

describe('isolation sweep: every role and a stranger against the written role × operation table', () => {
  let harness: Harness;
  let stopHarness: () => Promise<void>;
  let victim: Victim;
  let document: OpenApiDocument;
  let operations: Operation[];

  beforeAll(async () => {
    const started = await startHarnessWithDns();
    harness = started.harness;
    stopHarness = started.harness.stop;
    const populated = await populatedOrganization(harness, 'victim');
    victim = { ...populated, admin: await addMember(harness, populated.owner, populated.organizationId, 'admin') };
    document = (await request(harness.app).get('/api/openapi.json')).body;
    operations = ROLE_TABLE.map((row) => ({ ...row, idIn: idLocation(row, document) }));
  });
  afterAll(() => stopHarness());

  it('has a row for every operation the API serves and none for an operation it does not serve', () => {
    const served = documentedOperations(document).map((op) => op.key);
    const written = ROLE_TABLE.map(rowKey);
    expect(served.filter((key) => !written.includes(key))).toEqual([]);
    expect(written.filter((key) => !served.includes(key))).toEqual([]);
    expect(new Set(written).size).toBe(written.length);
  });

  it('knows where every path parameter points in the victim organization, and lets a stranger reach no route naming it', () => {
    const unknown = operations.flatMap((op) => pathKeys(op.path).filter((key) => !PATH_PARAMETERS[key]));
    expect(unknown).toEqual([]);
    // A public route may name the organization (its SSO start); any other route that names a resource refuses a stranger.
    const open = operations.filter((op) => aimsAtVictim(op) && op.anonymous !== 'allowed' && op.stranger === 'allowed');
    expect(open.map(rowKey)).toEqual([]);
  });

  it('answers every operation without a credential as the table says: 401 unless public', async () => {
    const wrong: Answer[] = [];
    for (const op of operations) {
      const res = await send(request(harness.app), op, victim);
      if (!matches(op.anonymous, res)) wrong.push(answer(op, 'anonymous', res));
    }
    expect(wrong).toEqual([]);
    expect(operations.filter((op) => op.anonymous !== 'allowed').length).toBeGreaterThan(80);
  });

  it('answers a stranger’s session and full-scope key as the table says (404 for the organization), and changes nothing', async () => {
    const stranger = await signUpUser(harness, 'stranger');
    const strangerKey = (await createApiKey(stranger, { scopes: [...SCOPES] })).key;
    const swept = operations.filter((op) => op.stranger !== 'allowed');
    const before = await databaseSnapshot(harness.sequelize);
    const wrong: Array<Answer | { op: string; as: string; leaked: string }> = [];
    for (const op of swept) {
      for (const [as, res] of [
        ['stranger session', await send(stranger.agent, op, victim)],
        ['stranger key', await send(request(harness.app), op, victim, strangerKey)],
      ] as const) {
        if (!matches(op.stranger, res)) wrong.push(answer(op, as, res));
        if (res.text.includes(victim.owner.fullName)) wrong.push({ op: rowKey(op), as, leaked: 'owner name' });
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseSnapshot(harness.sequelize)).toEqual(before);
    expect(swept.length).toBeGreaterThan(60);
  });

  it('refuses each role exactly where the table does, and an owner’s key without the scope everywhere in the organization, changing nothing', async () => {
    const narrowKey = (await createApiKey(victim.owner, { scopes: ['user:read'] })).key;
    const before = await databaseSnapshot(harness.sequelize);
    const wrong: Answer[] = [];
    const refused: Record<string, number> = {};
    for (const role of ROLE_COLUMNS) {
      for (const op of operations.filter((o) => o[role] !== 'allowed')) {
        const res = await send(victim[role].agent, op, victim);
        if (!matches(op[role], res)) wrong.push(answer(op, role, res));
        refused[role] = (refused[role] ?? 0) + 1;
      }
    }
    for (const op of operations.filter((o) => o.path.startsWith(ORGANIZATION_PATH))) {
      const res = await send(request(harness.app), op, victim, narrowKey);
      if (!matches({ status: 403, code: 'FORBIDDEN' }, res)) wrong.push(answer(op, 'owner’s user:read key', res));
    }
    expect(wrong).toEqual([]);
    expect(await databaseSnapshot(harness.sequelize)).toEqual(before);
    expect(refused).toEqual({ owner: 1, admin: 20, member: 51 });
  });

  it('lets each role through wherever the table allows it (whatever the handler then answers, never 401, 403 or the organization’s 404)', async () => {
    const wrong: Answer[] = [];
    // The member first and the owner last, each ending with deletions and signing out, so no role's call takes away what the next one needs.
    for (const role of ['member', 'admin', 'owner'] as const) {
      for (const op of [...operations.filter((o) => o[role] === 'allowed')].sort(byDestructiveness)) {
        const res = await send(victim[role].agent, op, victim);
        if (!matches('allowed', res)) wrong.push(answer(op, role, res));
      }
    }
    expect(wrong).toEqual([]);
  });
});

const ORGANIZATION_PATH = '/api/user/organizations/{organizationId}';

function matches(expected: Outcome, res: request.Response): boolean {
  if (expected === 'allowed')
    return res.status !== 401 && res.status !== 403 && !(res.status === 404 && res.body.message === 'Organization not found');
  return res.status === expected.status && res.body.code === expected.code && res.body.success === false;
}

function answer(op: RoleRow, as: string, res: request.Response): Answer {
  return { op: rowKey(op), as, status: res.status, code: res.body?.code };
}

/** Deletions after everything else, and signing out last of all. */
function byDestructiveness(a: RoleRow, b: RoleRow): number {
  const rank = (op: RoleRow) =>
    op.path === '/api/auth/sign-out' ? 2 : op.method === 'DELETE' || op.path.endsWith('/api-key/delete') ? 1 : 0;
  return rank(a) - rank(b);
}

function idLocation(row: RoleRow, document: OpenApiDocument): Operation['idIn'] {
  const op: DocumentedOperation | undefined = documentedOperations(document).find((o) => o.key === rowKey(row));
  if (!op) return null;
  if (op.parameters.some((p) => p.in === 'query' && p.name === 'id')) return 'query';
  const body = op.bodySchema && resolveSchema(document, op.bodySchema);
  return body?.properties && 'id' in body.properties ? 'body' : null;
}

/** Operations whose answer could touch the victim: a path parameter or an id naming their data. */
function aimsAtVictim(op: Operation): boolean {
  return pathKeys(op.path).length > 0 || op.idIn !== null;
}

function victimId(op: Operation, victim: Victim): string {
  const entry = Object.entries(ID_FIELDS).find(([prefix]) => op.path.startsWith(prefix));
  if (!entry) throw new Error(`no victim id for the id field of ${rowKey(op)}`);
  return entry[1](victim);
}

function send(requester: Requester, op: Operation, victim: Victim, apiKey?: string) {
  let path = concretePath(op.path, victim);
  if (op.idIn === 'query') path += `?id=${victimId(op, victim)}`;
  const method = op.method.toLowerCase() as Lowercase<RoleRow['method']>;
  const call = requester[method](path);
  if (apiKey) call.set('X-Api-Key', apiKey);
  if (method === 'get') return call;
  return call.send(op.idIn === 'body' ? { id: victimId(op, victim), name: 'renamed by the sweep' } : {});
}
