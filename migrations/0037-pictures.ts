import { runStatements, type Migration } from './migration';

/**
 * Pictures (issue 28): files addressed by the SHA-256 of their bytes, kept outside the database; rows hold
 * only the hash. A source asks for a screenshot of a static page with `screenshot` (a rendered page always
 * has one) and keeps the hash of its current version's; a change keeps the hashes of the screenshots before
 * and after it and of their visual diff; a run's row for a static source with `screenshot` says when the
 * browser worker still has to take its picture (`picture_pending`). The partial indexes answer the retention sweep's "is this file
 * still referenced?" by index, one hash at a time.
 */
export const pictures: Migration = {
  name: '0037-pictures',
  up: (context) =>
    runStatements(context, [
      `ALTER TABLE sources
         ADD COLUMN screenshot boolean NOT NULL DEFAULT false,
         ADD COLUMN screenshot_hash text CHECK (screenshot_hash ~ '^[0-9a-f]{64}$')`,
      `ALTER TABLE changes
         ADD COLUMN screenshot_before text CHECK (screenshot_before ~ '^[0-9a-f]{64}$'),
         ADD COLUMN screenshot_after text CHECK (screenshot_after ~ '^[0-9a-f]{64}$'),
         ADD COLUMN visual_diff text CHECK (visual_diff ~ '^[0-9a-f]{64}$')`,
      'ALTER TABLE run_sources ADD COLUMN picture_pending boolean NOT NULL DEFAULT false',
      'CREATE INDEX sources_screenshot_hash_idx ON sources (screenshot_hash) WHERE screenshot_hash IS NOT NULL',
      'CREATE INDEX changes_screenshot_before_idx ON changes (screenshot_before) WHERE screenshot_before IS NOT NULL',
      'CREATE INDEX changes_screenshot_after_idx ON changes (screenshot_after) WHERE screenshot_after IS NOT NULL',
      'CREATE INDEX changes_visual_diff_idx ON changes (visual_diff) WHERE visual_diff IS NOT NULL',
    ]),
};
