import type { Harness } from './harness';
import { createBrowserWorker } from '../../worker/create-browser-worker';
import { resolveAllowedAddress } from '../../integrations/net/outbound';
import { PUBLIC_TEST_HOST } from './website';

/**
 * A browser worker in the test process on the harness's browser task queue, with one Chromium for the
 * whole file. Behind its proxy, `public.test` reaches the local website; every other destination goes
 * through the real address guard with private networks refused.
 */
export async function startBrowserWorker(harness: Harness) {
  const browserWorker = await createBrowserWorker({
    config: harness.config,
    resolveAddress: (hostname) => (hostname === PUBLIC_TEST_HOST ? Promise.resolve('127.0.0.1') : resolveAllowedAddress(hostname, false)),
  });
  const running = browserWorker.worker.run();
  return {
    async stop() {
      browserWorker.worker.shutdown();
      await running;
      await browserWorker.close();
    },
  };
}

/** The environment that turns rendering on for a harness, with a browser task queue of its own. */
export function browserEnv(name: string): Record<string, string> {
  return {
    BROWSER_RENDERING: 'on',
    TEMPORAL_BROWSER_TASK_QUEUE: `test-browser-${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  };
}
