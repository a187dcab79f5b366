import { Context } from '@temporalio/activity';
import { renderNextBatch } from '../domain/monitoring/browser/render-batch';
import type { Renderer } from '../domain/monitoring/browser/ports';
import type { PageReader } from '../domain/monitoring/source-check';
import type { PictureTools } from '../domain/monitoring/browser/pictures';
import { whileHeartbeating } from './heartbeat';

export interface ProjectRunBrowserDependencies {
  renderer: Renderer;
  /** Reads rendered DOMs off the event loop, with a deadline per page (checker/reading-pool.ts). */
  reader: PageReader;
  /** Sources one activity renders before the workflow schedules the next batch. */
  batchSize: number;
  /** Consecutive failed checks after which a source is announced as failing (SOURCE_FAILING_AFTER). */
  failingAfter: number;
  /** Opens sources' secrets and kept browser sessions. */
  secretKey: string;
  /** Where screenshots and visual diffs are written (the activity writes them; only hashes leave it), and the diff threads. */
  pictures: PictureTools;
}

/** The activities of the browser worker, on its own task queue (`vigil-browser`); workflows see only this factory's type. */
export function createProjectRunBrowserActivities({
  renderer,
  reader,
  batchSize,
  failingAfter,
  secretKey,
  pictures,
}: ProjectRunBrowserDependencies) {
  return {
    /** Resumes from the database on a retry: sources already recorded are no longer pending. */
    async renderSourceBatch(runId: string): Promise<{ remaining: number }> {
      const context = Context.current();
      const remaining = await whileHeartbeating(() =>
        renderNextBatch(runId, {
          batchSize,
          renderer,
          reader,
          failingAfter,
          signal: context.cancellationSignal,
          secretKey,
          pictures,
        }),
      );
      return { remaining };
    },
  };
}
