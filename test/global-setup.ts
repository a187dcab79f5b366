import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createSequelize } from '../platform/database';
import { migrateToLatest } from '../platform/migrator';
import { connectTemporalClient, ensureSearchAttributes } from '../platform/temporal';
import { VIGIL_SEARCH_ATTRIBUTES } from '../workflows/visibility';
import { ensureChromium } from '../scripts/lib/chromium';
import { startEmbeddedPostgres, type RunningPostgres } from '../scripts/lib/embedded-postgres';
import { ensureTemporalCli } from '../scripts/lib/temporal-cli';
import { freePort, startTemporalDevServer, type RunningDevServer } from '../scripts/lib/temporal-dev-server';
import { writeWorkflowBundle } from '../scripts/lib/workflow-bundle';
import { WORKFLOWS_PATH } from '../worker/create-worker';
import { TEST_ENV, withDatabase } from './support/environment';

export interface TestServices {
  workDir: string;
  postgres?: RunningPostgres;
  temporal?: RunningDevServer;
}

declare global {
  var vigilTestServices: TestServices | undefined;
}

/**
 * Starts one PostgreSQL and one Temporal dev server for the whole run (unless DATABASE_URL /
 * TEMPORAL_ADDRESS point at running ones), migrates a template database that every test file
 * clones, and bundles the workflows once.
 */
export default async function globalSetup(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-test-'));
  // Readable by the unprivileged user PostgreSQL runs as when the tests run as root.
  fs.chmodSync(workDir, 0o755);
  const services: TestServices = { workDir };
  globalThis.vigilTestServices = services;
  const log = (message: string) => process.stderr.write(`[test setup] ${message}\n`);
  // Every Node.js process started from here on (jest's workers, the API and worker processes, npm start's)
  // keeps V8's compiled code of the modules it loads in this run's directory, and the next one reuses it.
  process.env.NODE_COMPILE_CACHE ??= path.join(workDir, 'node-compile-cache');

  // Once, before any test file: browser tests run in parallel, and two apt-get installs would collide.
  ensureChromium(log);
  const [adminUrl, temporalAddress, bundlePath] = await Promise.all([
    startDatabase(services),
    startTemporal(services, log),
    bundleWorkflows(workDir),
  ]);
  const templateDatabase = `vigil_template_${process.pid}`;
  await createTemplate(adminUrl, templateDatabase);

  process.env[TEST_ENV.adminDatabaseUrl] = adminUrl;
  process.env[TEST_ENV.templateDatabase] = templateDatabase;
  process.env[TEST_ENV.temporalAddress] = temporalAddress;
  process.env[TEST_ENV.workflowBundle] = bundlePath;
}

async function startDatabase(services: TestServices): Promise<string> {
  if (process.env.DATABASE_URL) return withDatabase(process.env.DATABASE_URL, 'postgres');
  const dataDir = path.join(services.workDir, 'postgres');
  services.postgres = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  return services.postgres.url('postgres');
}

async function startTemporal(services: TestServices, log: (message: string) => void): Promise<string> {
  if (process.env.TEMPORAL_ADDRESS) {
    await registerSearchAttributes(process.env.TEMPORAL_ADDRESS);
    return process.env.TEMPORAL_ADDRESS;
  }
  const binary = ensureTemporalCli(log);
  // The Web UI is served for the operator test, which reads the workflow list in Chromium.
  const uiPort = await freePort();
  services.temporal = await startTemporalDevServer({ binary, port: await freePort(), uiPort, dbFile: null });
  process.env[TEST_ENV.temporalUiUrl] = `http://127.0.0.1:${uiPort}`;
  return services.temporal.address;
}

/** An existing server may not know Vigil's search attributes yet; the dev server started below is given them. */
async function registerSearchAttributes(address: string): Promise<void> {
  const client = await connectTemporalClient({ address, namespace: 'default' });
  try {
    await ensureSearchAttributes(client, 'default', VIGIL_SEARCH_ATTRIBUTES, {
      info: () => undefined,
      warn: (_fields, message) => process.stderr.write(`[test setup] ${message}\n`),
    });
  } finally {
    await client.connection.close();
  }
}

async function bundleWorkflows(workDir: string): Promise<string> {
  const bundlePath = path.join(workDir, 'workflow-bundle.js');
  await writeWorkflowBundle(WORKFLOWS_PATH, bundlePath);
  return bundlePath;
}

async function createTemplate(adminUrl: string, templateDatabase: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
    await admin.query(`CREATE DATABASE ${templateDatabase}`);
  } finally {
    await admin.end();
  }
  const sequelize = createSequelize({ url: withDatabase(adminUrl, templateDatabase), poolMax: 1 });
  try {
    await migrateToLatest(sequelize);
  } finally {
    await sequelize.close();
  }
}
