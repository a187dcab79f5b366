import { randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import request from 'supertest';
import { migrations } from '../../migrations';
import { connectTemporalClient } from '../../platform/temporal';
import { dropDatabase, withAdmin } from '../support/harness';
import { testEnv, withDatabase } from '../support/environment';
import { startApiProcess, startTogether, startWorkerProcess, type ServiceProcess } from '../support/processes';
import { callAs, expectStatus, signUpRemoteUser, type RemoteUser } from '../support/remote-users';
import { eventually } from '../support/runs';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { TEST_PASSWORD, uniqueEmail } from '../support/users';
import { articlePage, startWebsite, type Website } from '../support/website';
import { projectScheduleId } from '../../workflows/contract';

/**
 * The production shape docker-compose describes, started without Docker: two API processes and two
 * workers against one PostgreSQL database and one Temporal namespace and task queue.
 */
describe('two API processes and two workers on one database and one Temporal', () => {
  const database = `vigil_pair_${randomUUID().replace(/-/g, '')}`;
  const adminUrl = testEnv('adminDatabaseUrl');
  const services: ServiceProcess[] = [];
  let smtp: SmtpCapture;
  let apis: Array<{ url: string }>;
  let site: Website;
  let temporal: Client;
  let owner: RemoteUser;
  let projectsPath: string;

  beforeAll(async () => {
    await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
    smtp = await startSmtpCapture();
    site = await startWebsite();
    temporal = await connectTemporalClient({ address: testEnv('temporalAddress'), namespace: 'default' });
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: withDatabase(adminUrl, database),
      DATABASE_POOL_MAX: '4',
      TEMPORAL_ADDRESS: testEnv('temporalAddress'),
      TEMPORAL_TASK_QUEUE: `pair-${database}`,
      SECRET_KEY: 'pair-test-secret-key-that-is-long-enough',
      SMTP_URL: smtp.url,
      BASE_URL: 'http://vigil.test',
      FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
    };
    // Both APIs start at once on an empty database: each applies the migrations it finds pending. The
    // workers start beside them (they apply none, and nothing runs before the first request).
    const [first, second, ...workers] = await startTogether([
      startApiProcess(env),
      startApiProcess(env),
      startWorkerProcess(env),
      startWorkerProcess(env),
    ]);
    services.push(first, second, ...workers);
    apis = [first, second];
    owner = await signUpRemoteUser(apis[0]!.url, smtp, 'owner');
    const team = await expectStatus(callAs(apis[0]!.url, owner, 'post', '/api/user/organizations', { name: 'Pair Team' }), 201);
    projectsPath = `/api/user/organizations/${team.body.data.id}/projects`;
  }, 240_000);

  afterAll(async () => {
    await Promise.all(services.map((service) => service.stop()));
    await temporal.connection.close();
    await site.close();
    await smtp.stop();
    await dropDatabase(adminUrl, database);
  }, 60_000);

  it('applies every migration exactly once when both APIs start together on an empty database', async () => {
    const applied = await withAdmin(withDatabase(adminUrl, database), (client) =>
      client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'),
    );
    expect(applied.rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name).sort());
  });

  it('sends a mail queued through one API exactly once, whichever worker runs it', async () => {
    const email = uniqueEmail('pair');
    const signUp = await request(apis[0]!.url)
      .post('/api/auth/sign-up/email')
      .send({ email, password: TEST_PASSWORD, fullName: 'Pair Tester' });
    expect(signUp.status).toBe(201);
    await smtp.nextMailTo(email, /Confirm your e-mail/);
    // One attempt that ended in `sent`: a second delivery would have counted a second attempt.
    const outbox = await eventually(
      () =>
        withAdmin(withDatabase(adminUrl, database), async (client) => {
          const { rows } = await client.query<{ attempts: number; sent: boolean }>(
            'SELECT attempts, sent_at IS NOT NULL AS sent FROM email_outbox WHERE to_address = $1',
            [email],
          );
          return rows;
        }),
      (rows) => rows.every((row) => row.sent),
    );
    expect(outbox).toEqual([{ attempts: 1, sent: true }]);
    expect(smtp.messages.filter((message) => message.to.includes(email))).toHaveLength(0);
  });

  it('holds the per-account sign-in limit across both APIs', async () => {
    const email = uniqueEmail('limited');
    expect(
      (await request(apis[1]!.url).post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName: 'Limited' })).status,
    ).toBe(201);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const api = apis[attempt % 2]!;
      statuses.push((await request(api.url).post('/api/auth/sign-in/email').send({ email, password: 'not the password at all' })).status);
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(statuses.slice(0, firstRefusal).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
    expect(firstRefusal).toBeLessThanOrEqual(10);
  });

  /** Two pages on the local site; from `edition` 2 on, `/prices` reads differently. */
  function servePages(edition: number): void {
    site.page(
      '/prices',
      articlePage('Acme prices', ['Acme sells its suite to retailers.', `The suite costs ${40 + edition} dollars per seat and month.`]),
    );
    site.page('/team', articlePage('Acme team', ['Acme employs forty people in Lisbon and Berlin.']));
  }

  async function monitoredProject(name: string, status?: 'active'): Promise<string> {
    const created = await expectStatus(
      callAs(apis[0]!.url, owner, 'post', projectsPath, { name, monitoringIntent: 'Track pricing changes of Acme' }),
      201,
    );
    const topics = [{ name: 'Acme', sources: ['/prices', '/team'].map((path) => ({ url: site.url(path, '127.0.0.1') })) }];
    await expectStatus(
      callAs(apis[1]!.url, owner, 'put', `${projectsPath}/${created.body.data.id}`, { topics, ...(status ? { status } : {}) }),
      200,
    );
    return created.body.data.id;
  }

  function runsOf(projectId: string) {
    return withAdmin(withDatabase(adminUrl, database), async (client) => {
      const { rows } = await client.query<{
        id: string;
        workflow_id: string;
        trigger: string;
        status: string;
        changes: number;
        checked: number;
      }>(
        `SELECT r.id, r.workflow_id, r.trigger, r.status, r.sources_checked AS checked,
                (SELECT count(*)::int FROM changes c WHERE c.run_id = r.id) AS changes
           FROM project_runs r WHERE r.project_id = $1 ORDER BY r.started_at`,
        [projectId],
      );
      return rows;
    });
  }

  const allFinished = (count: number) => (runs: Array<{ status: string }>) =>
    runs.length === count && runs.every((run) => run.status !== 'running');

  it('fires a project’s schedule once per slot with two workers polling, and records each change once', async () => {
    servePages(1);
    const projectId = await monitoredProject('Scheduled pair', 'active');
    const schedule = temporal.schedule.getHandle(projectScheduleId(projectId));
    try {
      await schedule.trigger();
      const [first] = await eventually(() => runsOf(projectId), allFinished(1));
      servePages(2);
      // Temporal names a schedule's workflow after its action time in whole seconds: a second action
      // within the same second would be refused as a duplicate, so the next slot starts a second later.
      const firstSlot = first!.workflow_id.slice(-20);
      await eventually(
        async () => `${new Date().toISOString().slice(0, 19)}Z`,
        (now) => now > firstSlot,
      );
      await schedule.trigger();
      const runs = await eventually(() => runsOf(projectId), allFinished(2));

      expect(runs.map(({ trigger, status, checked, changes }) => ({ trigger, status, checked, changes }))).toEqual([
        { trigger: 'schedule', status: 'completed', checked: 2, changes: 0 },
        { trigger: 'schedule', status: 'completed', checked: 2, changes: 1 },
      ]);
      expect(new Set(runs.map((run) => run.workflow_id)).size).toBe(2);
      expect(runs.every((run) => run.workflow_id.startsWith(`project-run/${projectId}-`))).toBe(true);
      expect((await schedule.describe()).info.recentActions).toHaveLength(2);
    } finally {
      await schedule.delete();
    }
  });

  it('starts one run when both APIs are asked for a manual run at once; the other answers 409', async () => {
    servePages(1);
    const projectId = await monitoredProject('Manual pair');
    const runsPath = `${projectsPath}/${projectId}/runs`;
    await expectStatus(callAs(apis[0]!.url, owner, 'post', runsPath), 202);
    await eventually(() => runsOf(projectId), allFinished(1));
    servePages(2);

    const answers = await Promise.all(apis.map((api) => callAs(api.url, owner, 'post', runsPath)));
    expect(answers.map((res) => res.status).sort()).toEqual([202, 409]);
    expect(answers.find((res) => res.status === 409)!.body.code).toBe('CONFLICT');
    const runs = await eventually(() => runsOf(projectId), allFinished(2));
    expect(runs.map(({ trigger, status, changes }) => ({ trigger, status, changes }))).toEqual([
      { trigger: 'manual', status: 'completed', changes: 0 },
      { trigger: 'manual', status: 'completed', changes: 1 },
    ]);
    expect(runs[1]!.id).toBe(answers.find((res) => res.status === 202)!.body.data.id);
  });
});
