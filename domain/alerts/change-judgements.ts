import { Op, literal, type WhereOptions } from 'sequelize';
import { ChangeJudgementModel } from '../../models/alerts';
import type { Importance } from './judgement';

/** The judge's fields on the Change resource; null until the change is judged. */
export interface ChangeJudgementFields {
  summary: string;
  relevant: boolean | null;
  matchedWatchFor: string[];
  importance: Importance | null;
  judgedAt: Date | null;
}

export interface JudgementFilters {
  relevant?: boolean | undefined;
  importance?: Importance | undefined;
}

/** A condition on `changes.id` keeping the changes judged as the filters ask; empty when none is given. */
export function judgementWhere({ relevant, importance }: JudgementFilters): WhereOptions {
  const conditions = [
    relevant === undefined ? null : `relevant = ${relevant ? 'true' : 'false'}`,
    importance === undefined ? null : `importance = ${ChangeJudgementModel.sequelize!.escape(importance)}`,
  ].filter((condition) => condition !== null);
  if (conditions.length === 0) return {};
  return { id: { [Op.in]: literal(`(SELECT change_id FROM change_judgements WHERE ${conditions.join(' AND ')})`) } };
}

/** Adds the judgement to each change; a judged change's summary is the judge's. */
export async function withJudgements<T extends { id: string; summary: string }>(changes: T[]): Promise<Array<T & ChangeJudgementFields>> {
  if (changes.length === 0) return [];
  const judgements = await ChangeJudgementModel.findAll({ where: { changeId: changes.map((change) => change.id), judgedAt: { [Op.ne]: null } }, raw: true });
  const byChange = new Map(judgements.map((judgement) => [judgement.changeId, judgement]));
  return changes.map((change) => {
    const judgement = byChange.get(change.id);
    if (!judgement) return { ...change, relevant: null, matchedWatchFor: [], importance: null, judgedAt: null };
    return { ...change, summary: judgement.summary ?? change.summary, relevant: judgement.relevant, matchedWatchFor: judgement.matchedWatchFor, importance: judgement.importance, judgedAt: judgement.judgedAt };
  });
}
