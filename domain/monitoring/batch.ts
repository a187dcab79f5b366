import type { Sequelize } from 'sequelize';
import { countPending, pendingSources, recordChecks, type CheckedSource } from './run-ledger';
import type { SourceChecker } from './source-check';

/** Checks recorded per transaction: few enough to lose little to a crash, enough to keep writes cheap. */
const RECORD_EVERY = 100;

export interface BatchOptions {
  batchSize: number;
  checker: SourceChecker;
  /** Consecutive failed checks after which a source is announced as failing (SOURCE_FAILING_AFTER). */
  failingAfter?: number;
  /** Once aborted (the worker is shutting down), results still arriving are dropped: the retry redoes them. */
  signal: AbortSignal;
}

/**
 * Checks the next pending sources of a run, all in flight at once (the checker bounds concurrency
 * overall and per host), recording results as they arrive. Answers how many sources remain pending.
 */
export async function checkNextBatch(sequelize: Sequelize, runId: string, { batchSize, checker, signal, failingAfter }: BatchOptions): Promise<number> {
  const sources = await pendingSources(sequelize, runId, batchSize);
  let buffer: CheckedSource[] = [];
  let recording = Promise.resolve();
  const flush = () => {
    const taken = buffer;
    buffer = [];
    recording = recording.then(() => recordChecks(sequelize, runId, taken, new Date(), failingAfter));
    return recording;
  };
  await Promise.all(
    sources.map(async (source) => {
      const check = await checker.check(source);
      if (signal.aborted) return;
      buffer.push({ source, check });
      if (buffer.length >= RECORD_EVERY) await flush();
    }),
  );
  await flush();
  signal.throwIfAborted();
  return countPending(sequelize, runId);
}
