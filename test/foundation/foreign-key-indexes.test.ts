import { QueryTypes } from 'sequelize';
import { startHarness, type Harness } from '../support/harness';

/**
 * Every foreign key needs an index leading with its columns: deleting or updating a referenced row
 * otherwise scans the referencing table, and joins along the key cannot use an index. Asked of
 * PostgreSQL's catalogue, so tables added later are checked too. A partial index does not count: it
 * cannot serve the lookup for every referenced row.
 */
describe('foreign keys', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  it('each have an index that starts with their columns', async () => {
    const unindexed = await harness.sequelize.query<{ foreignKey: string }>(
      `SELECT format('%s(%s) %s', c.conrelid::regclass, (SELECT string_agg(a.attname, ', ') FROM pg_attribute a
                WHERE a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)), c.conname) AS "foreignKey"
         FROM pg_constraint c
        WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
          AND NOT EXISTS (SELECT 1 FROM pg_index i
                           WHERE i.indrelid = c.conrelid AND i.indpred IS NULL
                             AND cardinality(c.conkey) <= i.indnkeyatts
                             AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey)
        ORDER BY 1`,
      { type: QueryTypes.SELECT },
    );
    expect(unindexed.map((row) => row.foreignKey)).toEqual([]);
  });
});
