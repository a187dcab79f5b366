import { randomUUID } from 'node:crypto';
import { createSequelize } from '../../platform/database';
import { migrateToLatest } from '../../platform/migrator';
import { migrations } from '../../migrations';
import { testEnv, withDatabase } from '../support/environment';
import { dropDatabase, withAdmin } from '../support/harness';

describe('migrations', () => {
  const database = `vigil_migrate_${randomUUID().replace(/-/g, '')}`;
  const adminUrl = testEnv('adminDatabaseUrl');

  beforeAll(() => withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`)));
  afterAll(() => dropDatabase(adminUrl, database));

  it('apply once when two processes start together, and are a no-op afterwards', async () => {
    const url = withDatabase(adminUrl, database);
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
