import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { createSequelize } from '../platform/database';
import { findChromium } from '../platform/chromium';
import { migrateToLatest } from '../platform/migrator';
import { ProjectRunModel } from '../models/monitoring';
import type { RenderTimings } from '../integrations/browser/renderer';
import { createBrowserWorker } from '../worker/create-browser-worker';
import type { ProjectRunInput } from '../workflows/project-run';
import { createProductProject, startEditionSite } from './lib/bench-shop';
import { startBenchWorker } from './lib/bench-worker';
import { descendantCpuMs } from './lib/process-tree-cpu';
import { startEmbeddedPostgres } from './lib/embedded-postgres';
import { freePort, startTemporalDevServer } from './lib/temporal-dev-server';
import { ensureTemporalCli } from './lib/temporal-cli';

/**
 * Rendering throughput of one browser worker: a project of application shells (each builds its page from
 * inline state and fetches its reviews from the site), rendered by headless Chromium at the default
 * concurrency, checked twice (baseline, every page edited). Run alone: `npx tsx scripts/bench-rendering.ts`.
 */
const SOURCES = Number(process.env.BENCH_RENDERED_SOURCES ?? 60);
const TASK_QUEUE = 'bench-rendering';
const BROWSER_TASK_QUEUE = 'bench-rendering-browser';

export interface RenderingBenchRow {
  scenario: string;
  sources: number;
  seconds: number;
  sourcesPerSecond: number;
  changed: number;
  /** Mean milliseconds per page rendered, by step. */
  split: RenderTimings;
  /** Chromium's CPU milliseconds per page (the browser and every renderer): what the load moves least. */
  chromiumCpuMs: number;
  /** The run's new versions that got a screenshot, and its changes that got a visual diff. */
  pictures: { screenshots: number; diffs: number };
}

/** Null when there is no Chromium on this machine. */
export async function benchRendering(
  databaseUrl: string,
  temporalAddress: string,
): Promise<{ concurrency: number; rows: RenderingBenchRow[] } | null> {
  if (!findChromium()) return null;
  const site = await startShellSite();
  const { config, temporal, stop } = await startBenchWorker(databaseUrl, temporalAddress, {
    taskQueue: TASK_QUEUE,
    poolMax: 5,
    // One local host serves every page: at the default pace (10 requests/s) the fetch worker's first pass over
    // the shells, before any render, took 6 of the run's 20 s. The pace is the host-limit scenario's subject.
    env: { TEMPORAL_BROWSER_TASK_QUEUE: BROWSER_TASK_QUEUE, BROWSER_RENDERING: 'on', FETCH_HOST_REQUESTS_PER_SECOND: '100000' },
  });
  const timings: RenderTimings[] = [];
  // Debian's /usr/bin/chromium is a script that execs /usr/lib/chromium/chromium: the name is what both keep.
  const chromiumName = path.basename(findChromium(config.browser.chromiumPath)!);
  const browserWorker = await createBrowserWorker({ config, onTimings: (split) => timings.push(split) });
  const browserRun = browserWorker.worker.run();
  try {
    const projectId = await createProductProject(site.url, 'Shop', SOURCES);
    const timed = async (scenario: string): Promise<RenderingBenchRow> => {
      const workflowId = `project-run/${projectId}/${new Date().toISOString()}`;
      const input: ProjectRunInput = { projectId, trigger: 'manual' };
      const started = performance.now();
      const chromiumCpu = descendantCpuMs(process.pid, chromiumName);
      timings.length = 0;
      await (await temporal.workflow.start('projectRunWorkflow', { workflowId, taskQueue: TASK_QUEUE, args: [input] })).result();
      const seconds = (performance.now() - started) / 1000;
      const run = (await ProjectRunModel.findOne({ where: { workflowId }, raw: true }))!;
      if (run.sourcesFailed > 0) throw new Error(`${run.sourcesFailed} sources failed: ${JSON.stringify(run.errors.slice(0, 3))}`);
      return {
        scenario,
        sources: run.sourcesChecked,
        seconds,
        sourcesPerSecond: run.sourcesChecked / seconds,
        changed: run.sourcesChanged,
        split: meanSplit(timings),
        chromiumCpuMs: (descendantCpuMs(process.pid, chromiumName) - chromiumCpu) / run.sourcesChecked,
        pictures: await picturesOf(run.id, projectId),
      };
    };
    const baseline = await timed('baseline (every page rendered)');
    site.edition += 1;
    const changed = await timed('changed pages (every page rendered and edited)');
    return { concurrency: config.browser.concurrency, rows: [baseline, changed] };
  } finally {
    browserWorker.worker.shutdown();
    await browserRun;
    await browserWorker.close();
    await stop();
    await site.close();
  }
}

export function printRenderingTable(result: Awaited<ReturnType<typeof benchRendering>>): void {
  if (!result) {
    console.log('\nRendering: skipped (no Chromium; apt-get install chromium-headless-shell or set CHROMIUM_PATH)');
    return;
  }
  console.log(`\nRendering, one browser worker (${result.concurrency} pages at once), ${SOURCES} application shells on a local site\n`);
  console.log(
    '| run | sources | seconds | rendered sources/s per browser worker | changes | ms per page: setup / navigation / settle / extraction | Chromium CPU ms per page | screenshots / visual diffs |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of result.rows) {
    const { setupMs, navigationMs, settleMs, extractionMs } = row.split;
    const split = [setupMs, navigationMs, settleMs, extractionMs].map((ms) => ms.toFixed(0)).join(' / ');
    console.log(
      `| ${[row.scenario, row.sources, row.seconds.toFixed(2), row.sourcesPerSecond.toFixed(2), row.changed, split, row.chromiumCpuMs.toFixed(0), `${row.pictures.screenshots} / ${row.pictures.diffs}`].join(' | ')} |`,
    );
  }
}

/** A baseline's screenshots are the sources' current ones; a changed run's are its changes' after-pictures. */
async function picturesOf(runId: string, projectId: string): Promise<RenderingBenchRow['pictures']> {
  const [counts] = (await ProjectRunModel.sequelize!.query(
    `SELECT (SELECT count(*) FROM changes WHERE run_id = :runId AND screenshot_after IS NOT NULL)::int AS changed,
            (SELECT count(*) FROM changes WHERE run_id = :runId AND visual_diff IS NOT NULL)::int AS diffs,
            (SELECT count(*) FROM sources WHERE project_id = :projectId AND screenshot_hash IS NOT NULL)::int AS pictured`,
    { replacements: { runId, projectId }, type: QueryTypes.SELECT },
  )) as Array<{ changed: number; diffs: number; pictured: number }>;
  return { screenshots: counts!.changed > 0 ? counts!.changed : counts!.pictured, diffs: counts!.diffs };
}

function meanSplit(timings: RenderTimings[]): RenderTimings {
  const mean = (pick: (timing: RenderTimings) => number) =>
    timings.reduce((sum, timing) => sum + pick(timing), 0) / Math.max(1, timings.length);
  return {
    setupMs: mean((t) => t.setupMs),
    navigationMs: mean((t) => t.navigationMs),
    settleMs: mean((t) => t.settleMs),
    extractionMs: mean((t) => t.extractionMs),
  };
}

/** A shop whose product pages are application shells: inline state for the product, a fetch for its reviews. */
function startShellSite() {
  return startEditionSite((url, edition, response) => {
    const id = Number(/\/(?:product|reviews)\/(\d+)/.exec(url)?.[1] ?? -1);
    if (url.startsWith('/reviews/')) {
      const reviews = Array.from({ length: 5 }, (_, i) => `Review ${i} of product ${id}: it does what it says and arrived on time.`);
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reviews));
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shellPage(id, edition));
  });
}

function shellPage(id: number, edition: number): string {
  const product = {
    id,
    name: `Product ${id}`,
    price: 100 + id + edition * 7,
    features: Array.from({ length: 12 }, (_, i) => `Feature ${i}: sturdy, light and made to last, with a two-year warranty.`),
  };
  return `<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div><noscript>Enable JavaScript to shop.</noscript>
<script id="state" type="application/json">${JSON.stringify(product)}</script>
<script>
  const p = JSON.parse(document.getElementById('state').textContent);
  const root = document.getElementById('root');
  root.innerHTML = '<main><h1>' + p.name + '</h1><p>Its price is ' + p.price + ' euros.</p>' + p.features.map((f) => '<p>' + f + '</p>').join('') + '<ul id="reviews"></ul></main>';
  fetch('/reviews/' + p.id).then((r) => r.json()).then((reviews) => {
    document.getElementById('reviews').innerHTML = reviews.map((r) => '<li>' + r + '</li>').join('');
  });
</script></body></html>`;
}

/** Alone: its own PostgreSQL and Temporal dev server in a temporary directory, removed afterwards. */
async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-rendering-'));
  fs.chmodSync(workDir, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort(), persistent: false });
  const temporal = await startTemporalDevServer({ binary: ensureTemporalCli(), port: await freePort(), uiPort: null, dbFile: null });
  try {
    const databaseUrl = postgres.url('postgres');
    const sequelize = createSequelize({ url: databaseUrl, poolMax: 2 });
    await migrateToLatest(sequelize);
    await sequelize.close();
    printRenderingTable(await benchRendering(databaseUrl, temporal.address));
  } finally {
    await temporal.stop();
    await postgres.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (require.main === module)
  void main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
