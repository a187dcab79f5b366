import type { Client } from '@temporalio/client';
import { QueryTypes } from 'sequelize';
import { ProjectRunModel, SourceModel, type SourceSelection } from '../models/monitoring';
import type { ProjectRunInput } from '../workflows/project-run';
import { createProductProject, startEditionSite } from './lib/bench-shop';
import { startBenchWorker } from './lib/bench-worker';

/**
 * Monitoring throughput of one worker: a project of 1,000 sources served by a local website, checked
 * three times (baseline, every page unchanged, every page edited), with the Temporal history length of
 * the unchanged run; then edited again under a CSS, an XPath and an ignore-rule selection. Each row times
 * the checks (until the run row is finished) and the whole workflow (its changes judged and announced after).
 */
const SOURCES = Number(process.env.BENCH_MONITORING_SOURCES ?? 1_000);
const CONCURRENCY = '64';
const TASK_QUEUE = 'bench-monitoring';

export interface MonitoringBenchRow {
  scenario: string;
  sources: number;
  /** From the run's start until its checks are recorded (the run row finished). */
  seconds: number;
  sourcesPerSecond: number;
  /** From the run's start until its workflow ended: its changes judged and announced. */
  workflowSeconds: number;
  changed: number;
  /** The run's changes judged by the end of its workflow. */
  judged: number;
  historyEvents: number;
  /** CPU time of this process (worker and local site) per source: less at the machine's mercy than sources/s. */
  cpuMsPerSource: number;
}

export async function benchMonitoring(databaseUrl: string, temporalAddress: string): Promise<MonitoringBenchRow[]> {
  const site = await startCatalogueSite();
  const { temporal, stop } = await startBenchWorker(databaseUrl, temporalAddress, {
    taskQueue: TASK_QUEUE,
    poolMax: 5,
    // One local host serves every page: its pace is the host-limit scenario's subject (bench-host-limit.ts), not this one's.
    env: { FETCH_CONCURRENCY: CONCURRENCY, FETCH_PER_HOST_CONCURRENCY: CONCURRENCY, FETCH_HOST_REQUESTS_PER_SECOND: '100000' },
  });
  try {
    const projectId = await createProductProject(site.url, 'Catalogue', SOURCES);
    const baseline = await timedRun(temporal, projectId, 'baseline (first fetch, full extraction)');
    const unchanged = await timedRun(temporal, projectId, 'unchanged pages');
    site.edition += 1;
    const changed = await timedRun(temporal, projectId, 'changed pages (every page edited)');
    // The same edited run under each kind of selection (issue 27): its cost per source beside the row above.
    const selected = async (scenario: string, selection: SourceSelection) => {
      await SourceModel.update({ selection }, { where: { projectId } });
      site.edition += 1;
      return timedRun(temporal, projectId, scenario);
    };
    const css = await selected('changed pages, CSS `include: ["p.price"]`', { include: ['p.price'] });
    const xpath = await selected('changed pages, XPath `include: ["//p[@class=\'price\']"]`', { include: ["//p[@class='price']"] });
    const ignore = await selected('changed pages, RE2 `ignoreText: ["/^Product \\d+ feature 1\\d:/"]`', {
      ignoreText: ['/^Product \\d+ feature 1\\d:/'],
    });
    return [baseline, unchanged, changed, css, xpath, ignore];
  } finally {
    await stop();
    await site.close();
  }
}

export function printMonitoringTable(rows: MonitoringBenchRow[]): void {
  console.log(`\nMonitoring, one worker, ${SOURCES} sources on a local site, fetch concurrency ${CONCURRENCY}\n`);
  console.log(
    '| run | sources | seconds to checks recorded | sources/s | seconds to workflow end (changes judged and announced) | changes / judged | worker CPU per source, whole workflow | Temporal history events |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const cells = [
      row.scenario,
      row.sources,
      row.seconds.toFixed(2),
      row.sourcesPerSecond.toFixed(0),
      row.workflowSeconds.toFixed(2),
      `${row.changed} / ${row.judged}`,
      `${row.cpuMsPerSource.toFixed(2)} ms`,
      row.historyEvents,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

async function timedRun(temporal: Client, projectId: string, scenario: string): Promise<MonitoringBenchRow> {
  const workflowId = `project-run/${projectId}/${new Date().toISOString()}`;
  const input: ProjectRunInput = { projectId, trigger: 'manual' };
  // The worker runs in this process: its run row's finishedAt is on this clock.
  const started = Date.now();
  const cpu = process.cpuUsage();
  const handle = await temporal.workflow.start('projectRunWorkflow', { workflowId, taskQueue: TASK_QUEUE, args: [input] });
  await handle.result();
  const workflowSeconds = (Date.now() - started) / 1000;
  const cpuUsed = process.cpuUsage(cpu);
  const run = (await ProjectRunModel.findOne({ where: { workflowId }, raw: true }))!;
  if (run.sourcesFailed > 0) throw new Error(`${run.sourcesFailed} sources failed: ${JSON.stringify(run.errors.slice(0, 3))}`);
  const seconds = (run.finishedAt!.getTime() - started) / 1000;
  const history = await handle.fetchHistory();
  const [{ judged }] = (await ProjectRunModel.sequelize!.query(
    `SELECT count(*)::int AS judged FROM change_judgements j JOIN changes c ON c.id = j.change_id
      WHERE c.run_id = :runId AND j.judged_at IS NOT NULL`,
    { replacements: { runId: run.id }, type: QueryTypes.SELECT },
  )) as [{ judged: number }];
  return {
    scenario,
    sources: run.sourcesChecked,
    seconds,
    sourcesPerSecond: run.sourcesChecked / seconds,
    workflowSeconds,
    changed: run.sourcesChanged,
    judged,
    historyEvents: history.events?.length ?? 0,
    cpuMsPerSource: (cpuUsed.user + cpuUsed.system) / 1000 / run.sourcesChecked,
  };
}

/** A shop of product pages (about 6 KB each, with navigation and a footer around the content). */
function startCatalogueSite() {
  return startEditionSite((url, edition, response) => {
    const id = Number(/\/product\/(\d+)/.exec(url)?.[1] ?? -1);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(productPage(id, edition));
  });
}

export function productPage(id: number, edition: number): string {
  const paragraphs = Array.from(
    { length: 12 },
    (_, i) =>
      `<p>Product ${id} feature ${i}: sturdy, light and made to last, with a two-year warranty and free returns within thirty days of delivery.</p>`,
  );
  const nav = Array.from({ length: 30 }, (_, i) => `<li><a href="/category/${i}">Category ${i}</a></li>`).join('');
  return `<!doctype html><html><head><title>Product ${id}</title></head><body><header><ul>${nav}</ul></header>
<main><article><h1>Product ${id}</h1><p class="price">Price: ${100 + id + edition * 7} euros</p>${paragraphs.join('\n')}</article></main>
<footer>© Bench Shop · <a href="/terms">Terms</a></footer></body></html>`;
}
