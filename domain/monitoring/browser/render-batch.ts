import { quickHashOf } from '../checker/fingerprint';
import { countPending, countPictureRequests, pendingSources, recordChecks, type CheckedSource, type PendingSource } from '../run-ledger';
import type { ChildFetcher, FetchedContent, PageReader, SourceCheck, SourceState } from '../source-check';
import { loadAccess, scrubbed, scrubbedCheck, type SourceAccess } from '../sign-in/access';
import { keepSession } from '../sign-in/session';
import { picturesOf, takeRequestedPictures, type PictureTools } from './pictures';
import type { RenderAccess, Renderer } from './ports';

export interface RenderBatchOptions {
  batchSize: number;
  renderer: Renderer;
  /**
   * Reads each rendered DOM (selection, comparison, tracked values): the worker's pool of reading threads, with
   * the same deadline per body as fetched pages, so a selector that is slow on a page fails that source alone.
   */
  reader: PageReader;
  /** Consecutive failed checks after which a source is announced as failing (SOURCE_FAILING_AFTER). */
  failingAfter: number;
  /** Once aborted (the worker is shutting down), results still arriving are dropped: the retry redoes them. */
  signal: AbortSignal;
  /** Opens sources' secrets and kept sessions (SECRET_KEY). */
  secretKey: string;
  /** Where screenshots and visual diffs are written, and the threads that compute the diffs. */
  pictures: PictureTools;
}

/**
 * Renders the next sources of a run that the fetch worker handed over, compares each rendered DOM by the
 * same rules as a fetched page, and records each as soon as it is done (a render is slow: a crash loses at
 * most the pages in flight), with its screenshot. Room left in the batch goes to the screenshots asked of
 * static pages. Answers how many handed-over sources and picture requests remain.
 */
export async function renderNextBatch(
  runId: string,
  { batchSize, renderer, reader, failingAfter, signal, secretKey, pictures }: RenderBatchOptions,
): Promise<number> {
  const sources = await pendingSources(runId, batchSize, 'browser');
  const access = await loadAccess(
    sources.map((source) => source.sourceId),
    secretKey,
  );
  await Promise.all(
    sources.map(async (source) => {
      const checked = await renderWithAccess(source, { renderer, reader, pictures }, access.get(source.sourceId), secretKey);
      if (!signal.aborted) await recordChecks(runId, [checked], new Date(), failingAfter);
    }),
  );
  signal.throwIfAborted();
  await takeRequestedPictures(runId, { limit: batchSize - sources.length, renderer, pictures, secretKey });
  signal.throwIfAborted();
  return (await countPending(runId, undefined, 'browser')) + (await countPictureRequests(runId));
}

/**
 * A source behind a sign-in: rendered with its headers and steps, the session it leaves kept (or the kept one
 * forgotten when the sign-in failed). No secret value leaves in what is stored: the DOM is scrubbed of
 * them before it is read (a page may show a value back), and so is an error.
 */
async function renderWithAccess(
  source: PendingSource,
  tools: RenderTools,
  access: SourceAccess | undefined,
  secretKey: string,
): Promise<CheckedSource> {
  if (!access) return (await renderSource(source, tools)).checked;
  if (access.kind === 'unusable') return { source, check: { outcome: 'failed', state: source, error: access.error, authFailed: true } };
  const { secretValues, ...settings } = access;
  const { checked, session } = await renderSource(source, tools, settings, secretValues);
  if (session) await keepSession(source.sourceId, session, secretKey);
  else if (checked.check.outcome === 'failed' && checked.check.authFailed && access.session)
    await keepSession(source.sourceId, null, secretKey);
  return { ...checked, check: scrubbedCheck(checked.check, secretValues) };
}

/** The rendered DOM is read as the HTML of a page without validators: a rendered page is never asked for 304. */
async function renderSource(
  source: PendingSource,
  { renderer, reader, pictures }: RenderTools,
  access?: RenderAccess,
  secretValues: readonly string[] = [],
): Promise<{ checked: CheckedSource; session?: RenderedSession }> {
  // A picture cannot be scrubbed like the DOM: a page that may show a secret back is not pictured. A page
  // whose DOM is the stored version's, already pictured, needs none (picturesOf would keep nothing).
  const selectors = { ...source.selection, track: source.track };
  const newVersion = (dom: string) => source.screenshotHash === null || quickHashOf('html', dom, selectors) !== source.quickHash;
  const page = await renderer.render(source.url, access, { screenshot: secretValues.length === 0 && newVersion });
  if (page.kind === 'failed') {
    const check = { outcome: 'failed' as const, state: source, error: page.error, ...(page.authFailed ? { authFailed: true } : {}) };
    return { checked: { source, check } };
  }
  const content = {
    contentType: 'text/html; charset=utf-8',
    validators: { etag: null, lastModified: null },
    body: Buffer.from(scrubbed(page.dom, secretValues)),
    fetchedAt: new Date(),
  };
  const compared = await readRendered(source, content, reader);
  if (compared.outcome === 'render') throw new Error('A rendered page is never handed to the browser again');
  if (compared.outcome === 'failed') return { checked: { source, check: compared } };
  const check = { ...compared, state: { ...compared.state, kind: 'html' as const } };
  const rendering = {
    withBrowser: true,
    decision: source.render === 'auto' ? ('browser' as const) : source.renderDecision,
    shellHash: page.serverHtml === null ? source.shellHash : quickHashOf('html', page.serverHtml),
    runNote: 'rendered' as const,
  };
  const kept = await picturesOf(pictures, source, check.outcome, page.screenshot);
  return { checked: { source, check, rendering, ...(kept ? { pictures: kept } : {}) }, ...(page.session ? { session: page.session } : {}) };
}

interface RenderTools {
  renderer: Renderer;
  reader: PageReader;
  pictures: PictureTools;
}

/** A rendered page fetches no other document (only a sitemap index does). */
const NO_CHILDREN: ChildFetcher = { maxBodyBytes: 0, fetch: () => Promise.resolve({ error: 'A rendered page has no child documents' }) };

/** The DOM read on a reading thread; past its deadline (or its heap) the thread is ended and the source's check fails. */
async function readRendered(source: PendingSource, content: FetchedContent, reader: PageReader): Promise<SourceCheck> {
  const selectors = { ...source.selection, track: source.track };
  const task = { previous: stateOf(source), page: content, selectors, gate: null, rendered: true };
  try {
    return (await reader.read(task, NO_CHILDREN)).check;
  } catch (error) {
    return {
      outcome: 'failed',
      state: source,
      error: `Could not check the source: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** What the reading thread needs of the source: its stored state, not its settings. */
function stateOf(source: PendingSource): SourceState {
  const { url, etag, lastModified, bodyHash, quickHash, contentHash, text, kind, fetchedAt } = source;
  return { url, etag, lastModified, bodyHash, quickHash, contentHash, text, kind, fetchedAt };
}

type RenderedSession = NonNullable<Extract<Awaited<ReturnType<Renderer['render']>>, { kind: 'ok' }>['session']>;
