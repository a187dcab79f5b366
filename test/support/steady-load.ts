/** One request of the load and what came of it. */
export interface LoadRequest {
  kind: string;
  /** For writes: the unique name written, to find the row afterwards. */
  name?: string;
  sentAt: number;
  answeredAt: number;
  /** HTTP status, or 0 when no answer came (connection refused, or the bound passed). */
  status: number;
  code?: string;
  retryAfter: string | null;
  error?: string;
}

export interface LoadStep {
  kind: string;
  /** Builds the request; `sequence` is unique across the load. */
  request(sequence: number): { method: string; path: string; body?: object; name?: string };
}

export interface SteadyLoad {
  requests: LoadRequest[];
  stop(): Promise<void>;
}

/**
 * A small client sending `steps` in turn from `concurrency` loops until stopped, each request bounded by
 * `boundMs` (a request still unanswered then is recorded with status 0, the bound being the failure).
 */
export function startSteadyLoad(
  baseUrl: string,
  headers: Record<string, string>,
  steps: LoadStep[],
  { concurrency = 3, boundMs = 15_000, pauseMs = 40 } = {},
): SteadyLoad {
  const requests: LoadRequest[] = [];
  let sequence = 0;
  let running = true;

  async function send(step: LoadStep): Promise<void> {
    const { method, path, body, name } = step.request((sequence += 1));
    const sentAt = Date.now();
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(boundMs),
      });
      const text = await res.text();
      const code = res.ok ? undefined : (JSON.parse(text) as { code?: string }).code;
      requests.push({
        kind: step.kind,
        name,
        sentAt,
        answeredAt: Date.now(),
        status: res.status,
        code,
        retryAfter: res.headers.get('retry-after'),
      });
    } catch (error) {
      requests.push({
        kind: step.kind,
        name,
        sentAt,
        answeredAt: Date.now(),
        status: 0,
        retryAfter: null,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  const loops = Array.from({ length: concurrency }, async (_, loop) => {
    for (let turn = loop; running; turn += 1) {
      await send(steps[turn % steps.length]!);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });

  return {
    requests,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The requests sent after `from` and answered before `to`. */
export function within(requests: LoadRequest[], from: number, to: number): LoadRequest[] {
  return requests.filter((request) => request.sentAt >= from && request.answeredAt <= to);
}
