import fs from 'node:fs';
import autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts: a scenario with failures measured the wrong thing. */
  failures: number;
}

/** autocannon against one URL for `seconds`, every request carrying `headers`. */
export async function load(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Measurement> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export function residentMemoryMiB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Samples the resident memory of each process every 100 ms; `stop` gives the peaks. */
export function sampleMemory<K extends string>(pids: Record<K, number>): { stop: () => Record<K, number> } {
  const peaks = Object.fromEntries(Object.keys(pids).map((name) => [name, 0])) as Record<K, number>;
  const sample = () => {
    for (const name of Object.keys(pids) as K[]) peaks[name] = Math.max(peaks[name], residentMemoryMiB(pids[name]));
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

/** Polls a URL until it answers 200. */
export async function waitForOk(url: string, headers: Record<string, string> = {}): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (await fetch(url, { headers }).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200`);
}
