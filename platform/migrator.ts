import { Umzug, SequelizeStorage } from 'umzug';
import type { Sequelize } from 'sequelize';
import { migrations } from '../migrations';
import type { Logger } from './logger';

/** Forward-only: there is no `down`. Applied in order, each inside its own transaction. */
export function createMigrator(sequelize: Sequelize, logger?: Logger) {
  return new Umzug({
    migrations: migrations.map(({ name, up }) => ({
      name,
      up: () => sequelize.transaction((transaction) => up({ sequelize, transaction })),
    })),
    context: sequelize,
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: logger
      ? { info: (m) => logger.info(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m), debug: (m) => logger.debug(m) }
      : undefined,
  });
}

export async function migrateToLatest(sequelize: Sequelize, logger?: Logger): Promise<string[]> {
  const applied = await createMigrator(sequelize, logger).up();
  return applied.map((migration) => migration.name);
}
