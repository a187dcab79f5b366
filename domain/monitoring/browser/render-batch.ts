import type { Sequelize } from 'sequelize';
import { compareContent } from '../checker';
import { withTrackedValues } from '../checker/kinds';
import { quickHashOf } from '../checker/fingerprint';
import { countPending, pendingSources, recordChecks, type CheckedSource, type PendingSource } from '../run-ledger';
import type { Renderer } from './renderer';

export interface RenderBatchOptions {
  batchSize: number;
  renderer: Renderer;
  /** Consecutive failed checks after which a source is announced as failing (SOURCE_FAILING_AFTER). */
  failingAfter: number;
  /** Once aborted (the worker is shutting down), results still arriving are dropped: the retry redoes them. */
  signal: AbortSignal;
}

/**
 * Renders the next sources of a run that the fetch worker handed over, compares each rendered DOM by the
 * same rules as a fetched page, and records each as soon as it is done (a render is slow: a crash loses at
 * most the pages in flight). Answers how many handed-over sources remain.
 */
export async function renderNextBatch(
  sequelize: Sequelize,
  runId: string,
  { batchSize, renderer, failingAfter, signal }: RenderBatchOptions,
): Promise<number> {
  const sources = await pendingSources(sequelize, runId, batchSize, 'browser');
  await Promise.all(
    sources.map(async (source) => {
      const checked = await renderSource(source, renderer);
      if (!signal.aborted) await recordChecks(sequelize, runId, [checked], new Date(), failingAfter);
    }),
  );
  signal.throwIfAborted();
  return countPending(sequelize, runId, undefined, 'browser');
}

/** The rendered DOM is read as the HTML of a page without validators: a rendered page is never asked for 304. */
async function renderSource(source: PendingSource, renderer: Renderer): Promise<CheckedSource> {
  const page = await renderer.render(source.url);
  if (page.kind === 'failed') return { source, check: { outcome: 'failed', state: source, error: page.error } };
  const content = {
    contentType: 'text/html; charset=utf-8',
    validators: { etag: null, lastModified: null },
    body: Buffer.from(page.dom),
    fetchedAt: new Date(),
  };
  const compared = withTrackedValues(compareContent(source, content, source.selection), content, source.track);
  if (compared.outcome === 'render') throw new Error('compareContent never hands a page to the browser');
  if (compared.outcome === 'failed') return { source, check: compared };
  const check = { ...compared, state: { ...compared.state, kind: 'html' as const } };
  return {
    source,
    check,
    rendering: {
      withBrowser: true,
      decision: source.render === 'auto' ? 'browser' : source.renderDecision,
      shellHash: page.serverHtml === null ? source.shellHash : quickHashOf('html', page.serverHtml),
      runNote: 'rendered',
    },
  };
}
