import type { SourceKind, SourceSelection } from '../../models/monitoring';
import type { ChangeFact } from './change-facts';

/**
 * The contract between the monitoring run (which stores per-source state and records changes) and the
 * source checker (which fetches a page and decides whether its content changed). The checker holds no
 * state of its own: it receives what was last seen and answers what to store next.
 */

/** What Vigil remembers about one source URL between runs. */
export interface SourceState {
  url: string;
  /** Validators of the last successful response, sent back as If-None-Match / If-Modified-Since. */
  etag: string | null;
  lastModified: string | null;
  /** Hash of the last body as received (with its content type and the selectors): equal means unchanged without parsing. */
  bodyHash: string | null;
  /** Fingerprint from the cheap path: equal fingerprints mean unchanged without the heavy extraction. */
  quickHash: string | null;
  /** Hash of the extracted, normalized text; null until the first successful fetch (the baseline). */
  contentHash: string | null;
  /** The extracted text `contentHash` covers, kept so a change has a readable diff. */
  text: string | null;
  /** What the source was when last read (html, pdf, feed…); set by every successful check. */
  kind?: SourceKind | null;
  /** When `text` was fetched, so values on the page that track the clock can be told from edits; unknown for states stored before it was kept. */
  fetchedAt?: Date | null;
  /** The tracked values read with this state; absent when the body was not read again (the last ones still hold). */
  values?: TrackedReading[];
}

export type SourceCheck =
  /** The first successful fetch of the source: its baseline, not a change. */
  | { outcome: 'baseline'; state: SourceState }
  /** Fetched (or answered 304) and the content is the same, noise aside. */
  | { outcome: 'unchanged'; state: SourceState; notModified: boolean }
  | { outcome: 'changed'; state: SourceState; previousHash: string; diff: string; summary: string; facts: ChangeFact[] }
  /**
   * Unreachable, refused, timed out, too large, or an HTTP error status; `state` is the previous state; `blocked` for a bot wall;
   * `authFailed` when the source's sign-in failed (its steps, or their `check` on the page).
   */
  | { outcome: 'failed'; state: SourceState; error: string; blocked?: boolean; authFailed?: boolean }
  /** Fetched, and the render gate asked for the browser: nothing compared, the browser worker checks it. */
  | { outcome: 'render'; state: SourceState };

export type RenderDecision = 'static' | 'browser';

/** What a fetched HTML page was found to be: the server HTML's fingerprint, and the rendering decision for it. */
export interface ShellVerdict {
  shellHash: string;
  decision: RenderDecision;
}

/**
 * The `auto` rendering rule of one source, as data, so it is applied where the body is read (off the event
 * loop): the decision last made and the fingerprint it was made for, and whether a browser worker takes
 * pages. A page judged `browser` with a browser available is handed over instead of compared.
 */
export interface RenderGateSettings {
  renderDecision: RenderDecision | null;
  shellHash: string | null;
  browserAvailable: boolean;
}

export interface RenderGate extends RenderGateSettings {
  /** Hears the verdict on a fetched HTML page (not called for other pages, 304s or failures). */
  noted(verdict: ShellVerdict): void;
}

export interface SourceCheckerOptions {
  /** Lets fetches reach private, loopback and link-local addresses (FETCH_ALLOW_PRIVATE_NETWORKS). */
  allowPrivateNetworks: boolean;
  /** Whole-request budget per fetch, redirects included. */
  timeoutMs: number;
  maxBodyBytes: number;
  maxRedirects: number;
  /** Fetches in flight at once, overall and per host. */
  concurrency: number;
  perHostConcurrency: number;
  userAgent: string;
  /** The time a response arrived; a test may stand in a clock of its own. */
  clock?: () => Date;
  /**
   * Reads fetched bodies (fingerprint, extraction, comparison): the worker's pool of threads with a
   * deadline per body (checker/reading-pool.ts); in this thread when absent (tests, scripts).
   */
  reader?: PageReader;
  /** The pace shared with every other worker for each host; none in tests and scripts that pace nothing. */
  pacer?: HostPacer;
}

/** Requests per second per host and the host's own requests to wait (Retry-After, 429, 503), shared by every worker. */
export interface HostPacer {
  /** Resolves when a request to `host` may start; rejects, saying why, when the host asked to wait longer than a check may. */
  turn(host: string): Promise<void>;
  /** The host answered 429 or 503: every worker holds off, until Retry-After when given, else for a doubling back-off. */
  refused(host: string, retryAfterMs: number | null): Promise<void>;
  /** The host answered: a back-off this worker started is over. */
  answered(host: string): Promise<void>;
}

/** Where fetched bodies are read; `close` ends whatever threads it runs. */
export interface PageReader {
  read(task: ReadingTask, children: ChildFetcher): Promise<ReadingAnswer>;
  close(): Promise<void>;
}

/** One fetched body to read: what was stored before, the body, the source's selectors and rendering rule. */
export interface ReadingTask {
  previous: SourceState;
  page: FetchedContent;
  selectors: SourceSelectors;
  gate: RenderGateSettings | null;
  /** A DOM the browser worker rendered: read as the HTML it is (no sniffing of its kind, no bot-wall scan, no gate). */
  rendered?: boolean;
}

export interface ReadingAnswer {
  check: SourceCheck;
  /** For an HTML page read under a rendering rule. */
  verdict: ShellVerdict | null;
}

/** Another document the source points to (a sitemap index's children), fetched under the same guard and limits. */
export interface ChildFetcher {
  fetch(url: string): Promise<FetchedContent | { error: string }>;
  maxBodyBytes: number;
}

/** A successful response as the reader sees it. */
export interface FetchedContent {
  contentType: string | null;
  validators: { etag: string | null; lastModified: string | null };
  body: Uint8Array;
  /** When the response arrived; values on the page that track the clock are judged against it. */
  fetchedAt?: Date;
}

/**
 * Optional narrowing of one source's comparison (checker/selection.ts): only the parts matching `include`
 * (default: the page's main content), without the parts matching `exclude`, and without the lines an
 * `ignoreText` rule matches.
 */
export type SourceSelectors = SourceSelection & { track?: TrackSpec[] };

/** A value a source names to read on every run (issue 27). */
export interface TrackSpec {
  name: string;
  selector: string;
}

/** A tracked value as read: its text, and its number and unit when it reads as an amount or figure. */
export interface TrackedReading {
  name: string;
  text: string;
  number: number | null;
  unit: string | null;
}

export interface SourceChecker {
  /** Never rejects for a problem of the source itself: that is a `failed` outcome. `headers`: the source's sign-in headers, secrets filled in. */
  check(
    previous: SourceState,
    selectors?: SourceSelectors,
    renderGate?: RenderGate,
    headers?: Record<string, string>,
  ): Promise<SourceCheck>;
  close(): Promise<void>;
}
