import { db } from '../../models/db';

/** How long rows stay after they stop mattering, in days. */
export interface RetentionPeriods {
  /** After a session expired or was revoked. */
  sessionsDays: number;
  /** After a single-use token was used or expired. */
  tokensDays: number;
  /** After a mail was delivered; mail never delivered stays. */
  outboxDays: number;
  /** After a sign-in event was recorded. */
  loginEventsDays: number;
}

export const RETAINED_KINDS = ['sessions', 'tokens', 'outbox', 'loginEvents'] as const;
export type RetainedKind = (typeof RETAINED_KINDS)[number];

/** Rows one DELETE removes: each batch is its own short statement, so no lock is held for long. */
export const PRUNE_BATCH_SIZE = 500;

interface PruneTarget {
  table: string;
  /** SQL condition on the row, `:cutoff` being now minus the retention period. */
  expired: string;
  period(periods: RetentionPeriods): number;
}

const TARGETS: Record<RetainedKind, PruneTarget> = {
  sessions: { table: 'sessions', expired: 'expires_at < :cutoff OR revoked_at < :cutoff', period: (p) => p.sessionsDays },
  tokens: { table: 'user_tokens', expired: 'expires_at < :cutoff OR used_at < :cutoff', period: (p) => p.tokensDays },
  outbox: { table: 'email_outbox', expired: 'sent_at < :cutoff', period: (p) => p.outboxDays },
  loginEvents: { table: 'login_events', expired: 'created_at < :cutoff', period: (p) => p.loginEventsDays },
};

export interface PruneResult {
  deleted: number;
  /** False when the batch limit was reached with rows possibly left: call again. */
  done: boolean;
}

/**
 * Deletes expired rows of one kind in batches of PRUNE_BATCH_SIZE until a batch comes back short or
 * `maxBatches` have run. Idempotent: running it again deletes only what has expired since.
 */
export async function pruneExpired(kind: RetainedKind, periods: RetentionPeriods, maxBatches: number): Promise<PruneResult> {
  const target = TARGETS[kind];
  const cutoff = new Date(Date.now() - target.period(periods) * 24 * 60 * 60 * 1000);
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const removed = await deleteBatch(target, cutoff);
    deleted += removed;
    if (removed < PRUNE_BATCH_SIZE) return { deleted, done: true };
  }
  return { deleted, done: false };
}

async function deleteBatch({ table, expired }: PruneTarget, cutoff: Date): Promise<number> {
  return db.execute(`DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE ${expired} LIMIT :limit FOR UPDATE SKIP LOCKED)`, {
    replacements: { cutoff, limit: PRUNE_BATCH_SIZE },
  });
}
