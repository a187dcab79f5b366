import fs from 'node:fs';
import autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The serving process's CPU time per request: the figure least moved by neighbours on a shared machine. */
  cpuPerRequestMs: number;
  /** Non-2xx answers, errors and timeouts: a scenario with failures measured the wrong thing. */
  failures: number;
}

export interface Target {
  url: string;
  headers: Record<string, string>;
  /** The process serving the URL, whose CPU time is read from /proc. */
  pid: number;
}

interface Slice {
  latencies: number[];
  cpuMs: number;
  failures: number;
}

/**
 * Loads each target for `seconds` in all, in slices of about two seconds that alternate between the
 * targets (and swap who goes first each round), so a neighbour's burst on a shared machine lands on
 * both sides alike. Percentiles come from every response time of every slice.
 */
export async function loadAlternating(targets: Target[], connections: number, seconds: number): Promise<Measurement[]> {
  const rounds = Math.max(1, Math.round(seconds / 2));
  const sliceSeconds = seconds / rounds;
  const slices: Slice[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? targets.map((_, index) => index) : targets.map((_, index) => targets.length - 1 - index);
    for (const index of order) slices[index]!.push(await loadSlice(targets[index]!, connections, sliceSeconds));
  }
  return slices.map((taken) => summarize(taken, rounds * sliceSeconds));
}

async function loadSlice({ url, headers, pid }: Target, connections: number, seconds: number): Promise<Slice> {
  const latencies: number[] = [];
  const cpuBefore = cpuTimeMs(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds }, (error, finished) =>
      error ? reject(error as Error) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return { latencies, cpuMs: cpuTimeMs(pid) - cpuBefore, failures: result.non2xx + result.errors + result.timeouts };
}

/** User + system CPU time of a process so far (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuTimeMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function summarize(slices: Slice[], seconds: number): Measurement {
  const latencies = slices.flatMap((slice) => slice.latencies).sort((a, b) => a - b);
  const percentile = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(0.5),
    p99: percentile(0.99),
    cpuPerRequestMs: slices.reduce((sum, slice) => sum + slice.cpuMs, 0) / Math.max(1, latencies.length),
    failures: slices.reduce((sum, slice) => sum + slice.failures, 0),
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
