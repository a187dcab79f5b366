import { parentPort } from 'node:worker_threads';
import { visualDiff } from './visual-diff';
import type { DiffAnswer, DiffRequest } from './visual-differ';

/** A thread of the visual differ (visual-differ.ts): one pair of screenshots at a time. */
const port = parentPort!;

port.on('message', ({ before, after }: DiffRequest) => {
  let answer: DiffAnswer;
  try {
    const diff = visualDiff(before, after);
    answer = { diff: diff && { png: new Uint8Array(diff.png), changedPixels: diff.changedPixels } };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer, 'diff' in answer && answer.diff ? [answer.diff.png.buffer] : []);
});
