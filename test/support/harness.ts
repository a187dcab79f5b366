import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DefaultLogger, Runtime, makeTelemetryFilterString } from '@temporalio/worker';
import { Client as PgClient } from 'pg';
import type { Dispatcher } from 'undici';
import { connectTemporalClient } from '../../platform/temporal';
import { loadConfig, type Config } from '../../platform/config';
import { createSequelize } from '../../platform/database';
import type { DestinationStream } from 'pino';
import { createLogger } from '../../platform/logger';
import { initModels } from '../../models';
import { buildApi } from '../../api/server';
import { createWorker } from '../../worker/create-worker';
import { ensureSchedules } from '../../engine/worker-schedules';
import { createActivityDependencies } from '../../worker/activity-dependencies';
import { testEnv, withDatabase } from './environment';
import { startDnsServer, type DnsServer } from './dns-server';
import { startSmtpCapture } from './smtp-capture';
import {
  billingReconcileScheduleId,
  domainRecheckScheduleId,
  mailDispatchScheduleId,
  webhookDispatchScheduleId,
  retentionScheduleId,
} from '../../workflows/contract';

quietTemporalRuntime();

export interface HarnessOptions {
  /** Extra environment for loadConfig (e.g. RATE_LIMITS_ENABLED). */
  env?: Record<string, string>;
  /** Replaces the monitoring fetches' guarded agent, e.g. to let a local site stand in for a public one. */
  sourceDispatcher?: () => Dispatcher;
  /** False: no worker in the test process (the test runs worker processes of its own on the task queue). */
  inProcessWorker?: boolean;
  /** Where the API's log lines go (with LOG_LEVEL in `env`), for tests that read them. */
  logs?: DestinationStream;
}

/**
 * One isolated Vigil per test file: its own database cloned from the migrated template, its own
 * Temporal task queue with a real worker, a real SMTP capture, and the Express app.
 */
export async function startHarness({ env = {}, sourceDispatcher, inProcessWorker = true, logs }: HarnessOptions = {}) {
  const database = `vigil_test_${randomUUID().replace(/-/g, '')}`;
  const adminUrl = testEnv('adminDatabaseUrl');
  await createDatabaseFromTemplate(adminUrl, database, testEnv('templateDatabase'));
  const smtp = await startSmtpCapture();
  const temporalAddress = testEnv('temporalAddress');
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BASE_URL: 'http://vigil.test',
    APP_URL: 'http://app.vigil.test',
    DATABASE_URL: withDatabase(adminUrl, database),
    DATABASE_POOL_MAX: '5',
    TEMPORAL_ADDRESS: temporalAddress,
    TEMPORAL_TASK_QUEUE: `test-${database}`,
    SMTP_URL: smtp.url,
    SECRET_KEY: 'test-secret-key-that-is-long-enough-1234',
    PICTURES_DIR: path.join(os.tmpdir(), `vigil-pictures-${database}`),
    // Every test site is one loopback host: the production pace per host would only slow the tests down.
    FETCH_HOST_REQUESTS_PER_SECOND: '1000',
    ...env,
  });
  const logger = createLogger(config, 'vigil', logs);
  const sequelize = createSequelize({ url: config.database.url!, poolMax: config.database.poolMax });
  initModels(sequelize);
  const temporal = await connectTemporalClient({ address: temporalAddress, namespace: config.temporal.namespace });
  const activityResources = createActivityDependencies({ config, temporal, sourceDispatcher });
  const startWorker = async () => {
    const { worker, connection } = await createWorker({
      address: temporalAddress,
      namespace: config.temporal.namespace,
      taskQueue: config.temporal.taskQueue,
      dependencies: activityResources.dependencies,
      workflowBundlePath: testEnv('workflowBundle'),
    });
    return { worker, connection, run: worker.run() };
  };
  let running = inProcessWorker ? await startWorker() : null;
  /** Stops the worker (its activities are cancelled mid-flight) and starts a fresh one on the same queue. */
  async function restartWorker(): Promise<void> {
    await stopWorker();
    running = await startWorker();
  }
  async function stopWorker(): Promise<void> {
    if (!running) return;
    running.worker.shutdown();
    await running.run;
    await running.connection.close();
  }
  await ensureSchedules(temporal, config.temporal.taskQueue);
  const { app, routes } = buildApi({ config, logger, sequelize, temporal });

  async function stop(): Promise<void> {
    await temporal.schedule.getHandle(mailDispatchScheduleId(config.temporal.taskQueue)).delete();
    await temporal.schedule.getHandle(billingReconcileScheduleId(config.temporal.taskQueue)).delete();
    await temporal.schedule.getHandle(retentionScheduleId(config.temporal.taskQueue)).delete();
    await temporal.schedule.getHandle(domainRecheckScheduleId(config.temporal.taskQueue)).delete();
    await temporal.schedule.getHandle(webhookDispatchScheduleId(config.temporal.taskQueue)).delete();
    await stopWorker();
    await temporal.connection.close();
    await activityResources.close();
    await smtp.stop();
    await sequelize.close();
    await dropDatabase(adminUrl, database);
    await rm(config.picturesDir, { recursive: true, force: true });
  }

  return { app, routes, config, sequelize, temporal, smtp, stop, restartWorker };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/** A harness whose name lookups (domain verification, SSO discovery) go to its own test DNS server, rate limits off; its stop() stops both. */
export async function startHarnessWithDns({ env = {}, ...options }: HarnessOptions = {}): Promise<{ harness: Harness; dns: DnsServer }> {
  const dns = await startDnsServer();
  const harness = await startHarness({ ...options, env: { RATE_LIMITS_ENABLED: 'false', DNS_SERVERS: dns.address, ...env } });
  async function stop(): Promise<void> {
    await harness.stop();
    await dns.stop();
  }
  return { harness: { ...harness, stop }, dns };
}

/**
 * A harness behind a real HTTP server on a free port, what a browser visits: BASE_URL is that address and
 * the web application is Vigil itself (an empty APP_URL is unset); its stop() closes the server too.
 */
export async function startServedHarness({ env = {}, ...options }: HarnessOptions = {}): Promise<Harness> {
  // The port must be known before the app is built (it is BASE_URL), so the server delegates to it once it exists.
  const served: { app?: Harness['app'] } = {};
  const server = http.createServer((req, res) => served.app!(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const harness = await startHarness({ ...options, env: { BASE_URL: `http://127.0.0.1:${port}`, APP_URL: '', ...env } }).catch(
    async (error: unknown) => {
      await new Promise((resolve) => server.close(resolve));
      throw error;
    },
  );
  served.app = harness.app;
  async function stop(): Promise<void> {
    await new Promise((resolve) => server.close(resolve));
    await harness.stop();
  }
  return { ...harness, stop };
}

/** Runs `work` with a connection to the server's maintenance database, closed afterwards. */
export async function withAdmin<T>(adminUrl: string, work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = new PgClient({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function createDatabaseFromTemplate(adminUrl: string, database: string, template: string): Promise<void> {
  return withAdmin(adminUrl, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
        return;
      } catch (error) {
        // Two files cloning the template at the same instant can collide; a short retry settles it.
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
}

export function dropDatabase(adminUrl: string, database: string): Promise<void> {
  return withAdmin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
}

/**
 * The SDK runtime is one per process and jest reuses processes across files: install it once, quietly.
 * Errors only, from the SDK and its core: its warnings narrate what the tests provoke and assert on (an
 * activity attempt or a workflow failed, a worker restarted mid-task, a browser worker runs no
 * workflows, the time-skipping server predates a capability).
 */
function quietTemporalRuntime(): void {
  try {
    Runtime.install({
      logger: new DefaultLogger('ERROR'),
      telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'ERROR', other: 'ERROR' }) } },
    });
  } catch {
    // Already installed by an earlier test file in this worker process.
  }
}
