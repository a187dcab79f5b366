import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChangeJudge, Judgement } from '../../domain/alerts/judgement';
import { createHttpSourceChecker } from '../../integrations/http/source-checker';
import type { SourceCheck, SourceChecker, SourceState } from '../../domain/monitoring/source-check';
import type { GeneratedTopic, TopicGenerator } from '../../domain/projects/topic-generation';
import { normalizeSourceUrl } from '../../domain/projects/topic-generation/types';
import { LABELS, PAGE_CLASSES, SOURCE_KINDS, type EvalCase, type Label, type PageClass, type Served, type SourceKind } from './case';

/**
 * Runs the evaluation's cases through the whole offline path a project takes: the topic generator on the
 * intent, the source checker against a local site (first fetch the baseline, a later fetch the edit),
 * the judge on the change's diff and facts for every topic that watches the page.
 */
export interface Pipeline {
  generator: TopicGenerator;
  judge: ChangeJudge;
}

/** The fetch times: the second fetch a day and some later, as a daily check would see it. */
export const FIRST_FETCH = new Date('2026-03-02T08:00:00Z');
export const SECOND_FETCH = new Date('2026-03-03T10:17:00Z');

export type Failure = 'lost by the generator' | 'not detected' | 'judged not relevant' | 'judged relevant' | 'error';

export interface CaseResult {
  id: string;
  label: Label;
  pageClass: PageClass;
  kind: SourceKind;
  /** The checker answered `changed` on the second fetch. */
  detected: boolean;
  /** Some topic watching the page judged the change relevant. */
  alerted: boolean;
  /** Why the case failed, null when it passed. */
  failure: Failure | null;
  /** One line for a reader of the failure: the edit and what the pipeline made of it. */
  detail: string;
}

export async function runAlertsEval(cases: EvalCase[], pipeline: Pipeline, { concurrency = 1 } = {}): Promise<CaseResult[]> {
  const site = await startSite();
  const checkerAt = (at: Date) =>
    createHttpSourceChecker({
      allowPrivateNetworks: true,
      timeoutMs: 10_000,
      maxBodyBytes: 4 * 1024 * 1024,
      maxRedirects: 3,
      concurrency: 8,
      perHostConcurrency: 8,
      userAgent: 'VigilAlertsEval/1.0',
      clock: () => at,
    });
  const first = checkerAt(FIRST_FETCH);
  const second = checkerAt(SECOND_FETCH);
  const results: CaseResult[] = new Array(cases.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < cases.length) {
      const index = next;
      next += 1;
      const evalCase = cases[index]!;
      // A number before the page's own path keeps the cases apart on one site without telling anything about them.
      const path = `/${index + 1}${evalCase.path}`;
      results[index] = await runCase(evalCase, site.url(path), (served) => site.serve(path, served), { pipeline, first, second }).catch(
        (error: unknown) => resultOf(evalCase, { detected: false, alerted: false, failure: 'error', detail: messageOf(error) }),
      );
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, cases.length)) }, worker));
  } finally {
    await Promise.all([first.close(), second.close(), site.close()]);
  }
  return results;
}

interface Stages {
  pipeline: Pipeline;
  first: SourceChecker;
  second: SourceChecker;
}

async function runCase(evalCase: EvalCase, url: string, serve: (served: Served) => void, stages: Stages): Promise<CaseResult> {
  serve(evalCase.render(evalCase.before, FIRST_FETCH));
  const baseline = await stages.first.check(fresh(url));
  if (baseline.outcome !== 'baseline') throw new Error(`the first fetch was ${outcomeOf(baseline)}, not a baseline`);
  serve(evalCase.render(evalCase.after, SECOND_FETCH));
  const check = await stages.second.check(baseline.state);
  if (check.outcome !== 'changed' && check.outcome !== 'unchanged') throw new Error(`the second fetch was ${outcomeOf(check)}`);

  const topics = await stages.pipeline.generator.generate({
    name: 'Monitoring',
    monitoringIntent: evalCase.intent.replaceAll('{url}', url),
    businessContext: evalCase.businessContext,
    description: null,
  });
  const source = normalizeSourceUrl(url);
  const watching = topics.filter((topic) => topic.sources.some((candidate) => normalizeSourceUrl(candidate) === source));
  const detected = check.outcome === 'changed';
  // Not told: a miss for an on-topic edit, a pass for the others.
  const untold = (failure: Failure, detail: string) =>
    resultOf(evalCase, { detected, alerted: false, failure: evalCase.label === 'alert' ? failure : null, detail });
  if (watching.length === 0) return untold('lost by the generator', `${evalCase.edit}; topics: ${names(topics)}`);
  if (check.outcome !== 'changed') return untold('not detected', evalCase.edit);

  const judgements = await Promise.all(
    watching.map((topic) =>
      stages.pipeline.judge.judge({
        topic: { name: topic.name, description: topic.description, watchFor: topic.watchFor },
        sourceUrl: url,
        diff: check.diff,
        facts: check.facts,
        pageText: check.state.text ?? undefined,
      }),
    ),
  );
  const relevant = judgements.find((judgement) => judgement.relevant);
  const alerted = relevant !== undefined;
  const failure = evalCase.label === 'alert' ? (alerted ? null : 'judged not relevant') : alerted ? 'judged relevant' : null;
  return resultOf(evalCase, { detected, alerted, failure, detail: `${evalCase.edit}; ${explain(relevant, watching)}` });
}

function resultOf(evalCase: EvalCase, outcome: Pick<CaseResult, 'detected' | 'alerted' | 'failure' | 'detail'>): CaseResult {
  const { id, label, pageClass, kind } = evalCase;
  return { id, label, pageClass, kind, ...outcome };
}

function explain(relevant: Judgement | undefined, watching: GeneratedTopic[]): string {
  if (relevant === undefined) return `watching for: ${watching.flatMap((topic) => topic.watchFor).join(', ')}`;
  const quote = relevant.evidence[0]?.quote;
  return `matched: ${relevant.matchedWatchFor.join(', ') || '(no entry)'}${quote ? ` — “${quote.slice(0, 100)}”` : ''}`;
}

function names(topics: GeneratedTopic[]): string {
  return topics.length === 0 ? '(none)' : topics.map((topic) => `${topic.name} [${topic.sources.length} sources]`).join(', ');
}

function outcomeOf(check: SourceCheck): string {
  return check.outcome === 'failed' ? `failed (${check.error})` : check.outcome;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function fresh(url: string): SourceState {
  return { url, etag: null, lastModified: null, quickHash: null, bodyHash: null, contentHash: null, text: null };
}

interface Site {
  url(path: string): string;
  serve(path: string, served: Served): void;
  close(): Promise<void>;
}

/** The one local site on 127.0.0.1 that serves every case's page, swapped between the two fetches. */
async function startSite(): Promise<Site> {
  const pages = new Map<string, Served>();
  const server = http.createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://site').pathname);
    if (page) response.writeHead(200, { 'content-type': page.contentType }).end(page.body);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, served) => pages.set(path, served),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Tally {
  cases: number;
  detected: number;
  alerted: number;
}

export type Tallies = Record<Label, Tally>;

export interface Summary {
  byLabel: Tallies;
  byClass: Record<PageClass, Tallies>;
  byKind: Record<SourceKind, Tallies>;
}

export function summarize(results: CaseResult[]): Summary {
  const tallies = (subset: CaseResult[]): Tallies =>
    Object.fromEntries(
      LABELS.map((label) => {
        const of = subset.filter((result) => result.label === label);
        return [
          label,
          {
            cases: of.length,
            detected: of.filter((result) => result.detected).length,
            alerted: of.filter((result) => result.alerted).length,
          },
        ];
      }),
    ) as Tallies;
  return {
    byLabel: tallies(results),
    byClass: Object.fromEntries(
      PAGE_CLASSES.map((pageClass) => [pageClass, tallies(results.filter((r) => r.pageClass === pageClass))]),
    ) as Record<PageClass, Tallies>,
    byKind: Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, tallies(results.filter((r) => r.kind === kind))])) as Record<
      SourceKind,
      Tallies
    >,
  };
}

/** Alerted share of a tally: recall for `alert`, the false-alert rate for `off-topic`, the alert rate for `noise`. */
export function rate({ cases, alerted }: Tally): number {
  return cases === 0 ? 0 : alerted / cases;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const cell = (tally: Tally) => (tally.cases === 0 ? '—' : `${tally.alerted}/${tally.cases} ${percent(rate(tally))}`);
const RATE_NAMES: Record<Label, string> = { alert: 'recall', 'off-topic': 'false alerts', noise: 'alerted' };

/** The printed report: rates per label, per page class and per source kind, then each failing case with its reason. */
export function formatReport(results: CaseResult[]): string {
  const { byLabel, byClass, byKind } = summarize(results);
  const lines = [`${'label'.padEnd(12)}${'cases'.padStart(6)}${'detected'.padStart(10)}${'alerted'.padStart(9)}   rate`];
  for (const label of LABELS) {
    const tally = byLabel[label];
    lines.push(
      `${label.padEnd(12)}${String(tally.cases).padStart(6)}${String(tally.detected).padStart(10)}${String(tally.alerted).padStart(9)}   ${percent(rate(tally))} ${RATE_NAMES[label]}`,
    );
  }
  const breakdown = (title: string, rows: Array<[string, Tallies]>) => {
    lines.push('', `${title.padEnd(18)}${'alert: recall'.padStart(18)}${'off-topic: false'.padStart(20)}${'noise: alerted'.padStart(18)}`);
    for (const [name, tallies] of rows.filter(([, of]) => LABELS.some((label) => of[label].cases > 0)))
      lines.push(
        `${name.padEnd(18)}${cell(tallies.alert).padStart(18)}${cell(tallies['off-topic']).padStart(20)}${cell(tallies.noise).padStart(18)}`,
      );
  };
  breakdown('page class', Object.entries(byClass));
  breakdown('source kind', Object.entries(byKind));
  const failing = results.filter((result) => result.failure !== null);
  lines.push('', `failing cases: ${failing.length} of ${results.length}`);
  for (const result of failing) lines.push(`  ${result.id} [${result.label}, ${result.kind}] ${result.failure}: ${result.detail}`);
  return lines.join('\n');
}
