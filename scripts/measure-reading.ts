/**
 * CPU per page of the reading a check does on its thread (`readFetched`: the rendering rule's fingerprint,
 * extraction, noise rules, comparison, diff and change facts), on this thread, for the monitoring bench's
 * product pages: each page read once as a first fetch, then `rounds` times as an edited page; under one of
 * the bench's selections when named (css, xpath, ignore).
 *   npx tsx scripts/measure-reading.ts [pages=2000] [rounds=3] [selection]
 * Steadier than the bench's pages a second (no database, Temporal or network), so two versions of the
 * reading code can be compared by running this alternately on each.
 */
import { readFetched } from '../domain/monitoring/checker/reading';
import type { ReadingTask, SourceSelectors, SourceState } from '../domain/monitoring/source-check';
import { productPage } from './bench-monitoring';

const pages = Number(process.argv[2] ?? 2_000);
const rounds = Number(process.argv[3] ?? 3);
/** The monitoring bench's selections (scripts/bench-monitoring.ts). */
const SELECTIONS: Record<string, SourceSelectors> = {
  none: {},
  css: { include: ['p.price'] },
  xpath: { include: ["//p[@class='price']"] },
  ignore: { ignoreText: ['/^Product \\d+ feature 1\\d:/'] },
};
const selectors = selectionNamed(process.argv[4] ?? 'none');

function selectionNamed(name: string): SourceSelectors {
  const selection = SELECTIONS[name];
  if (!selection) throw new Error(`No selection ${name}: ${Object.keys(SELECTIONS).join(', ')}`);
  return selection;
}
const encoder = new TextEncoder();
const gate = { renderDecision: null, shellHash: null, browserAvailable: false };
const noChildren = { maxBodyBytes: 10 * 1024 * 1024, fetch: () => Promise.resolve({ error: 'no child documents here' }) };

function task(previous: SourceState, id: number, edition: number): ReadingTask {
  const page = {
    contentType: 'text/html; charset=utf-8',
    validators: { etag: null, lastModified: null },
    body: encoder.encode(productPage(id, edition)),
    fetchedAt: new Date(),
  };
  return { previous, page, selectors, gate };
}

async function main(): Promise<void> {
  const empty = { etag: null, lastModified: null, bodyHash: null, quickHash: null, contentHash: null, text: null };
  const firstStarted = process.cpuUsage();
  const states: SourceState[] = [];
  for (let id = 0; id < pages; id += 1)
    states.push((await readFetched(task({ ...empty, url: `https://shop.example/product/${id}` }, id, 0), noChildren)).check.state);
  const first = process.cpuUsage(firstStarted);
  const edited = Array.from({ length: pages }, (_, id) => task(states[id]!, id, 1));
  const editedStarted = process.cpuUsage();
  for (let round = 0; round < rounds; round += 1)
    for (const edit of edited) {
      const { check } = await readFetched(edit, noChildren);
      if (check.outcome !== 'changed') throw new Error(`An edited page read as ${check.outcome}`);
    }
  const changed = process.cpuUsage(editedStarted);
  const perPage = (usage: NodeJS.CpuUsage, count: number) => ((usage.user + usage.system) / 1000 / count).toFixed(3);
  console.log(`first fetch: ${perPage(first, pages)} ms of CPU per page (${pages} pages, the first ones warming up)`);
  console.log(`edited page: ${perPage(changed, pages * rounds)} ms of CPU per page (${pages} pages, ${rounds} rounds)`);
}

void main();
