import { randomUUID } from 'node:crypto';
import { readScenarios } from '../../scripts/lib/bench-read-scenarios';
import { QUICK_SEED, seedReadsDataSet } from '../../scripts/lib/bench-seed';
import { traceBare, traceDifferences, traceVigil } from '../../scripts/lib/bench-sql-capture';
import { testEnv, withDatabase } from '../support/environment';
import { createDatabaseFromTemplate, dropDatabase } from '../support/harness';

/**
 * The read benchmark (`npm run bench`) divides Vigil's throughput by a bare Express + pg baseline's;
 * the ratio means something only while the baseline does Vigil's work. When a read route's SQL or
 * answer changes, this fails until scripts/lib/bench-bare-app.ts follows.
 */
describe('the read benchmark baseline', () => {
  const adminUrl = testEnv('adminDatabaseUrl');
  const database = `vigil_test_${randomUUID().replace(/-/g, '')}`;
  const databaseUrl = withDatabase(adminUrl, database);

  beforeAll(() => createDatabaseFromTemplate(adminUrl, database, testEnv('templateDatabase')));
  afterAll(() => dropDatabase(adminUrl, database));

  it('sends the statements Vigil sends and answers the same bytes, on a tiny seeded data set', async () => {
    const { fixture, rows } = await seedReadsDataSet(databaseUrl, QUICK_SEED);
    expect(rows.audit_logs).toBe(QUICK_SEED.auditEntries);
    const scenarios = readScenarios(fixture);
    const env = { DATABASE_URL: databaseUrl, TEMPORAL_ADDRESS: testEnv('temporalAddress'), NODE_ENV: 'test', LOG_LEVEL: 'silent' };

    const vigil = await traceVigil(env, scenarios, fixture.apiKey);
    const bare = await traceBare(env, scenarios, fixture.apiKey);

    for (const [index, scenario] of scenarios.entries()) {
      expect({ route: scenario.name, status: vigil[index]!.status, statements: vigil[index]!.sql.length > 0 }).toEqual({
        route: scenario.name,
        status: 200,
        statements: true,
      });
      expect({ route: scenario.name, differences: traceDifferences(vigil[index]!, bare[index]!) }).toEqual({
        route: scenario.name,
        differences: [],
      });
    }
  });
});
