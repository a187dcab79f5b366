import { db } from '../../models/db';

/** Rows per page query; an export holds about one page in memory at a time. */
export const EXPORT_PAGE_SIZE = 500;

export interface NewestFirstQuery {
  /** Column list with the output names, e.g. `id, created_at AS "createdAt"`. */
  select: string;
  table: string;
  /** Condition using bind parameters $1…$n of `bind`. */
  where: string;
  bind: unknown[];
}

interface Cursor {
  at: string;
  id: string;
}

interface Keyed {
  cursorAt: string;
  cursorId: string;
}

/**
 * Yields a table's matching rows newest first, page by page: one short keyset query per page — `(created_at, id)`
 * below the last row, the instant compared as stored, microseconds included — and only when the
 * consumer asks for more, so no connection is held between pages.
 */
export async function* pagesNewestFirst<T>({ select, table, where, bind }: NewestFirstQuery): AsyncGenerator<T[]> {
  let cursor: Cursor | null = null;
  do {
    const values: unknown[] = cursor ? [...bind, cursor.at, cursor.id, EXPORT_PAGE_SIZE] : [...bind, EXPORT_PAGE_SIZE];
    const after: string = cursor ? ` AND (created_at, id) < ($${bind.length + 1}::timestamptz, $${bind.length + 2}::uuid)` : '';
    const rows: Array<T & Keyed> = await db.select<T & Keyed>(
      `SELECT ${select}, created_at::text AS "cursorAt", id AS "cursorId" FROM ${table}
        WHERE (${where})${after} ORDER BY created_at DESC, id DESC LIMIT $${values.length}`,
      { bind: values },
    );
    if (rows.length > 0) yield rows.map(({ cursorAt: _cursorAt, cursorId: _cursorId, ...row }) => row as unknown as T);
    const last = rows.at(-1);
    cursor = rows.length === EXPORT_PAGE_SIZE && last ? { at: last.cursorAt, id: last.cursorId } : null;
  } while (cursor);
}
