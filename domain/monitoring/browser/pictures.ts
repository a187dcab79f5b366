import type { PictureStore } from '../../pictures/store';
import type { VisualDiffer } from '../../pictures/visual-differ';
import type { ChangePictures, PendingSource } from '../run-ledger';
import type { SourceCheck } from '../source-check';
import { loadAccess } from '../sign-in/access';
import type { Renderer } from './ports';
import { db } from '../../../models/db';

/** Where pictures are written, and what compares two screenshots (on a worker thread). */
export interface PictureTools {
  store: PictureStore;
  differ: VisualDiffer;
}

/**
 * What a render's screenshot leaves behind. A new version (the baseline, a change) keeps its screenshot,
 * and a change whose previous version has one gets their visual diff; an unchanged page keeps the
 * screenshot it has (the same page is not stored again on every run), or gets its first one.
 * The files are written here, on the browser worker: only their hashes travel on.
 */
export async function picturesOf(
  { store, differ }: PictureTools,
  source: Pick<PendingSource, 'screenshotHash'>,
  outcome: SourceCheck['outcome'],
  shot: Buffer | undefined,
): Promise<ChangePictures | undefined> {
  if (!shot || outcome === 'failed' || outcome === 'render') return undefined;
  if (outcome === 'unchanged' && source.screenshotHash !== null) return undefined;
  const screenshot = await store.put(shot);
  const previous = outcome === 'changed' && source.screenshotHash !== null ? await store.get(source.screenshotHash) : null;
  if (!previous) return { screenshot, before: null, diff: null };
  const diff = await differ.diff(previous, shot);
  return { screenshot, before: source.screenshotHash, diff: diff ? await store.put(diff.png) : null };
}

interface PictureRequest {
  sourceId: string;
  url: string;
  screenshotHash: string | null;
  outcome: SourceCheck['outcome'];
}

/**
 * The screenshots asked of static pages (`screenshot: true`) whose check on the fetch worker found a new
 * version or none taken yet: each page is rendered once more, for its picture only (its text is the one
 * fetched), through the same guard proxy, and the picture lands on the source and on the run's change of
 * it. A source whose render fails keeps its last picture.
 */
export async function takeRequestedPictures(
  runId: string,
  { limit, renderer, pictures, secretKey }: { limit: number; renderer: Renderer; pictures: PictureTools; secretKey: string },
): Promise<void> {
  if (limit <= 0) return;
  const requests = await db.select<PictureRequest>(
    `SELECT s.id AS "sourceId", s.url, s.screenshot_hash AS "screenshotHash", r.outcome
       FROM run_sources r JOIN sources s ON s.id = r.source_id
      WHERE r.run_id = :runId AND r.picture_pending ORDER BY r.source_id LIMIT :limit`,
    { replacements: { runId, limit } },
  );
  const access = await loadAccess(
    requests.map((request) => request.sourceId),
    secretKey,
  );
  await Promise.all(
    requests.map(async (request) => {
      const ready = access.get(request.sourceId);
      const headers = ready?.kind === 'ready' ? ready.headers : null;
      // A picture cannot be scrubbed like the DOM: a page that may show a secret back is not pictured.
      const page =
        ready?.kind === 'unusable' || (ready?.kind === 'ready' && ready.secretValues.length > 0)
          ? null
          : await renderer.render(request.url, headers ? { headers, steps: [], checks: false, session: null } : undefined, {
              screenshot: true,
            });
      const shot = page?.kind === 'ok' ? page.screenshot : undefined;
      await recordPictures(runId, request.sourceId, await picturesOf(pictures, request, request.outcome, shot));
    }),
  );
}

async function recordPictures(runId: string, sourceId: string, pictures: ChangePictures | undefined): Promise<void> {
  await db.transaction(async (transaction) => {
    const claimed = await db.execute(
      'UPDATE run_sources SET picture_pending = false WHERE run_id = :runId AND source_id = :sourceId AND picture_pending',
      { replacements: { runId, sourceId }, transaction },
    );
    // Another attempt of the same batch took it first.
    if (!pictures || claimed === 0) return;
    await db.execute('UPDATE sources SET screenshot_hash = :screenshot WHERE id = :sourceId', {
      replacements: { screenshot: pictures.screenshot, sourceId },
      transaction,
    });
    await db.execute(
      `UPDATE changes SET screenshot_before = :before, screenshot_after = :screenshot, visual_diff = :diff
        WHERE run_id = :runId AND source_id = :sourceId`,
      { replacements: { ...pictures, runId, sourceId }, transaction },
    );
  });
}
