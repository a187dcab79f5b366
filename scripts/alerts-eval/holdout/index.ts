import type { EvalCase } from '../case';
import { careersCases } from './careers';
import { changelogCases } from './changelog';
import { docsApiCases } from './docs-api';
import { eventsCases } from './events';
import { feesRatesCases } from './fees-rates';
import { grantsTendersCases } from './grants-tenders';
import { incidentsCases } from './incidents';
import { leadershipCases } from './leadership';
import { newsCases } from './news';
import { pricingCases } from './pricing';
import { privacyCases } from './privacy';
import { productStockCases } from './product-stock';
import { regulatoryCases } from './regulatory';
import { serviceNoticesCases } from './service-notices';
import { statusCases } from './status';
import { termsCases } from './terms';

/**
 * The second suite of the alerts evaluation: other organisations, pages and wordings than
 * scripts/alerts-eval/cases, labelled blind and measured once blind before the judge was improved on it
 * (docs/change-detection.md). Run with `npm run eval:alerts -- --holdout`; CI holds its floors.
 */
export const HOLDOUT_CASES: EvalCase[] = [
  ...pricingCases,
  ...productStockCases,
  ...statusCases,
  ...termsCases,
  ...privacyCases,
  ...regulatoryCases,
  ...changelogCases,
  ...careersCases,
  ...leadershipCases,
  ...eventsCases,
  ...newsCases,
  ...incidentsCases,
  ...feesRatesCases,
  ...serviceNoticesCases,
  ...docsApiCases,
  ...grantsTendersCases,
];
