import type { Logger } from '../platform/logger';
import { isTemporalUnavailableError } from '../platform/temporal';

/**
 * Starts the workflow of work already committed (a mail, a webhook delivery) and never throws: when
 * Temporal is away the row waits for its dispatch schedule, which starts what was never started.
 */
export async function startCommittedWork(
  start: () => Promise<unknown>,
  { logger, fields, what, dispatchSchedule }: { logger: Logger; fields: Record<string, string>; what: string; dispatchSchedule: string },
): Promise<void> {
  try {
    await start();
  } catch (error) {
    if (isTemporalUnavailableError(error))
      logger.warn(fields, `${what} not started (Temporal unavailable); the ${dispatchSchedule} schedule will start it`);
    else logger.error({ err: error, ...fields }, `could not start ${what}`);
  }
}
