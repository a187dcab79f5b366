import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { integer } from './variables';

export const browserVariables = z.object({
  BROWSER_RENDERING: z
    .enum(['on', 'off'])
    .default('off')
    .describe(
      '`on`: the worker hands pages that need rendering to the browser worker; `off`: they are read as served and `render: always` sources fail',
    )
    .meta({ shownDefault: '`off` (`npm start`: `on` when Chromium is found)' }),
  CHROMIUM_PATH: z
    .string()
    .min(1)
    .optional()
    .describe('the Chromium the browser worker drives (never downloaded)')
    .meta({ shownDefault: "Debian's `/usr/lib/chromium/chromium-headless-shell`, else `/usr/bin/chromium`" }),
  BROWSER_CONCURRENCY: integer(1, 64)
    .optional()
    .describe('pages one browser worker renders at once (each also has one fresh context prepared ahead)')
    .meta({ shownDefault: 'two per core, 2 to 16' }),
  BROWSER_PAGE_TIMEOUT_MS: integer(1_000, 300_000)
    .default(30_000)
    .describe('budget of one page: load, then network quiet and a stable DOM'),
  BROWSER_MAX_DOM_BYTES: integer(1_024, 100 * 1024 * 1024)
    .default(5 * 1024 * 1024)
    .describe('largest rendered HTML kept; a bigger page fails its check'),
  BROWSER_MAX_PAGE_MEMORY_MB: integer(16, 4_096)
    .default(256)
    .describe('JavaScript heap one page may use before it is abandoned (its check fails)'),
});

export function browserConfig(e: z.infer<typeof browserVariables>) {
  return {
    /**
     * Rendering in headless Chromium. `enabled` (BROWSER_RENDERING=on) tells the fetch worker that a browser
     * worker serves `temporal.browserTaskQueue`; the rest bounds the browser worker itself.
     */
    browser: {
      enabled: e.BROWSER_RENDERING === 'on',
      chromiumPath: e.CHROMIUM_PATH,
      concurrency: e.BROWSER_CONCURRENCY ?? defaultBrowserConcurrency(),
      pageTimeoutMs: e.BROWSER_PAGE_TIMEOUT_MS,
      maxDomBytes: e.BROWSER_MAX_DOM_BYTES,
      maxPageMemoryMb: e.BROWSER_MAX_PAGE_MEMORY_MB,
    },
  };
}

/**
 * Pages one browser worker renders at once when BROWSER_CONCURRENCY is unset: two per core, at most 16.
 * A render is mostly waiting (navigation, the page's own requests, settling), so one core keeps two busy.
 */
function defaultBrowserConcurrency(): number {
  return Math.min(16, Math.max(2, 2 * availableParallelism()));
}
