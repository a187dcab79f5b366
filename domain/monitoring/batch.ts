import { CHROMIUM_INSTALL_HINT } from '../../platform/chromium';
import { autoRenderGate, RENDERED_BASELINE_ERROR, RENDERING_UNAVAILABLE_ERROR } from './rendering/decision';
import {
  countPending,
  countPictureRequests,
  deferToBrowser,
  pendingSources,
  recordChecks,
  type CheckedSource,
  type PendingSource,
} from './run-ledger';
import { loadAccess, scrubbedCheck, type SourceAccess } from './sign-in/access';
import type { SourceChecker } from './source-check';

/** Checks recorded per transaction: few enough to lose little to a crash, enough to keep writes cheap. */
const RECORD_EVERY = 100;

export interface BatchOptions {
  batchSize: number;
  checker: SourceChecker;
  /** Consecutive failed checks after which a source is announced as failing (SOURCE_FAILING_AFTER). */
  failingAfter?: number;
  /** Once aborted (the worker is shutting down), results still arriving are dropped: the retry redoes them. */
  signal: AbortSignal;
  /**
   * True when a browser worker takes the sources that need rendering: they are handed to it instead of
   * checked here. False: `auto` sources are checked statically and `always` sources fail.
   */
  browser?: boolean;
  /** Opens the secrets that sources' sign-in headers refer to (SECRET_KEY). */
  secretKey: string;
}

export interface BatchProgress {
  /** Sources this worker still has to check. */
  remaining: number;
  /** Sources handed to the browser worker, not yet checked. */
  toRender: number;
}

/**
 * Checks the next pending sources of a run, all in flight at once (the checker bounds concurrency
 * overall and per host), recording results as they arrive.
 */
export async function checkNextBatch(
  runId: string,
  { batchSize, checker, signal, failingAfter, browser = false, secretKey }: BatchOptions,
): Promise<BatchProgress> {
  const sources = await pendingSources(runId, batchSize, browser ? 'fetch' : 'all');
  const access = await loadAccess(
    sources.map((source) => source.sourceId),
    secretKey,
  );
  let buffer: CheckedSource[] = [];
  const deferred: string[] = [];
  let recording = Promise.resolve();
  const flush = () => {
    const taken = buffer;
    buffer = [];
    recording = recording.then(() => recordChecks(runId, taken, new Date(), failingAfter));
    return recording;
  };
  await Promise.all(
    sources.map(async (source) => {
      const checked = await checkWithAccess(source, checker, browser, access.get(source.sourceId));
      if (signal.aborted) return;
      if (checked === 'render') deferred.push(source.sourceId);
      else buffer.push(browser && wantsPicture(checked) ? { ...checked, pictureWanted: true } : checked);
      if (buffer.length >= RECORD_EVERY) await flush();
    }),
  );
  await flush();
  signal.throwIfAborted();
  await deferToBrowser(runId, deferred);
  return {
    remaining: await countPending(runId, undefined, browser ? 'fetch' : 'all'),
    toRender: browser ? (await countPending(runId, undefined, 'browser')) + (await countPictureRequests(runId)) : 0,
  };
}

/** A static page with `screenshot` is pictured once per new version, and once when it has no picture yet. */
function wantsPicture({ source, check }: CheckedSource): boolean {
  if (!source.screenshot) return false;
  return check.outcome === 'baseline' || check.outcome === 'changed' || (check.outcome === 'unchanged' && source.screenshotHash === null);
}

/**
 * A source with sign-in steps goes to the browser worker whatever its `render` setting; one with headers
 * only is fetched here with them. No secret value leaves in an error.
 */
async function checkWithAccess(
  source: PendingSource,
  checker: SourceChecker,
  browser: boolean,
  access: SourceAccess | undefined,
): Promise<CheckedSource | 'render'> {
  if (!access) return checkSource(source, checker, browser);
  if (access.kind === 'unusable') return { source, check: { outcome: 'failed', state: source, error: access.error, authFailed: true } };
  if (access.steps.length > 0) {
    if (browser) return 'render';
    return { source, check: { outcome: 'failed', state: source, error: SIGN_IN_NEEDS_BROWSER_ERROR }, rendering: unavailable(source) };
  }
  const checked = await checkSource(source, checker, browser, access.headers);
  return checked === 'render' ? checked : { ...checked, check: scrubbedCheck(checked.check, access.secretValues) };
}

const SIGN_IN_NEEDS_BROWSER_ERROR = `This source signs in with browser steps, but browser rendering is unavailable: ${CHROMIUM_INSTALL_HINT} and run the browser worker (BROWSER_RENDERING=on).`;

function unavailable(source: PendingSource): NonNullable<CheckedSource['rendering']> {
  return { withBrowser: false, decision: source.renderDecision, shellHash: source.shellHash, runNote: 'unavailable' };
}

/** One source on the fetch worker, by its `render` setting: `never` as always, `always` straight to the browser, `auto` by its shell. */
async function checkSource(
  source: PendingSource,
  checker: SourceChecker,
  browser: boolean,
  headers?: Record<string, string>,
): Promise<CheckedSource | 'render'> {
  switch (source.render) {
    case 'never':
      return narrow(source, await checker.check(source, { ...source.selection, track: source.track }, undefined, headers));
    case 'always':
      if (browser) return 'render';
      return {
        source,
        check: { outcome: 'failed', state: source, error: RENDERING_UNAVAILABLE_ERROR },
        rendering: unavailable(source),
      };
    case 'auto': {
      const { gate, record } = autoRenderGate(source, browser);
      const checked = narrow(source, await checker.check(source, { ...source.selection, track: source.track }, gate, headers));
      if (checked === 'render') return checked;
      const rendering = record();
      // Compared with a rendered baseline, the bare shell would read as everything removed: not a change to report.
      if (rendering.runNote === 'unavailable' && source.renderedWithBrowser && checked.check.outcome !== 'failed') {
        return { source, check: { outcome: 'failed', state: source, error: RENDERED_BASELINE_ERROR }, rendering };
      }
      return { ...checked, rendering };
    }
  }
}

function narrow(source: PendingSource, check: Awaited<ReturnType<SourceChecker['check']>>): CheckedSource | 'render' {
  return check.outcome === 'render' ? 'render' : { source, check };
}
