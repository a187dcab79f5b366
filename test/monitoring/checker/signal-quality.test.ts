import fs from 'node:fs';
import path from 'node:path';
import { createHttpSourceChecker } from '../../../integrations/http/source-checker';
import type { SourceState } from '../../../domain/monitoring/source-check';
import { startLocalSite, type LocalSite } from './local-site';

/**
 * The signal-quality corpus: every family under test/fixtures/pages has a realistic base page and
 * variants, each variant a list of exact replacements applied to the base (every occurrence). Noise variants must come
 * out unchanged (otherwise a false positive), edit variants changed (otherwise a miss); each edit is
 * also checked together with the family's first noise variant, as a real edit arrives amid new noise.
 * Every check goes through the real checker over HTTP.
 */
const CORPUS = path.join(__dirname, '../../fixtures/pages');

type Replacements = [string, string][];
interface Family {
  name: string;
  base: string;
  noise: Record<string, Replacements>;
  edits: Record<string, Replacements>;
  /** When the base page and each variant are fetched (ISO times), for pages whose stamps and countdowns track the clock; by default the base at BASE_FETCH and each variant an hour later. */
  fetchedAt?: Record<string, string>;
}

const BASE_FETCH = '2026-11-22T06:00:00Z';
const HOUR = 3_600_000;

interface Verdict {
  family: string;
  variant: string;
  expected: 'unchanged' | 'changed';
  actual: string;
  detail: string;
}

function loadFamilies(): Family[] {
  return fs
    .readdirSync(CORPUS)
    .sort()
    .map((name) => {
      const variants = JSON.parse(fs.readFileSync(path.join(CORPUS, name, 'variants.json'), 'utf8')) as Pick<
        Family,
        'noise' | 'edits' | 'fetchedAt'
      >;
      return { name, base: fs.readFileSync(path.join(CORPUS, name, 'base.html'), 'utf8'), ...variants };
    });
}

function applied(base: string, replacements: Replacements, where: string): string {
  return replacements.reduce((page, [find, replace]) => {
    if (!page.includes(find)) throw new Error(`${where}: ${JSON.stringify(find)} is not in the page`);
    return page.replaceAll(find, () => replace);
  }, base);
}

/** The edit first, then whatever of the noise still applies (an edit may remove a line the noise touched). */
function withNoise(page: string, noise: Replacements): string {
  return noise.reduce((result, [find, replace]) => result.replaceAll(find, () => replace), page);
}

describe('signal quality of change detection over the fixture corpus', () => {
  const families = loadFamilies();
  let site: LocalSite;
  let now = new Date(BASE_FETCH);
  const checker = createHttpSourceChecker({
    clock: () => now,
    allowPrivateNetworks: true,
    timeoutMs: 5_000,
    maxBodyBytes: 2 * 1024 * 1024,
    maxRedirects: 5,
    concurrency: 8,
    perHostConcurrency: 8,
    userAgent: 'VigilTest/1.0',
  });
  beforeAll(async () => {
    site = await startLocalSite();
  });
  afterAll(async () => {
    await checker.close();
    await site.close();
  });

  it('holds at least 24 families, each with noise-only and genuine-edit variants', () => {
    expect(families.length).toBeGreaterThanOrEqual(24);
    for (const family of families) {
      expect([family.name, Object.keys(family.noise).length >= 2]).toEqual([family.name, true]);
      expect([family.name, Object.keys(family.edits).length >= 2]).toEqual([family.name, true]);
    }
  });

  it('reports no false positive and no miss in any family', async () => {
    const verdicts: Verdict[] = [];
    for (const family of families) {
      const url = site.url(`/${family.name}`);
      site.page(`/${family.name}`, family.base);
      const base = family.fetchedAt?.base ?? BASE_FETCH;
      const fetchTime = (variant: string) => new Date(family.fetchedAt?.[variant] ?? new Date(Date.parse(base) + HOUR).toISOString());
      now = new Date(base);
      const baseline = await checker.check({
        url,
        etag: null,
        lastModified: null,
        quickHash: null,
        bodyHash: null,
        contentHash: null,
        text: null,
        fetchedAt: null,
      });
      if (baseline.outcome !== 'baseline') throw new Error(`${family.name}: the base page gave ${baseline.outcome}`);
      const [firstNoiseName, firstNoise] = Object.entries(family.noise)[0] ?? ['', []];
      const variants: [string, 'unchanged' | 'changed', string, Date][] = [
        ...Object.entries(family.noise).map(([name, replacements]): [string, 'unchanged', string, Date] => [
          name,
          'unchanged',
          applied(family.base, replacements, `${family.name}/${name}`),
          fetchTime(name),
        ]),
        ...Object.entries(family.edits).flatMap(([name, replacements]): [string, 'changed', string, Date][] => {
          const edited = applied(family.base, replacements, `${family.name}/${name}`);
          return [
            [name, 'changed', edited, fetchTime(name)],
            [`${name} + noise`, 'changed', withNoise(edited, firstNoise), fetchTime(firstNoiseName)],
          ];
        }),
      ];
      for (const [variant, expected, page, fetchedAt] of variants) {
        now = fetchedAt;
        verdicts.push(await judge(family, variant, expected, page, baseline.state));
      }
    }
    const report = families.map((family) => {
      const mine = verdicts.filter((verdict) => verdict.family === family.name);
      const falsePositives = mine.filter((verdict) => verdict.expected === 'unchanged' && verdict.actual !== 'unchanged').length;
      const misses = mine.filter((verdict) => verdict.expected === 'changed' && verdict.actual !== 'changed').length;
      return `${family.name.padEnd(24)} variants ${String(mine.length).padStart(2)}  false positives ${falsePositives}  misses ${misses}`;
    });
    const wrong = verdicts.filter((verdict) => verdict.expected !== verdict.actual);
    console.log(
      `${report.join('\n')}\n${wrong.map((verdict) => `WRONG ${verdict.family}/${verdict.variant}: ${verdict.actual} ${verdict.detail}`).join('\n')}`,
    );
    expect(verdicts.filter((verdict) => verdict.expected === 'unchanged' && verdict.actual !== 'unchanged')).toEqual([]);
    expect(verdicts.filter((verdict) => verdict.expected === 'changed' && verdict.actual !== 'changed')).toEqual([]);
  });

  async function judge(
    family: Family,
    variant: string,
    expected: Verdict['expected'],
    page: string,
    baseline: SourceState,
  ): Promise<Verdict> {
    site.page(`/${family.name}`, page);
    const check = await checker.check(baseline);
    const detail = check.outcome === 'changed' ? `${check.summary}\n${check.diff}` : check.outcome === 'failed' ? check.error : '';
    if (check.outcome === 'changed')
      expect(check.diff.split('\n').some((line) => /^[+-]/.test(line) && !/^(\+\+\+|---) (previous|current)$/.test(line))).toBe(true);
    return { family: family.name, variant, expected, actual: check.outcome, detail };
  }
});
