import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { integer } from './variables';

export const monitoringVariables = z.object({
  SOURCE_VALIDATION_TIMEOUT_MS: integer(500, 120_000)
    .default(10_000)
    .describe(
      "whole time for checking a new project's proposed sources (or an update's, with `validateSources`); sources not checked by then are left out and listed",
    ),
  SOURCE_DISCOVERY_TIMEOUT_MS: integer(500, 120_000)
    .default(8_000)
    .describe("whole time discovery may take on a new project's named sites (robots.txt, home page, sitemap)"),
  SOURCE_DISCOVERY_MAX_FETCHES: integer(0, 100).default(12).describe('fetches discovery may make for one project'),
  FETCH_TIMEOUT_MS: integer(100, 300_000).default(15_000).describe('whole-request budget of one source fetch, redirects included'),
  FETCH_MAX_BODY_BYTES: integer(1_024, 100 * 1024 * 1024)
    .default(5 * 1024 * 1024)
    .describe('largest page body read'),
  FETCH_MAX_REDIRECTS: integer(0, 20).default(5).describe('redirects followed per fetch (each hop is checked by the address guard)'),
  FETCH_CONCURRENCY: integer(1, 1_000).default(64).describe('source fetches in flight per worker'),
  FETCH_PER_HOST_CONCURRENCY: integer(1, 1_000).default(6).describe('source fetches in flight per worker to one host'),
  FETCH_HOST_REQUESTS_PER_SECOND: z.coerce
    .number()
    .min(0.1)
    .max(100_000)
    .default(10)
    .describe(
      "requests per second to one host, shared by every fetch and browser worker through PostgreSQL (`host_pacing`; a rendered page's document and its requests to its own host); a 429 or 503 holds every worker off until its `Retry-After`, else for a doubling back-off (1 s to 5 min)",
    ),
  FETCH_HOST_MAX_WAIT_MS: integer(0, 3_600_000)
    .default(60_000)
    .describe(
      'a host that asks to wait longer than this fails its pending checks at once ("The site asked to wait …") instead of holding them',
    ),
  FETCH_READING_THREADS: integer(1, 64)
    .optional()
    .describe('worker threads that read fetched bodies (fingerprint, extraction, comparison) off the event loop')
    .meta({ shownDefault: 'the cores, at most 4' }),
  FETCH_READING_TIMEOUT_MS: integer(1_000, 600_000)
    .default(20_000)
    .describe(
      "longest one body may take to read (a fetched body, or a DOM the browser worker rendered); past it the thread is ended and the source's check fails",
    ),
  FETCH_READING_MEMORY_MB: integer(64, 16_384).default(512).describe('heap of one reading thread; a body that needs more fails its check'),
  MONITORING_BATCH_SIZE: integer(1, 5_000)
    .default(500)
    .describe('sources one monitoring activity checks before the run schedules the next batch'),
  SOURCE_FAILING_AFTER: integer(1, 100)
    .default(3)
    .describe(
      "consecutive failed checks of a source after which Vigil sends `source.failing` (and mails the project's alert recipients) once; `source.recovered` follows once when it works again",
    ),
});

export function monitoringConfig(e: z.infer<typeof monitoringVariables>) {
  return {
    /** Source checks of new projects: the whole time for validation and for discovery, and discovery's fetch count. */
    sourceChecks: {
      validationTimeoutMs: e.SOURCE_VALIDATION_TIMEOUT_MS,
      discoveryTimeoutMs: e.SOURCE_DISCOVERY_TIMEOUT_MS,
      maxDiscoveryFetches: e.SOURCE_DISCOVERY_MAX_FETCHES,
    },
    monitoring: {
      fetch: {
        timeoutMs: e.FETCH_TIMEOUT_MS,
        maxBodyBytes: e.FETCH_MAX_BODY_BYTES,
        maxRedirects: e.FETCH_MAX_REDIRECTS,
        concurrency: e.FETCH_CONCURRENCY,
        perHostConcurrency: e.FETCH_PER_HOST_CONCURRENCY,
      },
      /** Requests per second per host, shared by every fetch worker, and the longest a host may ask them to wait (domain/monitoring/host-pacing.ts). */
      hostPacing: { requestsPerSecond: e.FETCH_HOST_REQUESTS_PER_SECOND, maxWaitMs: e.FETCH_HOST_MAX_WAIT_MS },
      /**
       * Reading fetched bodies (fingerprint, extraction, comparison) on worker threads: how many, how long one
       * body may take before its thread is ended and its check fails, and the heap of one thread.
       */
      reading: {
        threads: e.FETCH_READING_THREADS ?? Math.min(4, availableParallelism()),
        timeoutMs: e.FETCH_READING_TIMEOUT_MS,
        memoryMb: e.FETCH_READING_MEMORY_MB,
      },
      /** Sources one activity checks before the workflow schedules the next batch. */
      batchSize: e.MONITORING_BATCH_SIZE,
      /** Consecutive failed checks after which a source is announced as failing (`source.failing`). */
      sourceFailingAfter: e.SOURCE_FAILING_AFTER,
    },
  };
}
