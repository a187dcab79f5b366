import { ParentClosePolicy, startChild } from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { deliverEmailWorkflow, emailWorkflowId } from './email';

/** Starts delivery of outbox mails an activity queued; a delivery already under way is left alone. */
export async function startMailDeliveries(outboxIds: string[]): Promise<void> {
  for (const outboxId of outboxIds) {
    try {
      await startChild(deliverEmailWorkflow, { workflowId: emailWorkflowId(outboxId), args: [outboxId], parentClosePolicy: ParentClosePolicy.ABANDON });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }
}
