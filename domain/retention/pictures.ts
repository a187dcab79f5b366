import type { PictureHash, PictureStore } from '../pictures/store';
import { db } from '../../models/db';

/**
 * A picture stored less than this long ago is never swept: its row may not be committed yet (the browser
 * worker writes the file, then records the hash; storing the same bytes again renews the time).
 */
export const PICTURE_GRACE_MS = 24 * 60 * 60 * 1000;
/** Hashes asked about in one query. */
const CHECK_BATCH = 500;
/** The store is swept by the first two hex digits of the hash: 256 slices, as many as fit in this time per call. */
const SLICES = 256;
const SLICE_BUDGET_MS = 30_000;

export interface PictureSweep {
  deleted: number;
  /** The slice to sweep next; null once the last one is done. */
  next: number | null;
}

/**
 * Deletes the pictures no row refers to any more (a source's current screenshot, a change's screenshots
 * and visual diff): whatever removed the row (a source dropped from its topic, a project or organization
 * deleted), the file goes with the next sweep. Counted by asking the database about each hash, not by
 * trusting a counter. Sweeps slices from `from` until its time budget is spent.
 */
export async function sweepUnreferencedPictures(store: PictureStore, from: number, now = new Date()): Promise<PictureSweep> {
  const started = Date.now();
  let deleted = 0;
  for (let slice = from; slice < SLICES; slice += 1) {
    if (slice > from && Date.now() - started > SLICE_BUDGET_MS) return { deleted, next: slice };
    const old: PictureHash[] = [];
    for await (const { hash, storedAt } of store.list(slice.toString(16).padStart(2, '0')))
      if (now.getTime() - storedAt.getTime() >= PICTURE_GRACE_MS) old.push(hash);
    for (let at = 0; at < old.length; at += CHECK_BATCH) {
      const unreferenced = await unreferencedOf(old.slice(at, at + CHECK_BATCH));
      for (const hash of unreferenced) await store.delete(hash);
      deleted += unreferenced.length;
    }
  }
  return { deleted, next: null };
}

async function unreferencedOf(hashes: PictureHash[]): Promise<PictureHash[]> {
  const rows = await db.select<{ hash: string }>(
    `SELECT h.hash FROM unnest(ARRAY[:hashes]::text[]) AS h(hash)
      WHERE NOT EXISTS (SELECT 1 FROM sources WHERE screenshot_hash = h.hash)
        AND NOT EXISTS (SELECT 1 FROM changes WHERE screenshot_before = h.hash)
        AND NOT EXISTS (SELECT 1 FROM changes WHERE screenshot_after = h.hash)
        AND NOT EXISTS (SELECT 1 FROM changes WHERE visual_diff = h.hash)`,
    { replacements: { hashes } },
  );
  return rows.map((row) => row.hash);
}
