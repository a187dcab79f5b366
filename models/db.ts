import type { ClientBase, QueryResultRow } from 'pg';
import { QueryTypes, type QueryOptions, type Sequelize, type Transaction, type TransactionOptions } from 'sequelize';

let bound: Sequelize | null = null;

/** Called by initModels: `db` and every model class share this process's one pool. */
export function bindDb(sequelize: Sequelize): void {
  bound = sequelize;
}

function connection(): Sequelize {
  if (!bound) throw new Error('The models are not bound to a database: call initModels first');
  return bound;
}

type StatementOptions = Omit<QueryOptions, 'type' | 'raw'>;

/**
 * The one way domain code reaches PostgreSQL besides the models: a unit of work, a read, a write.
 * A function that joins its caller's unit of work takes `transaction?: Transaction` as its last parameter
 * and passes it on in `options`.
 */
export const db = {
  /** With `{ transaction }` in `options`, a savepoint inside that transaction. */
  transaction<T>(
    ...args:
      [work: (transaction: Transaction) => Promise<T>] | [options: TransactionOptions, work: (transaction: Transaction) => Promise<T>]
  ): Promise<T> {
    return args.length === 1 ? connection().transaction(args[0]) : connection().transaction(args[0], args[1]);
  },
  /** The rows of a SELECT (or of a write with RETURNING), as plain objects. */
  select<T extends object>(sql: string, options: StatementOptions = {}): Promise<T[]> {
    return connection().query<T>(sql, { ...options, type: QueryTypes.SELECT });
  },
  /**
   * The hot reads (`$n` binds): rows as plain objects on a pool connection, without a model finder's
   * per-call work (option cloning, query building, hooks) nor `sequelize.query`'s (bind rewriting, retry
   * wrapper, logging), which together cost several times the CPU of a short indexed query
   * (scripts/bench-reads.ts measures it). Inside a transaction the statement runs on its connection.
   */
  async rows<T extends QueryResultRow>(sql: string, bind: unknown[], transaction?: Transaction): Promise<T[]> {
    const sequelize = connection();
    if (transaction) return sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });
    const client = (await sequelize.connectionManager.getConnection({ type: 'read' })) as ClientBase;
    try {
      return (await client.query<T>(sql, bind)).rows;
    } finally {
      sequelize.connectionManager.releaseConnection(client);
    }
  },
  /** A statement run for its effect; resolves to the number of rows it touched. */
  execute(sql: string, options: StatementOptions = {}): Promise<number> {
    return connection().query(sql, { ...options, type: QueryTypes.BULKUPDATE });
  },
};
