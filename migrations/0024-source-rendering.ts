import { runStatements, type Migration } from './migration';

/**
 * Browser rendering per source: the user's choice (`render`), what `auto` decided last and for which
 * server HTML (`render_decision`, `shell_hash`), and whether the last stored state came from the browser.
 * Per run, `rendering` says whether a source waits for the browser worker, was rendered, or was checked
 * statically because rendering was unavailable; the run counts both.
 */
export const sourceRendering: Migration = {
  name: '0024-source-rendering',
  up: (context) =>
    runStatements(context, [
      `ALTER TABLE sources
         ADD COLUMN render text NOT NULL DEFAULT 'auto' CHECK (render IN ('auto', 'always', 'never')),
         ADD COLUMN render_decision text CHECK (render_decision IN ('static', 'browser')),
         ADD COLUMN shell_hash text,
         ADD COLUMN rendered_with_browser boolean NOT NULL DEFAULT false`,
      `ALTER TABLE run_sources ADD COLUMN rendering text CHECK (rendering IN ('deferred', 'rendered', 'unavailable'))`,
      `ALTER TABLE project_runs
         ADD COLUMN sources_rendered integer NOT NULL DEFAULT 0,
         ADD COLUMN sources_rendering_unavailable integer NOT NULL DEFAULT 0`,
    ]),
};
