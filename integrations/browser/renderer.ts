import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
  type Response,
} from 'playwright-core';
import { SCREENSHOT_LIMITS } from '../../domain/pictures/screenshots';
import type { RenderAccess, RenderedPage, Renderer, RenderWants } from '../../domain/monitoring/browser/ports';
import { createKeyedLimiter } from '../../domain/monitoring/checker/limiter';
import { LOADER_NAME_SOURCE, LOADING_TEXT_SOURCE } from '../../domain/monitoring/rendering/loading';
import type { StorageState } from '../../domain/monitoring/sign-in/session';
import type { HostPacer } from '../../domain/monitoring/source-check';
import { CHROMIUM_FLAGS } from '../../platform/chromium';
import { DOCUMENT_REFUSALS_TRIED, pacePageRequests, type PagePacing } from './paced-requests';
import { runSteps, showsChecks, SignInFailure, SIGN_IN_BUDGET_MS } from './sign-in-steps';

export interface RendererOptions {
  chromiumPath: string;
  /** The guard proxy: Chromium's only way out. */
  proxyUrl: string;
  /** Why the proxy refused a host name, for a failed navigation's error. */
  refusalFor(hostname: string): string | undefined;
  /** Pages rendered at once. */
  concurrency: number;
  /** Budget per page, from navigation to the serialized DOM. */
  pageTimeoutMs: number;
  maxDomBytes: number;
  /** JavaScript heap a page may use before it is abandoned. */
  maxPageMemoryMb: number;
  /** Told where each page rendered in full spent its time (the rendering bench). */
  onTimings?: (timings: RenderTimings) => void;
  /** The per-host pace shared with the fetch workers (paced-requests.ts); none in tests that pace nothing. */
  pacer?: HostPacer;
}

/** Where one render's time went, in milliseconds: a fresh context and page, navigation to `load`, settling, reading the DOM. */
export interface RenderTimings {
  setupMs: number;
  navigationMs: number;
  settleMs: number;
  extractionMs: number;
}

/**
 * Quiet for this long (no request in flight, no DOM mutation) means the page has settled. A script that
 * waits longer before fetching its content leaves a loading placeholder or an empty content area, which
 * the probe sees (`__vigilLoading`).
 */
const QUIET_MS = 200;
/** Waiting for quiet after `load` stops here (or at the page's deadline): the DOM is taken as it is. */
const SETTLE_BUDGET_MS = 10_000;
const SETTLE_POLL_MS = 50;
/** Longest wait for one call into the page (an evaluate, a CDP command, reading the DOM): a page busy in a loop never answers. */
const CALL_TIMEOUT_MS = 5_000;
/** Contexts opened at once ahead of renders: one alone falls behind 5 renders a second on a loaded machine. */
const PREPARED_AT_ONCE = 2;
/** Longest wait for a screenshot: past it the page is kept without one. */
const SCREENSHOT_TIMEOUT_MS = 10_000;
/** Longest wait for a context to close before the browser itself is closed (a renderer that does not answer). */
const CLOSE_TIMEOUT_MS = 5_000;
const BLOCKED_RESOURCE_TYPES = new Set(['image', 'media', 'font']);
/**
 * Analytics and advertising hosts (and their subdomains): they report on the reader and never write the
 * page's own text. Tools that do change what a page says (A/B testing, consent text, chat) are not here.
 */
const TRACKER_HOSTS = [
  'google-analytics.com',
  'googletagmanager.com',
  'doubleclick.net',
  'googlesyndication.com',
  'googleadservices.com',
  'connect.facebook.net',
  'hotjar.com',
  'clarity.ms',
  'segment.io',
  'segment.com',
  'mixpanel.com',
  'amplitude.com',
  'fullstory.com',
  'hs-analytics.net',
  'nr-data.net',
  'plausible.io',
  'scorecardresearch.com',
  'quantserve.com',
  'adsrvr.org',
  'criteo.com',
  'taboola.com',
  'outbrain.com',
];

/** What a reader never sees as text: images, media, fonts, trackers, and anything not fetched over HTTP(S) or WebSocket. */
function unread(resourceType: string, url: string): boolean {
  if (BLOCKED_RESOURCE_TYPES.has(resourceType) || !/^(https?|wss?):/i.test(url)) return true;
  const host = new URL(url).hostname.toLowerCase();
  return TRACKER_HOSTS.some((tracker) => host === tracker || host.endsWith(`.${tracker}`));
}
const REFUSED_HEADER = 'x-vigil-refused';

/**
 * Runs in every frame before the page's own scripts: no WebRTC (it could reach addresses outside the
 * proxy), a clock of the last DOM mutation so the renderer can tell when the page stopped changing, and
 * whether the content still waits for what a script fetches: empty, or showing a visible loading
 * placeholder (the same ones the `auto` decision looks for, outside navigation, header, footer and forms).
 */
const INIT_SCRIPT = `(() => {
  for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCSessionDescription']) {
    try { Object.defineProperty(window, name, { value: undefined, configurable: false, writable: false }); } catch {}
  }
  let last = performance.now();
  Object.defineProperty(window, '__vigilQuietFor', { value: () => performance.now() - last });
  new MutationObserver(() => { last = performance.now(); }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const loadingText = new RegExp(${JSON.stringify(LOADING_TEXT_SOURCE)}, 'iu');
  const loaderName = new RegExp(${JSON.stringify(LOADER_NAME_SOURCE)}, 'i');
  const outside = 'nav, header, footer, aside, form, button, [role=navigation], [role=banner], [role=contentinfo], [role=complementary]';
  const shown = (element) => (element.checkVisibility ? element.checkVisibility() : element.getClientRects().length > 0) && !element.closest(outside);
  Object.defineProperty(window, '__vigilLoading', { value: () => {
    const root = document.querySelector('main, [role=main]') || document.body;
    if (!root || (root.innerText || '').trim() === '') return true;
    for (const element of root.querySelectorAll('*')) {
      const text = element.childElementCount <= 2 ? element.textContent.replace(/\\s+/g, ' ').trim() : null;
      const placeholder = element.getAttribute('aria-busy') === 'true' || (text !== null && text.length <= 60 && loadingText.test(text)) ||
        (text === '' && loaderName.test(element.className + ' ' + element.id));
      if (placeholder && shown(element)) return true;
    }
    return false;
  } });
})();`;

interface Prepared {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** A DevTools session on the page with its performance metrics on: the page's heap is read through it. */
  memory: CDPSession;
  pacing: PagePacing | null;
}

class PageFailure extends Error {}
class BrowserCrash extends Error {}
/** A kept session that no longer shows the source's `check`: the steps run again. */
const SIGNED_OUT = Symbol('signed out');

/** `work`, or a PageFailure saying `what` did not answer within `ms`; the call itself is left to the context's closing. */
function bounded<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageFailure(what)), Math.max(0, ms));
  });
  work.catch(() => undefined);
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

const STUCK_PAGE = `The page stopped answering (a script kept it busy for more than ${CALL_TIMEOUT_MS} ms)`;

const CRASH_MESSAGE = /Target .*(closed|crashed)|Browser has been closed|browser has disconnected/i;

/**
 * Headless Chromium (one browser per worker, launched on first use and again after it died), a fresh
 * context per page so nothing passes between sources or tenants, every request through the guard proxy.
 */
export function createRenderer(options: RendererOptions): Renderer {
  const limiter = createKeyedLimiter(options.concurrency, options.concurrency);
  let browser: Promise<Browser> | null = null;
  let closed = false;

  const launch = (): Promise<Browser> => {
    browser ??= chromium
      .launch({
        executablePath: options.chromiumPath,
        headless: true,
        args: [
          ...CHROMIUM_FLAGS,
          `--proxy-server=${options.proxyUrl}`,
          // Chromium sends loopback addresses around the proxy unless told not to: nothing may go around it.
          '--proxy-bypass-list=<-loopback>',
          '--dns-prefetch-disable',
          '--webrtc-ip-handling-policy=disable_non_proxied_udp',
          '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
          '--blink-settings=imagesEnabled=false',
          // Each renderer's JavaScript heap is capped in V8 as well: a page that allocates faster than the
          // heap is polled crashes its own renderer rather than the machine.
          `--js-flags=--max-old-space-size=${options.maxPageMemoryMb * 2}`,
        ],
      })
      .then((launched) => {
        launched.once('disconnected', () => (browser = null));
        return launched;
      });
    browser.catch(() => (browser = null));
    return browser;
  };

  /**
   * A fresh context with its page open on about:blank, its init script and request rules in place: what
   * every render starts from. Those of public pages are prepared ahead while pages render, so the next
   * source does not wait for Chromium to start a renderer; each is still a context no other page has used.
   * A source behind a sign-in gets its own, with its kept session and its headers for its own origin.
   */
  const prepare = async (access?: { url: string; headers: Record<string, string>; session: StorageState | null }): Promise<Prepared> => {
    const current = await launch();
    const context = await bounded(
      current.newContext({
        acceptDownloads: false,
        serviceWorkers: 'block',
        viewport: { width: 1280, height: 900 },
        ...(access?.session ? { storageState: access.session as BrowserContextOptions['storageState'] } : {}),
      }),
      CALL_TIMEOUT_MS,
      'The browser did not open a page in time',
    );
    const origin = access ? new URL(access.url).origin : null;
    const extraHeaders = access && Object.keys(access.headers).length > 0 ? access.headers : null;
    const pacing = options.pacer ? pacePageRequests(context, options.pacer) : null;
    try {
      await context.addInitScript(INIT_SCRIPT);
      await context.route('**/*', async (route) => {
        const request = route.request();
        if (unread(request.resourceType(), request.url())) return route.abort('blockedbyclient').catch(() => undefined);
        if (pacing && !(await pacing.turn(request))) return route.abort('blockedbyclient').catch(() => undefined);
        // A source's headers go to its own origin only, never to a third party the page loads from.
        const own = extraHeaders !== null && URL.canParse(request.url()) && new URL(request.url()).origin === origin;
        return (own ? route.continue({ headers: { ...request.headers(), ...extraHeaders } }) : route.continue()).catch(() => undefined);
      });
      const page = await bounded(context.newPage(), CALL_TIMEOUT_MS, 'The browser did not open a page in time');
      const memory = await bounded(context.newCDPSession(page), CALL_TIMEOUT_MS, 'The browser did not open a page in time');
      await bounded(memory.send('Performance.enable'), CALL_TIMEOUT_MS, 'The browser did not open a page in time');
      return { browser: current, context, page, memory, pacing };
    } catch (error) {
      await bounded(context.close(), CLOSE_TIMEOUT_MS, 'The page did not close').catch(() => undefined);
      throw error;
    }
  };
  /**
   * Contexts prepared ahead, one per page rendered at once: each render takes the oldest and starts the
   * next. At most PREPARED_AT_ONCE are being opened at a time (each waits for the one before it in its
   * lane): opened all at once, as on a cold start (a render's own, one per page at once, and the browser's
   * launch), each call could outlast its 5 s bound on a loaded machine and fail the page ("The browser
   * did not open a page in time").
   */
  const spares: Array<Promise<Prepared>> = [];
  const lanes: Array<Promise<unknown>> = Array.from({ length: PREPARED_AT_ONCE }, () => Promise.resolve());
  let lane = 0;
  const refill = () => {
    while (!closed && spares.length < options.concurrency) {
      const next = lanes[lane]!.then(() => prepare());
      lanes[lane] = next.catch(() => undefined);
      lane = (lane + 1) % PREPARED_AT_ONCE;
      spares.push(next);
    }
  };

  /** The oldest spare if it is still usable (its browser alive), else a new context. */
  const takePrepared = async (): Promise<Prepared> => {
    refill();
    const taken = spares.shift();
    refill();
    const prepared = await taken?.catch(() => null);
    if (prepared?.browser.isConnected()) return prepared;
    if (prepared) await prepared.context.close().catch(() => undefined);
    return prepare();
  };

  /**
   * One hard deadline covers the whole render: past it the render fails, its context is closed, and when
   * the context does not close (a renderer spinning in a loop), the browser is closed too, so the slot
   * is free again either way.
   */
  async function renderOnce(url: string, access: RenderAccess | undefined, wants: RenderWants): Promise<RenderedPage> {
    if (access?.checks && access.session) {
      const reused = await renderInContext(url, access, access.session, wants);
      if (reused !== SIGNED_OUT) return reused;
    }
    const page = await renderInContext(url, access, null, wants);
    if (page === SIGNED_OUT) throw new Error('A sign-in never reads as signed out');
    return page;
  }

  /** A fresh context (with the kept session, when reusing one), closed whatever happens. */
  async function renderInContext(
    url: string,
    access: RenderAccess | undefined,
    session: StorageState | null,
    wants: RenderWants,
  ): Promise<RenderedPage | typeof SIGNED_OUT> {
    const setupStarted = performance.now();
    const prepared = access ? await prepare({ url, headers: access.headers, session }) : await takePrepared();
    const { browser: current, context } = prepared;
    const budget =
      options.pageTimeoutMs +
      (access && access.steps.length > 0 && !session ? SIGN_IN_BUDGET_MS : 0) +
      (wants.screenshot ? SCREENSHOT_TIMEOUT_MS : 0);
    try {
      return await bounded(
        renderIn(prepared, url, options, {
          access,
          reusing: session !== null,
          setupMs: performance.now() - setupStarted,
          screenshot: wants.screenshot,
        }),
        budget + CALL_TIMEOUT_MS,
        `Timed out rendering the page after ${budget} ms`,
      );
    } catch (error) {
      if (!(error instanceof PageFailure) && (!current.isConnected() || CRASH_MESSAGE.test(String(error))))
        throw new BrowserCrash(String(error));
      throw error;
    } finally {
      await bounded(context.close(), CLOSE_TIMEOUT_MS, 'The page did not close').catch(() => closeBrowser(current));
    }
  }

  async function closeBrowser(stuck: Browser): Promise<void> {
    if (browser) browser = null;
    await bounded(stuck.close(), CLOSE_TIMEOUT_MS, 'The browser did not close').catch(() => undefined);
  }

  return {
    render(url, access, wants = { screenshot: false }) {
      return limiter.run('', async () => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await renderOnce(url, access, wants);
          } catch (error) {
            if (error instanceof SignInFailure) return { kind: 'failed', error: error.message, authFailed: true };
            if (error instanceof PageFailure) return { kind: 'failed', error: error.message };
            if (error instanceof BrowserCrash) {
              browser = null;
              if (attempt === 1 && !closed) continue; // the browser died under this page: once more on a fresh one
              return { kind: 'failed', error: 'The browser crashed while rendering the page' };
            }
            return { kind: 'failed', error: describeFailure(error, url, options) };
          }
        }
      });
    },
    async close() {
      closed = true;
      const waiting = spares.splice(0);
      await Promise.all(waiting.map((prepared) => prepared.then((p) => p.context.close()).catch(() => undefined)));
      const current = browser;
      browser = null;
      await current?.then((b) => b.close()).catch(() => undefined);
    },
  };
}

/**
 * Opens the page and reads it once settled. With sign-in steps, they run first (on the source's page,
 * unless they open another one), then the source's page is opened. With a `check`, a page that does not
 * show it is signed out: SIGNED_OUT when reusing a session (`reusing`), a failed sign-in otherwise.
 */
async function renderIn(
  { context, page, memory, pacing }: Prepared,
  url: string,
  options: RendererOptions,
  {
    access,
    reusing,
    setupMs,
    screenshot,
  }: { access: RenderAccess | undefined; reusing: boolean; setupMs: number; screenshot: RenderWants['screenshot'] },
): Promise<RenderedPage | typeof SIGNED_OUT> {
  const network = trackNetwork(page);
  const steps = access?.steps ?? [];
  if (steps.length > 0 && !reusing) {
    if (steps[0]!.action !== 'goto') checkDocument(await openDocument(page, url, options, pacing), options);
    await runSteps(
      page,
      steps,
      (response) => checkDocument(requireDocument(response), options),
      () => (network.inFlight() === 0 ? Date.now() - network.lastActivityAt() : 0),
    );
  }
  const deadline = Date.now() + options.pageTimeoutMs;
  const marks = [performance.now()];
  let lastDocument: Response | null = null;
  // The main frame's last document: a script may navigate the page after it loaded.
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) lastDocument = response;
  });
  const response = await openDocument(page, url, options, pacing);
  try {
    checkDocument(response, options);
  } catch (error) {
    // A site may answer a signed-out request with 401 or 403 rather than its sign-in page.
    if (reusing && error instanceof PageFailure && /^HTTP 40[13]\b/.test(error.message)) return SIGNED_OUT;
    throw error;
  }
  marks.push(performance.now());
  const serverHtml = await bounded(response.text(), CALL_TIMEOUT_MS, 'The page did not answer').catch(() => null);
  await settle(page, network, Math.min(deadline, Date.now() + SETTLE_BUDGET_MS), async () => {
    const { metrics } = await bounded(memory.send('Performance.getMetrics'), CALL_TIMEOUT_MS, STUCK_PAGE);
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    if (heap > options.maxPageMemoryMb * 1024 * 1024)
      throw new PageFailure(`The page used more than ${options.maxPageMemoryMb} MB of memory`);
  });
  marks.push(performance.now());
  if (lastDocument) checkDocument(lastDocument, options);
  // A script that sent the page where the proxy would not tunnel leaves Chromium's error page: nothing to read.
  if (page.url().startsWith('chrome-error:'))
    throw new PageFailure('The page navigated to an address that could not be reached (refused or unreachable)');
  // Measured in the page: a DOM far over the cap is refused there, never copied into this process. The
  // document is serialized as Playwright's page.content() does: its doctype, then the root element.
  const read = await bounded(
    page.evaluate((maxChars) => {
      const window = globalThis as unknown as {
        document: { doctype: object | null; documentElement: { outerHTML: string } | null };
        XMLSerializer: new () => { serializeToString(node: object): string };
      };
      const { doctype, documentElement } = window.document;
      const root = documentElement ? documentElement.outerHTML : '';
      if (root.length > maxChars) return null;
      return (doctype ? new window.XMLSerializer().serializeToString(doctype) : '') + root;
    }, options.maxDomBytes),
    CALL_TIMEOUT_MS,
    STUCK_PAGE,
  );
  if (read === null || Buffer.byteLength(read) > options.maxDomBytes)
    throw new PageFailure(`The rendered page is larger than ${options.maxDomBytes} bytes`);
  if (access?.checks) {
    const missing = await bounded(showsChecks(page, steps, CHECK_WAIT_MS), CHECK_WAIT_MS + CALL_TIMEOUT_MS, STUCK_PAGE);
    if (missing !== null && reusing) return SIGNED_OUT;
    if (missing !== null) throw new SignInFailure(`Signed in, but the page does not show ${missing}: the sign-in did not hold`);
  }
  const dom = read;
  marks.push(performance.now());
  const [navigationMs, settleMs, extractionMs] = marks.slice(1).map((mark, index) => mark - marks[index]!);
  options.onTimings?.({ setupMs, navigationMs: navigationMs!, settleMs: settleMs!, extractionMs: extractionMs! });
  const wanted = typeof screenshot === 'function' ? screenshot(dom) : screenshot;
  const picture = wanted ? await takeScreenshot(page) : null;
  const taken = picture ? { screenshot: picture } : {};
  if (!access?.checks) return { kind: 'ok', serverHtml, dom, ...taken };
  const session = (await bounded(context.storageState(), CALL_TIMEOUT_MS, STUCK_PAGE)) as StorageState;
  return { kind: 'ok', serverHtml, dom, session, ...taken };
}

/**
 * The settled page from its top, at most SCREENSHOT_LIMITS.maxHeight pixels of it (Chromium draws no more
 * than that clip, however long the page), PNG; null when it takes too long or comes out too large: the page
 * is still read, only without its picture.
 */
async function takeScreenshot(page: Page): Promise<Buffer | null> {
  const { width, maxHeight, maxBytes } = SCREENSHOT_LIMITS;
  const shot = await bounded(
    page.screenshot({
      type: 'png',
      fullPage: true,
      clip: { x: 0, y: 0, width, height: maxHeight },
      animations: 'disabled',
      caret: 'hide',
      timeout: SCREENSHOT_TIMEOUT_MS,
    }),
    SCREENSHOT_TIMEOUT_MS,
    'The page did not give its screenshot in time',
  ).catch(() => null);
  return shot && shot.length <= maxBytes ? shot : null;
}

/** A settled page shows its `check` at once or not at all: a short grace for a late script. */
const CHECK_WAIT_MS = 1_000;

/**
 * The page's document, loaded; under the shared pace, one answered 429 or 503 is tried again once the
 * refusal is recorded (the next try waits for the host's back-off), DOCUMENT_REFUSALS_TRIED times at most.
 */
async function openDocument(page: Page, url: string, options: RendererOptions, pacing: PagePacing | null): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = requireDocument(
      await page.goto(url, { waitUntil: 'load', timeout: options.pageTimeoutMs }).catch((error: unknown) => {
        const refusal = pacing?.refusal();
        throw refusal ? new PageFailure(refusal) : error;
      }),
    );
    const refused = response.status() === 429 || response.status() === 503;
    if (!pacing || !refused || attempt >= DOCUMENT_REFUSALS_TRIED) return response;
    await pacing.recorded();
  }
}

function requireDocument(response: Response | null): Response {
  if (!response) throw new PageFailure('The page did not load a document');
  return response;
}

/** A document the guard proxy refused, or one answered with an error status, is not the page. */
function checkDocument(response: Response, options: RendererOptions): void {
  if (response.headers()[REFUSED_HEADER])
    throw new PageFailure(`Refused: ${options.refusalFor(new URL(response.url()).hostname) ?? 'not a public address'}`);
  if (response.status() < 200 || response.status() > 299)
    throw new PageFailure(`HTTP ${response.status()}${response.statusText() ? ` ${response.statusText()}` : ''}`);
}

interface NetworkActivity {
  inFlight(): number;
  lastActivityAt(): number;
}

function trackNetwork(page: Page): NetworkActivity {
  let inFlight = 0;
  let lastActivityAt = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivityAt = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivityAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return { inFlight: () => inFlight, lastActivityAt: () => lastActivityAt };
}

/**
 * After `load`: until no request is in flight, the DOM has not changed for QUIET_MS and the content no
 * longer waits for a script's data (empty, or a loading placeholder), or until `until`. Each probe is one
 * short call into the page; between probes the renderer waits only as long as quiet could still need.
 */
async function settle(page: Page, network: NetworkActivity, until: number, checkMemory: () => Promise<void>): Promise<void> {
  for (;;) {
    await checkMemory();
    const { domQuietFor, loading } = await probe(page);
    const networkQuietFor = network.inFlight() === 0 ? Date.now() - network.lastActivityAt() : 0;
    if (Date.now() >= until) return;
    if (domQuietFor >= QUIET_MS && networkQuietFor >= QUIET_MS && !loading) return;
    const quietNeeds = QUIET_MS - Math.min(domQuietFor, networkQuietFor);
    const wait = Math.min(Math.max(SETTLE_POLL_MS, quietNeeds), until - Date.now());
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * How long the DOM has not changed and, once that is long enough, whether the content still waits for what
 * a script fetches. A script navigating the page (a client-side redirect) destroys the context being asked:
 * not quiet yet, and not read as loaded.
 */
function probe(page: Page): Promise<{ domQuietFor: number; loading: boolean }> {
  return bounded(
    page.evaluate((quietMs) => {
      const vigil = globalThis as unknown as { __vigilQuietFor?: () => number; __vigilLoading?: () => boolean };
      const domQuietFor = vigil.__vigilQuietFor?.() ?? Number.POSITIVE_INFINITY;
      return { domQuietFor, loading: domQuietFor >= quietMs && (vigil.__vigilLoading?.() ?? false) };
    }, QUIET_MS),
    CALL_TIMEOUT_MS,
    STUCK_PAGE,
  ).catch((error: unknown) => {
    if (error instanceof PageFailure) throw error;
    if (page.isClosed() || !/Execution context was destroyed|navigat/i.test(String(error))) throw error;
    return { domQuietFor: 0, loading: true };
  });
}

function describeFailure(error: unknown, url: string, options: RendererOptions): string {
  const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  if (/Timeout .*exceeded/i.test(message)) return `Timed out rendering the page after ${options.pageTimeoutMs} ms`;
  if (/ERR_TUNNEL_CONNECTION_FAILED|ERR_PROXY_CONNECTION_FAILED/.test(message)) {
    const refusal = options.refusalFor(new URL(url).hostname);
    return refusal ? `Refused: ${refusal}` : 'Could not connect to the site';
  }
  return `Could not render the page: ${message}`;
}
