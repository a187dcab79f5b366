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
 * The fourth held-out set (the fifth labelled set) of the alerts evaluation: organisations, sectors (a US
 * analytics SaaS, a cloud status page, an airline, a hospital network, a school district, a crypto
 * exchange, a games studio, a real-estate portal, a food-safety regulator, a shipping line, an EU agency,
 * a credit union, a city permits office, an open-data API, a package registry, a conference) and
 * wordings written blind — without reading the judge, the topic generator or any other set's cases.
 * Run with `npm run eval:alerts -- --holdout4`; CI holds its floors.
 */
export const HOLDOUT4_CASES: EvalCase[] = [
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
