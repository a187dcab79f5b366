import fs from 'node:fs';
import { Client } from 'pg';
import { TEST_ENV } from './support/environment';

/** Stops what the global setup started and removes its files; a DATABASE_URL server only loses the template. */
export default async function globalTeardown(): Promise<void> {
  const services = globalThis.vigilTestServices;
  if (!services) return;
  await services.temporal?.stop();
  if (services.postgres) await services.postgres.stop();
  else await dropTemplate();
  fs.rmSync(services.workDir, { recursive: true, force: true });
}

async function dropTemplate(): Promise<void> {
  const admin = new Client({ connectionString: process.env[TEST_ENV.adminDatabaseUrl] });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${process.env[TEST_ENV.templateDatabase]}`);
  } finally {
    await admin.end();
  }
}
