/**
 * The alerts evaluation: every labelled case of scripts/alerts-eval/cases through topic generation, the
 * source checker and the judge, with recall and false-alert rates per label, page class and source kind.
 *   npm run eval:alerts [-- --json results.json] [-- --offline] [-- --only pricing-] [-- --holdout] [-- --holdout2] [-- --holdout3] [-- --holdout4] [-- --holdout5] [-- --holdout6] [-- --holdout7]
 * --holdout runs the held-out cases of scripts/alerts-eval/holdout instead, which nothing is tuned against;
 * --holdout2 the second held-out set of scripts/alerts-eval/holdout2, likewise; --holdout3 the third, of
 * scripts/alerts-eval/holdout3; --holdout4 the fourth, of scripts/alerts-eval/holdout4; --holdout5 the fifth, of
 * scripts/alerts-eval/holdout5; --holdout6 the sixth, of scripts/alerts-eval/holdout6; --holdout7 the seventh, of
 * scripts/alerts-eval/holdout7.
 * With OPENAI_API_KEY (and OPENAI_BASE_URL, OPENAI_MODEL) set, the model generator and judge are measured,
 * unless --offline; without, the offline ones every new user starts on.
 */
import fs from 'node:fs';
import { createChangeJudge } from '../domain/alerts/judge';
import { createTopicGenerator } from '../domain/projects/topic-generation';
import { configuredOpenAiModel } from '../integrations/openai/model';
import { loadConfig } from '../platform/config';
import type { EvalCase } from './alerts-eval/case';
import { ALL_CASES } from './alerts-eval/cases';
import { HOLDOUT_CASES } from './alerts-eval/holdout';
import { HOLDOUT2_CASES } from './alerts-eval/holdout2';
import { HOLDOUT3_CASES } from './alerts-eval/holdout3';
import { HOLDOUT4_CASES } from './alerts-eval/holdout4';
import { HOLDOUT5_CASES } from './alerts-eval/holdout5';
import { HOLDOUT6_CASES } from './alerts-eval/holdout6';
import { HOLDOUT7_CASES } from './alerts-eval/holdout7';
import { formatReport, runAlertsEval, summarize } from './alerts-eval/run';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? '') : undefined;
}

/** The held-out suites by flag; without one, the tuned cases. */
const SUITES: Array<{ flag: string; cases: EvalCase[]; title: string }> = [
  { flag: '--holdout', cases: HOLDOUT_CASES, title: ' (held-out cases)' },
  { flag: '--holdout2', cases: HOLDOUT2_CASES, title: ' (second held-out cases)' },
  { flag: '--holdout3', cases: HOLDOUT3_CASES, title: ' (third held-out cases)' },
  { flag: '--holdout4', cases: HOLDOUT4_CASES, title: ' (fourth held-out cases)' },
  { flag: '--holdout5', cases: HOLDOUT5_CASES, title: ' (fifth held-out cases)' },
  { flag: '--holdout6', cases: HOLDOUT6_CASES, title: ' (sixth held-out cases)' },
  { flag: '--holdout7', cases: HOLDOUT7_CASES, title: ' (seventh held-out cases)' },
];

async function main() {
  const config = loadConfig();
  const openai = process.argv.includes('--offline') ? { ...config.openai, apiKey: undefined } : config.openai;
  const only = option('--only');
  const { cases: all, title } = SUITES.findLast(({ flag }) => process.argv.includes(flag)) ?? { cases: ALL_CASES, title: '' };
  const cases = only ? all.filter((evalCase) => evalCase.id.startsWith(only)) : all;
  const started = Date.now();
  const results = await runAlertsEval(
    cases,
    {
      generator: createTopicGenerator(configuredOpenAiModel(openai, 'topics')),
      judge: createChangeJudge(configuredOpenAiModel(openai, 'judging')),
    },
    {
      // The model answers slowly: a few cases at once; offline, one at a time leaves the shared cores to others.
      concurrency: openai.apiKey ? 4 : 1,
    },
  );
  console.log(
    `Alerts evaluation${title}, ${openai.apiKey ? `model ${openai.model}` : 'offline generator and judge'}: ${cases.length} cases in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  console.log(formatReport(results));
  const json = option('--json');
  if (json !== undefined) {
    const file = json === '' || json.startsWith('--') ? 'alerts-eval-results.json' : json;
    fs.writeFileSync(
      file,
      `${JSON.stringify({ mode: openai.apiKey ? openai.model : 'offline', summary: summarize(results), results }, null, 2)}\n`,
    );
    console.log(`\nResults written to ${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
