import type { Sequelize, Transaction } from 'sequelize';

export interface MigrationContext {
  sequelize: Sequelize;
  transaction: Transaction;
}

export interface Migration {
  name: string;
  up(context: MigrationContext): Promise<void>;
}

/** Runs each statement in order inside the migration's transaction. */
export async function runStatements({ sequelize, transaction }: MigrationContext, statements: string[]): Promise<void> {
  for (const statement of statements) await sequelize.query(statement, { transaction });
}
