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
  /** A statement run for its effect; resolves to the number of rows it touched. */
  execute(sql: string, options: StatementOptions = {}): Promise<number> {
    return connection().query(sql, { ...options, type: QueryTypes.BULKUPDATE });
  },
};
