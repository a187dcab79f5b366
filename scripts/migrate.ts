import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, requireDatabaseUrl } from '../platform/config';
import { createSequelize } from '../platform/database';
import { migrateToLatest } from '../platform/migrator';
import { runMain } from '../platform/process';

/** `npm run migrate`: applies pending migrations to DATABASE_URL and names them. */
runMain('migrate', async () => {
  const dotEnv = path.resolve(__dirname, '..', '.env');
  if (fs.existsSync(dotEnv)) process.loadEnvFile(dotEnv); // never overrides variables already set
  const config = loadConfig();
  const sequelize = createSequelize({ url: requireDatabaseUrl(config), poolMax: 1 });
  try {
    const applied = await migrateToLatest(sequelize);
    if (applied.length === 0) console.log('migrate: the database is up to date');
    else console.log(`migrate: applied ${applied.length} migration(s):\n${applied.map((name) => `  ${name}`).join('\n')}`);
  } finally {
    await sequelize.close();
  }
});
