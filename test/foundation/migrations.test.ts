import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createSequelize } from '../../platform/database';
import { migrateToLatest } from '../../platform/migrator';
import { migrations } from '../../migrations';
import { testEnv, withDatabase } from '../support/environment';

describe('migrations', () => {
  const database = `vigil_migrate_${randomUUID().replace(/-/g, '')}`;
  const admin = () => new Client({ connectionString: testEnv('adminDatabaseUrl') });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
  });

  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  });

  it('apply once when two processes start together, and are a no-op afterwards', async () => {
    const url = withDatabase(testEnv('adminDatabaseUrl'), database);
    const [first, second] = [createSequelize({ url, poolMax: 2 }), createSequelize({ url, poolMax: 2 })];
    try {
      const results = await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
      const names = migrations.map((migration) => migration.name);
      expect(results.map((applied) => applied.length).sort()).toEqual([0, names.length]);
      expect(results.flat()).toEqual(names);
      expect(await migrateToLatest(first)).toEqual([]);
      const [rows] = await first.query('SELECT count(*)::int AS count FROM countries');
      expect(rows).toEqual([{ count: 249 }]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
