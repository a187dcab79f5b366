import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';

/**
 * Runs `start` (a `startChild` whose id is a business key) and answers whether it started the child:
 * a child already under way with that id is left alone, which is what makes the starts idempotent.
 */
export async function startUnlessUnderWay(start: () => Promise<unknown>): Promise<boolean> {
  try {
    await start();
    return true;
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError) return false;
    throw error;
  }
}
