/**
 * Measures the source checker on this machine: pages per second for the cheap path (fingerprint equal,
 * no extraction) and the heavy path (extraction, normalization, hashing), both with the CPU work alone
 * and end to end through HTTP from a local site serving the fixture corpus's base pages.
 *   npx tsx scripts/measure-extraction.ts [checks=2000] [large]
 * With `pdf`, PDF checks per second instead: a 10-page text PDF read (PDF.js), cut into sentences and
 * compared, CPU only and over HTTP, every check missing the body-hash shortcut (a re-saved file).
 *   npx tsx scripts/measure-extraction.ts [checks=200] pdf
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { compareContent } from '../domain/monitoring/checker';
import { createHttpSourceChecker } from '../integrations/http/source-checker';
import { checkFetched } from '../domain/monitoring/checker/kinds';
import { flow, pdfDocument } from './lib/minimal-pdf';
import type { SourceState } from '../domain/monitoring/source-check';

const CORPUS = path.join(__dirname, '../test/fixtures/pages');
const measurePdf = process.argv[3] === 'pdf';
const checks = Number(process.argv[2] ?? (measurePdf ? 200 : 2000));
const corpus = fs.readdirSync(CORPUS).map((family) => fs.readFileSync(path.join(CORPUS, family, 'base.html')));
const pages = process.argv[3] === 'large' ? corpus.map(enlarged) : corpus;
const averageKiB = pages.reduce((sum, page) => sum + page.byteLength, 0) / pages.length / 1024;

/** A page of the size real sites send (~150 KiB): the corpus page with a long article body and a large inline script bundle. */
function enlarged(page: Buffer): Buffer {
  const paragraphs = Array.from(
    { length: 300 },
    (_, index) => `<p>Paragraph ${index} of the long read, with a <a href="/l/${index}">link</a> and some <em>emphasis</em> to parse.</p>`,
  ).join('\n');
  const bundle = `<script>window.__BUNDLE__=${JSON.stringify(Array.from({ length: 1500 }, (_, index) => ({ id: index, label: `item-${index}` })))}</script>`;
  return Buffer.from(page.toString('utf8').replace('</body>', `<div class="long-read">${paragraphs}</div>${bundle}</body>`));
}

function rate(label: string, count: number, run: () => void | Promise<void>, unit = 'pages/s') {
  return (async () => {
    const started = process.hrtime.bigint();
    const cpuStarted = process.cpuUsage();
    await run();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage(cpuStarted);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    // Pages per CPU-second of this process (checker and local site) hold steady on a busy machine, where wall-clock rates swing.
    console.log(
      `${label.padEnd(48)} ${Math.round(count / seconds)
        .toString()
        .padStart(7)} ${unit}  ${Math.round(count / cpuSeconds)
        .toString()
        .padStart(7)} per CPU-s  (${count} in ${seconds.toFixed(2)} s)`,
    );
  })();
}

function fresh(url: string): SourceState {
  return { url, etag: null, lastModified: null, quickHash: null, bodyHash: null, contentHash: null, text: null };
}

async function main() {
  console.log(`${pages.length} representative pages, ${averageKiB.toFixed(1)} KiB on average; node ${process.version}`);
  const content = (body: Buffer) => ({ contentType: 'text/html; charset=utf-8', validators: { etag: null, lastModified: null }, body });
  const baselines = pages.map((page, index) => {
    const check = compareContent(fresh(`https://example.test/${index}`), content(page));
    if (check.outcome !== 'baseline') throw new Error('expected a baseline');
    return check.state;
  });

  await rate('CPU only, cheap path (fingerprint equal)', checks, () => {
    for (let index = 0; index < checks; index += 1)
      compareContent({ ...baselines[index % pages.length]!, bodyHash: null }, content(pages[index % pages.length]!));
  });
  await rate('CPU only, heavy path (extraction, no change)', checks, () => {
    for (let index = 0; index < checks; index += 1)
      compareContent({ ...baselines[index % pages.length]!, bodyHash: null, quickHash: null }, content(pages[index % pages.length]!));
  });

  const server = http.createServer((request, response) => {
    const index = Number(request.url?.slice(1)) % pages.length;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pages[index]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const checker = createHttpSourceChecker({
    allowPrivateNetworks: true,
    timeoutMs: 10_000,
    maxBodyBytes: 5 * 1024 * 1024,
    maxRedirects: 5,
    concurrency: 64,
    perHostConcurrency: 64,
    userAgent: 'VigilMeasure/1.0',
  });
  const states = (quick: boolean) =>
    Array.from({ length: checks }, (_, index) => {
      const state = baselines[index % pages.length]!;
      return { ...state, url: `http://127.0.0.1:${port}/${index}`, bodyHash: null, quickHash: quick ? state.quickHash : null };
    });
  for (const [label, quick] of [
    ['HTTP end to end, cheap path', true],
    ['HTTP end to end, heavy path', false],
  ] as const) {
    const batch = states(quick);
    await rate(label, checks, async () => {
      const results = await Promise.all(batch.map((state) => checker.check(state)));
      const unexpected = results.filter((result) => result.outcome !== 'unchanged');
      if (unexpected.length > 0) console.log(`  ${unexpected.length} checks were not unchanged:`, unexpected[0]);
    });
  }
  await checker.close();
  server.close();
}

/** Ten pages of contract text, about 45 lines each, with a running footer: a typical terms or policy PDF. */
function samplePdf(build: number): Buffer {
  const clause = (n: number) =>
    `Clause ${n}. The provider shall process personal data only on documented instructions from the customer, including transfers to a third country, unless required to do so by law; in that case the provider informs the customer before processing, unless the law prohibits it.`;
  const lines = flow(Array.from({ length: 120 }, (_, index) => clause(index + 1)).join(' '), 90);
  const pages = Array.from({ length: Math.ceil(lines.length / 45) }, (_, page) => [
    ...lines.slice(page * 45, page * 45 + 45),
    `Data processing agreement, page ${page + 1}`,
  ]);
  return pdfDocument(pages, { info: { Producer: `Measure ${build}`, CreationDate: `D:2026112${build % 10}` } });
}

async function measurePdfChecks() {
  const bodies = [samplePdf(1), samplePdf(2)];
  console.log(`PDF: ${bodies[0]!.byteLength >> 10} KiB, 10 pages; node ${process.version}`);
  const content = (body: Buffer) => ({ contentType: 'application/pdf', validators: { etag: null, lastModified: null }, body });
  const noChildren = { maxBodyBytes: 5 * 1024 * 1024, fetch: async () => ({ error: 'none' }) };
  const baseline = await checkFetched(fresh('https://example.test/dpa.pdf'), content(bodies[0]!), {}, noChildren);
  if (baseline.outcome !== 'baseline') throw new Error('expected a baseline');
  await rate(
    'PDF, CPU only (read, sentences, compare)',
    checks,
    async () => {
      for (let index = 0; index < checks; index += 1) {
        const check = await checkFetched({ ...baseline.state, bodyHash: null }, content(bodies[index % 2]!), {}, noChildren);
        if (check.outcome !== 'unchanged') throw new Error(`expected unchanged, got ${check.outcome}`);
      }
    },
    'checks/s',
  );
  const server = http.createServer((request, response) =>
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(bodies[Number(request.url?.slice(1)) % 2]),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const checker = createHttpSourceChecker({
    allowPrivateNetworks: true,
    timeoutMs: 60_000,
    maxBodyBytes: 5 * 1024 * 1024,
    maxRedirects: 5,
    concurrency: 64,
    perHostConcurrency: 64,
    userAgent: 'VigilMeasure/1.0',
  });
  const batch = Array.from({ length: checks }, (_, index) => ({
    ...baseline.state,
    bodyHash: null,
    url: `http://127.0.0.1:${port}/${index}`,
  }));
  await rate(
    'PDF, HTTP end to end',
    checks,
    async () => {
      const results = await Promise.all(batch.map((state) => checker.check(state)));
      const unexpected = results.filter((result) => result.outcome !== 'unchanged');
      if (unexpected.length > 0) console.log(`  ${unexpected.length} checks were not unchanged:`, unexpected[0]);
    },
    'checks/s',
  );
  await checker.close();
  server.close();
}

void (measurePdf ? measurePdfChecks() : main());
