/**
 * Measures the source checker on this machine: pages per second for the cheap path (fingerprint equal,
 * no extraction) and the heavy path (extraction, normalization, hashing), both with the CPU work alone
 * and end to end through HTTP from a local site serving the fixture corpus's base pages.
 *   npx tsx scripts/measure-extraction.ts [checks=2000] [large]
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { compareContent, createSourceChecker } from '../domain/monitoring/checker';
import type { SourceState } from '../domain/monitoring/source-check';

const CORPUS = path.join(__dirname, '../test/fixtures/pages');
const checks = Number(process.argv[2] ?? 2000);
const corpus = fs.readdirSync(CORPUS).map((family) => fs.readFileSync(path.join(CORPUS, family, 'base.html')));
const pages = process.argv[3] === 'large' ? corpus.map(enlarged) : corpus;
const averageKiB = pages.reduce((sum, page) => sum + page.byteLength, 0) / pages.length / 1024;

/** A page of the size real sites send (~150 KiB): the corpus page with a long article body and a large inline script bundle. */
function enlarged(page: Buffer): Buffer {
  const paragraphs = Array.from({ length: 300 }, (_, index) => `<p>Paragraph ${index} of the long read, with a <a href="/l/${index}">link</a> and some <em>emphasis</em> to parse.</p>`).join('\n');
  const bundle = `<script>window.__BUNDLE__=${JSON.stringify(Array.from({ length: 1500 }, (_, index) => ({ id: index, label: `item-${index}` })))}</script>`;
  return Buffer.from(page.toString('utf8').replace('</body>', `<div class="long-read">${paragraphs}</div>${bundle}</body>`));
}

function rate(label: string, count: number, run: () => void | Promise<void>) {
  return (async () => {
    const started = process.hrtime.bigint();
    const cpuStarted = process.cpuUsage();
    await run();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage(cpuStarted);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    // Pages per CPU-second of this process (checker and local site) hold steady on a busy machine, where wall-clock rates swing.
    console.log(`${label.padEnd(48)} ${Math.round(count / seconds).toString().padStart(7)} pages/s  ${Math.round(count / cpuSeconds).toString().padStart(7)} per CPU-s  (${count} in ${seconds.toFixed(2)} s)`);
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
    for (let index = 0; index < checks; index += 1) compareContent({ ...baselines[index % pages.length]!, bodyHash: null }, content(pages[index % pages.length]!));
  });
  await rate('CPU only, heavy path (extraction, no change)', checks, () => {
    for (let index = 0; index < checks; index += 1) compareContent({ ...baselines[index % pages.length]!, bodyHash: null, quickHash: null }, content(pages[index % pages.length]!));
  });

  const server = http.createServer((request, response) => {
    const index = Number(request.url?.slice(1)) % pages.length;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pages[index]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const checker = createSourceChecker({
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
  for (const [label, quick] of [['HTTP end to end, cheap path', true], ['HTTP end to end, heavy path', false]] as const) {
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

void main();
