import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { Umzug, type UmzugStorage } from 'umzug';
import { migrations } from '../migrations';
import type { Logger } from './logger';

const MIGRATIONS_TABLE = 'schema_migrations';
/** Any constant works; every process that migrates this database takes the same advisory lock. */
const MIGRATION_LOCK_KEY = 7_413_290_551;

/**
 * Applies the pending migrations, forward-only (there is no `down`). Everything runs in one
 * transaction under an advisory lock: API replicas starting together migrate once, and a failing
 * migration leaves the schema and its bookkeeping exactly as they were.
 */
export async function migrateToLatest(sequelize: Sequelize, logger?: Logger): Promise<string[]> {
  return sequelize.transaction(async (transaction) => {
    // A migration may rewrite a large table: the processes' statement timeout does not apply to it.
    await sequelize.query('SET LOCAL statement_timeout = 0', { transaction });
    await sequelize.query('SELECT pg_advisory_xact_lock(:key)', { replacements: { key: MIGRATION_LOCK_KEY }, transaction });
    await sequelize.query(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (name varchar(255) PRIMARY KEY)`, { transaction });
    const umzug = new Umzug({
      migrations: migrations.map(({ name, up }) => ({ name, up: () => up({ sequelize, transaction }) })),
      context: {},
      storage: transactionalStorage(sequelize, transaction),
      logger: logger
        ? { info: (m) => logger.info(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m), debug: (m) => logger.debug(m) }
        : undefined,
    });
    const applied = await umzug.up();
    return applied.map((migration) => migration.name);
  });
}

/** umzug's bookkeeping, written in the same transaction as the migrations it records. */
function transactionalStorage(sequelize: Sequelize, transaction: Transaction): UmzugStorage {
  return {
    async executed() {
      const rows = await sequelize.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name`, {
        type: QueryTypes.SELECT,
        transaction,
      });
      return rows.map((row) => row.name);
    },
    async logMigration({ name }) {
      await sequelize.query(`INSERT INTO ${MIGRATIONS_TABLE} (name) VALUES (:name)`, { replacements: { name }, transaction });
    },
    async unlogMigration() {
      throw new Error('Migrations are forward-only');
    },
  };
}
