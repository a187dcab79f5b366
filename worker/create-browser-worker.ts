import { NativeConnection, Worker } from '@temporalio/worker';
import { createProjectRunBrowserActivities } from '../activities/project-run-browser';
import { createRenderer, type RenderTimings } from '../integrations/browser/renderer';
import { createReadingPool } from '../domain/monitoring/checker/reading-pool';
import { createHostPacer } from '../domain/monitoring/host-pacing';
import { createVisualDiffer } from '../domain/pictures/visual-differ';
import { startGuardProxy, type AddressResolver } from '../integrations/net/guard-proxy';
import { resolveAllowedAddress } from '../integrations/net/outbound';
import { CHROMIUM_INSTALL_HINT, findChromium } from '../platform/chromium';
import type { Config } from '../platform/config';
import { createFilePictureStore } from '../domain/pictures/store';

/** A proxied connection silent this long is cut; none lives longer than a page's budget and this grace. */
const PROXY_IDLE_MS = 15_000;
const PROXY_GRACE_MS = 10_000;

/** Pages a render batch holds per page rendered at once: enough to keep the browser busy between workflow turns. */
const BATCH_PER_PAGE = 5;

export interface BrowserWorkerSetup {
  config: Config;
  /** Replaces the address guard behind the proxy (tests standing in for public sites); the guard itself otherwise. */
  resolveAddress?: AddressResolver;
  /** Told where each rendered page spent its time (the rendering bench). */
  onTimings?: (timings: RenderTimings) => void;
}

/**
 * The browser worker: activities only, on the browser task queue, with one Chromium behind a guard proxy.
 * Throws, naming what to install, when there is no Chromium.
 */
export async function createBrowserWorker({ config, resolveAddress, onTimings }: BrowserWorkerSetup) {
  const chromiumPath = findChromium(config.browser.chromiumPath);
  if (!chromiumPath) throw new Error(`Chromium was not found: ${CHROMIUM_INSTALL_HINT}`);
  const { concurrency, pageTimeoutMs, maxDomBytes, maxPageMemoryMb } = config.browser;
  const proxy = await startGuardProxy(
    resolveAddress ?? ((hostname) => resolveAllowedAddress(hostname, config.outbound.allowPrivateNetworks)),
    { idleMs: Math.min(pageTimeoutMs, PROXY_IDLE_MS), totalMs: pageTimeoutMs + PROXY_GRACE_MS },
  );
  const renderer = createRenderer({
    chromiumPath,
    proxyUrl: proxy.url,
    refusalFor: proxy.refusalFor,
    concurrency,
    pageTimeoutMs,
    maxDomBytes,
    maxPageMemoryMb,
    onTimings,
    // The page's document and its own host's requests take their turns from the pace the fetch workers share.
    pacer: createHostPacer(config.monitoring.hostPacing),
  });
  // Rendered DOMs are read like fetched bodies, under the same deadline and heap per page; no more threads than pages rendered at once.
  const { threads, timeoutMs, memoryMb } = config.monitoring.reading;
  const reader = createReadingPool({ threads: Math.min(threads, concurrency), timeoutMs, memoryMb });
  // Visual diffs under the same deadline and heap, one at a time: a changed rendered page is rare, a diff seconds of a core at most.
  const differ = createVisualDiffer({ threads: 1, timeoutMs, memoryMb });
  const connection = await NativeConnection.connect({ address: config.temporal.address! });
  const worker = await Worker.create({
    connection,
    namespace: config.temporal.namespace,
    taskQueue: config.temporal.browserTaskQueue,
    activities: createProjectRunBrowserActivities({
      renderer,
      reader,
      batchSize: concurrency * BATCH_PER_PAGE,
      failingAfter: config.monitoring.sourceFailingAfter,
      secretKey: config.secretKey,
      pictures: { store: createFilePictureStore(config.picturesDir), differ },
    }),
  });
  return {
    worker,
    chromiumPath,
    /** After the worker has stopped: the browser, the reading threads, the proxy and the connection. */
    async close() {
      await renderer.close();
      await reader.close();
      await differ.close();
      await proxy.close();
      await connection.close();
    },
  };
}
