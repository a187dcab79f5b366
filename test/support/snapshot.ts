import { QueryTypes, type Sequelize } from 'sequelize';

/** Columns that every authenticated request may touch (sliding session expiry, key last use). */
const BOOKKEEPING_COLUMNS: Record<string, string[]> = {
  sessions: ['last_seen_at', 'expires_at'],
  api_keys: ['last_used_at'],
};

/** Counters of attempts, which failed requests are meant to move. */
const BOOKKEEPING_TABLES = new Set(['rate_limits']);

/** Every row of every table (bookkeeping aside), sorted, for comparing the whole database before and after. */
export async function databaseSnapshot(sequelize: Sequelize): Promise<Record<string, string[]>> {
  const tables = await sequelize.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    { type: QueryTypes.SELECT },
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables.filter((table) => !BOOKKEEPING_TABLES.has(table.name))) {
    const rows = await sequelize.query<{ row: string }>(`SELECT (to_jsonb(t) - :skip::text[])::text AS row FROM "${name}" t`, {
      type: QueryTypes.SELECT,
      replacements: { skip: `{${(BOOKKEEPING_COLUMNS[name] ?? []).join(',')}}` },
    });
    snapshot[name] = rows.map((r) => r.row).sort();
  }
  return snapshot;
}

export interface RowChange {
  table: string;
  change: 'added' | 'removed';
  row: Record<string, unknown>;
}

/** The rows one snapshot has and the other lacks (an updated row is one removed and one added). */
export function snapshotChanges(before: Record<string, string[]>, after: Record<string, string[]>): RowChange[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].flatMap((table) => {
    const old = before[table] ?? [];
    const now = after[table] ?? [];
    return [
      ...without(old, now).map((row): RowChange => ({ table, change: 'removed', row: JSON.parse(row) })),
      ...without(now, old).map((row): RowChange => ({ table, change: 'added', row: JSON.parse(row) })),
    ];
  });
}

/** `rows` minus `others`, counting duplicates. */
function without(rows: string[], others: string[]): string[] {
  const remaining = new Map<string, number>();
  for (const row of others) remaining.set(row, (remaining.get(row) ?? 0) + 1);
  return rows.filter((row) => {
    const left = remaining.get(row) ?? 0;
    if (left > 0) remaining.set(row, left - 1);
    return left === 0;
  });
}
