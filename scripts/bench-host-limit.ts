import type { Client } from '@temporalio/client';
import { ProjectRunModel } from '../models/monitoring';
import type { ProjectRunInput } from '../workflows/project-run';
import { createProductProject, startEditionSite } from './lib/bench-shop';
import { startBenchWorker } from './lib/bench-worker';

/**
 * The per-host pace shared by workers: two fetch workers (each its own task queue, pool and pacer) run
 * two tenants' projects of 500 pages each, all on one local host, at once. The host asks for a pause
 * (429, Retry-After: 1) at its 200th, 500th and 800th request. The site records when every request
 * arrived and how many were in flight, so the table shows the rate and the pauses held across workers.
 */
const SOURCES = 1_000;
const REQUESTS_PER_SECOND = 100;
const REFUSED_AT = new Set([200, 500, 800]);
const RETRY_AFTER_SECONDS = 1;

export interface HostLimitBenchRow {
  sources: number;
  seconds: number;
  failed: number;
  requests: number;
  busiestSecond: number;
  mostInFlight: number;
  refusals: number;
  /** Requests that arrived while a Retry-After the host gave was running (each worker's fetches already under way excepted). */
  duringPauses: number;
}

export async function benchHostLimit(databaseUrl: string, temporalAddress: string): Promise<HostLimitBenchRow> {
  const arrivals: number[] = [];
  const pauses: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const site = await startEditionSite((url, edition, response) => {
    arrivals.push(performance.now());
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    response.once('close', () => (inFlight -= 1));
    if (REFUSED_AT.has(arrivals.length)) {
      pauses.push(performance.now());
      return void response.writeHead(429, { 'retry-after': String(RETRY_AFTER_SECONDS) }).end('Slow down');
    }
    const id = Number(/\/product\/(\d+)/.exec(url)?.[1] ?? -1);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><body><main><h1>Product ${id}</h1>
<p>Product ${id} costs ${100 + id + edition} euros and ships within two days.</p></main></body></html>`);
  });
  const env = { FETCH_HOST_REQUESTS_PER_SECOND: String(REQUESTS_PER_SECOND) };
  const workers = await Promise.all(
    ['bench-host-limit-1', 'bench-host-limit-2'].map((taskQueue) =>
      startBenchWorker(databaseUrl, temporalAddress, { taskQueue, poolMax: 5, env }),
    ),
  );
  try {
    const projects = [
      await createProductProject(site.url, 'Tenant one', SOURCES / 2),
      await createProductProject(site.url, 'Tenant two', SOURCES / 2),
    ];
    const started = performance.now();
    const runs = await Promise.all(
      projects.map((projectId, index) => run(workers[index]!.temporal, projectId, `bench-host-limit-${index + 1}`)),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      sources: runs.reduce((sum, one) => sum + one.sourcesChecked, 0),
      seconds,
      failed: runs.reduce((sum, one) => sum + one.sourcesFailed, 0),
      requests: arrivals.length,
      busiestSecond: busiestSecond(arrivals),
      mostInFlight,
      refusals: pauses.length,
      duringPauses: arrivals.filter((time) => pauses.some((pause) => time > pause + 50 && time < pause + RETRY_AFTER_SECONDS * 1000))
        .length,
    };
  } finally {
    for (const worker of workers) await worker.stop();
    await site.close();
  }
}

/** The most requests that arrived within one second of each other (arrivals are in order). */
function busiestSecond(times: number[]): number {
  let most = 0;
  for (let start = 0, end = 0; start < times.length; start += 1) {
    while (end < times.length && times[end]! < times[start]! + 1000) end += 1;
    most = Math.max(most, end - start);
  }
  return most;
}

async function run(temporal: Client, projectId: string, taskQueue: string) {
  const workflowId = `project-run/${projectId}/${new Date().toISOString()}`;
  const input: ProjectRunInput = { projectId, trigger: 'manual' };
  await (await temporal.workflow.start('projectRunWorkflow', { workflowId, taskQueue, args: [input] })).result();
  return (await ProjectRunModel.findOne({ where: { workflowId }, raw: true }))!;
}

export function printHostLimitTable(row: HostLimitBenchRow): void {
  console.log(
    `\nOne host, two fetch workers, ${row.sources} sources (two tenants), limit ${REQUESTS_PER_SECOND} requests/s per host; the host answers 429 (Retry-After: ${RETRY_AFTER_SECONDS}) ${REFUSED_AT.size} times\n`,
  );
  console.log('| sources | seconds | failed | requests | busiest second | most in flight | 429 answered | requests during a Retry-After |');
  console.log('|---|---|---|---|---|---|---|---|');
  const cells = [
    row.sources,
    row.seconds.toFixed(2),
    row.failed,
    row.requests,
    row.busiestSecond,
    row.mostInFlight,
    row.refusals,
    row.duringPauses,
  ];
  console.log(`| ${cells.join(' | ')} |`);
}
