import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { migrations } from '../../migrations';
import { dropDatabase, withAdmin } from '../support/harness';
import { testEnv, withDatabase } from '../support/environment';
import { startApiProcess, startWorkerProcess, type ServiceProcess } from '../support/processes';
import { eventually } from '../support/runs';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { TEST_PASSWORD, uniqueEmail } from '../support/users';

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

  beforeAll(async () => {
    await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
    smtp = await startSmtpCapture();
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
    };
    // Both APIs start at once on an empty database: each applies the migrations it finds pending.
    apis = await Promise.all([startApiProcess(env), startApiProcess(env)]).then((started) => {
      services.push(...started);
      return started;
    });
    for (let i = 0; i < 2; i += 1) services.push(await startWorkerProcess(env));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(services.map((service) => service.stop()));
    await smtp.stop();
    await dropDatabase(adminUrl, database);
  }, 60_000);

  it('applies every migration exactly once when both APIs start together on an empty database', async () => {
    const applied = await withAdmin(withDatabase(adminUrl, database), (client) => client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'));
    expect(applied.rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name).sort());
  });

  it('sends a mail queued through one API exactly once, whichever worker runs it', async () => {
    const email = uniqueEmail('pair');
    const signUp = await request(apis[0]!.url).post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName: 'Pair Tester' });
    expect(signUp.status).toBe(201);
    await smtp.nextMailTo(email, /Confirm your e-mail/);
    // One attempt that ended in `sent`: a second delivery would have counted a second attempt.
    const outbox = await eventually(
      () =>
        withAdmin(withDatabase(adminUrl, database), async (client) => {
          const { rows } = await client.query<{ attempts: number; sent: boolean }>('SELECT attempts, sent_at IS NOT NULL AS sent FROM email_outbox WHERE to_address = $1', [email]);
          return rows;
        }),
      (rows) => rows.every((row) => row.sent),
    );
    expect(outbox).toEqual([{ attempts: 1, sent: true }]);
    expect(smtp.messages.filter((message) => message.to.includes(email))).toHaveLength(0);
  });

  it('holds the per-account sign-in limit across both APIs', async () => {
    const email = uniqueEmail('limited');
    expect((await request(apis[1]!.url).post('/api/auth/sign-up/email').send({ email, password: TEST_PASSWORD, fullName: 'Limited' })).status).toBe(201);
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
});
