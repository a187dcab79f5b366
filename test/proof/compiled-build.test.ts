import { randomUUID } from 'node:crypto';
import path from 'node:path';
import request from 'supertest';
import { spawnTypeScript } from '../../scripts/lib/processes';
import { dropDatabase, withAdmin } from '../support/harness';
import { TEST_ENV, testEnv, withDatabase } from '../support/environment';
import { startApiProcess, startTogether, startWorkerProcess, type ServiceProcess } from '../support/processes';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { TEST_PASSWORD, uniqueEmail } from '../support/users';

const ROOT = path.resolve(__dirname, '../..');

/** Runs `npm run build`'s script, resolving once it exits 0 (rejecting with its output otherwise). */
function build(): Promise<void> {
  const child = spawnTypeScript(path.join(ROOT, 'scripts/build.ts'), [], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}:\n${output}`))));
  });
}

/**
 * What the production image runs (`node dist/…` after `npm run build`, as the Dockerfile and
 * docker-compose do), started from this checkout's build: the files the code reads beside itself are
 * there, the ESM-only packages load through the compiled dynamic imports, and the worker runs the
 * workflow bundle the build wrote instead of bundling at start.
 */
describe('the compiled build', () => {
  const database = `vigil_compiled_${randomUUID().replace(/-/g, '')}`;
  const adminUrl = testEnv('adminDatabaseUrl');
  const services: ServiceProcess[] = [];
  let smtp: SmtpCapture;
  let api: ServiceProcess & { url: string };
  let worker: ServiceProcess;

  beforeAll(async () => {
    await build();
    await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
    smtp = await startSmtpCapture();
    const env = {
      [TEST_ENV.compiledServices]: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: withDatabase(adminUrl, database),
      DATABASE_POOL_MAX: '4',
      TEMPORAL_ADDRESS: testEnv('temporalAddress'),
      TEMPORAL_TASK_QUEUE: `compiled-${database}`,
      SECRET_KEY: 'compiled-build-test-secret-key-long-enough',
      SMTP_URL: smtp.url,
    };
    [api, worker] = await startTogether([startApiProcess(env), startWorkerProcess(env)]);
    services.push(api, worker);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(services.map((service) => service.stop()));
    await smtp?.stop();
    await dropDatabase(adminUrl, database);
  }, 60_000);

  it('runs the compiled entry points, not the TypeScript', () => {
    for (const service of services) expect(service.child.spawnargs.at(-1)).toMatch(/\/dist\/(api|worker)\/main\.js$/);
  });

  it('serves the API, its static pages and the OAuth metadata (an ESM-only package behind a compiled dynamic import)', async () => {
    expect((await request(api.url).get('/readyz')).body.data).toMatchObject({
      status: 'ready',
      dependencies: { postgres: 'up', temporal: 'up' },
    });
    const pages = await request(api.url).get('/pages/pages.js');
    expect(pages.status).toBe(200);
    expect(pages.text).toContain('/api/alerts/unsubscribe');
    expect((await request(api.url).get('/oauth/assets/consent.js')).status).toBe(200);
    const metadata = await request(api.url).get('/.well-known/oauth-authorization-server');
    expect(metadata.status).toBe(200);
    expect(metadata.body).toMatchObject({ code_challenge_methods_supported: ['S256'], client_id_metadata_document_supported: true });
  });

  it('delivers the sign-up mail through a workflow the compiled worker runs from the prebuilt bundle', async () => {
    const email = uniqueEmail('compiled');
    const signUp = await request(api.url)
      .post('/api/auth/sign-up/email')
      .send({ email, password: TEST_PASSWORD, fullName: 'Compiled Tester' });
    expect(signUp.status).toBe(201);
    await smtp.nextMailTo(email, /Confirm your e-mail/);
    // Bundling at start is webpack's work, and it says so in the worker's log.
    expect(worker.output()).toContain('worker started');
    expect(worker.output()).not.toMatch(/webpack/i);
  });
});
