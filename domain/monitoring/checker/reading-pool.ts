import { Worker } from 'node:worker_threads';
import { threadEntry } from '../../../platform/threads';
import type { ChildFetcher, FetchedContent, PageReader, ReadingAnswer, ReadingTask } from '../source-check';

/**
 * Fetched bodies are read on worker threads, never on the event loop that fetches, heartbeats and records
 * for every tenant: each body has a hard deadline of its own, past which its thread is ended (the only
 * way to stop JavaScript that does not return) and its check fails; the pool starts a fresh thread. A
 * thread's heap is capped, so a body that would take gigabytes fails alone too. Time the main thread
 * spends fetching a sitemap index's children for a thread does not count against the deadline.
 */
export interface ReadingPoolOptions {
  threads: number;
  timeoutMs: number;
  memoryMb: number;
}

export type ToThread =
  | { type: 'read'; id: number; task: ReadingTask; maxBodyBytes: number }
  | { type: 'fetched'; id: number; result: FetchedContent | { error: string } };

export type FromThread =
  | { type: 'ready' }
  | { type: 'done'; id: number; answer: ReadingAnswer }
  | { type: 'failed'; id: number; message: string }
  | { type: 'fetch'; id: number; url: string };

interface Job {
  task: ReadingTask;
  children: ChildFetcher;
  resolve(answer: ReadingAnswer): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  id: number;
  timer: NodeJS.Timeout | undefined;
  /** Deadline left for the current body, and when the clock last started on it. */
  left: number;
  since: number;
}

export interface ReadingPool extends PageReader {
  /** Starts every thread now rather than at the first body (a worker process, so its first batch does not wait for them). */
  warm(): void;
}

export function createReadingPool(options: ReadingPoolOptions): ReadingPool {
  const entry = threadEntry(__filename, 'reading-thread');
  const threads = new Set<Thread>();
  /** Threads loaded and free; threads still loading their code are neither idle nor on the clock. */
  const idle: Thread[] = [];
  let starting = 0;
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Thread => {
    const worker = new Worker(entry.code, { eval: entry.eval, resourceLimits: { maxOldGenerationSizeMb: options.memoryMb } });
    const thread: Thread = { worker, job: null, id: 0, timer: undefined, left: 0, since: 0 };
    threads.add(thread);
    starting += 1;
    worker.on('message', (message: FromThread) => {
      if (message.type !== 'ready') return answered(thread, message);
      starting -= 1;
      worker.unref();
      idle.push(thread);
      dispatch();
    });
    worker.on('error', (error) => ended(thread, threadFailure(error, options.memoryMb)));
    worker.on('exit', () => ended(thread, new Error('The reading thread stopped')));
    return thread;
  };

  const dispatch = () => {
    if (closed) return;
    while (waiting.length > 0 && idle.length > 0) {
      const thread = idle.pop()!;
      const job = waiting.shift()!;
      thread.job = job;
      thread.id = nextId++;
      thread.left = options.timeoutMs;
      thread.worker.ref();
      startClock(thread);
      const body = ownBuffer(job.task.page.body);
      const task = { ...job.task, page: { ...job.task.page, body } };
      const message: ToThread = { type: 'read', id: thread.id, task, maxBodyBytes: job.children.maxBodyBytes };
      thread.worker.postMessage(message, [body.buffer]);
    }
    while (waiting.length > starting && threads.size < options.threads) spawn();
  };

  const startClock = (thread: Thread) => {
    thread.since = Date.now();
    thread.timer = setTimeout(() => {
      ended(thread, new Error(`Reading the page took longer than ${options.timeoutMs} ms`));
      void thread.worker.terminate();
    }, thread.left);
  };

  const stopClock = (thread: Thread) => {
    clearTimeout(thread.timer);
    thread.left -= Date.now() - thread.since;
  };

  const answered = (thread: Thread, message: Exclude<FromThread, { type: 'ready' }>) => {
    const job = thread.job;
    if (!job || message.id !== thread.id) return;
    if (message.type === 'fetch') {
      stopClock(thread);
      void job.children.fetch(message.url).then((result) => {
        if (thread.job !== job || thread.id !== message.id) return;
        startClock(thread);
        const body = 'body' in result ? ownBuffer(result.body) : null;
        const reply: ToThread = { type: 'fetched', id: message.id, result: body ? { ...result, body } : result };
        thread.worker.postMessage(reply, body ? [body.buffer] : []);
      });
      return;
    }
    clearTimeout(thread.timer);
    thread.job = null;
    thread.worker.unref();
    idle.push(thread);
    if (message.type === 'done') job.resolve(message.answer);
    else job.reject(new Error(message.message));
    dispatch();
  };

  /** A thread past its deadline, out of memory or gone: its body fails, and it is not used again. */
  const ended = (thread: Thread, error: Error) => {
    if (!threads.delete(thread)) return;
    clearTimeout(thread.timer);
    const job = thread.job;
    thread.job = null;
    const index = idle.indexOf(thread);
    if (index !== -1) idle.splice(index, 1);
    else if (thread.id === 0) {
      // It never loaded: the fault is not a page's, and another thread would fail alike.
      starting -= 1;
      for (const waiter of waiting.splice(0)) waiter.reject(error);
    }
    job?.reject(error);
    dispatch();
  };

  return {
    read(task, children) {
      if (closed) return Promise.reject(new Error('The reading pool is closed'));
      return new Promise<ReadingAnswer>((resolve, reject) => {
        waiting.push({ task, children, resolve, reject });
        dispatch();
      });
    },
    warm() {
      while (!closed && threads.size < options.threads) spawn();
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('The reading pool is closed'));
      const all = [...threads];
      for (const thread of all) ended(thread, new Error('The reading pool is closed'));
      await Promise.all(all.map((thread) => thread.worker.terminate()));
    },
  };
}

/**
 * The bytes of a body in an ArrayBuffer of their own, handed over rather than cloned. A small body is a
 * slice of Node's shared 64 KiB buffer pool, and cloning a view copies its whole buffer: 64 KiB per page
 * instead of the page.
 */
function ownBuffer(body: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(body);
}

function threadFailure(error: Error, memoryMb: number): Error {
  const code = (error as Error & { code?: unknown }).code;
  return code === 'ERR_WORKER_OUT_OF_MEMORY' ? new Error(`Reading the page used more than ${memoryMb} MB of memory`) : error;
}
