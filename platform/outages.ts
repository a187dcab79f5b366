import type { Logger } from './logger';

/** Resolves when the dependency answers, rejects with the reason when it does not. */
export type DependencyProbe = () => Promise<unknown>;

export interface DependencyWatch {
  stop(): void;
}

/** How often each dependency is probed, up or down. */
const PROBE_INTERVAL_MS = 2_000;

/**
 * What an operator sees of an outage: one warning when a dependency stops answering and one line
 * when it answers again, with how long it was away. Requests that fail meanwhile answer 503 and are
 * logged as such by the request log, without a stack trace each.
 */
export function watchDependencies(
  logger: Logger,
  probes: Record<string, DependencyProbe>,
  intervalMs = PROBE_INTERVAL_MS,
): DependencyWatch {
  const downSince = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function probe(name: string, check: DependencyProbe): Promise<void> {
    try {
      await check();
      const since = downSince.get(name);
      if (since === undefined) return;
      downSince.delete(name);
      logger.info({ dependency: name, downForMs: Date.now() - since }, `${name} reachable again`);
    } catch (error) {
      if (downSince.has(name)) return;
      downSince.set(name, Date.now());
      logger.warn(
        { dependency: name, reason: describe(error) },
        `${name} unreachable: what needs it answers 503 (Retry-After) until it is back`,
      );
    }
  }

  async function round(): Promise<void> {
    await Promise.all(Object.entries(probes).map(([name, check]) => probe(name, check)));
    if (!stopped) timer = setTimeout(() => void round(), intervalMs).unref();
  }

  timer = setTimeout(() => void round(), intervalMs).unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
