import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { MfaGraceControl } from '../domain/policies/mfa';
import { mfaGraceWorkflowId, mfaPolicyChangedSignal } from '../workflows/contract';
import type { mfaGraceWorkflow } from '../workflows/mfa-grace';
import { searchAttributesFor } from '../workflows/visibility';

/** The MFA grace period as one Temporal workflow per organization (`mfa-grace/<organizationId>`), updated by signal. */
export function createMfaGraceControl(temporal: Client, taskQueue: string): MfaGraceControl {
  return {
    async policyChanged({ organizationId, organizationName }, graceActive) {
      const workflowId = mfaGraceWorkflowId(organizationId);
      if (graceActive) {
        await temporal.workflow.signalWithStart<typeof mfaGraceWorkflow, []>('mfaGraceWorkflow', {
          workflowId,
          taskQueue,
          args: [organizationId],
          typedSearchAttributes: searchAttributesFor({ process: 'mfa-grace', organizationId }),
          staticSummary: `MFA grace period for ${organizationName}`,
          signal: mfaPolicyChangedSignal,
          signalArgs: [],
        });
        return;
      }
      try {
        await temporal.workflow.getHandle(workflowId).signal(mfaPolicyChangedSignal);
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      }
    },
  };
}
