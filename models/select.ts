import type { ClientBase, QueryResultRow } from 'pg';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * Plain SQL for the hot reads (`$n` binds) on a connection of the pool a model is bound to: rows come
 * back as plain objects, without a model finder's per-call work (option cloning, query building,
 * hooks) nor `sequelize.query`'s (bind rewriting, retry wrapper, logging), which together cost several
 * times the CPU of a short indexed query (scripts/bench-reads.ts measures it). Inside a transaction the
 * statement goes through Sequelize, on the transaction's connection.
 */
export async function selectRows<T extends QueryResultRow>(
  model: { sequelize?: Sequelize },
  sql: string,
  bind: unknown[],
  transaction?: Transaction,
): Promise<T[]> {
  const sequelize = model.sequelize!;
  if (transaction) return sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });
  const connection = (await sequelize.connectionManager.getConnection({ type: 'read' })) as ClientBase;
  try {
    return (await connection.query<T>(sql, bind)).rows;
  } finally {
    sequelize.connectionManager.releaseConnection(connection);
  }
}
