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
 * The fifth held-out set (the sixth labelled set) of the alerts evaluation: organisations, sectors (a
 * marketplace's seller fees, a music shop, a German camera shop, a payments status page, an insurer's
 * policy wording, an app store's review guidelines, a fitness app, a pharmaceutical leaflet, a car maker's
 * recalls, a browser's release notes, a standards body, a research institute and a university, a mining
 * company's board, a stock exchange's calendar, a court's cause list, a news wire's corrections, a
 * weather service, an energy supplier, a telecom's roaming charges, a transit agency, a museum, a payroll
 * API, an arts council and a port's tenders) and wordings written blind — without reading the judge, the
 * topic generator or any other set's cases. Run with `npm run eval:alerts -- --holdout5`; CI holds its floors.
 */
export const HOLDOUT5_CASES: EvalCase[] = [
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
