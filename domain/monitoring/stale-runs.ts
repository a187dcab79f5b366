import { Op } from 'sequelize';
import { ProjectRunModel } from '../../models/monitoring';
import { finishRun } from './run-ledger';

/** Where a run's workflow stands in Temporal: still open, or closed (with when, if Temporal still knows). */
export type RunWorkflowState = { open: true } | { open: false; closedAt: Date | null };

export type RunWorkflowProbe = (workflowId: string) => Promise<RunWorkflowState>;

export interface StaleRunRepair {
  probe: RunWorkflowProbe;
  nextRunAt(projectId: string): Promise<Date | null>;
}

/**
 * A run row whose workflow ended without closing it (terminated or timed out from outside, e.g. in the
 * Temporal UI) would hold the project's one running slot forever. Closes such a row as `failed`, at the
 * time its workflow closed, and answers whether it did; a run of `exceptWorkflowId` (the caller's own)
 * is not looked at.
 */
export async function releaseStaleRun(
  projectId: string,
  { probe, nextRunAt }: StaleRunRepair,
  exceptWorkflowId?: string,
): Promise<boolean> {
  const running = await ProjectRunModel.findOne({
    where: { projectId, status: 'running', ...(exceptWorkflowId ? { workflowId: { [Op.ne]: exceptWorkflowId } } : {}) },
    attributes: ['id', 'workflowId'],
    raw: true,
  });
  if (!running) return false;
  const state = await probe(running.workflowId);
  if (state.open) return false;
  await finishRun(running.id, 'failed', nextRunAt, state.closedAt ?? new Date());
  return true;
}
