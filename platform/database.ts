import { Sequelize } from 'sequelize';
import pg from 'pg';
import type { Logger } from './logger';

// Return BIGINT counts as numbers (they stay far below 2^53 here) and keep timestamps as Date objects.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number.parseInt(value, 10));

export interface DatabaseOptions {
  url: string;
  poolMax: number;
  logger?: Logger;
}

export function createSequelize({ url, poolMax, logger }: DatabaseOptions): Sequelize {
  return new Sequelize(url, {
    dialect: 'postgres',
    dialectModule: pg,
    logging: logger ? (sql: string) => logger.trace({ sql }, 'sql') : false,
    pool: { max: poolMax, min: 0, idle: 10_000, acquire: 30_000 },
    define: { underscored: true, timestamps: true },
  });
}

export async function isDatabaseReachable(sequelize: Sequelize): Promise<boolean> {
  try {
    await sequelize.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
