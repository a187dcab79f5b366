import { Worker } from 'node:worker_threads';
import { threadEntry } from '../../platform/threads';
import { pngSize, type VisualDiff } from './visual-diff';

/**
 * Visual diffs off the event loop that renders, heartbeats and records for every tenant: decoding two
 * screenshots and comparing them takes seconds of one core at the size limit. Each pair goes to a worker
 * thread with a heap cap and a deadline; a pair that fails, runs out of memory or passes the deadline
 * (its thread is ended, the only way to stop JavaScript that does not return) has no diff, and the change
 * is kept without one. Pictures outside VISUAL_DIFF_LIMITS are refused from their headers, before any
 * thread sees them.
 */
export interface VisualDiffer {
  /** Null when nothing differs, when a picture is refused, or when the diff failed or passed its deadline. */
  diff(before: Uint8Array, after: Uint8Array): Promise<VisualDiff | null>;
  close(): Promise<void>;
}

export interface VisualDifferOptions {
  /** Diffs computed at once; more wait their turn. */
  threads: number;
  /** From handing the pair over to its answer, thread start included. */
  timeoutMs: number;
  memoryMb: number;
}

export interface DiffRequest {
  before: Uint8Array<ArrayBuffer>;
  after: Uint8Array<ArrayBuffer>;
}

export type DiffAnswer = { diff: { png: Uint8Array<ArrayBuffer>; changedPixels: number } | null } | { error: string };

export function createVisualDiffer(options: VisualDifferOptions): VisualDiffer {
  const entry = threadEntry(__filename, 'visual-diff-thread');
  const threads = new Set<Worker>();
  const idle: Worker[] = [];
  const waiting: Array<() => void> = [];
  let running = 0;
  let closed = false;

  const spawn = (): Worker => {
    const worker = new Worker(entry.code, { eval: entry.eval, resourceLimits: { maxOldGenerationSizeMb: options.memoryMb } });
    threads.add(worker);
    worker.on('exit', () => threads.delete(worker));
    return worker;
  };

  /** A turn among `threads`; a finished diff hands its turn to the next waiting one. */
  const turn = (): Promise<void> => {
    if (running < options.threads) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const diffOn = (worker: Worker, before: Uint8Array, after: Uint8Array) =>
    new Promise<VisualDiff | null>((resolve) => {
      const done = (diff: VisualDiff | null, reusable: boolean) => {
        clearTimeout(timer);
        worker.off('message', answered).off('error', failed).off('exit', failed);
        worker.unref();
        if (reusable && !closed) idle.push(worker);
        else void worker.terminate();
        resolve(diff);
      };
      const answered = (answer: DiffAnswer) =>
        done(
          'diff' in answer && answer.diff ? { png: Buffer.from(answer.diff.png), changedPixels: answer.diff.changedPixels } : null,
          true,
        );
      const failed = () => done(null, false);
      const timer = setTimeout(failed, options.timeoutMs);
      worker.on('message', answered).on('error', failed).on('exit', failed);
      worker.ref();
      // Copies the thread owns (handed over, not cloned): the caller keeps its own buffers.
      const request: DiffRequest = { before: new Uint8Array(before), after: new Uint8Array(after) };
      worker.postMessage(request, [request.before.buffer, request.after.buffer]);
    });

  return {
    async diff(before, after) {
      if (closed || pngSize(before) === null || pngSize(after) === null) return null;
      await turn();
      try {
        return closed ? null : await diffOn(idle.pop() ?? spawn(), before, after);
      } finally {
        release();
      }
    },
    async close() {
      closed = true;
      idle.length = 0;
      await Promise.all([...threads].map((worker) => worker.terminate()));
    },
  };
}
