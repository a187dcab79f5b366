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
 * The third held-out set (the fourth labelled set) of the alerts evaluation: organisations, sectors (utilities, insurance,
 * universities, freight, public transport, pharma, councils, telecoms, sport, museums, open source,
 * building societies, cycling and furniture retail) and wordings written blind — without reading the judge, the topic generator
 * or any other set's cases. Run with `npm run eval:alerts -- --holdout3`; CI holds its floors.
 */
export const HOLDOUT3_CASES: EvalCase[] = [
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
