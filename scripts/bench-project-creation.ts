import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UserModel } from '../models/users';
import { OrganizationModel } from '../models/organizations';
import { createProject } from '../domain/projects/create';
import { createProjectProcesses } from '../engine/projects';
import { newId } from '../domain/shared/ids';
import { startBenchWorker } from './lib/bench-worker';

/**
 * Project creation as a new user meets it (offline generator): the `project-topics` workflow with
 * discovery on the site the intent names (robots.txt, home page, sitemap) and the check of every
 * proposed source, against a local company site, then the project's transaction. One at a time, then
 * a burst of concurrent creations.
 */
const CREATIONS = Number(process.env.BENCH_CREATIONS ?? 20);
const BURST = 10;
const TASK_QUEUE = 'bench-project-creation';

export interface CreationBenchRow {
  scenario: string;
  creations: number;
  p50: number;
  p95: number;
  max: number;
  sourcesKept: number;
  sourcesDropped: number;
}

export async function benchProjectCreation(databaseUrl: string, temporalAddress: string): Promise<CreationBenchRow[]> {
  const site = await startCompanySite();
  const { config, temporal, stop } = await startBenchWorker(databaseUrl, temporalAddress, {
    taskQueue: TASK_QUEUE,
    poolMax: 10,
    env: { OPENAI_API_KEY: '' },
  });
  const processes = createProjectProcesses(temporal, { taskQueue: TASK_QUEUE, topicGenerationTimeoutMs: config.topicGenerationTimeoutMs });
  try {
    const userId = newId();
    await UserModel.create({ id: userId, email: `bench-${userId}@example.com`, passwordHash: null, fullName: 'Bench' });
    const createOne = async () => {
      const organizationId = newId();
      await OrganizationModel.create({ id: organizationId, name: 'Bench', slug: `bench-${organizationId.slice(-12)}`, type: 'team' });
      const started = performance.now();
      const { project, droppedSources } = await createProject(
        organizationId,
        userId,
        {
          name: 'Acme radar',
          monitoringIntent: `Watch ${site.url('/')} for pricing changes, release notes and product launches; also ${site.url('/discontinued')}`,
          businessContext: 'We sell B2B analytics software in Europe',
        },
        { processes },
        { principal: null, ipAddress: null, userAgent: 'bench', requestId: newId() },
      );
      return {
        ms: performance.now() - started,
        kept: project.topics.reduce((sum, topic) => sum + topic.sources.length, 0),
        dropped: droppedSources.length,
      };
    };
    await createOne();
    const sequential = [];
    for (let i = 0; i < CREATIONS; i += 1) sequential.push(await createOne());
    const burst = await Promise.all(Array.from({ length: BURST }, createOne));
    return [row('one at a time', sequential), row(`${BURST} at once`, burst)];
  } finally {
    await stop();
    await site.close();
  }
}

function row(scenario: string, results: Array<{ ms: number; kept: number; dropped: number }>): CreationBenchRow {
  const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))]!;
  return {
    scenario,
    creations: results.length,
    p50: at(0.5),
    p95: at(0.95),
    max: sorted.at(-1)!,
    sourcesKept: results[0]!.kept,
    sourcesDropped: results[0]!.dropped,
  };
}

export function printProjectCreationTable(rows: CreationBenchRow[]): void {
  console.log('\nProject creation with source discovery and validation (offline generator, local company site)\n');
  console.log('| scenario | creations | p50 | p95 | max | sources kept / dropped per project |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.scenario} | ${r.creations} | ${r.p50.toFixed(0)} ms | ${r.p95.toFixed(0)} ms | ${r.max.toFixed(0)} ms | ${r.sourcesKept} / ${r.sourcesDropped} |`,
    );
}

/** A small company site: home page with a feed and links, robots.txt, sitemap, pricing, changelog, blog. */
async function startCompanySite() {
  const pages: Record<string, [string, string]> = {
    '/': [
      'text/html',
      `<html><head><link rel="alternate" type="application/rss+xml" title="Blog" href="/blog/feed.xml"></head><body><a href="/pricing">Pricing</a> <a href="/changelog">Changelog</a> <a href="/blog">Blog</a> <a href="/careers">Careers</a><main><p>Acme analytics</p></main></body></html>`,
    ],
    '/pricing': ['text/html', '<html><body><main><h1>Pricing</h1><p>Pro: 99 euros a month.</p></main></body></html>'],
    '/changelog': ['text/html', '<html><body><main><h1>Changelog</h1><p>Version 4.2.</p></main></body></html>'],
    '/blog': ['text/html', '<html><body><main><h1>Blog</h1><p>We launched forecasting.</p></main></body></html>'],
    '/blog/feed.xml': ['application/rss+xml', '<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title></channel></rss>'],
    '/robots.txt': ['text/plain', 'User-agent: *\nDisallow: /private/\n'],
    '/sitemap.xml': ['application/xml', '<?xml version="1.0"?><urlset><url><loc>PLACEHOLDER/pricing</loc></url></urlset>'],
  };
  const server = http.createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://site').pathname];
    if (!page) return response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    response.writeHead(200, { 'content-type': page[0] }).end(page[1].replace('PLACEHOLDER', origin));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => `${origin}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
