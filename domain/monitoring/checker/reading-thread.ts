import { parentPort } from 'node:worker_threads';
import type { FetchedContent } from '../source-check';
import type { FromThread, ToThread } from './reading-pool';
import { readFetched } from './reading';

/**
 * A reading thread of the pool (reading-pool.ts): one body at a time, answered by its id. A sitemap
 * index's children are fetched by the main thread, which owns the guarded connections.
 */
const port = parentPort!;
const fetches = new Map<number, (result: FetchedContent | { error: string }) => void>();
const send = (message: FromThread) => port.postMessage(message);

port.on('message', (message: ToThread) => {
  if (message.type === 'fetched') {
    fetches.get(message.id)?.(message.result);
    fetches.delete(message.id);
    return;
  }
  const { id, task, maxBodyBytes } = message;
  const children = {
    maxBodyBytes,
    fetch: (url: string) =>
      new Promise<FetchedContent | { error: string }>((resolve) => {
        fetches.set(id, resolve);
        send({ type: 'fetch', id, url });
      }),
  };
  readFetched(task, children).then(
    (answer) => send({ type: 'done', id, answer }),
    (error: unknown) => send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) }),
  );
});
send({ type: 'ready' });
