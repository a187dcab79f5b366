import { randomUUID } from 'node:crypto';
import { Client as PgClient } from 'pg';
import { QueryTypes, type Sequelize } from 'sequelize';
import type request from 'supertest';
import { createSequelize } from '../../platform/database';
import { isRunning } from '../../scripts/lib/processes';
import { dropDatabase, withAdmin } from '../support/harness';
import { testEnv, withDatabase } from '../support/environment';
import { startOpenAiServer, type OpenAiServer } from '../support/openai-server';
import { startApiProcess, startTogether, startWorkerProcess, type ServiceProcess } from '../support/processes';
import { eventually } from '../support/runs';
import { databaseSnapshot } from '../support/snapshot';
import { linkIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { callAs, expectStatus, signUpRemoteUser, type Method, type RemoteUser } from '../support/remote-users';
import { uniqueEmail } from '../support/users';
import { startWebsite, type Website } from '../support/website';
import { serveCompanySite } from '../support/company-site';

/** Pages of a local site the worker process may reach (FETCH_ALLOW_PRIVATE_NETWORKS): every proposed source is checked. */
const modelTopics = (site: Website) => ({
  topics: [
    {
      name: 'Acme pricing',
      description: 'Price and plan changes at Acme',
      watchFor: ['price increase'],
      sources: ['/pricing', '/changelog'].map((path) => site.url(path, '127.0.0.1')),
    },
    {
      name: 'Acme hiring',
      description: 'Open roles at Acme',
      watchFor: ['engineering roles'],
      sources: [site.url('/careers', '127.0.0.1')],
    },
  ],
});

/** What the client sees of a request whose API process died: the connection closes without a response. */
const NO_ANSWER = 'connection closed without an answer';

/**
 * The API process is SIGKILLed in the middle of multi-row requests, at a point the test chooses: while
 * the request waits for topic generation in Temporal, or inside its transaction, blocked on the audit
 * entry (the test holds a lock on the audit table) after writing its other rows. Nothing half-written
 * may survive, and the same request sent to a new API process completes exactly once.
 */
describe('the API killed in the middle of a request', () => {
  const database = `vigil_crash_api_${randomUUID().replace(/-/g, '')}`;
  const adminUrl = testEnv('adminDatabaseUrl');
  const databaseUrl = withDatabase(adminUrl, database);
  let env: Record<string, string>;
  let smtp: SmtpCapture;
  let openai: OpenAiServer;
  let site: Website;
  let MODEL_TOPICS: ReturnType<typeof modelTopics>;
  let worker: ServiceProcess;
  let api: ServiceProcess & { url: string };
  let sequelize: Sequelize;
  let owner: RemoteUser;
  let organizationId: string;

  beforeAll(async () => {
    await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
    smtp = await startSmtpCapture();
    openai = await startOpenAiServer();
    site = await startWebsite();
    serveCompanySite(site);
    MODEL_TOPICS = modelTopics(site);
    openai.reply({ kind: 'content', content: JSON.stringify(MODEL_TOPICS) });
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '4',
      TEMPORAL_ADDRESS: testEnv('temporalAddress'),
      TEMPORAL_TASK_QUEUE: `crash-api-${database}`,
      SECRET_KEY: 'crash-api-test-secret-key-long-enough',
      SMTP_URL: smtp.url,
      BASE_URL: 'http://vigil.test',
      RATE_LIMITS_ENABLED: 'false',
      OPENAI_API_KEY: 'sk-test-local',
      OPENAI_BASE_URL: openai.baseUrl,
      OPENAI_TIMEOUT_MS: '2000',
      FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
    };
    [api, worker] = await startTogether([startApiProcess(env), startWorkerProcess(env)]);
    sequelize = createSequelize({ url: databaseUrl, poolMax: 2 });
    owner = await signUp('owner');
    organizationId = (await expectStatus(call(owner, 'post', '/api/user/organizations', { name: 'Crash Team' }), 201)).body.data.id;
  }, 180_000);

  // A test that failed between its kill and its restart leaves the next one an API to talk to.
  beforeEach(async () => {
    if (isRunning(api.child)) return;
    await restartApi();
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    await worker.stop();
    await sequelize.close();
    await openai.stop();
    await site.close();
    await smtp.stop();
    await dropDatabase(adminUrl, database);
  }, 60_000);

  function call(user: RemoteUser, method: Method, path: string, body?: object) {
    return callAs(api.url, user, method, path, body);
  }

  const signUp = (label: string) => signUpRemoteUser(api.url, smtp, label);

  function count(sql: string, replacements: Record<string, unknown>): Promise<number> {
    return sequelize
      .query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, { type: QueryTypes.SELECT, replacements })
      .then(([row]) => row!.n);
  }

  /** Mail sent by earlier steps is delivered in the background; the snapshot is taken once it settled. */
  async function quietSnapshot() {
    await eventually(
      () => count('email_outbox WHERE sent_at IS NULL', {}),
      (unsent) => unsent === 0,
    );
    return databaseSnapshot(sequelize);
  }

  /** SIGKILL, as the kernel's OOM killer or a lost machine would end it: no handler runs. */
  async function killApi(): Promise<void> {
    const exited = new Promise((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGKILL');
    await exited;
  }

  /**
   * Sends the request with the audit table locked, waits until its transaction blocks on the audit
   * entry, kills the API, then releases the lock. Answers the tables the transaction had written to.
   */
  async function killInsideTransaction(send: () => PromiseLike<request.Response>): Promise<string[]> {
    const lock = new PgClient({ connectionString: databaseUrl });
    await lock.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE audit_logs IN SHARE MODE');
      const answer = Promise.resolve(send()).then(
        (res) => res.status,
        () => NO_ANSWER,
      );
      const blocked = await eventually(
        () =>
          lock.query<{ pid: number }>(
            `SELECT l.pid FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
              WHERE l.database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND c.relname = 'audit_logs' AND NOT l.granted`,
          ),
        (result) => result.rows.length === 1,
      );
      const { pid } = blocked.rows[0]!;
      const written = await lock.query<{ table: string }>(
        `SELECT DISTINCT c.relname AS table FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE l.pid = $1 AND l.granted AND l.mode = 'RowExclusiveLock' AND c.relkind = 'r' ORDER BY 1`,
        [pid],
      );
      await killApi();
      expect(await answer).toBe(NO_ANSWER);
      await lock.query('ROLLBACK');
      // The orphaned backend finishes its INSERT, finds the client gone and rolls the transaction back.
      await eventually(
        () => lock.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]),
        (result) => result.rows.length === 0,
      );
      return written.rows.map((row) => row.table);
    } finally {
      await lock.end();
    }
  }

  async function restartApi(): Promise<void> {
    api = await startApiProcess(env);
  }

  it('leaves nothing behind when killed while project creation waits for topic generation, and the retry creates the project once', async () => {
    openai.reply({ kind: 'content', content: JSON.stringify(MODEL_TOPICS), delayMs: 30_000 });
    const before = await quietSnapshot();
    const body = { name: 'Waiting on Temporal', monitoringIntent: 'Follow Acme, our main competitor' };
    const answer = Promise.resolve(call(owner, 'post', `/api/user/organizations/${organizationId}/projects`, body)).then(
      (res) => res.status,
      () => NO_ANSWER,
    );
    await eventually(
      async () => openai.requests.length,
      (received) => received > 0,
    );
    await killApi();
    expect(await answer).toBe(NO_ANSWER);
    expect(await databaseSnapshot(sequelize)).toEqual(before);

    openai.reply({ kind: 'content', content: JSON.stringify(MODEL_TOPICS) });
    await restartApi();
    const created = await expectStatus(call(owner, 'post', `/api/user/organizations/${organizationId}/projects`, body), 201);
    expect(created.body.data.topics).toHaveLength(2);
    expect(await count('projects WHERE organization_id = :organizationId AND name = :name', { organizationId, name: body.name })).toBe(1);
    expect(await count(`audit_logs WHERE action = 'project.created' AND resource_id = :id`, { id: created.body.data.id })).toBe(1);
  });

  it('rolls back a project creation killed after its project, topics and sources were written', async () => {
    const before = await quietSnapshot();
    const body = { name: 'Killed mid-transaction', monitoringIntent: 'Follow Acme, our main competitor' };
    const written = await killInsideTransaction(() => call(owner, 'post', `/api/user/organizations/${organizationId}/projects`, body));
    expect(written).toEqual(expect.arrayContaining(['projects', 'topics', 'sources']));
    expect(await databaseSnapshot(sequelize)).toEqual(before);

    await restartApi();
    const created = await expectStatus(call(owner, 'post', `/api/user/organizations/${organizationId}/projects`, body), 201);
    expect(await count('projects WHERE organization_id = :organizationId AND name = :name', { organizationId, name: body.name })).toBe(1);
    expect(await count('topics WHERE project_id = :id', { id: created.body.data.id })).toBe(2);
    expect(await count('sources WHERE project_id = :id', { id: created.body.data.id })).toBe(3);
  });

  it('rolls back invitations sent in bulk, and the retry invites and mails each address once', async () => {
    const before = await quietSnapshot();
    const emails = [uniqueEmail('first'), uniqueEmail('second'), uniqueEmail('third')];
    const invite = () => call(owner, 'post', `/api/user/organizations/${organizationId}/invites`, { emails, role: 'member' });
    const written = await killInsideTransaction(invite);
    expect(written).toEqual(expect.arrayContaining(['memberships']));
    expect(await databaseSnapshot(sequelize)).toEqual(before);

    await restartApi();
    const sent = await expectStatus(invite(), 200);
    expect([...sent.body.data.sent].sort()).toEqual([...emails].sort());
    for (const email of emails) await smtp.nextMailTo(email, /invited you/);
    expect(await count(`memberships WHERE organization_id = :organizationId AND status = 'invited'`, { organizationId })).toBe(3);
    const outbox = await eventually(
      () => count('email_outbox WHERE to_address IN (:emails) AND sent_at IS NOT NULL', { emails }),
      (delivered) => delivered === 3,
    );
    expect(outbox).toBe(3);
    expect(await count('email_outbox WHERE to_address IN (:emails)', { emails })).toBe(3);
    expect(await count(`audit_logs WHERE action = 'member.invited' AND organization_id = :organizationId`, { organizationId })).toBe(3);
  });

  it('rolls back a member’s role change, and the retry changes it once', async () => {
    const member = await signUp('member');
    await expectStatus(
      call(owner, 'post', `/api/user/organizations/${organizationId}/invites`, { emails: [member.email], role: 'member' }),
      200,
    );
    const token = linkIn(await smtp.nextMailTo(member.email, /invited you/), '/invites/')
      .pathname.split('/')
      .pop();
    const membershipId: string = (await expectStatus(call(member, 'post', `/api/user/invites/${token}/accept`), 201)).body.data.id;

    const before = await quietSnapshot();
    const promote = () => call(owner, 'put', `/api/user/organizations/${organizationId}/members/${membershipId}/role`, { role: 'admin' });
    const written = await killInsideTransaction(promote);
    expect(written).toEqual(expect.arrayContaining(['memberships']));
    expect(await databaseSnapshot(sequelize)).toEqual(before);

    await restartApi();
    expect((await expectStatus(promote(), 200)).body.data.role).toBe('admin');
    expect(await count(`memberships WHERE id = :membershipId AND role = 'admin'`, { membershipId })).toBe(1);
    expect(await count(`audit_logs WHERE resource_id = :membershipId AND action LIKE '%role%'`, { membershipId })).toBe(1);
  });

  it('rolls back an organization creation, and the retry creates it once with the same slug', async () => {
    const before = await quietSnapshot();
    const create = () => call(owner, 'post', '/api/user/organizations', { name: 'Crash Proof Inc' });
    const written = await killInsideTransaction(create);
    expect(written).toEqual(expect.arrayContaining(['organizations', 'memberships']));
    expect(await databaseSnapshot(sequelize)).toEqual(before);

    await restartApi();
    const created = await expectStatus(create(), 201);
    expect(created.body.data.slug).toBe('crash-proof-inc');
    expect(await count(`organizations WHERE name = 'Crash Proof Inc'`, {})).toBe(1);
    expect(await count('memberships WHERE organization_id = :id', { id: created.body.data.id })).toBe(1);
  });
});
