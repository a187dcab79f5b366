import type { ChangeFact } from '../monitoring/change-facts';
import { changedLines, type JudgementExample } from './judgement';
import { db } from '../../models/db';

/** A member's verdict on a change, as the Change resource shows it. */
export interface ChangeFeedback {
  relevant: boolean;
  /** Who said so; null once their account is deleted. */
  by: { id: string; fullName: string } | null;
  at: Date;
}

/** A topic's newest verdicts the judges are shown; older ones stay stored and count again once newer ones are withdrawn. */
export const MAX_EXAMPLES_PER_TOPIC = 20;
/** Changed lines kept per example, so twenty examples of huge rewrites cannot swamp a judge's prompt. */
export const MAX_EXAMPLE_LINES = 40;

interface FeedbackRow {
  changeId: string;
  relevant: boolean;
  userId: string | null;
  fullName: string | null;
  at: Date;
}

/** Adds each change's feedback (null when no member gave any). */
export async function withFeedback<T extends { id: string }>(changes: T[]): Promise<Array<T & { feedback: ChangeFeedback | null }>> {
  if (changes.length === 0) return [];
  const rows = await db.rows<FeedbackRow>(
    `SELECT f.change_id AS "changeId", f.relevant, u.id AS "userId", u.full_name AS "fullName", f.updated_at AS at
       FROM change_feedback f LEFT JOIN users u ON u.id = f.user_id
      WHERE f.change_id = ANY($1)`,
    [changes.map((change) => change.id)],
  );
  const byChange = new Map(rows.map((row) => [row.changeId, row]));
  return changes.map((change) => {
    const row = byChange.get(change.id);
    if (!row) return { ...change, feedback: null };
    const by = row.userId === null ? null : { id: row.userId, fullName: row.fullName ?? '' };
    return { ...change, feedback: { relevant: row.relevant, by, at: row.at } };
  });
}

interface ExampleRow {
  topicId: string;
  relevant: boolean;
  diff: string;
  facts: ChangeFact[];
}

/**
 * The verdicts members gave on earlier changes of each topic, newest first, at most MAX_EXAMPLES_PER_TOPIC
 * per topic: what the judges follow for changes like them.
 */
export async function topicExamples(topicIds: string[]): Promise<Map<string, JudgementExample[]>> {
  const examples = new Map<string, JudgementExample[]>();
  if (topicIds.length === 0) return examples;
  const rows = await db.select<ExampleRow>(
    `SELECT "topicId", relevant, diff, facts FROM (
       SELECT f.topic_id AS "topicId", f.relevant, c.diff, c.facts,
              row_number() OVER (PARTITION BY f.topic_id ORDER BY f.updated_at DESC, f.change_id DESC) AS n
         FROM change_feedback f JOIN changes c ON c.id = f.change_id
        WHERE f.topic_id IN (:topicIds)) e
      WHERE n <= :limit
      ORDER BY "topicId", n`,
    { replacements: { topicIds, limit: MAX_EXAMPLES_PER_TOPIC } },
  );
  for (const row of rows) {
    const { added, removed } = changedLines(row.diff);
    const example: JudgementExample = {
      relevant: row.relevant,
      changedLines: [...added, ...removed].slice(0, MAX_EXAMPLE_LINES),
      facts: row.facts,
    };
    examples.set(row.topicId, [...(examples.get(row.topicId) ?? []), example]);
  }
  return examples;
}
