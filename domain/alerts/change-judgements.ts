import type { Evidence, Importance } from './judgement';
import { db } from '../../models/db';

/** The judge's fields on the Change resource; null until the change is judged. */
export interface ChangeJudgementFields {
  summary: string;
  relevant: boolean | null;
  matchedWatchFor: string[];
  importance: Importance | null;
  /** For each matched watch-list entry, the changed text the judgement quotes; empty until judged. */
  evidence: Evidence[];
  judgedAt: Date | null;
}

export interface JudgementFilters {
  relevant?: boolean | undefined;
  importance?: Importance | undefined;
}

/**
 * A condition on `changes.id` keeping the changes judged as the filters ask, its values appended to
 * `values` as `$n` binds; null when no filter is given.
 */
export function judgementCondition({ relevant, importance }: JudgementFilters, values: unknown[]): string | null {
  const conditions: string[] = [];
  const equals = (column: string, value: unknown) => {
    values.push(value);
    conditions.push(`${column} = $${values.length}`);
  };
  if (relevant !== undefined) equals('relevant', relevant);
  if (importance !== undefined) equals('importance', importance);
  return conditions.length === 0 ? null : `id IN (SELECT change_id FROM change_judgements WHERE ${conditions.join(' AND ')})`;
}

interface Judgement {
  changeId: string;
  summary: string | null;
  relevant: boolean | null;
  matchedWatchFor: string[];
  importance: Importance | null;
  evidence: Evidence[];
  judgedAt: Date;
}

/** Adds the judgement to each change; a judged change's summary is the judge's. */
export async function withJudgements<T extends { id: string; summary: string }>(changes: T[]): Promise<Array<T & ChangeJudgementFields>> {
  if (changes.length === 0) return [];
  const judgements = await db.rows<Judgement>(
    `SELECT change_id AS "changeId", summary, relevant, matched_watch_for AS "matchedWatchFor", importance, evidence, judged_at AS "judgedAt"
       FROM change_judgements WHERE change_id = ANY($1) AND judged_at IS NOT NULL`,
    [changes.map((change) => change.id)],
  );
  const byChange = new Map(judgements.map((judgement) => [judgement.changeId, judgement]));
  return changes.map((change) => {
    const judgement = byChange.get(change.id);
    if (!judgement) return { ...change, relevant: null, matchedWatchFor: [], importance: null, evidence: [], judgedAt: null };
    return {
      ...change,
      summary: judgement.summary ?? change.summary,
      relevant: judgement.relevant,
      matchedWatchFor: judgement.matchedWatchFor,
      importance: judgement.importance,
      evidence: judgement.evidence,
      judgedAt: judgement.judgedAt,
    };
  });
}
