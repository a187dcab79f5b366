import type { Transaction } from 'sequelize';
import { ChangeFeedbackModel } from '../../models/alerts';
import { ChangeModel } from '../../models/monitoring';
import { recordAudit } from '../audit/audit-log';
import { getChange, type Change } from '../monitoring/runs';
import { findProjectRow } from '../projects/projects';
import { NotFoundError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { db } from '../../models/db';

/**
 * A member says whether a change was relevant to its topic. One verdict per change: a second one
 * replaces the first (and its author). The topic keeps it as an example the judges follow for the
 * changes that come after. Answers the change with its feedback.
 */
export async function recordChangeFeedback(
  organizationId: string,
  projectId: string,
  changeId: string,
  relevant: boolean,
  actor: ActorContext,
  baseUrl: string,
): Promise<Change> {
  await db.transaction(async (transaction) => {
    const change = await findChange(organizationId, projectId, changeId, transaction);
    await db.execute(
      `INSERT INTO change_feedback (change_id, project_id, topic_id, relevant, user_id) VALUES (:changeId, :projectId, :topicId, :relevant, :userId)
       ON CONFLICT (change_id) DO UPDATE SET relevant = EXCLUDED.relevant, user_id = EXCLUDED.user_id, updated_at = now()`,
      { replacements: { changeId, projectId, topicId: change.topicId, relevant, userId: actor.principal?.userId ?? null }, transaction },
    );
    await recordAudit(
      {
        organizationId,
        action: 'change.feedback_recorded',
        resourceType: 'change',
        resourceId: changeId,
        metadata: { projectId, topicId: change.topicId, relevant },
      },
      actor,
      transaction,
    );
  });
  return getChange(organizationId, projectId, changeId, baseUrl);
}

/** Withdraws the change's feedback: the topic no longer shows it to the judges. 404 when there is none. */
export async function withdrawChangeFeedback(
  organizationId: string,
  projectId: string,
  changeId: string,
  actor: ActorContext,
  baseUrl: string,
): Promise<Change> {
  await db.transaction(async (transaction) => {
    const change = await findChange(organizationId, projectId, changeId, transaction);
    const feedback = await ChangeFeedbackModel.findByPk(changeId, { attributes: ['relevant'], raw: true, transaction, lock: true });
    if (!feedback) throw new NotFoundError('Feedback');
    await ChangeFeedbackModel.destroy({ where: { changeId }, transaction });
    await recordAudit(
      {
        organizationId,
        action: 'change.feedback_withdrawn',
        resourceType: 'change',
        resourceId: changeId,
        metadata: { projectId, topicId: change.topicId, relevant: feedback.relevant },
      },
      actor,
      transaction,
    );
  });
  return getChange(organizationId, projectId, changeId, baseUrl);
}

async function findChange(organizationId: string, projectId: string, changeId: string, transaction: Transaction) {
  await findProjectRow(organizationId, projectId, transaction);
  const change = await ChangeModel.findOne({ where: { id: changeId, projectId }, attributes: ['id', 'topicId'], raw: true, transaction });
  if (!change) throw new NotFoundError('Change');
  return change;
}
