import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * Plain SQL for the hot reads (`$n` binds), through the connection a model is bound to: rows come back
 * as plain objects, without the per-call work of a model finder (option cloning, query building,
 * hooks), which costs several times the CPU of a short indexed query. scripts/bench-reads.ts measures it.
 */
export function selectRows<T extends object>(model: { sequelize?: Sequelize }, sql: string, bind: unknown[], transaction?: Transaction): Promise<T[]> {
  return model.sequelize!.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });
}
